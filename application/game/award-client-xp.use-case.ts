import { boundClientXp, isClientXpSource } from '../../domain/progression/xp-award';
import { DomainError } from '../../domain/shared/domain-error';
import type { LeaderboardIndex } from '../leaderboard/leaderboard-index.port';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { lockPlayerWithToday } from './student-access';
import type { XpAwarder, XpResult } from './xp-awarder';

export class UnknownXpSourceError extends DomainError {
  readonly code = 'VALIDATION_FAILED';
  constructor() {
    super('Unknown XP source', { source: 'Unknown XP source' });
  }
}

export type ClientXpResult = XpResult & { capped: boolean; reason?: string };

/**
 * XP the client reports (POST /student/xp): known sources only, 1..100 per call, at most 300 a day.
 * Beyond the cap the call still succeeds, with xpGain 0 and the reason.
 */
export class AwardClientXpUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly xp: XpAwarder,
    private readonly leaderboard: LeaderboardIndex,
  ) {}

  async execute(command: { userId: number; xpGain: number; source: string }): Promise<ClientXpResult> {
    if (!isClientXpSource(command.source)) throw new UnknownXpSourceError();
    const now = this.clock.now();
    const result = await this.unitOfWork.run(async (tx) => {
      const [{ player, today, counters }, boosts] = await Promise.all([
        lockPlayerWithToday(tx, command.userId, now),
        tx.boosts.active(command.userId, now),
      ]);
      const bounded = boundClientXp(command.xpGain, counters.clientXp);
      if (bounded.xpGain > 0) await tx.activity.addToDay(player.userId, today, { clientXp: bounded.xpGain });
      const award = await this.xp.award(tx, player, bounded.xpGain, `client:${command.source}`, null, now, boosts);
      await tx.players.save(player, now);
      return { ...award, capped: bounded.capped, ...(bounded.reason ? { reason: bounded.reason } : {}) };
    });
    if (result.xpGain > 0) void this.leaderboard.refresh([command.userId]);
    return result;
  }
}
