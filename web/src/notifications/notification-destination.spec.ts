import { describe, expect, it } from '@jest/globals';
import { NOTIFICATION_KINDS_BY_ROLE } from '../../../domain/notifications/notification-kinds';
import type { UserRole } from '../api/types';
import { destinationAddress, notificationDestination } from './notification-destination';

describe('notificationDestination', () => {
  it('a message opens its thread in the Messages tab of the parent and of the teacher', () => {
    for (const role of ['parent', 'teacher'] as const) {
      const destination = notificationDestination({ kind: 'message', params: { threadId: 12, childId: 3, preview: 'Hi' } }, role);
      expect(destination).toEqual({ role, tab: 'messages', thread: 12 });
      expect(destinationAddress(destination!)).toBe(`/${role}/dashboard?tab=messages&thread=12`);
    }
  });

  it.each([
    ['student', 'classInvitation', 'settings'],
    ['student', 'parentRequest', 'settings'],
    ['student', 'tokensReceived', 'dashboard'],
    ['student', 'goalSet', 'dashboard'],
    ['student', 'announcement', 'dashboard'],
    ['student', 'wishlistDecision', 'wishlist'],
    ['student', 'challengeReceived', 'challenges'],
    ['parent', 'announcement', 'messages'],
    ['parent', 'requestAccepted', 'overview'],
    ['teacher', 'sale', 'earnings'],
    ['sponsor', 'sponsoredEnrollment', 'overview'],
  ] as const)("a %s's %s leads to the %s tab", (role, kind, tab) => {
    expect(notificationDestination({ kind, params: {} }, role)).toEqual({ role, tab });
  });

  it.each(Object.entries(NOTIFICATION_KINDS_BY_ROLE).flatMap(([role, kinds]) => kinds.map((kind) => [role as UserRole, kind] as const)))(
    "every notification a %s receives (%s) leads somewhere on their dashboard",
    (role, kind) => {
      expect(notificationDestination({ kind, params: { threadId: 1 } }, role)?.role).toBe(role);
    },
  );
});
