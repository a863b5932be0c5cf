import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';
import type { ExpectedType, FieldProblem, FieldProblems } from '../../domain/shared/field-problem';
import { ApiError } from './api-error';

const TYPE_CHECKS: Record<string, ExpectedType> = {
  isString: 'text',
  isInt: 'integer',
  isNumber: 'number',
  isBoolean: 'boolean',
  isArray: 'list',
  isObject: 'object',
  nestedValidation: 'object',
};

/** The parameters class-validator keeps for one decorator of the property (e.g. `[30]` for `@MaxLength(30)`). */
function parametersOf(error: ValidationError, constraint: string): unknown[] {
  const target = error.target;
  if (!target || typeof target !== 'object') return [];
  const rules = getMetadataStorage().getTargetValidationMetadatas(target.constructor, '', true, false);
  const rule = rules.find((each) => each.propertyName === error.property && (each.name ?? each.type) === constraint);
  return rule?.constraints ?? [];
}

/** A failed class-validator constraint as a field problem: its code from the constraint's name, its bound from the decorator. */
export function problemOf(error: ValidationError, constraint: string): FieldProblem {
  const absent = 'value' in error && (error.value === undefined || error.value === null);
  const expected = TYPE_CHECKS[constraint];
  if (constraint === 'isDefined' || constraint === 'isNotEmpty' || (expected && absent)) return { code: 'required' };
  if (expected) return { code: 'wrongType', expected };
  if (constraint === 'whitelistValidation') return { code: 'notAllowed' };
  if (constraint === 'matches') return { code: 'badFormat' };
  if (constraint === 'isEmail') return { code: 'emailShape' };
  const [bound] = parametersOf(error, constraint);
  if (constraint === 'isIn' && Array.isArray(bound)) return { code: 'notOneOf', allowed: bound.map(String) };
  if (typeof bound !== 'number') return { code: 'invalid' };
  switch (constraint) {
    case 'min':
      return { code: 'tooSmall', min: bound };
    case 'max':
      return { code: 'tooLarge', max: bound };
    case 'minLength':
      return { code: 'tooShort', min: bound };
    case 'maxLength':
      return { code: 'tooLong', max: bound };
    case 'arrayMinSize':
      return { code: 'tooFew', min: bound };
    case 'arrayMaxSize':
      return { code: 'tooMany', max: bound };
    default:
      return { code: 'invalid' };
  }
}

/** The message and the problem of each failing field (the last constraint's, as stopAtFirstError leaves one). */
function firstProblems(errors: ValidationError[], prefix = ''): { fields: Record<string, string>; problems: FieldProblems } {
  const fields: Record<string, string> = {};
  const problems: FieldProblems = {};
  for (const error of errors) {
    const path = `${prefix}${error.property}`;
    const failed = Object.entries(error.constraints ?? {});
    if (failed.length > 0) {
      const [constraint, message] = failed[failed.length - 1];
      fields[path] = message;
      problems[path] = problemOf(error, constraint);
    }
    const nested = firstProblems(error.children ?? [], `${path}.`);
    Object.assign(fields, nested.fields);
    Object.assign(problems, nested.problems);
  }
  return { fields, problems };
}

/**
 * Leaves path parameters as typed: each route's own pipe reads them strictly (an id is decimal
 * digits), where a conversion here would first turn `0x10` or `016` into 16.
 */
class BodyAndQueryValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'param') return Promise.resolve(value);
    return super.transform(value, metadata);
  }
}

/** Validates every body and query with its DTO; unknown fields are refused. */
export function createValidationPipe(): ValidationPipe {
  return new BodyAndQueryValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    // Each error keeps the object it was found in, to read its decorator's bound; only codes and messages leave.
    validationError: { target: true },
    exceptionFactory: (errors) => {
      const { fields, problems } = firstProblems(errors);
      return new ApiError('VALIDATION_FAILED', Object.values(fields)[0] ?? 'Invalid request', fields, problems);
    },
  });
}
