/**
 * Texts of the notification bell and the student's class announcements (English). A notification
 * reads as a sentence made from its kind, who caused it and what it carries.
 */

import { formatCount, formatInteger, formatTokens } from './format';

type Params = Record<string, string | number>;

const quoted = (text: string | number | undefined) => `“${text ?? ''}”`;

const amount = (params: Params) => formatTokens(typeof params.amount === 'number' ? params.amount : Number(params.amount) || 0);

const CHALLENGE_TYPES: Record<string, string> = { duel: 'a duel', 'xp-race': 'an XP race', 'streak-battle': 'a streak battle', 'chest-race': 'a chest race' };

export const notificationTexts = {
  apiErrors: {
    list: 'Failed to load your notifications',
    markRead: 'Failed to mark your notifications as read',
    announcements: 'Failed to load the announcements',
  },

  /** Who caused a notification when no person did, or their account is gone. */
  someone: 'Someone',

  /** The sentence each kind makes, from its actor's name and its params. */
  sentences: {
    parentRequest: (actor: string) => `${actor} asked to connect with you as your parent`,
    classInvitation: (actor: string, params: Params) => `${actor} invited you to the class ${quoted(params.className)}`,
    wishlistDecision: (actor: string, params: Params) =>
      params.decision === 'approved'
        ? `${actor} approved ${quoted(params.contentTitle)} on your wishlist`
        : `${actor} declined ${quoted(params.contentTitle)} on your wishlist`,
    tokensReceived: (actor: string, params: Params) => `${actor} sent you ${amount(params)}`,
    goalSet: (actor: string, params: Params) => `${actor} set you a goal: ${quoted(params.goalTitle)}`,
    challengeReceived: (actor: string, params: Params) => `${actor} challenged you to ${CHALLENGE_TYPES[String(params.challengeType)] ?? 'a challenge'}`,
    announcement: (actor: string, params: Params) => `${actor} posted in ${quoted(params.className)}: ${params.preview ?? ''}`,
    requestAccepted: (actor: string) => `${actor} accepted your request to connect`,
    message: (actor: string, params: Params) => `${actor} sent you a message: ${params.preview ?? ''}`,
    sale: (actor: string, params: Params) => `${actor} bought ${quoted(params.contentTitle)} for ${amount(params)}`,
    sponsoredEnrollment: (_actor: string, params: Params) => `A student enrolled in ${quoted(params.contentTitle)}, which you sponsor`,
  },

  bell: {
    label: (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${formatCount(unread, 'unread', 'unread')}`),
    /** The badge shows at most this, then '99+'. */
    badge: (unread: number) => (unread > 99 ? '99+' : formatInteger(unread)),
    /** Said by screen readers when one arrives while the page is open. */
    arrived: (sentence: string) => `New notification: ${sentence}`,
  },

  menu: {
    title: 'Notifications',
    markAllRead: 'Mark all as read',
    markingAllRead: 'Marking…',
    loadMore: 'Load more',
    loadingMore: 'Loading…',
    loading: 'Loading your notifications',
    emptyTitle: "You're all caught up",
    emptyText: 'New notifications will show here.',
    unread: 'Unread',
  },

  announcements: {
    title: 'Announcements',
    label: 'Class announcements',
    from: (teacher: string) => `from ${teacher}`,
    showAll: (count: number) => `Show all ${count}`,
    showFewer: 'Show fewer',
  },
};

export type NotificationTexts = typeof notificationTexts;
