import { LEARNING_PATTERN_LIMIT } from '../../../domain/analytics/learning-pattern';
import { PEER_COMPARISON_LIMIT } from '../../../domain/analytics/peer-comparison';
import type { ContentCard } from './content-api';
import { learningTexts } from '../i18n/learning';
import { type ApiData, data } from './calls';
import type { components } from './schema';

/**
 * The student's wishlist, learning analytics and received challenges (spec §7). Every answer wraps
 * its content in `data`; a failure is an ApiError whose message is the server's own, else the
 * call's fallback text of spec §8.
 */

const fallback = learningTexts.apiErrors;

// ---------------------------------------------------------------------------
// Shapes: the server's, from the generated API types (schema.ts; `npm run api:types`)

type Schemas = components['schemas'];

export type WishlistItem = Schemas['WishlistItemDto'];

/** The types a student adds by hand; a course is added from Browse with its content id. */
export type HandAddedWishlistType = Exclude<Schemas['WishlistType'], 'course'>;

type NewWishlistBody = Schemas['AddWishlistItemDto'];

/** The body for a reward, certificate or item: the server asks for name and cost, and the form always sends a priority. */
export type NewWishlistItem = Required<Pick<NewWishlistBody, 'name' | 'cost' | 'priority'>> & Pick<NewWishlistBody, 'description'> & { type: HandAddedWishlistType };

/** The body for a course: its content id alone (name and cost come from the course). */
export type NewWishlistCourse = Pick<NewWishlistBody, 'priority'> & { type: 'course'; contentId: number };

export type { ContentCard };

export type DayPart = Schemas['DayPart'];

export type SkillLevel = Schemas['SkillLevel'];

export type StudyActivity = Schemas['StudyActivityDto'];

export type LearningJourney = Schemas['LearningJourneyDto'];

export type StudyDay = Schemas['StudyDayDto'];

export type StudentAnalyticsDashboard = Schemas['StudentDashboardDto'];

export type SubjectCourse = Schemas['SubjectCourseDto'];

export type SubjectProgress = Schemas['SubjectProgressDto'];

export type LearningPatternEntry = Schemas['LearningPatternEntryDto'];

export type PeerComparisonEntry = Schemas['PeerComparisonEntryDto'];

export type ReceivedChallenge = Schemas['ReceivedChallengeDto'];

// ---------------------------------------------------------------------------
// Sending

const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

export const learningApi = {
  wishlist: async (): Promise<WishlistItem[]> => list(await data<ApiData<'/api/student/wishlist', 'get'>>('/student/wishlist', fallback.fetchWishlist)),
  addToWishlist: (item: NewWishlistItem | NewWishlistCourse): Promise<WishlistItem> =>
    data<ApiData<'/api/student/wishlist', 'post'>>('/student/wishlist', fallback.addToWishlist, { method: 'POST', body: item }),
  removeFromWishlist: (id: number) =>
    data<ApiData<'/api/student/wishlist/{id}', 'delete'>>(`/student/wishlist/${encodeURIComponent(id)}`, fallback.removeFromWishlist, { method: 'DELETE' }),

  analyticsDashboard: async (): Promise<StudentAnalyticsDashboard> => {
    const dashboard = await data<ApiData<'/api/analytics/student/dashboard', 'get'>>('/analytics/student/dashboard', fallback.analytics);
    return { ...dashboard, journeys: list(dashboard?.journeys), weeklyStudy: list(dashboard?.weeklyStudy) };
  },
  subjectProgress: (subject: string): Promise<SubjectProgress> =>
    data<ApiData<'/api/analytics/student/progress/{subject}', 'get'>>(`/analytics/student/progress/${encodeURIComponent(subject)}`, fallback.subjectProgress),
  learningPattern: async (): Promise<LearningPatternEntry[]> =>
    list(await data<ApiData<'/api/analytics/student/learning-pattern', 'get'>>('/analytics/student/learning-pattern', fallback.learningPattern)).slice(0, LEARNING_PATTERN_LIMIT),
  peerComparison: async (): Promise<PeerComparisonEntry[]> =>
    list(await data<ApiData<'/api/analytics/student/peer-comparison', 'get'>>('/analytics/student/peer-comparison', fallback.peerComparison)).slice(0, PEER_COMPARISON_LIMIT),

  receivedChallenges: async (): Promise<ReceivedChallenge[]> => list(await data<ApiData<'/api/student/challenges/received', 'get'>>('/student/challenges/received', fallback.receivedChallenges)),
};
