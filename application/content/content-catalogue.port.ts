import type { AccessType } from '../../domain/content/access-type';
import type { BrowseQuery, BrowseReach } from '../../domain/content/browse-query';
import type { ContentStanding } from '../../domain/content/content-access';
import type { LocalDate } from '../../domain/shared/calendar';
import type { ContentCard } from './content-card';

export interface BrowsePage {
  cards: ContentCard[];
  /** Every match, on all pages. */
  total: number;
}

/** A reader's own enrollment in a content, with its progress. */
export interface ReaderEnrollment {
  id: number;
  accessType: AccessType;
  tokensSpent: number;
  enrolledAt: Date;
  percentage: number;
  lastAccessed: Date | null;
  timeSpent: number;
  currentPosition: number;
  completedAt: Date | null;
  /** The sections read or steps passed, and a video's vouched position, as the server saw them. */
  partsDone: number[];
  watchedSeconds: number;
}

/** A content as one reader finds it: the stored data, and what the reader holds of it. */
export interface ContentReading extends ContentStanding {
  card: ContentCard & { teacher: NonNullable<ContentCard['teacher']> };
  contentData: unknown;
  enrollment: ReaderEnrollment | null;
  myRating: number | null;
  /** The reader's time zone, for the day their view counts on. */
  readerTimeZone: string;
}

/** Where a student stands with one content, for the browse buttons. */
export interface ContentAccessFacts extends ContentStanding {
  contentId: number;
  tokenPrice: number;
  enrolled: boolean;
  wishlisted: boolean;
  /** A sponsorship's pool covers the price, so enrolling costs the student nothing. */
  sponsored: boolean;
}

/** The catalogue as readers see it, outside any transaction. */
export interface ContentCatalogue {
  browse(query: BrowseQuery, reach: BrowseReach): Promise<BrowsePage>;
  /** The content with the reader's enrollment and rating; null when there is no such content. */
  read(contentId: number, readerId: number): Promise<ContentReading | null>;
  /**
   * The viewer's view of the content on their local `day`: it adds one to the count only the first
   * time that day, however many reads race. Answers the count either way.
   */
  countView(contentId: number, viewerId: number, day: LocalDate): Promise<number>;
  /** Forgets who viewed what on the days before `day`: the once-a-day rule needs no more. */
  forgetViewsBefore(day: LocalDate): Promise<void>;
  /** The student's balance and their standing with each of the contents that exist; null when the student does not. */
  accessFacts(studentId: number, contentIds: readonly number[]): Promise<{ tokenBalance: number; contents: ContentAccessFacts[] } | null>;
}
