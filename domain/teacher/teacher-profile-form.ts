import { isAllowedAvatar } from '../accounts/avatar';
import { fieldProblems, type FieldProblem, type FieldProblems } from '../shared/field-problem';

/** The bounds of what a teacher writes about themself (spec §3 "Teacher profile"). */
export const TEACHER_PROFILE_LIMITS = {
  departmentMax: 100,
  bioMax: 2000,
  yearsMin: 0,
  yearsMax: 80,
  subjectsMax: 20,
  subjectMax: 50,
} as const;

const L = TEACHER_PROFILE_LIMITS;

/** The profile as its form holds it; a field left out is not checked. */
export interface TeacherProfileInput {
  department?: unknown;
  yearsOfExperience?: unknown;
  bio?: unknown;
  subjects?: unknown;
  avatar?: unknown;
}

function textProblem(value: unknown, max: number): FieldProblem | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return { code: 'wrongType', expected: 'text' };
  return value.trim().length > max ? { code: 'tooLong', max } : null;
}

function yearsProblem(value: unknown): FieldProblem | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value)) return { code: 'wrongType', expected: 'integer' };
  if (value < L.yearsMin) return { code: 'tooSmall', min: L.yearsMin };
  return value > L.yearsMax ? { code: 'tooLarge', max: L.yearsMax } : null;
}

function subjectsProblem(value: unknown): FieldProblem | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || !value.every((subject) => typeof subject === 'string')) return { code: 'wrongType', expected: 'list' };
  if (value.length > L.subjectsMax) return { code: 'tooMany', max: L.subjectsMax };
  return value.some((subject: string) => subject.trim().length > L.subjectMax) ? { code: 'tooLong', max: L.subjectMax } : null;
}

function avatarProblem(value: unknown): FieldProblem | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return { code: 'wrongType', expected: 'text' };
  return value.trim() === '' || isAllowedAvatar(value.trim()) ? null : { code: 'invalid' };
}

/** The first problem of each field given; empty when the profile can be saved. The server checks the same bounds. */
export function teacherProfileProblems(input: TeacherProfileInput): FieldProblems {
  return fieldProblems([
    ['department', textProblem(input.department, L.departmentMax)],
    ['yearsOfExperience', yearsProblem(input.yearsOfExperience)],
    ['bio', textProblem(input.bio, L.bioMax)],
    ['subjects', subjectsProblem(input.subjects)],
    ['avatar', avatarProblem(input.avatar)],
  ]);
}
