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
  const httpClient = adminHttpClient(client);
  const post = async (path: string, body?: object) => (await httpClient(`/api/admin/${path}`, { method: 'POST', body: body && JSON.stringify(body) })).json as ClassRecord;
  return {
    ...simpleRestProvider('/api/admin', httpClient as never),
    activateClass: (id) => post(`classes/${id}/activate`).then((data) => ({ data })),
    deactivateClass: (id) => post(`classes/${id}/deactivate`).then((data) => ({ data })),
    regenerateJoinCode: (id) => post(`classes/${id}/regenerate-join-code`).then((data) => ({ data })),
    addStudentByUsername: async (id, username) => ({ data: (await httpClient(`/api/admin/classes/${id}/add-student-by-username`, { method: 'POST', body: JSON.stringify({ username }) })).json as InvitationSent }),
    classTotals: async () => ({ data: (await httpClient('/api/admin/classes/totals')).json as ClassTotals }),
  };
}

/** ra-data-simple-rest's HTTP client over the test's signed-in client. */
function adminHttpClient(client: ApiClient) {
  return async (url: string, options: { method?: string; body?: string; headers?: Headers } = {}) => {
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
}

/** The answer to an invitation: the same whoever was named. */
type InvitationSent = { status: 'invited'; invitation: { id: number; invitedAs: string; state: 'invited'; createdAt: string } };

type ClassRecord = { id: number; joinCode: string; isActive: boolean; students: Array<{ id: number }>; [key: string]: unknown };

/** The typed custom methods of the classes resource: state changes are calls of their own, never a generic update. */
export interface ClassesDataProvider extends DataProvider {
  activateClass(id: number): Promise<{ data: ClassRecord }>;
  deactivateClass(id: number): Promise<{ data: ClassRecord }>;
  regenerateJoinCode(id: number): Promise<{ data: ClassRecord }>;
  /** An invitation, not a membership: the student joins by accepting it. */
  addStudentByUsername(id: number, username: string): Promise<{ data: InvitationSent }>;
  classTotals(): Promise<{ data: ClassTotals }>;
}

type ClassTotals = { classes: number; activeClasses: number; distinctStudents: number };

type WishlistRecord = { id: number; approvalStatus: 'pending' | 'approved' | 'denied'; approvalNote: string | null; childId: number; [key: string]: unknown };

/** The typed custom methods of the parent's wishlist resource: decisions are calls of their own, never a generic update. */
export interface WishlistDataProvider extends DataProvider {
  approveWishlistItem(id: number, note?: string): Promise<{ data: WishlistRecord }>;
  denyWishlistItem(id: number, note?: string): Promise<{ data: WishlistRecord }>;
  resetWishlistItem(id: number, note?: string): Promise<{ data: WishlistRecord }>;
  /** Answers the ids changed; items that are not pending are skipped. */
  approveMany(ids: number[], note?: string): Promise<{ data: number[] }>;
  denyMany(ids: number[], note?: string): Promise<{ data: number[] }>;
}

/** ra-data-simple-rest with the wishlist's custom methods (`/api/admin/wishlist`), as the parent's web tab uses it. */
export function wishlistDataProvider(client: ApiClient): WishlistDataProvider {
  const httpClient = adminHttpClient(client);
  const post = async (path: string, body: object) => (await httpClient(`/api/admin/wishlist/${path}`, { method: 'POST', body: JSON.stringify(body) })).json;
  const noted = (note?: string) => (note === undefined ? {} : { note });
  // A decision answers the bare record; a bulk call answers `{ data: ids }`.
  const decide = async (path: string, note?: string) => ({ data: (await post(path, noted(note))) as WishlistRecord });
  const decideMany = async (path: string, ids: number[], note?: string) => (await post(path, { ids, ...noted(note) })) as { data: number[] };
  return {
    ...simpleRestProvider('/api/admin', httpClient as never),
    approveWishlistItem: (id, note) => decide(`${id}/approve`, note),
    denyWishlistItem: (id, note) => decide(`${id}/deny`, note),
    resetWishlistItem: (id, note) => decide(`${id}/reset`, note),
    approveMany: (ids, note) => decideMany('approve-many', ids, note),
    denyMany: (ids, note) => decideMany('deny-many', ids, note),
  };
}
