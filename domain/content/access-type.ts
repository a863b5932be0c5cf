import type { Visibility } from './content-taxonomy';

export const ACCESS_TYPES = ['free', 'sponsored', 'token-paid'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];
/** The teacher's enrollment list calls the same thing paymentType. */
export type PaymentType = 'free' | 'sponsored' | 'tokens';

/** Price 0 is free; otherwise a funded sponsorship pays; otherwise the student pays the price in tokens. */
export function accessTypeFor(price: number, hasFundedSponsorship: boolean): AccessType {
  if (price <= 0) return 'free';
  return hasFundedSponsorship ? 'sponsored' : 'token-paid';
}

/**
 * Paid content costs tokens or is premium: its full media never leave in a preview, only to its
 * teacher and its enrolled students.
 */
export function isPaidContent(content: { tokenPrice: number; visibility: Visibility }): boolean {
  return content.tokenPrice > 0 || content.visibility === 'premium';
}

export function paymentTypeFor(access: AccessType): PaymentType {
  return access === 'token-paid' ? 'tokens' : access;
}

/** A sponsorship is funded while its remaining pool covers the price. */
export function isSponsorshipFunded(poolRemaining: number, price: number): boolean {
  return price > 0 && poolRemaining >= price;
}
