import type { AccessType } from '../../domain/content/access-type';
import type { ContentStanding } from '../../domain/content/content-access';
import type { ContentCategory, ContentType, Difficulty } from '../../domain/content/content-taxonomy';
import type { MyCourseList, MyCourseSort } from '../../domain/content/my-course-list';
import type { OpenPart } from '../../domain/content/part-reading';
import type { QuizScore } from '../../domain/content/quiz';
import type { WatchState } from '../../domain/content/video-watch';
import type { DayPart } from '../../domain/shared/day-part';
import type { ApprovalStatus } from '../../domain/wishlist/approval';
import type { WishlistPriority, WishlistType } from '../../domain/wishlist/priority';
import type { ContentCard } from '../content/content-card';

/** A student's enrollment as taking the course changes it, with what the server saw of it. */
export interface EnrollmentProgress {
  enrollmentId: number;
  contentId: number;
  contentType: ContentType;
  percentage: number;
  currentPosition: number;
  timeSpentSeconds: number;
  lastAccessed: Date | null;
  completedAt: Date | null;
  quizScore: QuizScore | null;
  /** The enrollment's last progress update; null before the first. */
  clockAt: Date | null;
  watch: WatchState;
  partsDone: number[];
  openPart: OpenPart | null;
  /** The teacher's material, read with the lock: what the parts and the video's length come from. */
  material: { contentData: unknown; durationMinutes: number };
}

export interface StudySession {
  studentId: number;
  contentId: number;
  seconds: number;
  deviceType: string;
  dayPart: DayPart;
  localDate: string;
  at: Date;
}

export interface CourseProgressRepository {
  /** Locks the student's enrollment in the content; null when they are not enrolled. */
  enrollmentForUpdate(studentId: number, contentId: number): Promise<EnrollmentProgress | null>;
  /** Whether a content exists and where it stands; null when unknown. */
  standing(contentId: number): Promise<ContentStanding | null>;
  save(enrollment: EnrollmentProgress): Promise<void>;
  /** One more completion on the content's counter. */
  countCompletion(contentId: number): Promise<void>;
  recordStudySession(session: StudySession): Promise<void>;
  recordQuizAttempt(studentId: number, contentId: number, score: QuizScore, answers: readonly number[], at: Date): Promise<void>;
}

/** The student's study clock: up to when study time was credited, and the seconds of a local day so far. */
export interface StudyClock {
  creditedUntil: Date | null;
  daySeconds: number;
}

export interface StudyTimeRepository {
  /** Read under the student's lock. */
  clock(userId: number, localDate: string): Promise<StudyClock>;
  setCreditedUntil(userId: number, creditedUntil: Date): Promise<void>;
  /** Adds seconds to the local day's study time; answers the seconds the day held before. */
  addDaySeconds(userId: number, localDate: string, seconds: number): Promise<number>;
  /** Adds whole minutes to the day and the lifetime total, and marks the student active now. */
  addMinutes(userId: number, localDate: string, minutes: number, now: Date): Promise<void>;
}

/** The rating counters of a content item, read under its lock. */
export interface RatedContent {
  teacherId: number;
  sum: number;
  count: number;
}

export interface ContentRatingRepository {
  lockContent(contentId: number): Promise<RatedContent | null>;
  starsOf(studentId: number, contentId: number): Promise<number | null>;
  save(studentId: number, contentId: number, stars: number, now: Date): Promise<void>;
  setContentSums(contentId: number, sum: number, count: number, storedAverage: number): Promise<void>;
  addToTeacher(teacherId: number, sumDelta: number, countDelta: number): Promise<void>;
}

/**
 * A course as My Courses shows it (spec §3 "My-courses entry": contentItem): what its card, category
 * filter and sort need, and the id its page opens with. The catalogue's figures (views, ratings,
 * engagement) and the contentData stay on the course's own page.
 */
export type MyCourseContent = Pick<
  ContentCard,
  'id' | 'title' | 'description' | 'type' | 'category' | 'difficulty' | 'duration' | 'thumbnail' | 'teacherFirstName' | 'teacherLastName' | 'teacherUsername'
>;

export interface MyCourse {
  id: number;
  contentItem: MyCourseContent;
  accessType: AccessType;
  tokensSpent: number;
  enrolledAt: Date;
  progress: { percentage: number; lastAccessed: Date | null; timeSpent: number; currentPosition: number; completedAt: Date | null };
  quizScore: QuizScore | null;
}

