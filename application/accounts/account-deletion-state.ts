import { ACCOUNT_DELETION_GRACE_DAYS } from '../../domain/accounts/account-deletion';
import type { PendingDeletion } from './account-deletion.repository.port';

/** What the account's owner is told of its deletion. */
export interface AccountDeletionState {
  scheduled: boolean;
  requestedAt: Date | null;
  eraseAt: Date | null;
  graceDays: number;
}

export function deletionState(pending: PendingDeletion | null): AccountDeletionState {
  return { scheduled: pending !== null, requestedAt: pending?.requestedAt ?? null, eraseAt: pending?.eraseAt ?? null, graceDays: ACCOUNT_DELETION_GRACE_DAYS };
}
