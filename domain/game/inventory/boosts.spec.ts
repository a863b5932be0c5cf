import {
  activeXpMultiplier,
  BOOST_DROP_LIFETIME_DAYS,
  boostDropExpiresAt,
  effectEndsAt,
  expiresWithin24Hours,
  isBoostActive,
  newestDrops,
  quantityBadge,
} from './boosts';

const now = new Date('2026-03-10T12:00:00Z');
const at = (iso: string) => new Date(iso);

describe('boost expiry', () => {
  it.each([
    [null, true], // no expiry: active
    ['2026-03-10T12:00:01Z', true],
    ['2026-03-10T12:00:00Z', false], // expiry must be in the future
    ['2026-03-09T12:00:00Z', false],
  ])('a boost expiring at %p is active: %p', (expiry, active) => {
    expect(isBoostActive(expiry === null ? null : at(expiry), now)).toBe(active);
  });

  it.each([
    [null, false],
    ['2026-03-11T12:00:00Z', true], // exactly 24 hours left
    ['2026-03-11T12:00:01Z', false],
    ['2026-03-10T13:00:00Z', true],
    ['2026-03-10T11:00:00Z', false], // already expired: no warning
  ])('expiring at %p shows the 24-hour warning: %p', (expiry, warning) => {
    expect(expiresWithin24Hours(expiry === null ? null : at(expiry), now)).toBe(warning);
  });

  it('boosts found as drops expire 7 days later', () => {
    expect(BOOST_DROP_LIFETIME_DAYS).toBe(7);
    expect(boostDropExpiresAt(now).toISOString()).toBe('2026-03-17T12:00:00.000Z');
  });

  it('an XP boost used now for 1800 seconds ends in 30 minutes', () => {
    expect(effectEndsAt(now, 1800).toISOString()).toBe('2026-03-10T12:30:00.000Z');
  });

  it('the XP multiplier is the best active boost, 1 without one', () => {
    expect(activeXpMultiplier([], now)).toBe(1);
    expect(activeXpMultiplier([{ multiplier: 2, endsAt: at('2026-03-10T12:30:00Z') }], now)).toBe(2);
    expect(activeXpMultiplier([{ multiplier: 2, endsAt: at('2026-03-10T11:30:00Z') }], now)).toBe(1);
    expect(
      activeXpMultiplier([{ multiplier: 2, endsAt: at('2026-03-10T12:30:00Z') }, { multiplier: 3, endsAt: at('2026-03-10T12:10:00Z') }], now),
    ).toBe(3);
  });
});

describe('inventory display', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [2500, '99+'],
  ])('quantity %i shows %s', (quantity, badge) => {
    expect(quantityBadge(quantity)).toBe(badge);
  });

  it('recent drops show the newest 5 items, newest first', () => {
    const items = [1, 7, 3, 5, 2, 6, 4].map((day) => ({ id: day, acquiredAt: at(`2026-03-0${day}T00:00:00Z`) }));
    expect(newestDrops(items).map((item) => item.id)).toEqual([7, 6, 5, 4, 3]);
    expect(newestDrops(items, 2).map((item) => item.id)).toEqual([7, 6]);
    expect(items.map((item) => item.id)).toEqual([1, 7, 3, 5, 2, 6, 4]); // untouched
  });
});
