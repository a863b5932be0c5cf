import { learningHours, pledgeProblem, PLEDGE_MESSAGES, poolRemainingPercent, tokenPoolFor } from './sponsorship';

describe('sponsorship', () => {
  it.each([
    [1, 10],
    [5, 50],
    [100_000, 1_000_000],
  ])('a pledge of $%i makes a pool of %i tokens', (dollars, tokens) => {
    expect(tokenPoolFor(dollars)).toBe(tokens);
  });

  it.each([
    [1, null],
    [100_000, null],
    [0, PLEDGE_MESSAGES.min],
    [-5, PLEDGE_MESSAGES.min],
    [100_001, PLEDGE_MESSAGES.max],
    [2.5, PLEDGE_MESSAGES.whole],
    ['5', PLEDGE_MESSAGES.whole],
    [Number.NaN, PLEDGE_MESSAGES.whole],
  ])('pledge %p: %p', (dollars, problem) => {
    expect(pledgeProblem(dollars)).toBe(problem);
  });

  it.each([
    [0, 0],
    [1800, 0.5],
    [3600, 1],
    [5400 + 179, 1.5],
    [5400 + 180, 1.6],
    [-10, 0],
  ])('%i seconds are %p learning hours', (seconds, hours) => {
    expect(learningHours(seconds)).toBe(hours);
  });

  it.each([
    [50, 100, 50],
    [0, 100, 0],
    [100, 100, 100],
    [0, 0, 0],
    [1, 3, 33],
  ])('%i left of %i is %i%%', (remaining, pool, percent) => {
    expect(poolRemainingPercent(remaining, pool)).toBe(percent);
  });
});
