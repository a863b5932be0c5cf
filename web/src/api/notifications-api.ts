import { notificationTexts } from '../i18n/notifications';
import { type ApiData, data } from './calls';
import type { components } from './schema';

/** GET /notifications: a page of my notifications, newest first, with the unread count. */
export type NotificationPage = ApiData<'/api/notifications', 'get'>;

export type AppNotification = components['schemas']['NotificationDto'];

export type NotificationKind = components['schemas']['NotificationKind'];

/** GET /student/announcements: the latest announcements of my classes, newest first. */
export type Announcement = components['schemas']['AnnouncementDto'];

const fallback = notificationTexts.apiErrors;

export const notificationsApi = {
  page: (before: number | null, limit?: number): Promise<NotificationPage> =>
    data<NotificationPage>('/notifications', fallback.list, { query: { before, limit } }),

  /** POST /notifications/read: the given ones, or all; answers how many are still unread. */
  markRead: (which: { ids: number[] } | { all: true }): Promise<ApiData<'/api/notifications/read', 'post'>> =>
    data<ApiData<'/api/notifications/read', 'post'>>('/notifications/read', fallback.markRead, { method: 'POST', body: which }),

  studentAnnouncements: async (): Promise<Announcement[]> => {
    const list = await data<ApiData<'/api/student/announcements', 'get'>>('/student/announcements', fallback.announcements);
    return Array.isArray(list) ? list : [];
  },
};
