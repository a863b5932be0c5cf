import { DomainError } from '../shared/domain-error';

export type ApprovalStatus = 'pending' | 'approved' | 'denied';
export type ApprovalAction = 'approve' | 'deny' | 'reset';

export const APPROVAL_STATUSES: readonly ApprovalStatus[] = ['pending', 'approved', 'denied'];
export const APPROVAL_ACTIONS: readonly ApprovalAction[] = ['approve', 'deny', 'reset'];

export class InvalidTransitionError extends DomainError {
  readonly code = 'INVALID_TRANSITION';
  constructor(readonly from: ApprovalStatus, readonly action: ApprovalAction) {
    super(`A wishlist item that is ${from} cannot be ${action === 'approve' ? 'approved' : action === 'deny' ? 'denied' : 'reset'}; only pending items can be approved or denied`);
  }
}

/**
 * The approval state machine (PRODUCT.md): pending → approved, pending → denied,
 * any → pending (reset). Anything else throws INVALID_TRANSITION.
 */
export function transitionWishlistItem(status: ApprovalStatus, action: ApprovalAction): ApprovalStatus {
  if (action === 'reset') return 'pending';
  if (status === 'pending' && action === 'approve') return 'approved';
  if (status === 'pending' && action === 'deny') return 'denied';
  throw new InvalidTransitionError(status, action);
}

/** Approve and Deny are enabled only from pending. */
export function canApprove(status: ApprovalStatus): boolean {
  return status === 'pending';
}

export function canDeny(status: ApprovalStatus): boolean {
  return status === 'pending';
}

/** 'Reset to Pending' is available on any item. */
export function canReset(_status: ApprovalStatus): boolean {
  return true;
}

/** The badge on the student's wishlist: none while pending. */
export function approvalBadge(status: ApprovalStatus): string | null {
  if (status === 'approved') return 'Parent approved this item';
  if (status === 'denied') return 'Parent denied this item';
  return null;
}
