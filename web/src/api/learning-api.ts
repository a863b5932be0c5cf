import type { ApprovalStatus } from '../../../domain/wishlist/approval';
import type { WishlistPriority, WishlistType } from '../../../domain/wishlist/priority';
import type { ContentCategory, ContentType } from '../../../domain/content/content-taxonomy';
import { LEARNING_PATTERN_LIMIT } from '../../../domain/analytics/learning-pattern';
import { PEER_COMPARISON_LIMIT } from '../../../domain/analytics/peer-comparison';
import type { SkillLevel } from '../../../domain/analytics/skill';
import type { DayPart } from '../../../domain/shared/day-part';
import type { ContentCard } from './content-api';
import { learningTexts } from '../i18n/learning';
import { data } from './calls';

/**
 * The student's wishlist, learning analytics and received challenges (spec §7). Every answer wraps
 * its content in `data`; a failure is an ApiError whose message is the server's own, else the
 * call's fallback text of spec §8.
 */

const fallback = learningTexts.apiErrors;

// ---------------------------------------------------------------------------
// Shapes

export interface WishlistItem {
  id: number;
  name: string;
  type: WishlistType;
  priority: WishlistPriority;
  cost: number;
  description: string | null;
  addedAt: string;
  approvalStatus: ApprovalStatus;
  approvalNote: string | null;
  contentId: number | null;
  contentItem: ContentCard | null;
}

/** The types a student adds by hand; a course is added from Browse with its content id. */
export type HandAddedWishlistType = Exclude<WishlistType, 'course'>;

export interface NewWishlistItem {
  type: HandAddedWishlistType;
  name: string;
  cost: number;
  priority: WishlistPriority;
  description?: string;
}

export interface NewWishlistCourse {
  type: 'course';
  contentId: number;
  priority?: WishlistPriority;
}

export type { ContentCard, DayPart, SkillLevel };

export interface StudyActivity {
  dailyStudyMinutes: number;
  completedCourses: number;
  videosWatched: number;
  quizzesCompleted: number;
  totalStudyMinutes: number;
}

export interface LearningJourney {
  /** The subject (a content category). */
  id: string;
  subject: string;
  enrolled: number;
  completed: number;
  averageProgress: number;
  skillLevel: SkillLevel;
  /** 0..100 */
  skillScore: number;
  /** Percent points of progress per week over the last 28 days, 1 decimal. */
  learningVelocity: number;
}

export interface StudyDay {
  /** A local date, YYYY-MM-DD. */
  date: string;
  minutes: number;
}

export interface StudentAnalyticsDashboard {
  activity: StudyActivity;
  journeys: LearningJourney[];
  /** The last 7 local days, oldest first. */
  weeklyStudy: StudyDay[];
}

export interface SubjectCourse {
  contentId: number;
  title: string;
  type: ContentType;
  percentage: number;
  /** Seconds. */
  timeSpent: number;
  completedAt: string | null;
  lastAccessed: string | null;
}

export interface SubjectProgress {
  subject: string;
  enrolled: number;
  completed: number;
  averageProgress: number;
  timeSpentSeconds: number;
  skillLevel: SkillLevel;
  skillScore: number;
  learningVelocity: number;
  courses: SubjectCourse[];
}

export interface LearningPatternEntry {
  contentItem: { id: number; title: string; type: ContentType; category: ContentCategory };
  timeSpentSeconds: number;
  /** The device used most. */
  deviceType: string;
  /** The part of the day used most. */
  studyPattern: DayPart;
}

export interface PeerComparisonEntry {
  class: { id: number; name: string; subject: string | null };
  /** Average progress in percent: the class members' and the student's own. */
  averagePerformance: { overall: number; mine: number };
}

export interface ReceivedChallenge {
  id: number;
  challengeType: string;
  message: string;
  createdAt: string;
  from: { id: number; username: string; firstName: string | null; lastInitial: string | null; avatar: string | null };
}

// ---------------------------------------------------------------------------
// Sending

const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

export const learningApi = {
  wishlist: async () => list(await data<WishlistItem[]>('/student/wishlist', fallback.fetchWishlist)),
  addToWishlist: (item: NewWishlistItem | NewWishlistCourse) =>
    data<WishlistItem>('/student/wishlist', fallback.addToWishlist, { method: 'POST', body: item }),
  removeFromWishlist: (id: number) =>
    data<{ id: number }>(`/student/wishlist/${encodeURIComponent(id)}`, fallback.removeFromWishlist, { method: 'DELETE' }),

  analyticsDashboard: async (): Promise<StudentAnalyticsDashboard> => {
    const dashboard = await data<StudentAnalyticsDashboard>('/analytics/student/dashboard', fallback.analytics);
    return { ...dashboard, journeys: list(dashboard?.journeys), weeklyStudy: list(dashboard?.weeklyStudy) };
  },
  subjectProgress: (subject: string) =>
    data<SubjectProgress>(`/analytics/student/progress/${encodeURIComponent(subject)}`, fallback.subjectProgress),
  learningPattern: async () =>
    list(await data<LearningPatternEntry[]>('/analytics/student/learning-pattern', fallback.learningPattern)).slice(0, LEARNING_PATTERN_LIMIT),
  peerComparison: async () =>
    list(await data<PeerComparisonEntry[]>('/analytics/student/peer-comparison', fallback.peerComparison)).slice(0, PEER_COMPARISON_LIMIT),

  receivedChallenges: async () => list(await data<ReceivedChallenge[]>('/student/challenges/received', fallback.receivedChallenges)),
};
