import { boundClientXp, isClientXpSource } from '../../domain/game/progression/xp-award';
import { DomainError } from '../../domain/shared/domain-error';
import { allowanceDay, zoneChangeMatters } from '../../domain/shared/fair-day';
import type { LeaderboardIndex } from '../leaderboard/leaderboard-index.port';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { Transaction } from '../ports/unit-of-work.port';
import type { Player } from './player';
import { lockPlayerWithToday, zoneSetting } from './student-access';
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
      const allowance = await this.allowance(tx, player, today, counters.clientXp, now);
      const bounded = boundClientXp(command.xpGain, allowance.used);
      if (bounded.xpGain > 0) await tx.activity.addClientXp(player.userId, allowance.day, bounded.xpGain, now);
      const award = await this.xp.award(tx, player, bounded.xpGain, `client:${command.source}`, null, now, boosts);
      await tx.players.save(player, now);
      return { ...award, capped: bounded.capped, ...(bounded.reason ? { reason: bounded.reason } : {}) };
    });
    if (result.xpGain > 0) void this.leaderboard.refresh([command.userId]);
    return result;
  }

  /**
   * Whose day's allowance this XP counts against: today's, unless a recent time-zone change means the
   * last day's allowance is still the current one (the day has not turned in both zones since it was taken).
   */
  private async allowance(tx: Transaction, player: Player, today: string, usedToday: number, now: Date) {
    const setting = zoneSetting(player);
    if (!zoneChangeMatters(setting, now)) return { day: today, used: usedToday };
    const last = await tx.activity.lastClientXpDay(player.userId);
    const day = allowanceDay(last && { date: last.date, at: last.since }, now, setting);
    return day === today || last === null ? { day: today, used: usedToday } : { day, used: last.clientXp };
  }
}
