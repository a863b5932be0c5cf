import { parentTexts } from '../i18n/parent';
import { type ApiAnswer, send } from './calls';
import type { RequestOptions } from './http-client';
import type { paths } from './schema';

/**
 * The parent dashboard's calls (spec §7 "Parent", "Analytics"). Parent answers wrap their content
 * twice, `{ data: { data } }`; a failure is an ApiError whose message is the server's own, else the
 * call's fallback text. The shapes are the server's (schema.ts, generated).
 */

const fallback = parentTexts.apiErrors;

type Method = 'get' | 'post' | 'put' | 'delete';

/** The inner `data` of a parent call's `{ data: { data } }` answer. */
export type ParentData<Path extends keyof paths, M extends Method> = [ApiAnswer<Path, M>] extends [{ data: { data: infer Inner } }] ? Inner : unknown;

/** The JSON body a call of the API document takes. */
type RequestBody<Path extends keyof paths, M extends Method> = [NonNullable<paths[Path][M]>] extends [{ requestBody: { content: { 'application/json': infer Body } } }]
  ? Body
  : [NonNullable<paths[Path][M]>] extends [{ requestBody?: { content: { 'application/json': infer Body } } }]
    ? Body
    : never;

async function nested<T>(path: string, failure: string, options: RequestOptions = {}): Promise<T> {
  const body = await send<{ data?: { data?: T } }>(path, failure, options);
  return body?.data?.data as T;
}

export type ParentProfile = ParentData<'/api/parent/profile', 'get'>;

export type ParentChildren = ParentData<'/api/parent/children', 'get'>;

/** A connected child (spec §3 "Student (in class or as child)", with tokens and the connection date). */
export type ChildSummary = ParentChildren['children'][number];

/** A request the child has not answered yet: only what the parent typed is shown. */
export type PendingRequest = ParentChildren['pendingRequests'][number];

export type ConnectChildBody = RequestBody<'/api/parent/connect-child', 'post'>;

export type ConnectChildResult = ParentData<'/api/parent/connect-child', 'post'>;

/** Spec §3 "Child progress" (GET /parent/child/{id}/content-progress). */
export type ChildProgress = ParentData<'/api/parent/child/{id}/content-progress', 'get'>;

export type ChildContentEntry = ChildProgress['currentContent'][number];

/** A class a connected child belongs to, with its teacher (GET /parent/child/{id}/classes). */
export type ChildClass = ParentData<'/api/parent/child/{id}/classes', 'get'>[number];

/** Spec §3 "Parent analytics". */
export type ParentAnalytics = ParentData<'/api/analytics/parent/overview', 'get'>;

export type ParentJourney = ParentAnalytics['journeys'][number];

/** Spec §3 "Parent budget", with the monthly credit's dates. */
export type ParentBudget = ParentData<'/api/parent/budget', 'get'>;

export type TransferBody = RequestBody<'/api/parent/transfer-tokens', 'post'>;

export type TransferResult = ParentData<'/api/parent/transfer-tokens', 'post'>;

export type ParentGoal = ParentData<'/api/parent/goals', 'get'>[number];

export type NewGoal = RequestBody<'/api/parent/goals', 'post'>['data'];

export type GoalKind = ParentGoal['kind'];

const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

export const parentApi = {
  /** The header's figures; the month's budget credit is applied on this call. */
  profile: (): Promise<ParentProfile> => nested<ParentProfile>('/parent/profile', fallback.profile),

  children: async (): Promise<ParentChildren> => {
    const answer = await nested<ParentChildren>('/parent/children', fallback.children);
    return { children: list(answer?.children), pendingRequests: list(answer?.pendingRequests) };
  },

  /** A request by username, e-mail or id (pending until the child accepts), or a link code (connected at once). */
  connectChild: (body: ConnectChildBody): Promise<ConnectChildResult> =>
    nested<ConnectChildResult>('/parent/connect-child', fallback.connectChild, { method: 'POST', body }),

  childProgress: async (childId: number): Promise<ChildProgress> => {
    const progress = await nested<ChildProgress>(`/parent/child/${encodeURIComponent(childId)}/content-progress`, fallback.childProgress);
    return { ...progress, currentContent: list(progress?.currentContent), completedContent: list(progress?.completedContent) };
  },

  /** The classes a connected child belongs to and who teaches them, latest joined first. */
  childClasses: async (childId: number): Promise<ChildClass[]> =>
    list(await nested<ChildClass[]>(`/parent/child/${encodeURIComponent(childId)}/classes`, fallback.childClasses)),

  /** The family's figures today; with a child, that child's alone. */
  analytics: async (childId?: number | null): Promise<ParentAnalytics> => {
    const answer = await nested<ParentAnalytics>('/analytics/parent/overview', fallback.analytics, { query: { childId: childId ?? undefined } });
    return { ...answer, journeys: list(answer?.journeys) };
  },

  budget: (): Promise<ParentBudget> => nested<ParentBudget>('/parent/budget', fallback.budget),

  updateBudget: (monthlyEducationBudget: number): Promise<ParentBudget> =>
    nested<ParentBudget>('/parent/budget', fallback.updateBudget, { method: 'PUT', body: { monthlyEducationBudget } }),

  transfer: (body: TransferBody): Promise<TransferResult> => nested<TransferResult>('/parent/transfer-tokens', fallback.transfer, { method: 'POST', body }),

  createGoal: (goal: NewGoal): Promise<ParentGoal> => nested<ParentGoal>('/parent/goals', fallback.createGoal, { method: 'POST', body: { data: goal } }),

  completeGoal: (goalId: number): Promise<ParentGoal> =>
    nested<ParentGoal>(`/parent/goals/${encodeURIComponent(goalId)}/complete`, fallback.completeGoal, { method: 'POST' }),
};
