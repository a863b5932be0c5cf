import { needsAttention, topPerformers } from './class-analytics';

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
