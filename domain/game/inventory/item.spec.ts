import { canSell, saleValue, TIER_REQUIRED_LEVEL, TIERS } from './item';

describe('items', () => {
  it.each([
    ['tier1', 1],
    ['tier2', 5],
    ['tier3', 10],
    ['tier4', 20],
  ] as const)('%s recipes need level %i', (tier, level) => {
    expect(TIER_REQUIRED_LEVEL[tier]).toBe(level);
  });

  it('tiers run from tier1 to tier4', () => {
    expect(TIERS).toEqual(['tier1', 'tier2', 'tier3', 'tier4']);
  });

  it.each([
    [true, 5, true],
    [true, 0, false], // sellable but worthless
    [false, 5, false],
  ])('sellable %p with value %i: can sell is %p', (isSellable, value, expected) => {
    expect(canSell({ isSellable, value })).toBe(expected);
  });

  it('selling pays value × quantity', () => {
    expect(saleValue(12, 3)).toBe(36);
  });
});
