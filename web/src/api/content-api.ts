import type { AccessType } from '../../../domain/content/access-type';
import { BROWSABLE_VISIBILITIES, BROWSE_PAGE_SIZE, type ContentCategory, type ContentType, type Difficulty, type Visibility } from '../../../domain/content/content-taxonomy';
import { contentTexts } from '../i18n/content';
import { DEVICE_TYPE } from './device';
import type { XpResult } from './game-api';
import { data, send } from './calls';

/**
 * The content calls of the student (spec §7 "Student content", "Browse"). Every answer wraps its
 * content in `data`; a failure is an ApiError whose message is the server's own, else the call's
 * fallback text of spec §8.
 */

const fallback = contentTexts.apiErrors;

// ---------------------------------------------------------------------------
// Shapes

export interface ContentTeacher {
  id: number;
  department: string | null;
  user: { username: string; firstName: string | null; lastName: string | null };
}

/** A content item as lists show it, without its contentData. */
export interface ContentCard {
  id: number;
  title: string;
  description: string;
  type: ContentType;
  category: ContentCategory;
  difficulty: Difficulty;
  /** Minutes. */
  duration: number;
  tokenPrice: number;
  visibility: Visibility;
  tags: string[];
  thumbnail: { url: string } | null;
  views: number;
  enrollments: number;
  completions: number;
  /** The average of the ratings, 1 decimal; 0 without ratings. */
  rating: number;
  ratingCount: number;
  createdAt: string;
  teacherFirstName: string | null;
  teacherLastName: string | null;
  teacherUsername: string;
  /** Present when the teacher is populated. */
  teacher?: ContentTeacher;
  analytics: { engagement: { enrollmentRate: number; completionRate: number } };
}

export interface Pagination {
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}

export interface ContentPage {
  data: ContentCard[];
  meta: { pagination: Pagination };
}

export interface VideoChapter {
  title: string;
  startSeconds: number;
}

export interface VideoData {
  videoUrl: string;
  chapters?: VideoChapter[];
  transcript?: string;
}

/** A quiz question as a content read sends it: the answer and its explanation stay on the server. */
export interface QuizQuestion {
  id: string;
  prompt: string;
  choices: string[];
}

export interface QuizData {
  passPercent?: number;
  questions: QuizQuestion[];
}

export interface DocumentSection {
  heading: string;
  /** Paragraphs separated by blank lines. */
  body: string;
}

export interface DocumentData {
  sections: DocumentSection[];
}

export interface InteractiveStep {
  title: string;
  instruction: string;
  task?: { prompt: string; choices: string[] } | null;
}

export interface InteractiveData {
  steps: InteractiveStep[];
}

export type ContentData = VideoData | QuizData | DocumentData | InteractiveData;

export interface CourseProgress {
  percentage: number;
  lastAccessed: string | null;
  /** Seconds. */
  timeSpent: number;
  currentPosition: number;
  completedAt: string | null;
}

export interface ContentAccess {
  isOwner: boolean;
  enrolled: boolean;
  hasAccess: boolean;
  /** True when only the preview was sent. */
  preview: boolean;
  previewSeconds: number | null;
}

/** The reader's enrollment in a content they hold. */
export interface ContentEnrollment extends CourseProgress {
  id: number;
  accessType: AccessType;
  tokensSpent: number;
  enrolledAt: string;
}

/** GET /content-items/{id}. */
export interface ContentDetail extends ContentCard {
  teacher: ContentTeacher;
  contentData: Partial<VideoData & QuizData & DocumentData & InteractiveData> | null;
  access: ContentAccess;
  enrollment: ContentEnrollment | null;
  myRating: number | null;
}

/** POST /student/content/access-info, per content id. */
export interface AccessInfo {
  hasAccess: boolean;
  canAfford: boolean;
  wishlisted: boolean;
}

export type AccessInfoMap = Record<string, AccessInfo>;

export type PaymentMethod = 'free' | 'tokens' | 'token-paid' | 'sponsored';

