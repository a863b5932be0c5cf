import { personName as nameOf } from '../i18n/format';
import { familyTexts } from '../i18n/family';
import { type ApiData, data } from './calls';

/**
 * The student's side of the family link (issue 12): the connected parents and their requests,
 * accepting, declining and removing, the one-time link code, and the goals parents set. Every
 * answer wraps its content in `data`; the shapes are the server's (schema.ts, generated).
 */

const fallback = familyTexts.apiErrors;

export type StudentParents = ApiData<'/api/student/parents', 'get'>;

/** A parent the student accepted (or who connected with the student's link code). */
export type ConnectedParent = StudentParents['parents'][number];

/** A parent who asked to connect and waits for the student's answer. */
export type ParentRequest = StudentParents['requests'][number];

export type ParentLinkCode = ApiData<'/api/student/parent-link-code', 'post'>;

/** A goal a connected parent set for the student, with the parent's name. */
export type StudentGoal = ApiData<'/api/student/goals', 'get'>[number];

const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

/** First and last name, else the username. */
export const personName = (person: { username: string; firstName?: string | null; lastName?: string | null }): string => nameOf(person);

export const familyApi = {
  /** GET /student/parents: the connected parents and the requests waiting for an answer. */
  parents: async (): Promise<StudentParents> => {
    const answer = await data<StudentParents>('/student/parents', fallback.parents);
    return { parents: list(answer?.parents), requests: list(answer?.requests) };
  },

  /** POST /student/parent-requests/{id}/accept, where id is the parent's user id. */
  accept: (parentId: number): Promise<ApiData<'/api/student/parent-requests/{id}/accept', 'post'>> =>
    data<ApiData<'/api/student/parent-requests/{id}/accept', 'post'>>(`/student/parent-requests/${encodeURIComponent(parentId)}/accept`, fallback.accept, { method: 'POST' }),

  /** POST /student/parent-requests/{id}/decline. */
  decline: (parentId: number): Promise<ApiData<'/api/student/parent-requests/{id}/decline', 'post'>> =>
    data<ApiData<'/api/student/parent-requests/{id}/decline', 'post'>>(`/student/parent-requests/${encodeURIComponent(parentId)}/decline`, fallback.decline, { method: 'POST' }),

  /** DELETE /student/parents/{parentId}. */
  remove: (parentId: number): Promise<ApiData<'/api/student/parents/{parentId}', 'delete'>> =>
    data<ApiData<'/api/student/parents/{parentId}', 'delete'>>(`/student/parents/${encodeURIComponent(parentId)}`, fallback.remove, { method: 'DELETE' }),

  /** POST /student/parent-link-code: a new 8-character code, valid for 15 minutes; it replaces the old one. */
  linkCode: (): Promise<ParentLinkCode> => data<ParentLinkCode>('/student/parent-link-code', fallback.linkCode, { method: 'POST' }),

  /** GET /student/goals: the goals connected parents set for the student. */
  goals: async (): Promise<StudentGoal[]> => list(await data<ApiData<'/api/student/goals', 'get'>>('/student/goals', fallback.goals)),
};
