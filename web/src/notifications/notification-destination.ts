import type { AppNotification } from '../api/notifications-api';
import type { UserRole } from '../api/types';

/** Where a notification leads: a dashboard's tab, and for a message the thread to open. */
export interface NotificationDestination {
  role: UserRole;
  tab: string;
  thread?: number;
}

const STUDENT_TABS_BY_KIND: Partial<Record<AppNotification['kind'], string>> = {
  parentRequest: 'settings',
  classInvitation: 'settings',
  wishlistDecision: 'wishlist',
  tokensReceived: 'dashboard',
  goalSet: 'dashboard',
  challengeReceived: 'challenges',
  announcement: 'dashboard',
};

/**
 * The screen that shows what a notification is about: the student's parents and classes are in
 * Settings, tokens, goals and announcements on the dashboard; a message opens its thread in
 * Messages, where a parent also reads the classes' announcements; a sale the teacher's earnings; a
 * sponsored enrollment the sponsor's pools.
 */
export function notificationDestination(notification: Pick<AppNotification, 'kind' | 'params'>, role: UserRole): NotificationDestination | null {
  const { kind, params } = notification;
  switch (role) {
    case 'student': {
      const tab = STUDENT_TABS_BY_KIND[kind];
      return tab ? { role, tab } : null;
    }
    case 'parent':
    case 'teacher':
      if (kind === 'message') {
        const thread = Number(params.threadId);
        return Number.isInteger(thread) && thread > 0 ? { role, tab: 'messages', thread } : { role, tab: 'messages' };
      }
      if (kind === 'sale') return { role, tab: 'earnings' };
      if (kind === 'announcement') return { role, tab: 'messages' };
      if (kind === 'requestAccepted') return { role, tab: 'overview' };
      return null;
    case 'sponsor':
      return kind === 'sponsoredEnrollment' ? { role, tab: 'overview' } : null;
    default:
      return null;
  }
}

/** The address of a destination: the dashboard with its tab (and thread) in the query, as the parent's and teacher's tabs read it. */
export function destinationAddress(destination: NotificationDestination): string {
  const query = new URLSearchParams({ tab: destination.tab });
  if (destination.thread !== undefined) query.set('thread', String(destination.thread));
  return `/${destination.role}/dashboard?${query.toString()}`;
}
