import { buyButton, canAfford } from './buy-button';

describe('the browse buy button (spec §2)', () => {
  it.each([
    [0, 0, 'Enroll Free', false],
    [0, 500, 'Enroll Free', false],
    [50, 0, 'No Tokens', true],
    [50, 49, 'Insufficient Tokens', true],
    [50, 50, 'Enroll for 50 tokens', false],
    [1, 10, 'Enroll for 1 token', false],
  ])('price %i with a balance of %i reads %s (disabled %p)', (price, tokenBalance, label, disabled) => {
    expect(buyButton({ price, tokenBalance })).toEqual({ label, disabled });
  });

  it.each([
    [50, 0, 'Enroll Free (Sponsored)', false],
    [50, 49, 'Enroll Free (Sponsored)', false],
    [50, 50, 'Enroll Free (Sponsored)', false],
    [50, 500, 'Enroll Free (Sponsored)', false],
    [1, 0, 'Enroll Free (Sponsored)', false],
    [0, 0, 'Enroll Free', false],
  ])('sponsored: price %i with a balance of %i reads %s (disabled %p)', (price, tokenBalance, label, disabled) => {
    expect(buyButton({ price, tokenBalance, sponsored: true })).toEqual({ label, disabled });
  });

  it.each([
    [50, 0, 'No Tokens', true],
    [50, 49, 'Insufficient Tokens', true],
    [50, 50, 'Enroll for 50 tokens', false],
  ])('not sponsored: price %i with a balance of %i reads %s (disabled %p)', (price, tokenBalance, label, disabled) => {
    expect(buyButton({ price, tokenBalance, sponsored: false })).toEqual({ label, disabled });
  });

  it("content already held reads 'Already Enrolled'", () => {
    expect(buyButton({ price: 10, tokenBalance: 100, enrolled: true })).toEqual({ label: 'Already Enrolled', disabled: true });
  });

  it("content already held reads 'Already Enrolled' even when sponsored", () => {
    expect(buyButton({ price: 10, tokenBalance: 0, enrolled: true, sponsored: true })).toEqual({ label: 'Already Enrolled', disabled: true });
  });

  it.each([
    [0, 0, true],
    [10, 10, true],
    [11, 10, false],
  ])('price %i with balance %i is affordable: %p', (price, balance, affordable) => {
    expect(canAfford(price, balance)).toBe(affordable);
  });
});
