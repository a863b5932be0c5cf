import { accessTypeFor, isPaidContent, isSponsorshipFunded, paymentTypeFor } from './access-type';

describe('how an enrollment is paid (PRODUCT.md)', () => {
  it.each([
    [0, false, 'free'],
    [0, true, 'free'], // free stays free even when sponsored
    [40, true, 'sponsored'],
    [40, false, 'token-paid'],
  ] as const)('price %i with a funded sponsorship %p is %s', (price, funded, access) => {
    expect(accessTypeFor(price, funded)).toBe(access);
  });

  it.each([
    ['free', 'free'],
    ['sponsored', 'sponsored'],
    ['token-paid', 'tokens'],
  ] as const)('access %s shows to the teacher as payment %s', (access, payment) => {
    expect(paymentTypeFor(access)).toBe(payment);
  });

  it.each([
    [100, 40, true],
    [40, 40, true],
    [39, 40, false], // the pool no longer covers the price
  ])('a pool of %i tokens funds a price of %i: %p', (pool, price, funded) => {
    expect(isSponsorshipFunded(pool, price)).toBe(funded);
  });

  it.each([
    [0, 'public', false],
    [0, 'private', false],
    [0, 'premium', true], // premium is paid content even at price 0
    [40, 'public', true],
    [40, 'premium', true],
  ] as const)('price %i with visibility %s is paid content: %p', (tokenPrice, visibility, paid) => {
    expect(isPaidContent({ tokenPrice, visibility })).toBe(paid);
  });
});
