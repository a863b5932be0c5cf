import { challengeMessage, challengesLeftToday, isChallengeType } from '../../domain/leaderboard/challenge';
import { DEFAULT_CHALLENGE_TYPE, MAX_CHALLENGES_SENT_PER_DAY } from '../../domain/leaderboard/categories';
import { localDate, resolveTimeZone } from '../../domain/shared/calendar';
import { UserNotFoundError } from '../accounts/auth/auth.errors';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { ChallengeLimitReachedError, InvalidChallengeTargetError, UnknownChallengeTypeError } from './leaderboard.errors';

export interface SendChallengeCommand {
  userId: number;
  targetUserId: number;
  challengeType?: string;
  message?: string;
}

export interface SentChallenge {
  id: number;
  fromUserId: number;
  targetUserId: number;
  challengeType: string;
  message: string;
  createdAt: string;
  /** Challenges the sender may still send today. */
  remainingToday: number;
}

/** A challenge to another student on the leaderboard: stored for the target, who is told of it; at most 10 sent a day. */
export class SendChallengeUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(command: SendChallengeCommand): Promise<SentChallenge> {
    const challengeType = command.challengeType ?? DEFAULT_CHALLENGE_TYPE;
    if (!isChallengeType(challengeType)) throw new UnknownChallengeTypeError();
    if (command.targetUserId === command.userId) throw new InvalidChallengeTargetError('You cannot challenge yourself');
    const now = this.clock.now();
    const record = await this.unitOfWork.run(async (tx) => {
      const challenges = tx.leaderboardChallenges;
      const sender = await challenges.lockSender(command.userId);
      if (!sender) throw new UserNotFoundError();
      const target = await challenges.target(command.targetUserId);
      if (!target) throw new UserNotFoundError();
      if (target.role !== 'student') throw new InvalidChallengeTargetError('Only students can be challenged');
      if (!target.onBoard) throw new InvalidChallengeTargetError('This student does not take part in the leaderboard');
      const sent = await challenges.countSent(command.userId, localDate(now, resolveTimeZone(sender.timeZone)), MAX_CHALLENGES_SENT_PER_DAY);
      if (sent === null) throw new ChallengeLimitReachedError();
      const challenge = await challenges.insert({
        fromUserId: command.userId,
        targetUserId: command.targetUserId,
        challengeType,
        message: challengeMessage(command.message),
        createdAt: now,
      });
      await tx.notifications.add({ userId: command.targetUserId, kind: 'challengeReceived', actorId: command.userId, params: { challengeType }, at: now });
      return { challenge, sent };
    });
    return { ...record.challenge, createdAt: record.challenge.createdAt.toISOString(), remainingToday: challengesLeftToday(record.sent) };
  }
}
