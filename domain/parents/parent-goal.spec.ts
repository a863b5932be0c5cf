import { completeGoal, displayName, GoalAlreadyCompletedError, isGoalKind } from './parent-goal';

describe('parent goals', () => {
  it('are completed once', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(completeGoal(null, now)).toEqual(now);
    expect(() => completeGoal(new Date('2026-03-01T00:00:00Z'), now)).toThrow(GoalAlreadyCompletedError);
  });

  it.each([
    ['xp', true],
    ['custom', true],
    ['study_minutes', true],
    ['minutes', false],
    [3, false],
  ])('%p is a goal kind: %p', (kind, yes) => {
    expect(isGoalKind(kind)).toBe(yes);
  });

  it.each([
    [{ username: 'ada', firstName: 'Ada', lastName: 'Lovelace' }, 'Ada Lovelace'],
    [{ username: 'ada', firstName: 'Ada', lastName: null }, 'Ada'],
    [{ username: 'ada', firstName: null, lastName: ' ' }, 'ada'],
    [{ username: 'ada', firstName: null, lastName: null }, 'ada'],
  ])('%p is shown as %s', (person, name) => {
    expect(displayName(person)).toBe(name);
  });
});
