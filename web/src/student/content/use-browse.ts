import { useCallback, useMemo } from 'react';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { contentApi, type AccessInfo, type AccessInfoMap, type BrowseQuery, type ContentCard } from '../../api/content-api';
import { studentKeys } from '../queries';

export interface BrowseState {
  /** The cards shown: what the student does not hold yet. */
  items: ContentCard[];
  /** Content in the results the student already holds (dropped from the grid). */
  held: ContentCard[];
  access: AccessInfoMap;
  page: number;
  pageCount: number;
  total: number;
  /** The first page is on its way. */
  loading: boolean;
  loadingMore: boolean;
  /** The first page failed. */
  error: unknown;
  /** A further page failed. */
  moreError: unknown;
}

export interface Browse extends BrowseState {
  hasMore: boolean;
  loadMore(): void;
  reload(): void;
  /** The student now holds this content: it leaves the grid for the 'Already Enrolled' summary. */
  markHeld(id: number): void;
  markWishlisted(id: number): void;
}

/** One page of content with what the student holds of it. */
async function fetchPage(query: BrowseQuery, page: number) {
  const answer = await contentApi.browse({ ...query, page });
  const access = await contentApi.accessInfo(answer.data.map((card) => card.id));
  return { cards: answer.data, access, pagination: answer.meta.pagination };
}

type BrowsePage = Awaited<ReturnType<typeof fetchPage>>;

const NO_ACCESS: AccessInfo = { hasAccess: false, canAfford: true, wishlisted: false, sponsored: false };

/**
 * The catalogue for a query, page by page (Load More): content the student already holds is set
 * aside. A new query starts again from page 1 (its own key: an answer to an older query is not shown).
 */
export function useBrowse(query: BrowseQuery): Browse {
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => studentKeys.browse(query), [query]);
  const pages = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(query, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.page < last.pagination.pageCount ? last.pagination.page + 1 : undefined),
  });

  const shown = useMemo(() => {
    const items: ContentCard[] = [];
    const held: ContentCard[] = [];
    const known = new Set<number>();
    let access: AccessInfoMap = {};
    for (const page of pages.data?.pages ?? []) {
      access = { ...access, ...page.access };
      for (const card of page.cards) {
        if (known.has(card.id)) continue;
        known.add(card.id);
        (page.access[String(card.id)]?.hasAccess === true ? held : items).push(card);
      }
    }
    return { items, held, access };
  }, [pages.data]);

  /** Changes what the student holds of a card in the pages kept for this query. */
  const mark = useCallback(
    (id: number, change: Partial<AccessInfo>) =>
      queryClient.setQueryData<InfiniteData<BrowsePage, number>>(queryKey, (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) =>
            page.cards.some((card) => card.id === id) ? { ...page, access: { ...page.access, [String(id)]: { ...NO_ACCESS, ...page.access[String(id)], ...change } } } : page,
          ),
        },
      ),
    [queryClient, queryKey],
  );
  const markHeld = useCallback((id: number) => mark(id, { hasAccess: true }), [mark]);
  const markWishlisted = useCallback((id: number) => mark(id, { wishlisted: true }), [mark]);
  const { fetchNextPage, refetch } = pages;
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const reload = useCallback(() => void refetch(), [refetch]);

  const last = pages.data?.pages.at(-1)?.pagination;
  return {
    ...shown,
    page: last?.page ?? 0,
    pageCount: last?.pageCount ?? 0,
    total: last?.total ?? 0,
    loading: pages.isPending,
    loadingMore: pages.isFetchingNextPage,
    error: pages.data ? null : pages.error,
    moreError: pages.isFetchNextPageError && !pages.isFetchingNextPage ? pages.error : null,
    hasMore: pages.hasNextPage,
    loadMore,
    reload,
    markHeld,
    markWishlisted,
  };
}
