import type { ContentForm } from '../../../domain/content/content-form';
import { ratePercent } from '../../../domain/content/rating';
import { DEFAULT_ENROLLMENT_PAGE_SIZE, type EnrollmentStatusFilter as StatusFilter, type StudentActivityFilter } from '../../../domain/teacher/enrollment-filters';
import { teacherTexts } from '../i18n/teacher';
import { type ApiAnswer, type ApiData, data, send } from './calls';
import type { ContentCard, ContentDetail, Pagination } from './content-api';
import type { components } from './schema';

/**
 * The teacher's calls (spec §7 "Teacher" and "Analytics"). Every answer wraps its content in
 * `data`; a failure is an ApiError whose message is the server's own, else the call's fallback text
 * of spec §8.
 */

const fallback = teacherTexts.apiErrors;

type Schemas = components['schemas'];

// ---------------------------------------------------------------------------
// Shapes: the server's, from the generated API types (schema.ts; `npm run api:types`)

export type { ContentCard, ContentDetail, Pagination };

export type ContentData = Schemas['ContentDataDto'];

/** contentData as the teacher wrote it (answers included). */
export type AuthoredContentData = Schemas['AuthoredContentDataDto'];

/** What the create and update calls answer: the content as its teacher sees it (contentData with answers). */
export type ManagedContent = Schemas['ManagedContentDto'];

/** DELETE /content-items/{id}: gone for good, or withdrawn (students keep their access). */
export type ContentRemoval = Schemas['ContentRemovalDto'];

/** GET /content-items/{id}/analytics. */
export type OwnContentAnalytics = Schemas['OwnContentAnalyticsDto'];

/** POST /content-items `data`: a new content (the §5 defaults fill what is missing). */
export type NewContentBody = Schemas['NewContentFormDto'];

/** PUT /content-items/{id} `data`: only the fields sent change. */
export type ContentChangesBody = Schemas['ContentChangesDto'];

/** GET /teacher/home: spec §3 "Teacher profile", with the header's names and figures. */
export type TeacherProfile = Schemas['TeacherProfileDto'];

/** PUT /teacher/profile, as `data`. */
export type TeacherProfileChanges = Schemas['TeacherProfileChangesDto'];

/**
 * One item of GET /teacher/content: the card with its contentData as the teacher wrote it (answers
 * included, which GET /content-items/{id} never sends) and whether it was withdrawn.
 */
export type LibraryItem = Schemas['TeacherContentItemDto'];

/** Spec §3 "Teacher enrollment" (GET /teacher/enrollments), with the words the server worked out. */
export type TeacherEnrollment = Schemas['TeacherEnrollmentDto'];

export type TeacherEnrollmentPage = Schemas['TeacherEnrollmentPageDto'];

/** One bar of the rating distribution. */
export type RatingBucket = Schemas['RatingBarDto'];

/** Spec §3 "Teacher analytics" (GET /teacher/analytics). */
export type TeacherAnalytics = Schemas['TeacherAnalyticsDto'];

/** GET /analytics/teacher/content-performance. */
export type ContentPerformanceReport = Schemas['ContentPerformanceReportDto'];

/** GET /analytics/teacher/student-progress. */
export type StudentProgressReport = Schemas['StudentProgressReportDto'];

/** GET /analytics/teacher/earnings-report: tokens per month ('YYYY-MM') and per content. */
export type EarningsReport = Schemas['EarningsReportDto'];

export type EarningsMonth = Schemas['MonthEarningsDto'];

/** GET /analytics/teacher/engagement-metrics. */
export type EngagementMetrics = Schemas['EngagementMetricsDto'];

// ---------------------------------------------------------------------------
// The form (no DTO: the domain's own type, checked with the domain's rules)

/**
 * What the form holds of a content (spec §5 content form): the domain's own form type, so the web
 * checks exactly what the server's rules check. `newContentBody` and `contentChangesBody` make the
 * bodies of the calls from it.
 */
export type ContentFormData = ContentForm;

/** The filters of the Students tab (GET /teacher/enrollments). */
export type EnrollmentStatusFilter = '' | StatusFilter;
export type ActivityFilter = '' | StudentActivityFilter;

/** The Students tab's orders (GET /teacher/enrollments `sort` and `order`). */
export type EnrollmentSort = Schemas['EnrollmentSort'];
export type EnrollmentSortOrder = Schemas['SortOrder'];

export interface EnrollmentQuery {
  search?: string;
  sort?: EnrollmentSort;
  order?: EnrollmentSortOrder;
  status?: EnrollmentStatusFilter;
  activity?: ActivityFilter;
  contentId?: number | null;
  page?: number;
  pageSize?: number;
}

export function enrollmentSearchParams(query: EnrollmentQuery): URLSearchParams {
  const params = new URLSearchParams();
  const search = query.search?.trim() ?? '';
  if (search) params.append('search', search);
  if (query.status) params.append('status', query.status);
  if (query.activity) params.append('activity', query.activity);
  if (query.contentId) params.append('contentId', String(query.contentId));
  if (query.sort) params.append('sort', query.sort);
  if (query.order) params.append('order', query.order);
  params.append('page', String(query.page ?? 1));
  params.append('pageSize', String(query.pageSize ?? DEFAULT_PAGE_SIZE));
  return params;
}

/** The server's default page of enrollments (domain/teacher/enrollment-filters.ts). */
export const DEFAULT_PAGE_SIZE = DEFAULT_ENROLLMENT_PAGE_SIZE;

