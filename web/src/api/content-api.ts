import { BROWSABLE_VISIBILITIES, BROWSE_PAGE_SIZE, type ContentCategory, type ContentType, type Difficulty } from '../../../domain/content/content-taxonomy';
import type { MyCourseList, MyCourseSort } from '../../../domain/content/my-course-list';
import { contentTexts } from '../i18n/content';
import { DEVICE_TYPE } from './device';
import { type ApiAnswer, type ApiData, data, send } from './calls';
import type { components } from './schema';

/**
 * The content calls of the student (spec §7 "Student content", "Browse"). Every answer wraps its
 * content in `data`; a failure is an ApiError whose message is the server's own, else the call's
 * fallback text of spec §8.
 */

const fallback = contentTexts.apiErrors;

// ---------------------------------------------------------------------------
// Shapes: the server's, from the generated API types (schema.ts; `npm run api:types`)

type Schemas = components['schemas'];

export type ContentTeacher = Schemas['ContentTeacherDto'];

/** A content item as lists show it, without its contentData. */
export type ContentCard = Schemas['ContentCardDto'];

export type Pagination = Schemas['PaginationDto'];

export type ContentPage = Schemas['ContentPageDto'];

export type VideoChapter = Schemas['VideoChapterDto'];

/** A quiz question as a content read sends it: the answer and its explanation stay on the server. */
export type QuizQuestion = Schemas['QuizQuestionDto'];

export type DocumentSection = Schemas['DocumentSectionDto'];

export type InteractiveStep = Schemas['InteractiveStepDto'];

/** An interactive step's task as the learner sees it: choices to pick from, or a number to type. */
export type InteractiveTask = NonNullable<InteractiveStep['task']>;

/** The fields of every type's contentData; a content carries those of its type. */
export type ContentData = Schemas['ContentDataDto'];

/** What the video lesson plays: a video's contentData with its address. */
export type VideoData = Pick<ContentData, 'chapters' | 'transcript'> & { videoUrl: string };

export type CourseProgress = Schemas['CourseProgressDto'];

export type ContentAccess = Schemas['ContentAccessDto'];

/** The reader's enrollment in a content they hold. */
export type ContentEnrollment = Schemas['ReaderEnrollmentDto'];

/** GET /content-items/{id}. */
export type ContentDetail = Schemas['ContentDetailDto'];

/** POST /student/content/access-info, per content id. */
export type AccessInfo = Schemas['ContentAccessInfoDto'];

export type AccessInfoMap = Record<string, AccessInfo>;

export type PaymentMethod = NonNullable<Schemas['EnrollDto']['paymentMethod']>;

export type EnrollResult = Schemas['EnrollmentResultDto'];

export type ProgressUpdate = Schemas['UpdateProgressDto'];

export type ProgressResult = Schemas['ProgressResultDto'];

export type QuizQuestionResult = Schemas['QuizQuestionResultDto'];

export type QuizAttemptResult = Schemas['QuizAttemptResultDto'];

/** POST /student/content/{id}/steps/{index}/check: right or not, and the progress as after an update. */
export type StepCheckResult = ApiData<'/api/student/content/{id}/steps/{index}/check', 'post'>;

export type RatingResult = Schemas['RatingResultDto'];

export type MyCourse = Schemas['MyCourseDto'];

export type MyCourses = Schemas['MyCoursesDto'];
export type MyCoursePage = Schemas['MyCoursesPageDto'];
/** What a page of My Courses is asked for: a category and a type (all when empty), an order, and where the page starts. */
export interface MyCoursePageQuery {
  category: ContentCategory | '';
  type: ContentType | '';
  sort: MyCourseSort;
  offset: number;
  limit: number;
}

// ---------------------------------------------------------------------------
// The browse query (GET /content-items, bracket parameters)

export const BROWSE_SORTS = {
  newest: 'createdAt:desc',
  popular: 'enrollments:desc',
  topRated: 'rating:desc',
  priceLow: 'tokenPrice:asc',
  priceHigh: 'tokenPrice:desc',
} as const;

export type BrowseSort = keyof typeof BROWSE_SORTS;

export interface BrowseQuery {
  search?: string;
  category?: ContentCategory | '';
  difficulty?: Difficulty | '';
  type?: ContentType | '';
  sort?: BrowseSort;
  /** Only content priced at most this (the 'Only What I Can Afford' filter). */
  maxPrice?: number | null;
  page?: number;
  pageSize?: number;
}

