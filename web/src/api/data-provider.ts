import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type CreateParams, type CreateResult, type DataProvider, type fetchUtils, type GetListParams, type GetListResult, type RaRecord } from 'react-admin';
import { API_BASE } from './config';
import { apiFetch } from './http-client';
import { serverMessageOf } from './api-error';
import type { components } from './schema';
import { ENROLLMENT_SORTS } from '../../../domain/teacher/enrollment-filters';
import { parentApi, type NewGoal, type TransferBody } from './parent-api';
import { teacherApi, type ActivityFilter, type EnrollmentSort, type EnrollmentStatusFilter, type TeacherEnrollment } from './teacher-api';

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

/** A class as the admin resource answers one class (the same shape as the spec's calls): with all its students. */
export type ClassRecord = components['schemas']['ClassDto'];

/**
 * A class as the admin list answers it (the records of the `classes` list): its fields and figures
 * and only its first students, the card's chips; `classes/{id}/students` lists them all.
 */
export type ClassSummaryRecord = components['schemas']['ClassSummaryDto'];

/** The Classes tab's totals: classes, active classes and distinct students. */
export type ClassTotals = components['schemas']['ClassTotalsDto'];

/** A student of a class (the `classes/{classId}/students` resource; record ids are student ids). */
export type ClassStudentRecord = components['schemas']['ClassStudentDto'];

/** The students of a class as a react-admin resource name: `classes/{classId}/students`. */
export const classStudentsResource = (classId: number | string): string => `classes/${classId}/students`;

/** An invitation of a class not accepted yet (the `classes/{classId}/invitations` resource): only what the teacher typed. */
export type ClassInvitationRecord = components['schemas']['ClassInvitationDto'];

/** The answer to "add student": an invitation, the same whoever was named. */
export type ClassInvitationSent = components['schemas']['ClassInvitationSentDto'];

/** The invitations of a class as a react-admin resource name: `classes/{classId}/invitations` (delete withdraws one). */
export const classInvitationsResource = (classId: number | string): string => `classes/${classId}/invitations`;

/**
 * The typed custom methods of the classes resource (ARCHITECTURE.md "react-admin"): a state change
 * is a call of its own, never a generic `update({ isActive })` that goes around the rules.
 */
export interface ClassesDataProviderMethods {
  /** POST /admin/classes/{id}/activate: joins by code are accepted again. */
  activateClass(id: number): Promise<{ data: ClassRecord }>;
  /** POST /admin/classes/{id}/deactivate: joins by code are refused. */
  deactivateClass(id: number): Promise<{ data: ClassRecord }>;
  /** POST /admin/classes/{id}/regenerate-join-code: the old code stops working. */
  regenerateJoinCode(id: number): Promise<{ data: ClassRecord }>;
  /** POST /admin/classes/{id}/add-student-by-username: invites by username or e-mail, trimmed; the student joins by accepting. */
  addStudentByUsername(id: number, username: string): Promise<{ data: ClassInvitationSent }>;
  /** GET /admin/classes/totals: my classes, the active ones and the distinct students in them. */
  classTotals(): Promise<{ data: ClassTotals }>;
}

/** One of the teacher's content items as the `content` list answers it (GET /admin/content): the card, withdrawn or not, when it last changed; no contentData. */
export type ContentRecord = components['schemas']['AdminContentDto'];

/** One of the teacher's content items as the `content` resource answers one (GET /admin/content/{id}): with its contentData as written, for the edit form. */
export type ContentItemRecord = components['schemas']['TeacherContentItemDto'];

/** A connected child's wishlist item (the `wishlist` resource; the same shape as GET /parent/wishlist). */
export type WishlistRecord = components['schemas']['ParentWishlistItemDto'];

/**
 * The typed custom methods of the parent's `wishlist` resource: a decision is a call of its own over
 * the approval state machine, never a generic `update({ approvalStatus })`.
 */
export interface WishlistDataProviderMethods {
  /** POST /admin/wishlist/{id}/approve: pending items only (409 INVALID_TRANSITION otherwise). */
  approveWishlistItem(id: number, note?: string): Promise<{ data: WishlistRecord }>;
  /** POST /admin/wishlist/{id}/deny: pending items only. */
  denyWishlistItem(id: number, note?: string): Promise<{ data: WishlistRecord }>;
  /** POST /admin/wishlist/{id}/reset: any item back to pending. */
  resetWishlistItem(id: number, note?: string): Promise<{ data: WishlistRecord }>;
  /** POST /admin/wishlist/approve-many: answers the ids approved; items not pending are skipped. */
  approveMany(ids: number[], note?: string): Promise<{ data: number[] }>;
  /** POST /admin/wishlist/deny-many: answers the ids denied; items not pending are skipped. */
  denyMany(ids: number[], note?: string): Promise<{ data: number[] }>;
}

/**
 * An enrollment in the teacher's content (the `enrollments` resource). It is read through GET
 * /teacher/enrollments: filter `q` (a student's name or the content's title), `status`, `activity`
 * and `contentId`, sorted by one of the server's orders (the list's sort field is the order's name;
 * any other field leaves the server's newest first), paged.
 */
export type EnrollmentRecord = TeacherEnrollment;

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

const isEnrollmentSort = (field: unknown): field is EnrollmentSort => (ENROLLMENT_SORTS as readonly unknown[]).includes(field);

