import { chipOverflow } from './student-chips';

const students = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);

describe("student chips show up to 6, then '+N more' (spec §9)", () => {
  it.each([
    [0, 0, null],
    [6, 6, null],
    [7, 6, '+1 more'],
    [10, 6, '+4 more'],
  ])('%i students: %i chips and %p', (count, shown, more) => {
    const result = chipOverflow(students(count));
    expect(result.shown).toHaveLength(shown);
    expect(result.moreLabel).toBe(more);
  });

  it('keeps the first students in order', () => {
    expect(chipOverflow(students(8), 3)).toEqual({ shown: ['s1', 's2', 's3'], moreLabel: '+5 more' });
  });
});
