import fc from 'fast-check';
import { dropChanceBarPercent, dropChancePercent, dropOdds, rollDrop } from './drop';

const sequence = (...values: number[]) => {
  let next = 0;
  return () => values[next++ % values.length];
};

describe('drop chance = min(15 + min(streak, 25) + min(level, 10), 50)', () => {
  it.each([
    [0, 1, 16],
    [0, 0, 15],
    [5, 3, 23],
    [25, 10, 50],
    [40, 10, 50], // streak bonus at most 25
    [0, 30, 25], // level bonus at most 10
    [100, 100, 50], // never above 50
  ])('streak %i at level %i gives a %i %% drop chance', (streak, level, chance) => {
    expect(dropChancePercent(streak, level)).toBe(chance);
  });

  it('the bar shows the chance, capped at 100', () => {
    expect(dropChanceBarPercent(5, 3)).toBe(23);
    expect(dropChanceBarPercent(1000, 1000)).toBeLessThanOrEqual(100);
  });

  it('the drop chance is never above 50 nor below 15', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100_000 }), fc.integer({ min: -100, max: 100_000 }), (streak, level) => {
        const chance = dropChancePercent(streak, level);
        expect(chance).toBeLessThanOrEqual(50);
        expect(chance).toBeGreaterThanOrEqual(15);
      }),
    );
  });
});

describe('rolling a drop: one draw for the chance, one for the rarity', () => {
  it.each([
    // chance 23 % at streak 5, level 3
    [[0.22, 0.5], 'common'],
    [[0.22, 0.95], 'epic'],
    [[0.0, 0.995], 'legendary'],
    [[0.23, 0.0], null], // 23 is not below 23: no drop
    [[0.9, 0.0], null],
  ] as const)('draws %j give %p', (draws, expected) => {
    expect(rollDrop(5, 3, sequence(...draws))).toBe(expected);
  });

  it('the public drop odds split the chance by rarity weight', () => {
    expect(dropOdds(25, 10)).toEqual({
      chancePercent: 50,
      rarities: [
        { rarity: 'common', percent: 35 },
        { rarity: 'rare', percent: 11 },
        { rarity: 'epic', percent: 3.5 },
        { rarity: 'legendary', percent: 0.5 },
      ],
    });
  });
});
