import { CHALLENGE_BONUSES, CHALLENGE_TEMPLATES, findGoalTemplate } from './challenge-templates';

describe('challenge templates (PRODUCT.md)', () => {
  it.each([
    ['daily', [['studyMinutes', 30], ['videosWatched', 2], ['quizzesCompleted', 1]]],
    ['weekly', [['studyMinutes', 150], ['videosWatched', 10], ['quizzesCompleted', 5], ['loginDays', 5]]],
    ['monthly', [['studyMinutes', 600], ['videosWatched', 40], ['quizzesCompleted', 20], ['coursesCompleted', 2]]],
  ] as const)('%s goals are %j', (period, goals) => {
    expect(CHALLENGE_TEMPLATES[period].map((goal) => [goal.counter, goal.target])).toEqual(goals);
  });

  it('goal ids are stable and unique across periods', () => {
    const ids = Object.values(CHALLENGE_TEMPLATES).flatMap((goals) => goals.map((goal) => goal.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(findGoalTemplate('daily', 'daily-study')?.target).toBe(30);
    expect(findGoalTemplate('daily', 'weekly-study')).toBeUndefined();
  });

  it('every goal and bonus pays positive whole XP, and the bonus grows with the period', () => {
    for (const goal of Object.values(CHALLENGE_TEMPLATES).flat()) expect(Number.isInteger(goal.xpReward) && goal.xpReward > 0).toBe(true);
    expect(CHALLENGE_BONUSES.daily.xpReward).toBeLessThan(CHALLENGE_BONUSES.weekly.xpReward);
    expect(CHALLENGE_BONUSES.weekly.xpReward).toBeLessThan(CHALLENGE_BONUSES.monthly.xpReward);
  });
});
