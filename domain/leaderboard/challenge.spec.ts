import { challengeMessage, challengesLeftToday, CHALLENGE_TYPES, isChallengeType } from './challenge';

describe('challenges to other students', () => {
  it('the default type is a duel, and the list is small and fixed', () => {
    expect(CHALLENGE_TYPES[0]).toBe('duel');
    expect(isChallengeType('duel')).toBe(true);
    expect(isChallengeType('xp-race')).toBe(true);
    expect(isChallengeType('<script>')).toBe(false);
    expect(isChallengeType(undefined)).toBe(false);
  });

  it.each([
    [undefined, 'I challenge you to a duel!'],
    ['   ', 'I challenge you to a duel!'],
    ['  Beat my streak!  ', 'Beat my streak!'],
  ])('message %p is stored as %p', (message, stored) => {
    expect(challengeMessage(message)).toBe(stored);
  });

  it.each([
    [0, 10],
    [9, 1],
    [10, 0],
    [12, 0],
  ])('after %i sent today, %i are left', (sent, left) => {
    expect(challengesLeftToday(sent)).toBe(left);
  });
});
