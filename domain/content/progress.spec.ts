import fc from 'fast-check';
import { boundSecondsSpent, completesNow, MAX_SECONDS_PER_PROGRESS_UPDATE, nextProgress } from './progress';

describe('progress updates (PRODUCT.md)', () => {
  it.each([
    [20, 40, 40],
    [40, 20, 40], // never goes down
    [90, 130, 100], // clamped to 100
    [0, -5, 0],
    [55, Number.NaN, 55],
  ])('from %d %% a report of %d %% gives %d %%', (previous, reported, next) => {
    expect(nextProgress(previous, reported)).toBe(next);
  });

  it.each([
    [120, 120],
    [3600, 3600],
    [5000, 3600], // at most 3600 per call
    [-30, 0],
    [12.7, 12],
  ])('%d seconds reported count as %i', (seconds, counted) => {
    expect(MAX_SECONDS_PER_PROGRESS_UPDATE).toBe(3600);
    expect(boundSecondsSpent(seconds)).toBe(counted);
  });

  it.each([
    [90, 100, false, true],
    [100, 100, false, false],
    [90, 100, true, false], // completes only once
    [50, 80, false, false],
  ])('from %i %% to %i %% (completed before %p) completes now: %p', (previous, next, done, completes) => {
    expect(completesNow(previous, next, done)).toBe(completes);
  });

  it('progress never goes down and stays within 0..100', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), fc.double({ min: -1000, max: 1000, noNaN: true }), (previous, reported) => {
        const next = nextProgress(previous, reported);
        expect(next).toBeGreaterThanOrEqual(Math.min(100, Math.max(0, previous)));
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThanOrEqual(100);
      }),
    );
  });
});
