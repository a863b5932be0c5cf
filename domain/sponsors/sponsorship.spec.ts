import { learningHours, pledgeProblem, poolRemainingPercent, tokenPoolFor } from './sponsorship';

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
    [0, { code: 'tooSmall', min: 1 }],
    [-5, { code: 'tooSmall', min: 1 }],
    [100_001, { code: 'tooLarge', max: 100_000 }],
    [2.5, { code: 'wrongType', expected: 'integer' }],
    ['5', { code: 'wrongType', expected: 'integer' }],
    [Number.NaN, { code: 'wrongType', expected: 'integer' }],
  ])('pledge %p: %p', (dollars, problem) => {
    expect(pledgeProblem(dollars)).toEqual(problem);
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
