import { MAX_CHALLENGES_SENT_PER_DAY } from '../../domain/leaderboard/categories';
import { DomainError } from '../../domain/shared/domain-error';

export class ChallengeLimitReachedError extends DomainError {
  readonly code = 'CHALLENGE_LIMIT_REACHED';
  constructor() {
    super(`You can send at most ${MAX_CHALLENGES_SENT_PER_DAY} challenges a day. Try again tomorrow.`);
  }
}

export class InvalidChallengeTargetError extends DomainError {
  readonly code = 'INVALID_TARGET';
  constructor(message: string) {
    super(message, { targetUserId: message });
  }
}

export class NotInClassError extends DomainError {
  readonly code = 'FORBIDDEN';
  constructor() {
    super('You can only see the leaderboard of a class you belong to.');
  }
}

export class UnknownChallengeTypeError extends DomainError {
  readonly code = 'VALIDATION_FAILED';
  constructor() {
    super('Unknown challenge type', { challengeType: 'Unknown challenge type' });
  }
}

/** A board is being built from the database (after Redis lost it, or while the start-up check runs). */
export class LeaderboardRebuildingError extends DomainError {
  readonly code = 'LEADERBOARD_REBUILDING';
  constructor(readonly retryAfterSeconds: number) {
    super('The leaderboard is being brought up to date. It will be back in a few seconds.');
  }
}
