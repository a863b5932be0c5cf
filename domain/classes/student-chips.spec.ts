import { previewChips } from './student-chips';

const students = (n: number) => Array.from({ length: n }, (_, i) => `s${i + 1}`);

describe("student chips show up to 6, then '+N more' (spec §9)", () => {
  it.each([
    [0, 0, 0, null],
    [6, 6, 6, null],
    [6, 7, 6, '+1 more'],
    [6, 30, 6, '+24 more'],
    [3, 3, 3, null],
    [10, 10, 6, '+4 more'],
  ])('the first %i of %i students: %i chips and %p', (first, total, shown, more) => {
    const result = previewChips(students(first), total);
    expect(result.shown).toHaveLength(shown);
    expect(result.moreLabel).toBe(more);
  });

  it('from a preview, keeps its students in order and counts the rest from the total', () => {
    expect(previewChips(students(6), 8, 3)).toEqual({ shown: ['s1', 's2', 's3'], moreLabel: '+5 more' });
  });
});
