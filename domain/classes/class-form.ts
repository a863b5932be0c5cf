import { compareLocalDates, isLocalDate, type LocalDate } from '../shared/calendar';
import { DomainError } from '../shared/domain-error';
import { fieldProblems, type FieldProblem, type FieldProblems } from '../shared/field-problem';
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

/** The form breaks a rule; `problems` names each field's problem by code (the API words them). */
export class InvalidClassFormError extends DomainError {
  readonly code = 'VALIDATION_FAILED';
  constructor(problems: FieldProblems) {
    super('Invalid class form', undefined, problems);
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

function optionalTextProblem(value: unknown, max: number): FieldProblem | null {
  if (value === null) return null;
  if (!isText(value)) return { code: 'wrongType', expected: 'text' };
  return value.length > max ? { code: 'tooLong', max } : null;
}

function nameProblem(name: unknown): FieldProblem | null {
  if (!isText(name) || name.trim() === '') return { code: 'required' };
  return name.length > F.nameMax ? { code: 'tooLong', max: F.nameMax } : null;
}

function capacityProblem(capacity: unknown): FieldProblem | null {
  if (typeof capacity !== 'number' || !Number.isInteger(capacity)) return { code: 'wrongType', expected: 'integer' };
  if (capacity < F.capacityMin) return { code: 'tooSmall', min: F.capacityMin };
  return capacity > F.capacityMax ? { code: 'tooLarge', max: F.capacityMax } : null;
}

const isDateOrNone = (value: unknown): boolean => value === null || (isText(value) && isLocalDate(value));

/** Each field that breaks a rule, with its problem; empty when the form holds. */
export function classFormProblems(form: ClassFormInput): FieldProblems {
  const startOk = isDateOrNone(form.startDate);
  const endOk = isDateOrNone(form.endDate);
  const endBeforeStart = startOk && endOk && !!form.startDate && !!form.endDate && compareLocalDates(form.endDate as string, form.startDate as string) < 0;
  return fieldProblems([
    ['name', nameProblem(form.name)],
    ['subject', optionalTextProblem(form.subject, F.subjectMax)],
    ['gradeLevel', optionalTextProblem(form.gradeLevel, F.gradeLevelMax)],
    ['description', optionalTextProblem(form.description, F.descriptionMax)],
    ['capacity', capacityProblem(form.capacity)],
    ['startDate', startOk ? null : { code: 'badFormat' }],
    ['endDate', !endOk ? { code: 'badFormat' } : endBeforeStart ? { code: 'endBeforeStart' } : null],
    ['isActive', typeof form.isActive === 'boolean' ? null : { code: 'wrongType', expected: 'boolean' }],
  ]);
}

/** The form as a valid ClassForm, or InvalidClassFormError naming every broken field. */
export function validClassForm(form: ClassFormInput): ClassForm {
  const problems = classFormProblems(form);
  if (Object.keys(problems).length > 0) throw new InvalidClassFormError(problems);
  return form as ClassForm;
}
