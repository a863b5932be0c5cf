import fc from 'fast-check';
import {
  APPROVAL_ACTIONS,
  APPROVAL_STATUSES,
  approvalBadge,
  canApprove,
  canDeny,
  canReset,
  InvalidTransitionError,
  transitionWishlistItem,
  type ApprovalAction,
  type ApprovalStatus,
} from './approval';

/** The listed transitions (PRODUCT.md): pending → approved, pending → denied, any → pending. */
const ALLOWED: ReadonlyArray<[ApprovalStatus, ApprovalAction, ApprovalStatus]> = [
  ['pending', 'approve', 'approved'],
  ['pending', 'deny', 'denied'],
  ['pending', 'reset', 'pending'],
  ['approved', 'reset', 'pending'],
  ['denied', 'reset', 'pending'],
];

describe('wishlist approval state machine', () => {
  it.each(ALLOWED)('%s --%s--> %s', (from, action, to) => {
    expect(transitionWishlistItem(from, action)).toBe(to);
  });

  it.each([
    ['approved', 'approve'],
    ['approved', 'deny'],
    ['denied', 'approve'],
    ['denied', 'deny'],
  ] as const)('%s cannot take %s: INVALID_TRANSITION', (from, action) => {
    expect(() => transitionWishlistItem(from, action)).toThrow(InvalidTransitionError);
    expect(() => transitionWishlistItem(from, action)).toThrow(expect.objectContaining({ code: 'INVALID_TRANSITION' }));
  });

  it('the refusal says what happened', () => {
    expect(() => transitionWishlistItem('approved', 'deny')).toThrow('A wishlist item that is approved cannot be denied');
  });

  it('never takes an unlisted transition', () => {
    fc.assert(
      fc.property(fc.constantFrom(...APPROVAL_STATUSES), fc.array(fc.constantFrom(...APPROVAL_ACTIONS), { maxLength: 20 }), (start, actions) => {
        let status = start;
        for (const action of actions) {
          const listed = ALLOWED.find(([from, a]) => from === status && a === action);
          if (listed) {
            status = transitionWishlistItem(status, action);
            expect(status).toBe(listed[2]);
          } else {
            expect(() => transitionWishlistItem(status, action)).toThrow(InvalidTransitionError);
          }
        }
      }),
    );
  });

  it.each([
    ['pending', true, true],
    ['approved', false, false],
    ['denied', false, false],
  ] as const)('%s: approve enabled %p, deny enabled %p, reset always', (status, approve, deny) => {
    expect(canApprove(status)).toBe(approve);
    expect(canDeny(status)).toBe(deny);
    expect(canReset(status)).toBe(true);
  });

  it.each([
    ['pending', null],
    ['approved', 'Parent approved this item'],
    ['denied', 'Parent denied this item'],
  ] as const)('a %s item shows badge %p', (status, badge) => {
    expect(approvalBadge(status)).toBe(badge);
  });
});
