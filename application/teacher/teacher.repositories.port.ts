import type { ContentCard } from '../content/content-card';
import type { PaymentType } from '../../domain/content/access-type';
import type { ContentStatus } from '../../domain/content/content-status';
import type { ContentCategory, Difficulty } from '../../domain/content/content-taxonomy';
import type { StarCounts } from '../../domain/teacher/rating-distribution';
import type { TeacherEnrollmentQuery } from '../../domain/teacher/enrollment-filters';
import type { LibraryPageQuery } from '../../domain/content/library-query';

/**
 * The counters behind the teacher's figures, moved in the same transaction as the enrollment, the
 * progress report or the rating that changes them, so the figures never need the records counted.
 */
export interface TeacherCountersRepository {
  /**
   * A new enrollment in the teacher's content: the student joins the teacher's students the first
   * time (and the teacher's student count with them) and is active with the teacher at `at`; a
   * purchase adds to the content's earnings.
   */
  countEnrollment(enrollment: { teacherId: number; studentId: number; contentId: number; tokensEarned: number; at: Date }): Promise<void>;
  /**
   * A progress report on an enrollment: the content's started count (the first progress above 0),
   * progress and time sums move by what changed, and the student was last active with the content's
   * teacher at `at`.
   */
  countProgress(progress: { studentId: number; contentId: number; startedNow: boolean; progressGained: number; secondsSpent: number; at: Date }): Promise<void>;
  /** A rating given or changed: the content's count of each star moves by its delta (see starCountChange). */
  countStars(contentId: number, changes: ReadonlyArray<{ star: number; delta: number }>): Promise<void>;
}

/** The teacher's profile as the header shows it (spec §3 'Teacher profile'). */
export interface TeacherProfileRecord {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  timeZone: string;
  avatar: string | null;
  department: string | null;
  yearsOfExperience: number;
  bio: string | null;
  subjects: string[];
  totalEarnings: number;
  totalStudents: number;
  /** Content in the catalogue or private, withdrawn content not counted. */
  contentCount: number;
  ratingSum: number;
  ratingCount: number;
}

/** The counters of one of the teacher's content items. */
export interface ContentFigures {
  id: number;
  title: string;
  type: ContentCard['type'];
  category: ContentCategory;
  difficulty: Difficulty;
  visibility: ContentCard['visibility'];
  tokenPrice: number;
  withdrawn: boolean;
  createdAt: Date;
  views: number;
  enrollments: number;
  started: number;
  completions: number;
  progressSum: number;
  timeSpentSeconds: number;
  tokensEarned: number;
  ratingSum: number;
  ratingCount: number;
  starCounts: StarCounts;
}

/** The counters of all the teacher's content added up, and their students' activity. */
export interface TeacherTotals {
  totalContent: number;
  views: number;
  enrollments: number;
  started: number;
  completions: number;
  progressSum: number;
  timeSpentSeconds: number;
  starCounts: StarCounts;
  /** Students last active on the teacher's content at or after the cut-off asked for. */
  activeStudents: number;
}

/** One content item of the teacher's library: the card, its contentData, its status and whether it was withdrawn. */
export interface TeacherContentItem extends ContentCard {
  contentData: unknown;
  status: ContentStatus;
  publishedAt: Date | null;
  withdrawn: boolean;
  withdrawnAt: Date | null;
  updatedAt: Date;
}

/** One content item as the library's table lists it: the card, its status, whether it was withdrawn, and when it last changed (no contentData). */
export interface LibraryRow extends ContentCard {
  status: ContentStatus;
  publishedAt: Date | null;
  withdrawn: boolean;
  withdrawnAt: Date | null;
  updatedAt: Date;
}

