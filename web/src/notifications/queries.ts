import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { notificationsApi, type NotificationPage } from '../api/notifications-api';

/** How many notifications a page of the bell's list holds. */
const PAGE_SIZE = 20;

/** The notifications in the query cache, per person: another sign-in in the same tab never sees them. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: number) => ['notifications', userId] as const,
};

type Pages = InfiniteData<NotificationPage, number | null>;

/** My notifications, newest first, page by page (Load more), and the unread count. */
export function useNotifications(userId: number) {
  const pages = useInfiniteQuery({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ pageParam }) => notificationsApi.page(pageParam, PAGE_SIZE),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
  // A notification that came while the pages loaded may show on two of them: it is listed once.
  const seen = new Set<number>();
  const items = (pages.data?.pages ?? []).flatMap((page) => page.items).filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
  return {
    items,
    unread: pages.data?.pages[0]?.unread ?? 0,
    loading: pages.isPending,
    // A further page that fails only stops: the notifications shown stay.
    error: pages.data ? null : pages.error,
    loadMoreError: pages.data ? pages.error : null,
    hasMore: pages.hasNextPage,
    loadingMore: pages.isFetchingNextPage,
    loadMore: () => void pages.fetchNextPage(),
    reload: () => void pages.refetch(),
  };
}

/** Marks some notifications, or all, read: the list shows them read and the count is the server's. */
export function useMarkNotificationsRead(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (which: { ids: number[] } | { all: true }) => notificationsApi.markRead(which),
    onSuccess: ({ unread }, which) => {
      const readAt = new Date().toISOString();
      const marks = (id: number) => 'all' in which || which.ids.includes(id);
      client.setQueryData<Pages>(notificationKeys.list(userId), (old) =>
        old && {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            unread,
            items: page.items.map((item) => (item.readAt === null && marks(item.id) ? { ...item, readAt } : item)),
          })),
        },
      );
    },
  });
}
