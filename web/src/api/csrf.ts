import { API_BASE } from './config';
import { DEVICE_TYPE, deviceId } from './device';
import { discardBody } from './discard-body';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'X-CSRF-Token';

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return rest.join('=');
      }
    }
  }
  return null;
}

export const csrfToken = (): string | null => readCookie(CSRF_COOKIE);

let pending: Promise<void> | null = null;

/**
 * Asks the server for the CSRF cookie. Concurrent callers share one request.
 * `force` fetches a new one even when a cookie exists (after the server refused it).
 */
export function ensureCsrf(force = false): Promise<void> {
  if (!force && csrfToken()) return Promise.resolve();
  pending ??= fetch(`${API_BASE}/csrf`, {
    credentials: 'include',
    headers: { Accept: 'application/json', 'x-device-id': deviceId(), 'x-device-type': DEVICE_TYPE },
  })
    .then(discardBody)
    .catch(() => undefined)
    .finally(() => {
      pending = null;
    });
  return pending;
}
