import { CSRF_HEADER, csrfToken } from './csrf';
import { DEVICE_TYPE, deviceId } from './device';

/** The headers every call of the API carries: the device, the CSRF token, and the bearer token when given. */
export function baseHeaders(token: string | null): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  headers.set('x-device-id', deviceId());
  headers.set('x-device-type', DEVICE_TYPE);
  const csrf = csrfToken();
  if (csrf) headers.set(CSRF_HEADER, csrf);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}
