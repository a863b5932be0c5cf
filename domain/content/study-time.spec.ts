import fc from 'fast-check';
import { studyMinutesCrossed } from './study-time';

describe("study seconds become the day's whole minutes", () => {
  it.each([
    [0, 30, 0],
    [30, 30, 1],
    [59, 1, 1],
    [0, 3600, 60],
    [90, 100, 2], // 1:30 → 3:10
    [125, 0, 0],
    [10, -20, 0],
  ])('%i seconds before, %i added: %i minutes more', (before, added, minutes) => {
    expect(studyMinutesCrossed(before, added)).toBe(minutes);
  });

  it('the minutes of many small updates add up to the minutes of their total', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3600 }), { maxLength: 40 }), (updates) => {
        let seconds = 0;
        let minutes = 0;
        for (const added of updates) {
          minutes += studyMinutesCrossed(seconds, added);
          seconds += added;
        }
        expect(minutes).toBe(Math.floor(seconds / 60));
      }),
    );
  });
});
