import type { AccessType } from '../../domain/content/access-type';
import type { BrowseQuery, BrowseReach } from '../../domain/content/browse-query';
import type { ContentStanding } from '../../domain/content/content-access';
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
}

/** A content as one reader finds it: the stored data, and what the reader holds of it. */
export interface ContentReading extends ContentStanding {
  card: ContentCard & { teacher: NonNullable<ContentCard['teacher']> };
  contentData: unknown;
  enrollment: ReaderEnrollment | null;
  myRating: number | null;
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
  /** One more view; answers the new count. */
  countView(contentId: number): Promise<number>;
  /** The student's balance and their standing with each of the contents that exist; null when the student does not. */
  accessFacts(studentId: number, contentIds: readonly number[]): Promise<{ tokenBalance: number; contents: ContentAccessFacts[] } | null>;
}
