import { studyDeviceType } from '../../domain/analytics/device-type';
import { creditStudyTime, type StudyCredit } from '../../domain/content/study-clock';
import { studyMinutesCrossed } from '../../domain/content/study-time';
import { dayLengthSeconds, localDate } from '../../domain/shared/calendar';
import { dayPartAt } from '../../domain/shared/day-part';
import type { Player } from '../game/player';
import type { Transaction } from '../ports/unit-of-work.port';
import type { EnrollmentProgress } from './learning.repositories.port';

/**
 * The study time an update of the enrollment may credit of what it claims, by the student's study
 * clock (read under the student's lock, which the caller holds); moves the clock by what it credits.
 */
export async function creditStudy(tx: Transaction, player: Player, enrollment: EnrollmentProgress, claimedSeconds: number, now: Date): Promise<StudyCredit> {
  const today = localDate(now, player.timeZone);
  const clock = await tx.studyTime.clock(player.userId, today);
  const credit = creditStudyTime(claimedSeconds, now, {
    itemClockAt: enrollment.clockAt,
    creditedUntil: clock.creditedUntil,
    daySeconds: clock.daySeconds,
    dayLengthSeconds: dayLengthSeconds(today, player.timeZone),
  });
  if (credit.creditedUntil && credit.seconds > 0) await tx.studyTime.setCreditedUntil(player.userId, credit.creditedUntil);
  return credit;
}

/**
 * Counts study time on a content item: a study session (device and part of the day), the seconds of
 * the student's local day, the whole minutes they make on the day and in the lifetime total, and the
 * student's last study day. Any progress update marks the student active, even without seconds.
 */
export async function recordStudyTime(tx: Transaction, player: Player, contentId: number, seconds: number, deviceHeader: unknown, now: Date): Promise<void> {
  const today = localDate(now, player.timeZone);
  let minutes = 0;
  if (seconds > 0) {
    await tx.courseProgress.recordStudySession({
      studentId: player.userId,
      contentId,
      seconds,
      deviceType: studyDeviceType(deviceHeader),
      dayPart: dayPartAt(now, player.timeZone),
      localDate: today,
      at: now,
    });
    minutes = studyMinutesCrossed(await tx.studyTime.addDaySeconds(player.userId, today, seconds), seconds);
    player.lastStudyDate = today;
  }
  await tx.studyTime.addMinutes(player.userId, today, minutes, now);
}
