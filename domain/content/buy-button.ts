export type BuyButton = { label: string; disabled: boolean };

/**
 * The browse card's button (spec §2): 'Enroll Free' for a free price; with a price above 0,
 * 'No Tokens' when the balance is 0 and 'Insufficient Tokens' when it is below the price (both
 * disabled); otherwise 'Enroll for N tokens' ('1 token' in the singular). Priced content a
 * sponsor's pool pays reads 'Enroll Free (Sponsored)', enabled whatever the balance. 'Already
 * Enrolled' (disabled) wins when the student holds the content.
 */
export function buyButton(input: { price: number; tokenBalance: number; enrolled?: boolean; sponsored?: boolean }): BuyButton {
  if (input.enrolled) return { label: 'Already Enrolled', disabled: true };
  if (input.price <= 0) return { label: 'Enroll Free', disabled: false };
  if (input.sponsored) return { label: 'Enroll Free (Sponsored)', disabled: false };
  if (input.tokenBalance <= 0) return { label: 'No Tokens', disabled: true };
  if (input.price > input.tokenBalance) return { label: 'Insufficient Tokens', disabled: true };
  return { label: `Enroll for ${input.price} ${input.price === 1 ? 'token' : 'tokens'}`, disabled: false };
}

/** A student can afford content that is free or priced within the balance. */
export function canAfford(price: number, tokenBalance: number): boolean {
  return price <= 0 || price <= tokenBalance;
}