/** POST /content-items `data`: without a thumbnail, the field is left out. */
export function newContentBody(form: ContentFormData): NewContentBody {
  const { thumbnail, ...rest } = form;
  return thumbnail ? { ...rest, thumbnail } : rest;
}

/** PUT /content-items/{id} `data`: the whole form; an empty thumbnail address removes the thumbnail. */
export function contentChangesBody(form: ContentFormData): ContentChangesBody {
  return { ...form, thumbnail: form.thumbnail ?? { url: '' } };
}

const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The distribution from 5 stars down to 1, every star present (missing ones count 0), each bar's share capped at 100 %. */
export function ratingBuckets(distribution: readonly RatingBucket[] | null | undefined): RatingBucket[] {
  const byStars = new Map<number, number>();
  for (const bucket of list(distribution as RatingBucket[] | undefined)) byStars.set(Number(bucket.stars), count(bucket.count));
  const total = [...byStars.values()].reduce((sum, value) => sum + value, 0);
  return [5, 4, 3, 2, 1].map((stars) => {
    const starCount = byStars.get(stars) ?? 0;
    return { stars, count: starCount, percent: ratePercent(starCount, total) };
  });
}

export const teacherApi = {
  /** The header's profile and figures. */
  home: async (): Promise<TeacherProfile> => {
    const profile = await data<ApiData<'/api/teacher/home', 'get'>>('/teacher/home', fallback.home);
    return { ...profile, subjects: list(profile?.subjects) };
  },

  /** The teacher's own content, private (and withdrawn) included, newest first. */
  content: async (): Promise<LibraryItem[]> => list(await data<ApiData<'/api/teacher/content', 'get'>>('/teacher/content', fallback.library)),

  enrollments: async (query: EnrollmentQuery): Promise<TeacherEnrollmentPage> => {
    const body = await send<Partial<ApiAnswer<'/api/teacher/enrollments', 'get'>>>(`/teacher/enrollments?${enrollmentSearchParams(query).toString()}`, fallback.students);
    const items = list(body?.data);
    const pagination = body?.meta?.pagination ?? { page: query.page ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE, total: items.length, pageCount: 1 };
    return { data: items, meta: { pagination } };
  },

  analytics: (): Promise<TeacherAnalytics> => data<ApiData<'/api/teacher/analytics', 'get'>>('/teacher/analytics', fallback.analytics),

  updateProfile: (changes: TeacherProfileChanges): Promise<TeacherProfile> =>
    data<ApiData<'/api/teacher/profile', 'put'>>('/teacher/profile', fallback.updateProfile, { method: 'PUT', body: { data: changes } }),

  /** One content as readers see it (contentData without the answers). */
  contentItem: (id: number): Promise<ContentDetail> => data<ApiData<'/api/content-items/{id}', 'get'>>(`/content-items/${id}`, fallback.fetchContent),

  createContent: (form: ContentFormData): Promise<ManagedContent> =>
    data<ApiData<'/api/content-items', 'post'>>('/content-items', fallback.createContent, { method: 'POST', body: { data: newContentBody(form) } }),

  updateContent: (id: number, form: ContentFormData): Promise<ManagedContent> =>
    data<ApiData<'/api/content-items/{id}', 'put'>>(`/content-items/${id}`, fallback.updateContent, { method: 'PUT', body: { data: contentChangesBody(form) } }),

  deleteContent: (id: number): Promise<ContentRemoval> =>
    data<ApiData<'/api/content-items/{id}', 'delete'>>(`/content-items/${id}`, fallback.deleteContent, { method: 'DELETE' }),

  /** Puts the content in the catalogue; 422 CONTENT_INCOMPLETE names what it lacks (the error's fieldProblems). */
  publishContent: (id: number): Promise<ManagedContent> =>
    data<ApiData<'/api/content-items/{id}/publish', 'post'>>(`/content-items/${id}/publish`, fallback.publishContent, { method: 'POST' }),

  /** Takes the content back to a draft; 409 CONTENT_HAS_STUDENTS while anyone is enrolled. */
  unpublishContent: (id: number): Promise<ManagedContent> =>
    data<ApiData<'/api/content-items/{id}/unpublish', 'post'>>(`/content-items/${id}/unpublish`, fallback.unpublishContent, { method: 'POST' }),

  contentAnalytics: (id: number): Promise<OwnContentAnalytics> =>
    data<ApiData<'/api/content-items/{id}/analytics', 'get'>>(`/content-items/${id}/analytics`, fallback.analytics),

  contentPerformance: async (): Promise<ContentPerformanceReport> => {
    const report = await data<ApiData<'/api/analytics/teacher/content-performance', 'get'>>('/analytics/teacher/content-performance', fallback.dashboard);
    return { ...report, items: list(report?.items) };
  },

  studentProgress: (): Promise<StudentProgressReport> =>
    data<ApiData<'/api/analytics/teacher/student-progress', 'get'>>('/analytics/teacher/student-progress', fallback.dashboard),

  earningsReport: async (): Promise<EarningsReport> => {
    const report = await data<ApiData<'/api/analytics/teacher/earnings-report', 'get'>>('/analytics/teacher/earnings-report', fallback.dashboard);
    return { ...report, months: list(report?.months), byContent: list(report?.byContent) };
  },

  engagementMetrics: (): Promise<EngagementMetrics> =>
    data<ApiData<'/api/analytics/teacher/engagement-metrics', 'get'>>('/analytics/teacher/engagement-metrics', fallback.dashboard),
};
