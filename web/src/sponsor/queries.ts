import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { contentApi, type BrowseQuery, type ContentCard } from '../api/content-api';
import { sponsorApi, type SponsorProfileChanges } from '../api/sponsor-api';
import { invalidateKeys } from '../query-client';

/** The sponsor's data in the query cache. */
export const sponsorKeys = {
  all: ['sponsor'] as const,
  profile: ['sponsor', 'profile'] as const,
  stats: ['sponsor', 'stats'] as const,
  sponsored: ['sponsor', 'sponsored'] as const,
  catalogue: (query: BrowseQuery) => ['sponsor', 'catalogue', query] as const,
};

export const useSponsorProfile = () => useQuery({ queryKey: sponsorKeys.profile, queryFn: () => sponsorApi.profile() });
export const useSponsorStats = () => useQuery({ queryKey: sponsorKeys.stats, queryFn: () => sponsorApi.stats() });
export const useSponsoredContent = () => useQuery({ queryKey: sponsorKeys.sponsored, queryFn: () => sponsorApi.sponsoredContent() });

/** The library for a query, page by page (Load More); a new query starts again from page 1. */
export function useSponsorCatalogue(query: BrowseQuery) {
  const pages = useInfiniteQuery({
    queryKey: sponsorKeys.catalogue(query),
    queryFn: ({ pageParam }) => contentApi.browse({ ...query, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.pagination.page < last.meta.pagination.pageCount ? last.meta.pagination.page + 1 : undefined),
  });
  const cards: ContentCard[] = [];
  const known = new Set<number>();
  for (const page of pages.data?.pages ?? []) {
    for (const card of page.data) {
      if (known.has(card.id)) continue;
      known.add(card.id);
      cards.push(card);
    }
  }
  const last = pages.data?.pages.at(-1)?.meta.pagination;
  return {
    cards,
    total: last?.total ?? 0,
    loading: pages.isPending,
    loadingMore: pages.isFetchingNextPage,
    // A further page that fails only stops: the cards shown stay.
    error: pages.data ? null : pages.error,
    hasMore: pages.hasNextPage,
    loadMore: () => void pages.fetchNextPage(),
    reload: () => void pages.refetch(),
  };
}

/** A pledge: the profile's totals, the figures and the pledges change. */
export const useSponsorPledge = () =>
  useMutation({
    mutationFn: ({ contentId, amount }: { contentId: number; amount: number }) => sponsorApi.sponsor(contentId, amount),
    onSuccess: () => invalidateKeys(sponsorKeys.profile, sponsorKeys.stats, sponsorKeys.sponsored),
  });

export const useSaveSponsorProfile = () =>
  useMutation({ mutationFn: (changes: SponsorProfileChanges) => sponsorApi.saveProfile(changes), onSuccess: () => invalidateKeys(sponsorKeys.profile, sponsorKeys.stats) });
