import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { ApiError } from './api-error';

/** Deeper than any shape the API takes; a deeper body is refused before validation walks it. */
export const MAX_INPUT_DEPTH = 16;
const IGNORED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Why an input cannot be taken, naming the field; null when it can. */
export function inputProblem(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? `${path || 'input'} must not contain NUL characters` : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH) return `${path || 'The request'} is nested too deeply (at most ${MAX_INPUT_DEPTH} levels)`;
  const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    if (IGNORED_KEYS.has(key) || (item === null && !Array.isArray(value))) {
      delete (value as Record<string, unknown>)[key];
      continue;
    }
    const field = path ? (Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`) : key;
    if (key.includes('\u0000')) return `Field names must not contain NUL characters`;
    const problem = inputProblem(item, field, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/**
 * Screens every body, query and path parameter once, at the edge, before validation: PostgreSQL
 * cannot store a NUL character, and validation should never walk an absurdly deep body. Keys that
 * could reach an object's prototype are dropped, and a field sent as null is treated as absent.
 */
export class ScreenInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const problem = inputProblem(value, metadata.type === 'body' ? '' : (metadata.data ?? ''));
    if (problem) throw new ApiError('VALIDATION_FAILED', problem);
    return value;
  }
}
