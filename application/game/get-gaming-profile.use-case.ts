import { challengeGoals } from '../../domain/game/challenges/challenge-goals';
import { dayEndsIn } from '../../domain/dashboard/day-ends-in';
import { todayProgressPercent } from '../../domain/dashboard/today-progress';
import { levelProgressPercent, nextLevelXpFor } from '../../domain/game/progression/level';
import { rankForLevel } from '../../domain/game/progression/rank';
import { dropChancePercent } from '../../domain/game/rewards/drop';
import { localDate, nextLocalMidnight } from '../../domain/shared/calendar';
import { effectiveStreak } from '../../domain/game/streak/login-streak';
import { studentRead } from './student-read';

/** The gaming profile of spec §3, plus what the dashboard derives from it. */
export class GetGamingProfileUseCase extends studentRead(async (tx, player, now) => {
  const details = await tx.players.details(player.userId);
  const today = localDate(now, player.timeZone);
  const counters = await tx.activity.between(player.userId, today, today);
  const dailyGoalCompleted = challengeGoals('daily', counters, []).every((goal) => goal.completed);
  const currentStreak = effectiveStreak(player, today);
  return {
    id: player.userId,
    level: player.level,
    xp: player.xp,
    nextLevelXP: nextLevelXpFor(player.level),
    levelProgress: levelProgressPercent(player.xp, player.level),
    rank: rankForLevel(player.level),
    currentStreak,
    longestStreak: player.longestStreak,
    graceDay: player.graceDay,
    lastStudyDate: player.lastStudyDate,
    lastLoginDate: player.lastLoginDate,
    dailyGoalCompleted,
    todayProgress: todayProgressPercent(dailyGoalCompleted, counters.studyMinutes),
    tokensEarned: player.tokensEarned,
    chestsOpened: player.chestsOpened,
    tokenBalance: player.tokenBalance,
    dropChance: dropChancePercent(currentStreak, player.level),
    timeZone: player.timeZone,
    today,
    dayEndsAt: nextLocalMidnight(now, player.timeZone).toISOString(),
    dayEndsIn: dayEndsIn(now, player.timeZone),
    avatar: details.avatar,
    grade: details.grade,
    school: details.school,
    leaderboardOptOut: details.leaderboardOptOut,
    wishlist: [],
  };
}) {}
