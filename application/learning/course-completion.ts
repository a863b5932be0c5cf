import { COMPLETION_XP_SOURCE, completionCounters, completionXpBase } from '../../domain/content/completion';
import { localDate } from '../../domain/shared/calendar';
import type { Player } from '../game/player';
import type { XpAwarder, XpResult } from '../game/xp-awarder';
import type { Transaction } from '../ports/unit-of-work.port';
import type { EnrollmentProgress } from './learning.repositories.port';

/**
 * Completes an enrollment the first time it reaches 100 %: completion time, the one XP award
 * (source course_completed, reference content:<id>), the day's and lifetime counters, and the
 * content's completion count. The caller holds the student's and the enrollment's locks, has checked
 * that the enrollment was not completed before, and saves both afterwards.
 */
export async function completeEnrollment(tx: Transaction, xp: XpAwarder, player: Player, enrollment: EnrollmentProgress, now: Date): Promise<XpResult> {
  enrollment.completedAt = now;
  const counters = completionCounters(enrollment.contentType);
  const award = await xp.award(tx, player, completionXpBase(enrollment.contentType), COMPLETION_XP_SOURCE, `content:${enrollment.contentId}`, now);
  await tx.activity.addToDay(player.userId, localDate(now, player.timeZone), counters);
  await tx.activity.addToTotals(
    player.userId,
    { completedCourses: counters.coursesCompleted, videosWatched: counters.videosWatched, quizzesCompleted: counters.quizzesCompleted },
    now,
  );
  await tx.courseProgress.countCompletion(enrollment.contentId);
  return award;
}
