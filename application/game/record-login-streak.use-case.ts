import { XP_SOURCES } from '../../domain/game/progression/xp-award';
import { localDate } from '../../domain/shared/calendar';
import { daysTurnedSince, zoneChangeMatters } from '../../domain/shared/fair-day';
import { updateLoginStreak } from '../../domain/game/streak/login-streak';
import type { LeaderboardIndex } from '../leaderboard/leaderboard-index.port';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { lockPlayer, zoneSetting } from './student-access';
import type { XpAwarder, XpResult } from './xp-awarder';

/** Counts the first arrival of each local day: the streak moves, and the day's login XP is paid once. */
export class RecordLoginStreakUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly xp: XpAwarder,
    private readonly leaderboard: LeaderboardIndex,
  ) {}

  async execute(command: { userId: number }) {
    const now = this.clock.now();
    const result = await this.unitOfWork.run(async (tx) => {
      const player = await lockPlayer(tx, command.userId);
      const today = localDate(now, player.timeZone);
      const setting = zoneSetting(player);
      const fairDays =
        player.lastLoginDate !== null && zoneChangeMatters(setting, now)
          ? daysTurnedSince({ date: player.lastLoginDate, at: player.lastLoginAt }, now, setting)
          : undefined;
      const update = updateLoginStreak(player, today, fairDays);
      let xpAward: XpResult | null = null;
      if (update.counted) {
        Object.assign(player, update.state);
        await tx.activity.addToDay(player.userId, today, { loggedIn: true });
        xpAward = await this.xp.award(tx, player, XP_SOURCES.daily_login, 'daily_login', today, now);
        await tx.players.save(player, now);
      }
      return {
        currentStreak: player.currentStreak,
        longestStreak: player.longestStreak,
        graceDay: player.graceDay,
        lastLoginDate: player.lastLoginDate,
        counted: update.counted,
        continued: update.continued,
        usedGraceDay: update.usedGraceDay,
        xpAward,
      };
    });
    if (result.counted) void this.leaderboard.refresh([command.userId]);
    return result;
  }
}