export interface EnrollResult {
  enrollment: { id: number; contentId: number; accessType: AccessType; tokensSpent: number; createdAt: string };
  tokenBalance: number;
}

export interface ProgressUpdate {
  /** 0..100. */
  percentage?: number;
  /** Seconds into a video, or the section or step reached. */
  currentPosition?: number;
  /** Seconds spent since the last update. */
  timeSpent?: number;
}

export interface ProgressResult {
  progress: CourseProgress;
  completedNow: boolean;
  xpAward: XpResult | null;
}

export interface QuizQuestionResult {
  questionId: string;
  chosenIndex: number;
  correctIndex: number;
  correct: boolean;
  explanation: string | null;
}

export interface QuizAttemptResult extends ProgressResult {
  score: number;
  maxScore: number;
  percent: number;
  passed: boolean;
  results: QuizQuestionResult[];
}

export interface RatingResult {
  rating: number;
  contentRating: number;
  ratingCount: number;
}

export interface MyCourse {
  /** The enrollment. */
  id: number;
  contentItem: ContentCard;
  accessType: AccessType;
  tokensSpent: number;
  enrolledAt: string;
  progress: CourseProgress;
  quizScore: { score: number; maxScore: number } | null;
  myRating: number | null;
}

export interface MyCourses {
  activeCourses: MyCourse[];
  completedCourses: MyCourse[];
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

/** Every id without access, unaffordable and not wishlisted: what a failed access-info call means (spec §7). */
export function noAccessInfo(ids: readonly number[]): AccessInfoMap {
  return Object.fromEntries(ids.map((id) => [String(id), { hasAccess: false, canAfford: false, wishlisted: false }]));
}

export const contentApi = {
  async browse(query: BrowseQuery): Promise<ContentPage> {
    const body = await send<ContentPage>(`/content-items?${browseSearchParams(query).toString()}`, fallback.browse);
    const items = Array.isArray(body?.data) ? body.data : [];
    const pagination = body?.meta?.pagination ?? { page: query.page ?? 1, pageSize: query.pageSize ?? BROWSE_PAGE_SIZE, total: items.length, pageCount: 1 };
    return { data: items, meta: { pagination } };
  },

  /** What the student holds of these contents; on failure every id has no access (spec §7). */
  async accessInfo(contentIds: readonly number[]): Promise<AccessInfoMap> {
    if (contentIds.length === 0) return {};
    try {
      const info = await data<AccessInfoMap>('/student/content/access-info', fallback.accessInfo, { method: 'POST', body: { contentIds } });
      return { ...noAccessInfo(contentIds), ...(info ?? {}) };
    } catch {
      return noAccessInfo(contentIds);
    }
  },

  get: (id: number) => data<ContentDetail>(`/content-items/${id}`, fallback.fetchContent),

  enroll: (id: number, paymentMethod: PaymentMethod) =>
    data<EnrollResult>(`/content-items/${id}/enroll`, fallback.enroll, { method: 'POST', body: { paymentMethod } }),

  myCourses: async (): Promise<MyCourses> => {
    const body = await data<Partial<MyCourses>>('/student/content/my-courses', fallback.myCourses);
    return { activeCourses: body?.activeCourses ?? [], completedCourses: body?.completedCourses ?? [] };
  },

  updateProgress: (id: number, update: ProgressUpdate) =>
    data<ProgressResult>(`/student/content/${id}/progress`, fallback.updateProgress, {
      method: 'PUT',
      body: update,
      headers: { 'x-device-type': deviceType() },
    }),

  submitQuiz: (id: number, answers: number[]) =>
    data<QuizAttemptResult>(`/student/content/${id}/quiz-attempts`, fallback.submitQuiz, { method: 'POST', body: { answers } }),

  rate: (id: number, rating: number) => data<RatingResult>(`/student/content/${id}/rating`, fallback.rate, { method: 'PUT', body: { rating } }),
};
