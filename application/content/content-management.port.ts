import type { ContentData } from '../../domain/content/content-data';
import type { ContentForm } from '../../domain/content/content-form';
import type { ContentStatus } from '../../domain/content/content-status';
import type { ContentCard, ContentTeacher } from './content-card';

/** A content as its teacher manages it: the card, the teacher, the contentData as written (answers included) and its status. */
export interface ManagedContent extends ContentCard {
  teacher: ContentTeacher;
  contentData: ContentData;
  status: ContentStatus;
  /** When it was last published; null for a draft. */
  publishedAt: Date | null;
}

/** What changing or removing a content needs to know of it, read under its lock. */
export interface ContentForChange {
  id: number;
  teacherId: number;
  withdrawn: boolean;
  status: ContentStatus;
  form: ContentForm;
}

/** The counters kept on a content row (no enrollment is read to answer them). */
export interface ContentCounters {
  id: number;
  teacherId: number;
  title: string;
  withdrawn: boolean;
  views: number;
  enrollments: number;
  completions: number;
  /** The average of the ratings to 1 decimal, from the kept sum and count; 0 without ratings. */
  rating: number;
  ratingCount: number;
}

/** The teacher's side of content items, bound to one transaction. */
export interface ContentManagementRepository {
  /** Stores a new content of the teacher; answers its id. */
  create(teacherId: number, form: ContentForm, now: Date): Promise<number>;
  /** Locks the content for a change (FOR UPDATE: it may be deleted); null when it does not exist. */
  getForChange(contentId: number): Promise<ContentForChange | null>;
  update(contentId: number, form: ContentForm, now: Date): Promise<void>;
  /** Puts the content on sale (published, dated now) or takes it back to a draft (no publishing date). */
  setStatus(contentId: number, status: ContentStatus, now: Date): Promise<void>;
  /** Whether any student is enrolled in the content (an index probe). */
  hasEnrollments(contentId: number): Promise<boolean>;
  /**
   * Whether anything holds on to the content: an enrollment (its student keeps access) or a
   * sponsorship (the sponsor's pool and record). Index probes, no scan.
   */
  isHeld(contentId: number): Promise<boolean>;
  /** Takes the content out of the catalogue; enrolled students keep it. */
  withdraw(contentId: number, now: Date): Promise<void>;
  delete(contentId: number): Promise<void>;
  /** The content as its teacher sees it; null when it does not exist. */
  managed(contentId: number): Promise<ManagedContent | null>;
  counters(contentId: number): Promise<ContentCounters | null>;
}
