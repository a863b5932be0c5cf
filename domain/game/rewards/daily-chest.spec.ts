import { canOpenChest, chestCountdown, chestOdds, dailyChestState, nextChestAt, rollChestReward } from './daily-chest';

const at = (iso: string) => new Date(iso);
const sequence = (...values: number[]) => {
  let next = 0;
  return () => values[next++ % values.length];
};

describe('one chest per local day', () => {
  it.each([
    [null, '2026-03-10T12:00:00Z', 'UTC', true],
    ['2026-03-09', '2026-03-10T00:00:00Z', 'UTC', true],
    ['2026-03-10', '2026-03-10T23:59:59Z', 'UTC', false],
    // 2026-03-10T10:30Z is 23:30 on the 10th in Auckland (NZDT, +13) and still before midnight...
    ['2026-03-10', '2026-03-10T10:30:00Z', 'Pacific/Auckland', false],
    // ...and 11:00Z is already the 11th there.
    ['2026-03-10', '2026-03-10T11:00:00Z', 'Pacific/Auckland', true],
    // Opened "tomorrow" before moving west: not again until that date has passed.
    ['2026-03-11', '2026-03-10T20:00:00Z', 'America/Los_Angeles', false],
  ])('last opened %p, at %s in %s: can open is %p', (last, now, zone, expected) => {
    expect(canOpenChest(last, at(now), zone)).toBe(expected);
  });

  it.each([
    ['2026-03-08T12:00:00Z', 'America/Los_Angeles', '2026-03-09T07:00:00.000Z'], // 23-hour day
    ['2026-04-05T05:00:00Z', 'Pacific/Auckland', '2026-04-05T12:00:00.000Z'], // 25-hour day
    ['2026-10-25T12:00:00Z', 'Europe/London', '2026-10-26T00:00:00.000Z'],
  ])('after opening at %s in %s the next chest is at the next local midnight %s', (now, zone, expected) => {
    expect(nextChestAt(at(now), zone).toISOString()).toBe(expected);
  });

  it('the status names the local date, whether a chest can be opened and when', () => {
    expect(dailyChestState('2026-03-10', at('2026-03-10T15:00:00Z'), 'Europe/London')).toEqual({
      today: '2026-03-10',
      canOpen: false,
      nextAvailableAt: at('2026-03-11T00:00:00Z'),
    });
    expect(dailyChestState('2026-03-09', at('2026-03-10T15:00:00Z'), 'Europe/London')).toEqual({
      today: '2026-03-10',
      canOpen: true,
      nextAvailableAt: at('2026-03-10T15:00:00Z'),
    });
    // Opened on the 11th in Auckland, now in Los Angeles on the 10th: available when the 12th begins there.
    expect(dailyChestState('2026-03-11', at('2026-03-10T20:00:00Z'), 'America/Los_Angeles').nextAvailableAt).toEqual(
      at('2026-03-12T07:00:00Z'),
    );
  });
});

describe("the chest countdown reads 'Xh Ym', 'in Ym', 'now' or 'tomorrow'", () => {
  const now = at('2026-03-10T12:00:00Z');
  it.each([
    ['2026-03-10T15:12:00Z', '3h 12m'],
    ['2026-03-10T13:00:00Z', '1h 0m'],
    ['2026-03-10T12:59:59Z', 'in 59m'],
    ['2026-03-10T12:05:30Z', 'in 5m'],
    ['2026-03-10T12:00:20Z', 'in 1m'],
    ['2026-03-10T12:00:00Z', 'now'],
    ['2026-03-10T11:00:00Z', 'now'],
  ])('next chest at %s shows %s', (next, text) => {
    expect(chestCountdown(now, at(next))).toBe(text);
  });

  it("an unknown next time shows 'tomorrow'", () => {
    expect(chestCountdown(now, null)).toBe('tomorrow');
  });
});

describe('chest reward: 60 % tokens (10 + 2 × min(level, 20) + 0..10), 40 % a material', () => {
  it.each([
    [1, [0.0, 0.0], 12],
    [1, [0.59, 0.999], 22],
    [5, [0.3, 0.5], 25], // 10 + 10 + floor(0.5 × 11) = 25
    [20, [0.1, 0.0], 50],
    [35, [0.1, 0.0], 50], // level counts up to 20
  ])('at level %i draws %j give %i tokens', (level, draws, amount) => {
    expect(rollChestReward(level, sequence(...draws))).toEqual({ type: 'token', amount });
  });

  it.each([
    [[0.6, 0.1], 'common'],
    [[0.75, 0.8], 'rare'],
    [[0.99, 0.95], 'epic'],
    [[0.6, 0.995], 'legendary'],
  ] as const)('draws %j give a %s material', (draws, rarity) => {
    expect(rollChestReward(7, sequence(...draws))).toEqual({ type: 'material', rarity });
  });

  it('the public chest odds at level 5', () => {
    expect(chestOdds(5)).toEqual({
      tokens: { percent: 60, min: 20, max: 30 },
      materials: {
        percent: 40,
        rarities: [
          { rarity: 'common', percent: 28 },
          { rarity: 'rare', percent: 8.8 },
          { rarity: 'epic', percent: 2.8 },
          { rarity: 'legendary', percent: 0.4 },
        ],
      },
    });
  });
});
