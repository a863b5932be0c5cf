import { compareLocalDates, isLocalDate, type LocalDate } from '../shared/calendar';
import { DomainError } from '../shared/domain-error';
import { DEFAULT_CLASS_CAPACITY, MIN_CLASS_CAPACITY } from './capacity';

/** What a teacher writes of a class (spec §3 Class, §5 class create). */
export interface ClassForm {
  name: string;
  subject: string | null;
  gradeLevel: string | null;
  capacity: number;
  startDate: LocalDate | null;
  endDate: LocalDate | null;
  description: string | null;
  isActive: boolean;
}

/** A form as sent: any field may be missing (an update changes only what it names). */
export type ClassFormInput = { [K in keyof ClassForm]?: unknown };

/**
 * The bounds the spec leaves open, enforced by the server (the table's columns hold them): a name of
 * 100 characters, subject 100, grade level 30, description 1000, a capacity of 1 to 1000.
 */
export const CLASS_FORM_LIMITS = {
  nameMax: 100,
  subjectMax: 100,
  gradeLevelMax: 30,
  descriptionMax: 1000,
  capacityMin: MIN_CLASS_CAPACITY,
  capacityMax: 1000,
} as const;

const F = CLASS_FORM_LIMITS;

/** Every message of the class form's rules, so the API's request checks say the same. */
export const CLASS_FORM_MESSAGES = {
  nameRequired: 'Class name is required',
  nameTooLong: `Class name must be at most ${F.nameMax} characters`,
  subjectTooLong: `Subject must be at most ${F.subjectMax} characters`,
  gradeLevelTooLong: `Grade level must be at most ${F.gradeLevelMax} characters`,
  descriptionTooLong: `Description must be at most ${F.descriptionMax} characters`,
  capacityWhole: 'Capacity must be a whole number of students',
  capacityMin: `Capacity must be at least ${F.capacityMin}`,
  capacityMax: `Capacity must be at most ${F.capacityMax.toLocaleString('en')}`,
  startDate: 'Start date must be a date (YYYY-MM-DD)',
  endDate: 'End date must be a date (YYYY-MM-DD)',
  endBeforeStart: 'End date cannot be before the start date',
  isActive: 'isActive must be true or false',
} as const;

const M = CLASS_FORM_MESSAGES;

/** The form breaks a rule; `fields` names each field and its message. */
export class InvalidClassFormError extends DomainError {
  readonly code = 'VALIDATION_FAILED';
  constructor(fields: Record<string, string>) {
    super(Object.values(fields)[0], fields);
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** Trims the texts; an empty optional text or date means none. */
function tidy(input: ClassFormInput): ClassFormInput {
  const tidied: ClassFormInput = { ...input };
  if (isText(input.name)) tidied.name = input.name.trim();
  for (const key of ['subject', 'gradeLevel', 'description', 'startDate', 'endDate'] as const) {
    const value = input[key];
    if (isText(value)) tidied[key] = value.trim() === '' ? null : value.trim();
  }
  return Object.fromEntries(Object.entries(tidied).filter(([, value]) => value !== undefined));
}

/** A new class's form: capacity 30 and active unless told otherwise, the optional fields empty. */
export function newClassForm(input: ClassFormInput): ClassFormInput {
  const defaults: ClassFormInput = {
    subject: null,
    gradeLevel: null,
    capacity: DEFAULT_CLASS_CAPACITY,
    startDate: null,
    endDate: null,
    description: null,
    isActive: true,
  };
  return { ...defaults, ...tidy(input) };
}

/** The form after an update: the fields it names replace the current ones, the others stay. */
export function changedClassForm(current: ClassForm, changes: ClassFormInput): ClassFormInput {
  return { ...current, ...tidy(changes) };
}

function optionalTextProblem(value: unknown, max: number, tooLong: string): string | null {
  if (value === null) return null;
  return isText(value) && value.length <= max ? null : tooLong;
}

/** Each field that breaks a rule, with its message; empty when the form holds. */
export function classFormProblems(form: ClassFormInput): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isText(form.name) || form.name.trim() === '') problems.name = M.nameRequired;
  else if (form.name.length > F.nameMax) problems.name = M.nameTooLong;
  const subject = optionalTextProblem(form.subject, F.subjectMax, M.subjectTooLong);
  if (subject) problems.subject = subject;
  const grade = optionalTextProblem(form.gradeLevel, F.gradeLevelMax, M.gradeLevelTooLong);
  if (grade) problems.gradeLevel = grade;
  const description = optionalTextProblem(form.description, F.descriptionMax, M.descriptionTooLong);
  if (description) problems.description = description;
  const capacity = form.capacity;
  if (typeof capacity !== 'number' || !Number.isInteger(capacity)) problems.capacity = M.capacityWhole;
  else if (capacity < F.capacityMin) problems.capacity = M.capacityMin;
  else if (capacity > F.capacityMax) problems.capacity = M.capacityMax;
  const startOk = form.startDate === null || (isText(form.startDate) && isLocalDate(form.startDate));
  const endOk = form.endDate === null || (isText(form.endDate) && isLocalDate(form.endDate));
  if (!startOk) problems.startDate = M.startDate;
  if (!endOk) problems.endDate = M.endDate;
  if (startOk && endOk && form.startDate && form.endDate && compareLocalDates(form.endDate as string, form.startDate as string) < 0) {
    problems.endDate = M.endBeforeStart;
  }
  if (typeof form.isActive !== 'boolean') problems.isActive = M.isActive;
  return problems;
}

/** The form as a valid ClassForm, or InvalidClassFormError naming every broken field. */
export function validClassForm(form: ClassFormInput): ClassForm {
  const problems = classFormProblems(form);
  if (Object.keys(problems).length > 0) throw new InvalidClassFormError(problems);
  return form as ClassForm;
}
