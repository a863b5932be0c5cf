import type { UserRole } from '../accounts/roles';

/** What happened to a person that they should hear about, by the role it reaches. */
export const NOTIFICATION_KINDS_BY_ROLE = {
  student: ['parentRequest', 'classInvitation', 'wishlistDecision', 'tokensReceived', 'goalSet', 'challengeReceived', 'announcement'],
  parent: ['requestAccepted', 'message', 'announcement'],
  teacher: ['sale', 'message'],
  sponsor: ['sponsoredEnrollment'],
} as const satisfies Record<UserRole, readonly string[]>;

export type NotificationKind = (typeof NOTIFICATION_KINDS_BY_ROLE)[UserRole][number];

export const NOTIFICATION_KINDS: readonly NotificationKind[] = [...new Set(Object.values(NOTIFICATION_KINDS_BY_ROLE).flat())];

/** Notifications are kept this long, then erased. */
export const NOTIFICATION_RETENTION_DAYS = 90;

export function notificationsExpireBefore(now: Date): Date {
  return new Date(now.getTime() - NOTIFICATION_RETENTION_DAYS * 86_400_000);
}

/** A page of the notification list holds at most this many. */
export const NOTIFICATION_PAGE_MAX = 50;
