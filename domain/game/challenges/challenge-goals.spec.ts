import fc from 'fast-check';
import { AlreadyClaimedError, assertClaimable, canClaimBonus, canClaimGoal, challengeBonus, challengeGoals, goalById, GoalNotCompletedError, UnknownGoalError } from './challenge-goals';
import { CHALLENGE_BONUSES, EMPTY_PERIOD_COUNTERS, type PeriodCounters } from './challenge-templates';

const counters = (overrides: Partial<PeriodCounters>): PeriodCounters => ({ ...EMPTY_PERIOD_COUNTERS, ...overrides });

describe('goal progress from the period counters', () => {
  it('a fresh day starts every daily goal at zero', () => {
    expect(challengeGoals('daily', EMPTY_PERIOD_COUNTERS, []).map(({ id, current, progress, completed }) => ({ id, current, progress, completed }))).toEqual([
      { id: 'daily-study', current: 0, progress: 0, completed: false },
      { id: 'daily-videos', current: 0, progress: 0, completed: false },
      { id: 'daily-quiz', current: 0, progress: 0, completed: false },
    ]);
  });

  it.each([
    ['daily-study', { studyMinutes: 15 }, 15, 50, false],
    ['daily-study', { studyMinutes: 45 }, 30, 100, true], // current is capped at the target
    ['daily-videos', { videosWatched: 1 }, 1, 50, false],
    ['daily-quiz', { quizzesCompleted: 1 }, 1, 100, true],
  ] as const)('%s with %j: current %i, %i %%, completed %p', (id, values, current, progress, completed) => {
    const goal = goalById(challengeGoals('daily', counters(values), []), id);
    expect(goal).toMatchObject({ current, progress, completed });
  });

  it('weekly logins count days logged in', () => {
    expect(goalById(challengeGoals('weekly', counters({ loginDays: 4 }), []), 'weekly-logins')).toMatchObject({ current: 4, target: 5, progress: 80 });
  });

  it('claimed goals show claimed and cannot be claimed again', () => {
    const goals = challengeGoals('daily', counters({ quizzesCompleted: 1 }), ['daily-quiz']);
    const quiz = goalById(goals, 'daily-quiz');
    expect(quiz.claimed).toBe(true);
    expect(canClaimGoal(quiz)).toBe(false);
    expect(() => assertClaimable(quiz)).toThrow(AlreadyClaimedError);
  });

  it.each([
    [{ completed: false, claimed: false }, false],
    [{ completed: true, claimed: false }, true],
    [{ completed: true, claimed: true }, false],
  ])('a goal %j is claimable: %p', (goal, claimable) => {
    expect(canClaimGoal(goal)).toBe(claimable);
  });

  it('an unfinished goal cannot be claimed; an unknown one is refused', () => {
    expect(() => assertClaimable({ completed: false, claimed: false })).toThrow(GoalNotCompletedError);
    expect(() => goalById(challengeGoals('daily', EMPTY_PERIOD_COUNTERS, []), 'free-xp')).toThrow(UnknownGoalError);
  });

  it('goal progress is always within 0..100 and current never above the target', () => {
    const counter = fc.integer({ min: -50, max: 100_000 });
    fc.assert(
      fc.property(fc.constantFrom('daily', 'weekly', 'monthly' as const), counter, counter, counter, counter, counter, (period, a, b, c, d, e) => {
        for (const goal of challengeGoals(period, { studyMinutes: a, videosWatched: b, quizzesCompleted: c, coursesCompleted: d, loginDays: e }, [])) {
          expect(goal.progress).toBeGreaterThanOrEqual(0);
          expect(goal.progress).toBeLessThanOrEqual(100);
          expect(goal.current).toBeLessThanOrEqual(goal.target);
        }
      }),
    );
  });
});

describe('the bonus is claimable once all goals are done', () => {
  const allDaily = counters({ studyMinutes: 30, videosWatched: 2, quizzesCompleted: 1 });

  it.each([
    [allDaily, false, true, true],
    [counters({ studyMinutes: 30, videosWatched: 2 }), false, false, false], // the quiz is missing
    [allDaily, true, true, false], // already claimed
  ])('with %j and bonus claimed %p: completed %p, claimable %p', (values, claimed, completed, claimable) => {
    const bonus = challengeBonus('daily', challengeGoals('daily', values, []), claimed);
    expect(bonus).toMatchObject({ id: 'daily-bonus', xpReward: CHALLENGE_BONUSES.daily.xpReward, completed, claimed });
    expect(canClaimBonus(bonus)).toBe(claimable);
  });

  it('claiming goals does not affect whether the bonus is completed', () => {
    const goals = challengeGoals('daily', allDaily, ['daily-study', 'daily-videos', 'daily-quiz']);
    expect(challengeBonus('daily', goals, false).completed).toBe(true);
  });
});
