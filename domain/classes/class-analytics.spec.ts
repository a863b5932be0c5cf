import { attentionReasons, averageProgress, needsAttention, subjectStatistics, topPerformers } from './class-analytics';

const now = new Date('2026-03-10T12:00:00Z');

describe('class analytics (PRODUCT.md)', () => {
  it('top performers are the top 5 by XP', () => {
    const students = [120, 900, 40, 560, 300, 780, 10].map((xp, i) => ({ id: i, xp }));
    expect(topPerformers(students).map((s) => s.xp)).toEqual([900, 780, 560, 300, 120]);
  });

  it.each([
    [{ lastActiveAt: new Date('2026-03-09T12:00:00Z'), averageProgress: 60 }, false],
    [{ lastActiveAt: new Date('2026-03-01T12:00:00Z'), averageProgress: 60 }, true], // no activity for 7 days
    [{ lastActiveAt: null, averageProgress: 60 }, true],
    [{ lastActiveAt: new Date('2026-03-09T12:00:00Z'), averageProgress: 24 }, true], // average progress under 25 %
    [{ lastActiveAt: new Date('2026-03-09T12:00:00Z'), averageProgress: 25 }, false],
  ])('%j needs attention: %p', (student, attention) => {
    expect(needsAttention(student, now)).toBe(attention);
  });
});

describe('class analytics: averages and subjects (PRODUCT.md)', () => {
  it.each([
    [0, 0, 0],
    [150, 2, 75],
    [100, 3, 33],
    [50, 3, 17],
  ])('progress sum %i over %i enrollments averages %i %%', (sum, count, average) => {
    expect(averageProgress(sum, count)).toBe(average);
  });

  it.each([
    [{ lastActiveAt: new Date('2026-03-09T12:00:00Z'), averageProgress: 60 }, []],
    [{ lastActiveAt: null, averageProgress: 60 }, ['inactive']],
    [{ lastActiveAt: new Date('2026-03-09T12:00:00Z'), averageProgress: 10 }, ['low-progress']],
    [{ lastActiveAt: new Date('2026-02-01T12:00:00Z'), averageProgress: 0 }, ['inactive', 'low-progress']],
  ])('%j needs attention for %j', (student, reasons) => {
    expect(attentionReasons(student, now)).toEqual(reasons);
  });

  it('averages the progress of every enrollment per subject, subjects sorted', () => {
    expect(
      subjectStatistics([
        { subject: 'science', progressSum: 100, count: 1 },
        { subject: 'math', progressSum: 150, count: 2 },
        { subject: 'math', progressSum: 0, count: 1 },
        { subject: 'art', progressSum: 0, count: 0 },
      ]),
    ).toEqual({ math: 50, science: 100 });
    expect(Object.keys(subjectStatistics([{ subject: 'science', progressSum: 1, count: 1 }, { subject: 'math', progressSum: 1, count: 1 }]))).toEqual(['math', 'science']);
    expect(subjectStatistics([])).toEqual({});
  });
});
