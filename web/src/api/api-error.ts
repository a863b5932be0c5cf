import type { FieldProblem, FieldProblems } from '../../../domain/shared/field-problem';
import { t } from '../i18n';

/** Field name → message, as the server marks invalid form fields. */
export type FieldErrors = Record<string, string>;

/** A failed call: the HTTP status (0 when the network failed) and what the server said. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
    /** The server's own message, when it gave one. */
    readonly serverMessage: string | null = null,
    readonly code: string | null = null,
    readonly fieldErrors: FieldErrors | null = null,
    /** Seconds the server asked to wait before trying again (its Retry-After), when it asked. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The code of each field's problem, with its parameters, when the server marked form fields. */
  get fieldProblems(): FieldProblems | null {
    return fieldProblemsOf(this.body);
  }
}

function messageIn(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')) return value.join(', ');
  return null;
}

/** The server's message: `error.message` first, then `message`. */
export function serverMessageOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const nested = record.error;
  if (nested && typeof nested === 'object') {
    const fromError = messageIn((nested as Record<string, unknown>).message);
    if (fromError) return fromError;
  }
  return messageIn(record.message);
}

function codeOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const code = (body as Record<string, unknown>).code;
  return typeof code === 'string' ? code : null;
}

function fieldErrorsOf(body: unknown): FieldErrors | null {
  if (!body || typeof body !== 'object') return null;
  const errors = (body as Record<string, unknown>).errors;
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return null;
  const found: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const text = messageIn(message);
    if (text) found[field] = text;
  }
  return Object.keys(found).length > 0 ? found : null;
}

/** The body's `problems`: each field's `{ code, ...parameters }` (a code the app does not know is shown by the server's message). */
function fieldProblemsOf(body: unknown): FieldProblems | null {
  if (!body || typeof body !== 'object') return null;
  const problems = (body as Record<string, unknown>).problems;
  if (!problems || typeof problems !== 'object' || Array.isArray(problems)) return null;
  const found: FieldProblems = {};
  for (const [field, problem] of Object.entries(problems)) {
    if (problem && typeof problem === 'object' && typeof (problem as { code?: unknown }).code === 'string') found[field] = problem as FieldProblem;
  }
  return Object.keys(found).length > 0 ? found : null;
}

export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (text === '') return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export async function errorFrom(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => null);
  const serverMessage = serverMessageOf(body);
  return new ApiError(
    response.status,
    serverMessage ?? t.errors.requestFailed,
    body,
    serverMessage,
    codeOf(body),
    fieldErrorsOf(body),
    retryAfterOf(response),
  );
}

/** Retry-After in seconds (the server sends seconds, never a date). */
function retryAfterOf(response: Response): number | null {
  const header = response.headers.get('Retry-After');
  return header !== null && /^\d+$/.test(header.trim()) ? Number(header) : null;
}
