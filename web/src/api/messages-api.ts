import { messagesTexts } from '../i18n/messages';
import { type ApiData, data } from './calls';
import type { components } from './schema';

/**
 * The calls of the messages between a parent and a teacher about a child, and of the class
 * announcements. The shapes are the server's (schema.ts, generated); a failure is an ApiError with
 * the server's message, else the fallback.
 */

const fallback = messagesTexts.apiErrors;

type Schemas = components['schemas'];

export type ThreadPage = ApiData<'/api/messages/threads', 'get'>;

/** A thread as its list shows it: the child, the other side, the last message, unread, muted and read-only. */
export type ThreadSummary = Schemas['ThreadSummaryDto'];

export type ThreadDetail = ApiData<'/api/messages/threads/{id}', 'get'>;

export type Message = Schemas['MessageDto'];

/** Someone I may write to about a child, with the teacher's classes the child is in. */
export type MessageContact = Schemas['MessageContactDto'];

export type NewThread = Schemas['StartThreadDto'];

export type StartedThread = ApiData<'/api/messages/threads', 'post'>;

export type ParentAnnouncement = Schemas['ParentAnnouncementDto'];

export type ClassAnnouncement = Schemas['AnnouncementDto'];

const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

export const messagesApi = {
  /** My threads, latest message first. */
  threads: (page: number, limit: number): Promise<ThreadPage> => data<ThreadPage>('/messages/threads', fallback.threads, { query: { page, limit } }),

  contacts: async (): Promise<MessageContact[]> => list(await data<ApiData<'/api/messages/contacts', 'get'>>('/messages/contacts', fallback.contacts)),

  /** Writes about a child; continues the thread the three already have. */
  start: (thread: NewThread): Promise<StartedThread> => data<StartedThread>('/messages/threads', fallback.send, { method: 'POST', body: thread }),

  /** A thread and its latest 50 messages, oldest first, or the 50 before a message. */
  thread: (id: number, before?: number): Promise<ThreadDetail> => data<ThreadDetail>(`/messages/threads/${id}`, fallback.thread, { query: { before } }),

  reply: (id: number, body: string): Promise<Message> =>
    data<ApiData<'/api/messages/threads/{id}/messages', 'post'>>(`/messages/threads/${id}/messages`, fallback.send, { method: 'POST', body: { body } }),

  markRead: (id: number): Promise<ThreadSummary> =>
    data<ApiData<'/api/messages/threads/{id}/read', 'post'>>(`/messages/threads/${id}/read`, fallback.markRead, { method: 'POST', body: {} }),

  mute: (id: number, muted: boolean): Promise<ThreadSummary> =>
    data<ApiData<'/api/messages/threads/{id}/mute', 'post'>>(`/messages/threads/${id}/mute`, fallback.mute, { method: 'POST', body: { muted } }),

  /** The announcements of my connected children's classes, newest first. */
  parentAnnouncements: async (): Promise<ParentAnnouncement[]> =>
    list(await data<ApiData<'/api/parent/announcements', 'get'>>('/parent/announcements', fallback.parentAnnouncements)),

  /** A class of mine's latest announcements, newest first. */
  classAnnouncements: async (classId: number): Promise<ClassAnnouncement[]> =>
    list(await data<ApiData<'/api/classes/{id}/announcements', 'get'>>(`/classes/${classId}/announcements`, fallback.classAnnouncements)),

  announce: (classId: number, body: string): Promise<ClassAnnouncement> =>
    data<ApiData<'/api/classes/{id}/announcements', 'post'>>(`/classes/${classId}/announcements`, fallback.announce, { method: 'POST', body: { body } }),
};
