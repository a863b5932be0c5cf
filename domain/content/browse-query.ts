import type { UserRole } from '../accounts/roles';
import { BROWSABLE_VISIBILITIES, BROWSE_PAGE_SIZE, BROWSE_SORT_FIELDS, type ContentCategory, type ContentType, type Difficulty, type Visibility } from './content-taxonomy';

export type BrowseSortField = (typeof BROWSE_SORT_FIELDS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const MAX_BROWSE_PAGE_SIZE = 100;
/** Far past any real catalogue; keeps the row offset a small number. */
export const MAX_BROWSE_PAGE = 100_000;
export const MAX_SEARCH_LENGTH = 100;
export const MAX_TOKEN_PRICE_FILTER = 2_147_483_647;

export interface BrowseQuery {
  category?: ContentCategory;
  difficulty?: Difficulty;
  type?: ContentType;
  /** Matched case-insensitively anywhere in the title or the description. */
  search?: string;
  maxTokenPrice?: number;
  visibilities: readonly Visibility[];
  page: number;
  pageSize: number;
  sort: { field: BrowseSortField; direction: SortDirection };
  populateTeacher: boolean;
}

export const DEFAULT_BROWSE_QUERY: BrowseQuery = {
  visibilities: BROWSABLE_VISIBILITIES,
  page: 1,
  pageSize: BROWSE_PAGE_SIZE,
  sort: { field: 'createdAt', direction: 'desc' },
  populateTeacher: false,
};

export type CatalogueVisibility = 'public' | 'premium';

/** What a browse may reach: catalogue content of these visibilities, plus one teacher's own private content. */
export interface BrowseReach {
  catalogue: CatalogueVisibility[];
  privateOfTeacher: number | null;
}

/**
 * The catalogue shows public and premium content; 'private' reaches only the caller's own private
 * content, so it matches nothing for anyone but a teacher.
 */
export function browseReach(visibilities: readonly Visibility[], viewer: { userId: number; role: UserRole } | null): BrowseReach {
  const catalogue = (['public', 'premium'] as const).filter((visibility) => visibilities.includes(visibility));
  const privateOfTeacher = visibilities.includes('private') && viewer?.role === 'teacher' ? viewer.userId : null;
  return { catalogue, privateOfTeacher };
}

export const reachesNothing = (reach: BrowseReach) => reach.catalogue.length === 0 && reach.privateOfTeacher === null;

/** How many pages `total` results fill; 0 when there are none. */
export function pageCount(total: number, pageSize: number): number {
  return total > 0 ? Math.ceil(total / pageSize) : 0;
}

export const pageOffset = (page: number, pageSize: number) => (page - 1) * pageSize;
