import fc from 'fast-check';
import { todayProgressPercent } from './today-progress';

describe("today's progress bar (spec §9)", () => {
  it.each([
    [true, 0, 100], // daily goal done: full
    [true, 10, 100],
    [false, 0, 0],
    [false, 15, 25],
    [false, 30, 50],
    [false, 45, 75],
    [false, 60, 75], // at most 75 until the goal is done
    [false, 240, 75],
  ])('goal done %p with %i study minutes shows %i %%', (done, minutes, percent) => {
    expect(todayProgressPercent(done, minutes)).toBe(percent);
  });

  it('is always within 0..100', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.double({ min: -1e6, max: 1e6, noNaN: true }), (done, minutes) => {
        const percent = todayProgressPercent(done, minutes);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });
});
