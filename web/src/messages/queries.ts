import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../notifications/queries';
import { messagesApi, type Message, type NewThread, type ThreadDetail, type ThreadPage, type ThreadSummary } from '../api/messages-api';

/** Conversations a page of the list holds. */
export const THREADS_PAGE = 20;

/** The messages data in the query cache, per signed-in user (a later user of the same tab never sees it). */
export const messageKeys = {
  all: (userId: number) => ['messages', userId] as const,
  threads: (userId: number) => ['messages', userId, 'threads'] as const,
  thread: (userId: number, threadId: number) => ['messages', userId, 'thread', threadId] as const,
  contacts: (userId: number) => ['messages', userId, 'contacts'] as const,
  parentAnnouncements: (userId: number) => ['messages', userId, 'parent-announcements'] as const,
  classAnnouncements: (userId: number, classId: number) => ['messages', userId, 'class-announcements', classId] as const,
};

type ThreadPages = InfiniteData<ThreadPage, number>;
/** The pages of a conversation: the latest messages first, then each earlier page (`before` its first message). */
type MessagePages = InfiniteData<ThreadDetail, number | undefined>;

/** My conversations, latest message first, page by page. */
export function useThreads(userId: number) {
  return useInfiniteQuery({
    queryKey: messageKeys.threads(userId),
    queryFn: ({ pageParam }) => messagesApi.threads(pageParam, THREADS_PAGE),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

/** One conversation: its latest messages, and earlier ones on demand (the next "page" is the one before). */
export function useThread(userId: number, threadId: number) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(userId, threadId),
    queryFn: ({ pageParam }) => messagesApi.thread(threadId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore && last.messages.length > 0 ? last.messages[0].id : undefined),
  });
}

/** The conversation's messages, oldest first, each once. */
export function messagesOf(pages: readonly ThreadDetail[] | undefined): Message[] {
  const seen = new Set<number>();
  const messages: Message[] = [];
  for (const page of [...(pages ?? [])].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      messages.push(message);
    }
  }
  return messages;
}

export function useContacts(userId: number, enabled: boolean) {
  return useQuery({ queryKey: messageKeys.contacts(userId), queryFn: () => messagesApi.contacts(), enabled });
}

export function useParentAnnouncements(userId: number) {
  return useQuery({ queryKey: messageKeys.parentAnnouncements(userId), queryFn: () => messagesApi.parentAnnouncements() });
}

export function useClassAnnouncements(userId: number, classId: number) {
  return useQuery({ queryKey: messageKeys.classAnnouncements(userId, classId), queryFn: () => messagesApi.classAnnouncements(classId) });
}

/** A thread's new summary (read, muted) in the list and in its open conversation. */
function putSummary(client: QueryClient, userId: number, summary: ThreadSummary): void {
  client.setQueryData<ThreadPages>(messageKeys.threads(userId), (data) =>
    data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === summary.id ? summary : item)) })) },
  );
  client.setQueryData<MessagePages>(messageKeys.thread(userId, summary.id), (data) =>
    data && { ...data, pages: data.pages.map((page, index) => (index === 0 ? { ...page, thread: summary } : page)) },
  );
}

/**
 * Adds a message to its conversation when that conversation is loaded (once, whoever tells first: my
 * send or the live event). One from the other side counts as unread until the open conversation
 * marks it read.
 */
export function addMessage(client: QueryClient, userId: number, message: Message): void {
  client.setQueryData<MessagePages>(messageKeys.thread(userId, message.threadId), (data) => {
    if (!data || data.pages.some((page) => page.messages.some((shown) => shown.id === message.id))) return data;
    const [latest, ...earlier] = data.pages;
    const fromOtherSide = message.sender.id !== userId;
    const thread: ThreadSummary = {
      ...latest.thread,
      lastMessage: message,
      lastMessageAt: message.sentAt,
      unread: latest.thread.unread + (fromOtherSide ? 1 : 0),
    };
    return { ...data, pages: [{ ...latest, thread, messages: [...latest.messages, message] }, ...earlier] };
  });
}

/** The list reads again: its order, last messages and unread counts are the server's. */
export const refreshThreads = (client: QueryClient, userId: number) => client.invalidateQueries({ queryKey: messageKeys.threads(userId) });

export function useMarkRead(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (threadId: number) => messagesApi.markRead(threadId),
    onSuccess: (summary) => putSummary(client, userId, summary),
    // Reading a conversation reads its notifications too: the bell's count follows.
    onSettled: () => Promise.all([refreshThreads(client, userId), client.invalidateQueries({ queryKey: notificationKeys.list(userId) })]),
  });
}

export function useMuteThread(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ threadId, muted }: { threadId: number; muted: boolean }) => messagesApi.mute(threadId, muted),
    onSuccess: (summary) => putSummary(client, userId, summary),
  });
}

export function useReply(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ threadId, body }: { threadId: number; body: string }) => messagesApi.reply(threadId, body),
    onSuccess: (message) => {
      addMessage(client, userId, message);
      void refreshThreads(client, userId);
    },
  });
}

/** A first message to someone about a child: the thread (new, or the three's existing one) opens with it. */
export function useStartThread(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (thread: NewThread) => messagesApi.start(thread),
    onSuccess: ({ thread, message }) => {
      addMessage(client, userId, message);
      putSummary(client, userId, thread);
      void refreshThreads(client, userId);
    },
  });
}

export function useAnnounce(userId: number, classId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => messagesApi.announce(classId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.classAnnouncements(userId, classId) }),
  });
}
