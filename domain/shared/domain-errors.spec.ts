import { ClassFullError } from '../classes/capacity';
import { AlreadyClaimedError, GoalNotCompletedError, UnknownGoalError } from '../game/challenges/challenge-goals';
import { InsufficientTokensError, InvalidTokenAmountError } from '../tokens/payment';
import { InvalidTransitionError } from '../wishlist/approval';
import { InvalidLocalDateError, InvalidTimeZoneError } from './calendar';
import { DomainError } from './domain-error';
import { ERROR_CODES } from './error-codes';

describe('every domain error carries a listed, stable code', () => {
  it.each([
    [new InvalidTimeZoneError('Nowhere/Land'), 'VALIDATION_FAILED'],
    [new InvalidLocalDateError('2026-02-30'), 'VALIDATION_FAILED'],
    [new InsufficientTokensError(50, 10), 'INSUFFICIENT_TOKENS'],
    [new InvalidTokenAmountError(), 'VALIDATION_FAILED'],
    [new UnknownGoalError('free-xp'), 'UNKNOWN_GOAL'],
    [new GoalNotCompletedError(), 'GOAL_NOT_COMPLETED'],
    [new AlreadyClaimedError(), 'ALREADY_CLAIMED'],
    [new InvalidTransitionError('approved', 'deny'), 'INVALID_TRANSITION'],
    [new ClassFullError(30), 'CLASS_FULL'],
  ] as const)('%s has code %s', (error, code) => {
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe(code);
    expect(ERROR_CODES).toContain(error.code);
    expect(error.message.length).toBeGreaterThan(0);
  });
});
