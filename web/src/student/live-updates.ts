import type { QueryKey } from '@tanstack/react-query';
import type { NotificationKind } from '../api/notifications-api';
import { useLiveEvent } from '../live/LiveEventsProvider';
import { invalidateKeys } from '../query-client';
import { studentKeys } from './queries';

/** What each notification of a student's changes on their screens. */
const CHANGED_BY: Partial<Record<NotificationKind, readonly QueryKey[]>> = {
  parentRequest: [studentKeys.parents],
  classInvitation: [studentKeys.invitations],
  wishlistDecision: [studentKeys.wishlist],
  tokensReceived: [studentKeys.gaming],
  goalSet: [studentKeys.parentGoals],
  challengeReceived: [studentKeys.receivedChallenges],
  announcement: [studentKeys.announcements],
};

/** While the student's dashboard shows, a notification reloads what it is about: the new announcement, the balance after tokens, … */
export function useStudentLiveUpdates(): void {
  useLiveEvent('notification', (notification) => {
    const keys = CHANGED_BY[notification.kind];
    if (keys) void invalidateKeys(...keys);
  });
}