/**
 * A student's courses, read outside any transaction. The version of a student's course list changes
 * in the same transaction as any change to their enrollments, through whichever instance it is made.
 */
export interface MyCoursesReader {
  /** The version of the student's course list; null when the user is not a student. */
  version(studentId: number): Promise<string | null>;
  /** The student's enrollments, newest first, each with its course, and the version they were read at; null when the user is not a student. */
  list(studentId: number): Promise<{ version: string; courses: MyCourse[] } | null>;
  /** A page of one of the student's two lists; null when the user is not a student. */
  page(query: MyCoursesPageQuery): Promise<MyCoursesPage | null>;
}

/** A page of My Courses: one list, of a category and a type (all when null), in an order. */
export interface MyCoursesPageQuery {
  studentId: number;
  list: MyCourseList;
  category: ContentCategory | null;
  type: ContentType | null;
  sort: MyCourseSort;
  offset: number;
  limit: number;
}

export interface MyCoursesPage {
  courses: MyCourse[];
  /** How many courses the list holds of that category and type. */
  total: number;
  /** How many active and completed courses the student has in all, for the tabs. */
  activeCount: number;
  completedCount: number;
}

export interface WishlistItem {
  id: number;
  name: string;
  type: WishlistType;
  priority: WishlistPriority;
  cost: number;
  description: string | null;
  addedAt: Date;
  approvalStatus: ApprovalStatus;
  approvalNote: string | null;
  contentId: number | null;
  contentItem: ContentCard | null;
}

export interface NewWishlistItem {
  studentId: number;
  name: string;
  type: WishlistType;
  contentId: number | null;
  priority: WishlistPriority;
  cost: number;
  description: string | null;
  addedAt: Date;
}

/** A course as the wishlist takes it: its name and price, and whether students may see it. */
export interface WishlistCourse extends ContentStanding {
  title: string;
  tokenPrice: number;
}

export interface StudentWishlistRepository {
  /** Newest first. */
  list(studentId: number): Promise<WishlistItem[]>;
  item(studentId: number, itemId: number): Promise<WishlistItem | null>;
  count(studentId: number): Promise<number>;
  course(contentId: number): Promise<WishlistCourse | null>;
  /** Answers the new item's id; null when the course is on the student's list already. */
  add(item: NewWishlistItem): Promise<number | null>;
  /** Answers whether the student had such an item. */
  remove(studentId: number, itemId: number): Promise<boolean>;
}

/** One enrollment with what analytics needs of it. */
export interface EnrollmentStats {
  contentId: number;
  title: string;
  type: ContentType;
  category: ContentCategory;
  difficulty: Difficulty;
  progressPercent: number;
  completed: boolean;
  completedAt: Date | null;
  lastAccessed: Date | null;
  timeSpentSeconds: number;
  secondsInWindow: number;
}

export interface StudyTotals {
  totalStudyMinutes: number;
  completedCourses: number;
  videosWatched: number;
  quizzesCompleted: number;
}

export interface PatternContent {
  id: number;
  title: string;
  type: ContentType;
  category: ContentCategory;
}

export interface ClassProgress {
  id: number;
  name: string;
  subject: string | null;
  progressSum: number;
  enrollmentCount: number;
}

export interface LearningAnalyticsRepository {
  totals(userId: number): Promise<StudyTotals>;
  /** Study minutes by local date, from..to inclusive. */
  studyMinutes(userId: number, from: string, to: string): Promise<Map<string, number>>;
  /** Every enrollment of the student (in one subject when given), newest first, with its study seconds since `windowStart`. */
  enrollments(userId: number, windowStart: Date, subject?: ContentCategory): Promise<EnrollmentStats[]>;
  /** Study seconds by content item, device and part of the day. */
  studySlices(userId: number): Promise<Array<{ content: PatternContent; deviceType: string; dayPart: DayPart; seconds: number }>>;
  /** The classes the student belongs to (at most `limit`, latest joined first), with their members' progress. */
  classProgress(userId: number, limit: number): Promise<ClassProgress[]>;
  /** The sum and count of the student's own enrollment progress. */
  ownProgress(userId: number): Promise<{ sum: number; count: number }>;
}

export interface ReceivedChallenge {
  id: number;
  challengeType: string;
  message: string;
  createdAt: Date;
  from: { id: number; username: string; firstName: string | null; lastName: string | null; avatar: string | null };
}

export interface ReceivedChallengeRepository {
  /** Challenges sent to the student, newest first. */
  list(userId: number, limit: number): Promise<ReceivedChallenge[]>;
}
