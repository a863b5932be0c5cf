import { contentStats, minutesPer, wholeMinutes } from './content-stats';

describe('content performance figures', () => {
  it.each([
    [{ views: 0, enrollments: 0, completions: 0 }, 0, 0],
    [{ views: 200, enrollments: 50, completions: 10 }, 25, 20],
    [{ views: 3, enrollments: 1, completions: 1 }, 33, 100],
    // more enrollments than views (content enrolled from a list without opening it): capped at 100
    [{ views: 2, enrollments: 5, completions: 4 }, 100, 80],
  ])('%j: enrollment rate %p %, completion rate %p %', (counters, enrollmentRate, completionRate) => {
    expect(contentStats(counters)).toEqual({
      totalViews: counters.views,
      totalEnrollments: counters.enrollments,
      totalCompletions: counters.completions,
      enrollmentRate,
      completionRate,
    });
  });

  it.each([
    [0, 0],
    [29, 0],
    [30, 1],
    [3600, 60],
  ])('%p seconds are %p whole minutes', (seconds, minutes) => {
    expect(wholeMinutes(seconds)).toBe(minutes);
  });

  it.each([
    [0, 0, 0],
    [600, 0, 0],
    [3600, 4, 15],
    [100, 1, 2],
  ])('%p seconds over %p items are %p minutes each', (seconds, count, minutes) => {
    expect(minutesPer(seconds, count)).toBe(minutes);
  });
});
