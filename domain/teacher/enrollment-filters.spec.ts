import { activeSince, activeThrough, averageProgress, enrollmentSortOf, ENROLLMENT_SORTS, normalizedSearch, sortFollowsProgress, statusCounts } from './enrollment-filters';
import { isActiveStudent } from '../classes/student-activity';

describe('the teacher enrollment filters', () => {
  it.each([
    ['student', false],
    ['content', false],
    ['enrolledAt', false],
    ['progress', true],
    ['timeSpent', true],
    ['lastAccessed', true],
  ] as const)('the %p order follows progress reports: %p', (sort, follows) => {
    expect(sortFollowsProgress(sort)).toBe(follows);
  });

  it.each([
    [undefined, undefined, { sort: 'enrolledAt', order: 'desc' }],
    [undefined, 'asc', { sort: 'enrolledAt', order: 'asc' }],
    ['student', undefined, { sort: 'student', order: 'asc' }],
    ['progress', 'desc', { sort: 'progress', order: 'desc' }],
  ] as const)('sort %p, order %p is %p', (sort, order, expected) => {
    expect(enrollmentSortOf(sort, order)).toEqual(expected);
  });

  it('every sortable column has an order', () => {
    expect([...ENROLLMENT_SORTS].sort()).toEqual(['content', 'enrolledAt', 'lastAccessed', 'progress', 'student', 'timeSpent']);
  });

  it.each([
    ['  Ada  ', 'Ada'],
    ['Ada   Lovelace', 'Ada Lovelace'],
    ['   ', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('search %p is matched as %p', (search, expected) => {
    expect(normalizedSearch(search)).toBe(expected);
  });

  it('the Active cut-off agrees with the Active word: 7 × 24 hours back, included', () => {
    const now = new Date('2026-11-18T12:00:00Z');
    const since = activeSince(now);
    expect(since.toISOString()).toBe('2026-11-11T12:00:00.000Z');
    expect(isActiveStudent(since, now)).toBe(true);
    expect(isActiveStudent(new Date(since.getTime() - 1), now)).toBe(false);
  });

  it('a student stays Active through 7 × 24 hours after their last activity, and not a millisecond longer', () => {
    const lastActive = new Date('2026-10-25T02:00:00Z');
    const through = activeThrough(lastActive);
    expect(through.toISOString()).toBe('2026-11-01T02:00:00.000Z');
    expect(isActiveStudent(lastActive, through)).toBe(true);
    expect(isActiveStudent(lastActive, new Date(through.getTime() + 1))).toBe(false);
  });

  it.each([
    [{ enrollments: 0, started: 0, completions: 0 }, { complete: 0, inProgress: 0, notStarted: 0 }],
    [{ enrollments: 10, started: 7, completions: 3 }, { complete: 3, inProgress: 4, notStarted: 3 }],
    [{ enrollments: 10, started: 10, completions: 10 }, { complete: 10, inProgress: 0, notStarted: 0 }],
    [{ enrollments: 5, started: 0, completions: 0 }, { complete: 0, inProgress: 0, notStarted: 5 }],
    // counters out of step never give a negative share
    [{ enrollments: 5, started: 2, completions: 3 }, { complete: 3, inProgress: 0, notStarted: 2 }],
    [{ enrollments: 5, started: 9, completions: 1 }, { complete: 1, inProgress: 4, notStarted: 0 }],
  ])('%j splits as %j', (counters, expected) => {
    expect(statusCounts(counters)).toEqual(expected);
  });

  it.each([
    [0, 0, 0],
    [150, 3, 50],
    [100, 3, 33],
    [200, 3, 67],
    [300, 3, 100],
  ])('average progress of sum %p over %p is %p', (sum, count, expected) => {
    expect(averageProgress(sum, count)).toBe(expected);
  });
});