/** The query string of a browse: only the filters chosen, public and premium content, the teacher populated. */
export function browseSearchParams(query: BrowseQuery): URLSearchParams {
  const params = new URLSearchParams();
  const search = query.search?.trim() ?? '';
  if (search) {
    params.append('filters[$or][0][title][$containsi]', search);
    params.append('filters[$or][1][description][$containsi]', search);
  }
  if (query.category) params.append('filters[category][$eq]', query.category);
  if (query.difficulty) params.append('filters[difficulty][$eq]', query.difficulty);
  if (query.type) params.append('filters[type][$eq]', query.type);
  if (query.maxPrice !== undefined && query.maxPrice !== null) params.append('filters[tokenPrice][$lte]', String(Math.max(0, Math.floor(query.maxPrice))));
  BROWSABLE_VISIBILITIES.forEach((visibility, index) => params.append(`filters[visibility][$in][${index}]`, visibility));
  params.append('pagination[page]', String(query.page ?? 1));
  params.append('pagination[pageSize]', String(query.pageSize ?? BROWSE_PAGE_SIZE));
  params.append('sort', BROWSE_SORTS[query.sort ?? 'newest']);
  params.append('populate', 'teacher');
  return params;
}

// ---------------------------------------------------------------------------
// Sending

/** The kind of device the study happens on, for the learning pattern. */
export function deviceType(): string {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return DEVICE_TYPE;
  const touch = window.matchMedia('(pointer: coarse)').matches;
  if (!touch) return 'desktop';
  return Math.min(window.screen?.width ?? window.innerWidth, window.screen?.height ?? window.innerHeight) >= 600 ? 'tablet' : 'mobile';
}

/** Every id without access, unaffordable, unsponsored and not wishlisted: what a failed access-info call means (spec §7). */
export function noAccessInfo(ids: readonly number[]): AccessInfoMap {
  return Object.fromEntries(ids.map((id) => [String(id), { hasAccess: false, canAfford: false, wishlisted: false, sponsored: false }]));
}

export const contentApi = {
  async browse(query: BrowseQuery): Promise<ContentPage> {
    const body = await send<ApiAnswer<'/api/content-items', 'get'>>(`/content-items?${browseSearchParams(query).toString()}`, fallback.browse);
    const items = Array.isArray(body?.data) ? body.data : [];
    const pagination = body?.meta?.pagination ?? { page: query.page ?? 1, pageSize: query.pageSize ?? BROWSE_PAGE_SIZE, total: items.length, pageCount: 1 };
    return { data: items, meta: { pagination } };
  },

  /** What the student holds of these contents; on failure every id has no access (spec §7). */
  async accessInfo(contentIds: readonly number[]): Promise<AccessInfoMap> {
    if (contentIds.length === 0) return {};
    try {
      const info = await data<ApiData<'/api/student/content/access-info', 'post'>>('/student/content/access-info', fallback.accessInfo, { method: 'POST', body: { contentIds } });
      return { ...noAccessInfo(contentIds), ...(info ?? {}) };
    } catch {
      return noAccessInfo(contentIds);
    }
  },

  get: (id: number): Promise<ContentDetail> => data<ApiData<'/api/content-items/{id}', 'get'>>(`/content-items/${id}`, fallback.fetchContent),

  enroll: (id: number, paymentMethod: PaymentMethod): Promise<EnrollResult> =>
    data<ApiData<'/api/content-items/{id}/enroll', 'post'>>(`/content-items/${id}/enroll`, fallback.enroll, { method: 'POST', body: { paymentMethod } }),

  myCourses: async (): Promise<MyCourses> => {
    const body = await data<Partial<ApiData<'/api/student/content/my-courses', 'get'>>>('/student/content/my-courses', fallback.myCourses);
    return { activeCourses: body?.activeCourses ?? [], completedCourses: body?.completedCourses ?? [] };
  },

  /** A page of the active or the completed courses. */
  myCoursePage: (list: MyCourseList, query: MyCoursePageQuery): Promise<MyCoursePage> => {
    const search = new URLSearchParams({ sort: query.sort, offset: String(query.offset), limit: String(query.limit) });
    if (query.category) search.set('category', query.category);
    if (query.type) search.set('type', query.type);
    return data<ApiData<'/api/student/content/my-courses/{list}', 'get'>>(`/student/content/my-courses/${list}?${search.toString()}`, fallback.myCourses);
  },

  updateProgress: (id: number, update: ProgressUpdate): Promise<ProgressResult> =>
    data<ApiData<'/api/student/content/{id}/progress', 'put'>>(`/student/content/${id}/progress`, fallback.updateProgress, {
      method: 'PUT',
      body: update,
      headers: { 'x-device-type': deviceType() },
    }),

  /** Checks the answer to an interactive step's task (a choice's index, or the number typed). */
  checkStep: (id: number, index: number, answer: number): Promise<StepCheckResult> =>
    data<ApiData<'/api/student/content/{id}/steps/{index}/check', 'post'>>(`/student/content/${id}/steps/${index}/check`, fallback.checkStep, {
      method: 'POST',
      body: { answer },
    }),

  submitQuiz: (id: number, answers: number[]): Promise<QuizAttemptResult> =>
    data<ApiData<'/api/student/content/{id}/quiz-attempts', 'post'>>(`/student/content/${id}/quiz-attempts`, fallback.submitQuiz, { method: 'POST', body: { answers } }),

  rate: (id: number, rating: number): Promise<RatingResult> =>
    data<ApiData<'/api/student/content/{id}/rating', 'put'>>(`/student/content/${id}/rating`, fallback.rate, { method: 'PUT', body: { rating } }),
};
