import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import type { ApiClient } from './api-client';

/** An error like react-admin's HttpError: the server's message, the status and the body. */
export class AdminHttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: { code?: string; message?: string } | undefined,
  ) {
    super(message);
  }
}

/**
 * The web's data provider, ra-data-simple-rest itself, with an HTTP client that sends its requests
 * through the test's signed-in client (bearer token, CSRF) to the running API. Like the web's
 * adminHttpClient, a status of 400 or more becomes an error carrying the server's message.
 */
export function adminDataProvider(client: ApiClient): ClassesDataProvider {
  const httpClient = async (url: string, options: { method?: string; body?: string; headers?: Headers } = {}) => {
    const method = (options.method ?? 'GET').toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    let call = client.agent[method](url).set({
      ...(client.csrf ? { 'X-CSRF-Token': client.csrf } : {}),
      ...(client.jwt ? { Authorization: `Bearer ${client.jwt}` } : {}),
    });
    options.headers?.forEach((value, key) => {
      call = call.set(key, value);
    });
    if (options.body !== undefined) call = call.set('Content-Type', 'application/json').send(options.body);
    const response = await call;
    const headers = new Headers();
    for (const [key, value] of Object.entries(response.headers)) headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    const json = response.text ? JSON.parse(response.text) : undefined;
    if (response.status >= 400) throw new AdminHttpError(json?.message ?? `HTTP ${response.status}`, response.status, json);
    return { status: response.status, headers, body: response.text, json };
  };
  const post = async (path: string, body?: object) => (await httpClient(`/api/admin/${path}`, { method: 'POST', body: body && JSON.stringify(body) })).json as ClassRecord;
  return {
    ...simpleRestProvider('/api/admin', httpClient as never),
    activateClass: (id) => post(`classes/${id}/activate`).then((data) => ({ data })),
    deactivateClass: (id) => post(`classes/${id}/deactivate`).then((data) => ({ data })),
    regenerateJoinCode: (id) => post(`classes/${id}/regenerate-join-code`).then((data) => ({ data })),
    addStudentByUsername: (id, username) => post(`classes/${id}/add-student-by-username`, { username }).then((data) => ({ data })),
  };
}

type ClassRecord = { id: number; joinCode: string; isActive: boolean; students: Array<{ id: number }>; [key: string]: unknown };

/** The typed custom methods of the classes resource: state changes are calls of their own, never a generic update. */
export interface ClassesDataProvider extends DataProvider {
  activateClass(id: number): Promise<{ data: ClassRecord }>;
  deactivateClass(id: number): Promise<{ data: ClassRecord }>;
  regenerateJoinCode(id: number): Promise<{ data: ClassRecord }>;
  addStudentByUsername(id: number, username: string): Promise<{ data: ClassRecord }>;
}