/** One enrollment in the teacher's content (spec §3 'Teacher enrollment'). */
export interface TeacherEnrollmentRecord {
  id: number;
  student: { id: number; firstName: string | null; lastName: string | null; avatar: string | null; user: { username: string } };
  contentItem: { id: number; title: string; category: ContentCategory; difficulty: Difficulty };
  progress: number;
  timeSpent: number;
  completed: boolean;
  completedAt: Date | null;
  lastAccessed: Date | null;
  createdAt: Date;
  paymentType: PaymentType;
  tokensSpent: number;
  /** When the student last enrolled in or worked on any of this teacher's content. */
  studentLastActive: Date | null;
}

export interface TeacherProfileChanges {
  department?: string | null;
  yearsOfExperience?: number;
  bio?: string | null;
  subjects?: string[];
  avatar?: string | null;
}

/** Sales in one window of time: tokens earned and how many purchases. */
export interface EarningsInWindow {
  tokens: number;
  sales: number;
}

/** The teacher's own figures, read within one transaction. */
export interface TeacherProfileRepository {
  /** Null when the user has no teacher profile. */
  profile(teacherId: number): Promise<TeacherProfileRecord | null>;
  updateProfile(teacherId: number, changes: TeacherProfileChanges): Promise<void>;
  /** As TeacherFiguresVersions, on this connection. */
  figuresVersion(teacherId: number): Promise<string | null>;
}

export interface TeacherFiguresRepository {
  /** Every content item of the teacher, private and withdrawn ones included, newest first. */
  library(teacherId: number): Promise<TeacherContentItem[]>;
  /** A page of the teacher's content in the query's order (ties by id), and how many items match its filters; figures from the counters on each item. */
  libraryPage(teacherId: number, query: LibraryPageQuery): Promise<{ rows: LibraryRow[]; total: number }>;
  /** One content item of the teacher's (withdrawn included) with its contentData; null when it is not theirs or does not exist. */
  libraryItem(teacherId: number, contentId: number): Promise<TeacherContentItem | null>;
  /** The counters of every content item of the teacher, newest first. */
  contentFigures(teacherId: number): Promise<ContentFigures[]>;
  totals(teacherId: number, activeSince: Date): Promise<TeacherTotals>;
  /** The teacher's sales (token ledger, reasons content_sale and sponsored_sale) in each window [from, to). */
  earnings(teacherId: number, windows: ReadonlyArray<{ from: Date; to: Date }>): Promise<EarningsInWindow[]>;
  /** How many enrollments in the teacher's content were made at or after each instant. */
  enrollmentsSince(teacherId: number, instants: readonly Date[]): Promise<number[]>;
  /** The earliest last activity of the teacher's students at or after `since`: the first Active student to drop out. */
  earliestActivitySince(teacherId: number, since: Date): Promise<Date | null>;
}

export interface TeacherEnrollmentsRepository {
  /** A page of all the teacher's enrollments (of one content item, with `contentId`) in the query's order, and how many there are. */
  enrollments(teacherId: number, query: TeacherEnrollmentQuery): Promise<{ rows: TeacherEnrollmentRecord[]; total: number }>;
  /**
   * The enrollments that a search, a status or an activity filter of `query` matches (its page and
   * pageSize aside): how many, and the ids of `window.count` of them from the `window.from`-th on, in the query's order.
   */
  enrollmentMatches(teacherId: number, query: TeacherEnrollmentQuery, activeSince: Date, window: { from: number; count: number }): Promise<EnrollmentMatches>;
  /** The enrollments of these ids in the teacher's content, in the order of the ids. */
  enrollmentsByIds(teacherId: number, ids: readonly number[]): Promise<TeacherEnrollmentRecord[]>;
}

/** Enrollments a search or a filter matched: how many in all, and the ids of some of them, in the query's order. */
export interface EnrollmentMatches {
  total: number;
  ids: number[];
}

/**
 * The version of the teacher's figures row: it moves with every change of the teacher's profile row
 * (each sale, new student, rating and profile change, in the transaction that makes it) and with the
 * teacher's time zone. Null when the user is not a teacher.
 */
export interface TeacherFiguresVersions {
  figuresVersion(teacherId: number): Promise<string | null>;
}
