import { compareLocalDates, localDate } from '../../domain/shared/calendar';
import type { ZoneSetting } from '../../domain/shared/fair-day';
import type { Transaction } from '../ports/unit-of-work.port';
import { NotAStudentError } from './game.errors';
import type { DayCounters, Player } from './player';

/** Locks the student's rows first, as every game command does, so locks are always taken in one order. */
export async function lockPlayer(tx: Transaction, userId: number): Promise<Player> {
  const player = await tx.players.getForUpdate(userId);
  if (!player) throw new NotAStudentError();
  return player;
}

const NO_ACTIVITY: DayCounters = { studyMinutes: 0, videosWatched: 0, quizzesCompleted: 0, coursesCompleted: 0, loggedIn: false, clientXp: 0 };

/**
 * Locks the student's rows as lockPlayer does, and reads their latest day of activity in the same
 * round trip: asked right after the lock, it runs once the lock is granted, so it sees what the
 * previous holder committed. That day is today's, or it is earlier and today has none yet; only when
 * it lies after today (the student moved west) are today's counters read on their own.
 */
export async function lockPlayerWithToday(tx: Transaction, userId: number, now: Date) {
  const [player, latestDay] = await Promise.all([lockPlayer(tx, userId), tx.activity.latest(userId)]);
  const date = localDate(now, player.timeZone);
  const order = latestDay ? compareLocalDates(latestDay.date, date) : -1;
  const counters = order === 0 ? latestDay!.counters : order < 0 ? NO_ACTIVITY : await tx.activity.day(player.userId, date);
  return { player, today: date, counters };
}

/** The student's zone and the last change of it, for the fair-day rule of daily rewards. */
export function zoneSetting(player: Player): ZoneSetting {
  return { timeZone: player.timeZone, previousTimeZone: player.previousTimeZone, changedAt: player.timeZoneChangedAt };
}

export async function findPlayer(tx: Transaction, userId: number): Promise<Player> {
  const player = await tx.players.find(userId);
  if (!player) throw new NotAStudentError();
  return player;
}

