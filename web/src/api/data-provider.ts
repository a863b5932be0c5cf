import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type fetchUtils } from 'react-admin';
import { API_BASE } from './config';
import { apiFetch, serverMessageOf } from './http-client';

/**
 * The HTTP client react-admin uses: the same conventions as every other call of the app
 * (device headers, CSRF, bearer token, refresh and one retry after a 401).
 */
export async function adminHttpClient(
  url: string,
  options: fetchUtils.Options = {},
): Promise<{ status: number; headers: Headers; body: string; json: unknown }> {
  const { user: _user, headers, ...init } = options;
  const response = await apiFetch(url, { ...init, headers: headers as HeadersInit | undefined });
  const body = await response.text();
  let json: unknown = undefined;
  try {
    json = body === '' ? undefined : JSON.parse(body);
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    throw new HttpError(serverMessageOf(json) ?? response.statusText, response.status, json);
  }
  return { status: response.status, headers: response.headers, body, json };
}

export const ADMIN_API_URL = `${API_BASE}/admin`;

/** The react-admin data provider for the /api/admin/... resources. */
export function createAdminDataProvider(apiUrl: string = ADMIN_API_URL): DataProvider {
  return simpleRestProvider(apiUrl, adminHttpClient);
}
