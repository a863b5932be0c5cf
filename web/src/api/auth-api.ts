import type { FieldProblems } from '../../../domain/shared/field-problem';
import { t } from '../i18n';
import { ApiError } from './api-error';
import { apiRequest } from './http-client';
import type { AuthResponse, BasicUser, LoginPayload, RegisterPayload, SessionUser } from './types';

function isAuthResponse(body: unknown): body is AuthResponse {
  if (!body || typeof body !== 'object') return false;
  const { jwt, user } = body as Record<string, unknown>;
  return typeof jwt === 'string' && jwt !== '' && !!user && typeof user === 'object' && 'id' in user;
}

/** Login failure text: the server's message, else by status. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 400) return t.errors.loginInvalid;
    if (error.status === 500) return t.errors.serverError;
  }
  return t.errors.loginFallback;
}

/** Registration failure text: the server's message, else by status. */
export function registrationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 400) return t.errors.registrationInvalid;
  }
  return t.errors.registrationFallback;
}

/** An error whose message is already the text to show. */
export class AuthError extends Error {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string> | null = null,
    /** Too many attempts: the seconds the server asked to wait. */
    readonly retryAfterSeconds: number | null = null,
    /** The code of each marked field's problem. */
    readonly fieldProblems: FieldProblems | null = null,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export async function login(payload: LoginPayload): Promise<AuthResponse> {
  let body: unknown;
  try {
    body = await apiRequest<unknown>('/auth/local', { method: 'POST', body: payload });
  } catch (error) {
    if (!(error instanceof ApiError)) throw new AuthError(loginErrorMessage(error));
    throw new AuthError(loginErrorMessage(error), error.fieldErrors, error.status === 429 ? error.retryAfterSeconds : null, error.fieldProblems);
  }
  if (!isAuthResponse(body)) throw new AuthError(t.errors.invalidResponse);
  return body;
}

export async function register(payload: RegisterPayload): Promise<AuthResponse> {
  let body: unknown;
  try {
    body = await apiRequest<unknown>('/auth/local/register', { method: 'POST', body: payload });
  } catch (error) {
    throw new AuthError(registrationErrorMessage(error), error instanceof ApiError ? error.fieldErrors : null, null, error instanceof ApiError ? error.fieldProblems : null);
  }
  if (!isAuthResponse(body)) throw new AuthError(t.errors.invalidResponse);
  return body;
}

export function fetchSessionUser(): Promise<SessionUser> {
  return apiRequest<SessionUser>('/users/me', { query: { populate: '*' } });
}

/** Tells the server to end the session; any failure is ignored. */
export async function logoutOnServer(token: string | null): Promise<void> {
  try {
    await apiRequest<unknown>('/auth/logout', { method: 'POST', token, refresh: false });
  } catch {
    // Logging out locally is what matters.
  }
}

/** The session view when only the login answer's user is known: no deletion known to wait. */
export function sessionUserFromBasic(user: BasicUser): SessionUser {
  return { ...user, deletionScheduledFor: null };
}