async function enrollmentList(params: GetListParams): Promise<GetListResult<EnrollmentRecord>> {
  const filter = params.filter ?? {};
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? 25;
  const answer = await teacherApi.enrollments({
    search: textOf(filter.q),
    status: textOf(filter.status) as EnrollmentStatusFilter,
    activity: textOf(filter.activity) as ActivityFilter,
    contentId: Number.isInteger(filter.contentId) ? (filter.contentId as number) : null,
    ...(isEnrollmentSort(params.sort?.field) ? { sort: params.sort.field, order: params.sort.order === 'ASC' ? ('asc' as const) : ('desc' as const) } : {}),
    page,
    pageSize: perPage,
  });
  return { data: answer.data, total: answer.meta.pagination.total };
}

/** A goal the parent set for a connected child (the `goals` resource), its child named. */
export type GoalRecord = components['schemas']['ParentGoalRecordDto'];

/** Tokens the parent gave a connected child (the `transfers` resource), newest first. */
export type TransferRecord = components['schemas']['ParentTransferRecordDto'];

/**
 * The typed custom method of the parent's `goals` resource: completing is a call of its own
 * (POST /parent/goals/{id}/complete), never a generic `update({ completedAt })`.
 */
export interface GoalsDataProviderMethods {
  /** Once; a second time answers 409 GOAL_ALREADY_COMPLETED. */
  completeGoal(id: number): Promise<{ data: components['schemas']['ParentGoalDto'] }>;
}

/**
 * Creating a goal or a transfer goes through the parent's own calls and use cases (POST
 * /parent/goals, POST /parent/transfer-tokens); the created record is the answer's inner data.
 */
async function parentCreate(resource: string, params: CreateParams): Promise<CreateResult | null> {
  if (resource === 'goals') return { data: await parentApi.createGoal(params.data as NewGoal) };
  if (resource === 'transfers') {
    const { transfer } = await parentApi.transfer(params.data as TransferBody);
    return { data: transfer };
  }
  return null;
}

export type AdminDataProvider = DataProvider & ClassesDataProviderMethods & WishlistDataProviderMethods & GoalsDataProviderMethods;

type WishlistDecisionBody = components['schemas']['WishlistDecisionDto'];
type WishlistBulkBody = components['schemas']['WishlistBulkDecisionDto'];

type AdminCallBody = components['schemas']['StudentUsernameDto'];

/** The react-admin data provider for the /api/admin/... resources, with the classes', the wishlist's and the goals' custom methods. */
export function createAdminDataProvider(apiUrl: string = ADMIN_API_URL): AdminDataProvider {
  const post = async (path: string, body?: AdminCallBody): Promise<{ data: ClassRecord }> => {
    const { json } = await adminHttpClient(`${apiUrl}/${path}`, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
    return { data: json as ClassRecord };
  };
  const noted = (note?: string): WishlistDecisionBody => (note?.trim() ? { note: note.trim() } : {});
  const decide = async (id: number, action: 'approve' | 'deny' | 'reset', note?: string): Promise<{ data: WishlistRecord }> => {
    const { json } = await adminHttpClient(`${apiUrl}/wishlist/${id}/${action}`, { method: 'POST', body: JSON.stringify(noted(note)) });
    return { data: json as WishlistRecord };
  };
  const decideMany = async (action: 'approve-many' | 'deny-many', ids: number[], note?: string): Promise<{ data: number[] }> => {
    const body: WishlistBulkBody = { ids, ...noted(note) };
    const { json } = await adminHttpClient(`${apiUrl}/wishlist/${action}`, { method: 'POST', body: JSON.stringify(body) });
    return json as { data: number[] };
  };
  const simpleRest = simpleRestProvider(apiUrl, adminHttpClient);
  return {
    ...simpleRest,
    getList: <R extends RaRecord>(resource: string, params: GetListParams) =>
      (resource === 'enrollments' ? enrollmentList(params) : simpleRest.getList(resource, params)) as Promise<GetListResult<R>>,
    create: async <R extends RaRecord>(resource: string, params: CreateParams) =>
      ((await parentCreate(resource, params)) ?? (await simpleRest.create(resource, params))) as CreateResult<R>,
    activateClass: (id) => post(`classes/${id}/activate`),
    deactivateClass: (id) => post(`classes/${id}/deactivate`),
    regenerateJoinCode: (id) => post(`classes/${id}/regenerate-join-code`),
    addStudentByUsername: async (id, username) => {
      const body: AdminCallBody = { username: username.trim() };
      const { json } = await adminHttpClient(`${apiUrl}/classes/${id}/add-student-by-username`, { method: 'POST', body: JSON.stringify(body) });
      return { data: json as ClassInvitationSent };
    },
    classTotals: async () => ({ data: (await adminHttpClient(`${apiUrl}/classes/totals`)).json as ClassTotals }),
    approveWishlistItem: (id, note) => decide(id, 'approve', note),
    denyWishlistItem: (id, note) => decide(id, 'deny', note),
    resetWishlistItem: (id, note) => decide(id, 'reset', note),
    approveMany: (ids, note) => decideMany('approve-many', ids, note),
    denyMany: (ids, note) => decideMany('deny-many', ids, note),
    completeGoal: async (id) => ({ data: await parentApi.completeGoal(id) }),
  };
}
