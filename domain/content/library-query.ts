import type { ContentStatus } from './content-status';
import type { ContentCategory, ContentType, Visibility } from './content-taxonomy';

/**
 * The orders of the teacher's content library, one per sortable column: the content's id, title,
 * type, category, visibility, status (drafts first ascending), price, duration, views, enrollments,
 * completions, rating (as shown, to one decimal; unrated content counts as 0), when it was created
 * and last changed. Every order
 * ends with the id (in the same direction), so no two items tie and pages never overlap.
 */
export const LIBRARY_SORTS = ['id', 'title', 'type', 'category', 'visibility', 'status', 'tokenPrice', 'duration', 'views', 'enrollments', 'completions', 'rating', 'createdAt', 'updatedAt'] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];

/** The library's filters: words of the title, the type, the category, the visibility, the status, withdrawn or not, and ids. */
export const LIBRARY_FILTERS = ['q', 'type', 'category', 'visibility', 'status', 'withdrawn', 'id'] as const;

/** At most this many words of a search are matched; the rest are left out. */
export const MAX_LIBRARY_SEARCH_WORDS = 8;

/** A page of the teacher's content as the library asks for it. */
export interface LibraryPageQuery {
  sort: LibrarySort;
  order: 'ASC' | 'DESC';
  /** Each word must appear in the title (case does not matter). */
  titleWords: string[];
  type?: ContentType;
  category?: ContentCategory;
  visibility?: Visibility;
  status?: ContentStatus;
  withdrawn?: boolean;
  ids?: number[];
  offset: number;
  limit: number;
}

/** The words of a search, as they are matched: split on spaces, each once, at most MAX_LIBRARY_SEARCH_WORDS. */
export function libraryTitleWords(search: string | null | undefined): string[] {
  const words = (search ?? '').trim().toLowerCase().split(/\s+/).filter((word) => word !== '');
  return [...new Set(words)].slice(0, MAX_LIBRARY_SEARCH_WORDS);
}
