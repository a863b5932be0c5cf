import { partCount, videoDurationSeconds } from '../../domain/content/content-parts';
import { evidencePercent, type LearningEvidence } from '../../domain/content/learning-evidence';
import { completesNow, nextProgress } from '../../domain/content/progress';
import type { Player } from '../game/player';
import type { XpAwarder, XpResult } from '../game/xp-awarder';
import type { Transaction } from '../ports/unit-of-work.port';
import { completeEnrollment } from './course-completion';
import { countProgress, progressView } from './enrollment-access';
import type { EnrollmentProgress } from './learning.repositories.port';

/** What the server saw of an enrollment, for the domain's percent and completion. */
export function evidenceOf(enrollment: EnrollmentProgress, quiz: { passed: boolean; answeredShare: number } = { passed: false, answeredShare: 0 }): LearningEvidence {
  const { contentData, durationMinutes } = enrollment.material;
  return {
    type: enrollment.contentType,
    partsDone: enrollment.partsDone,
    partCount: partCount(enrollment.contentType, contentData),
    watchedSeconds: enrollment.watch.watchedSeconds,
    durationSeconds: enrollment.contentType === 'video' ? videoDurationSeconds(contentData, durationMinutes) : 0,
    quizPassed: quiz.passed,
    quizAnsweredShare: quiz.answeredShare,
  };
}

export interface SettledProgress {
  progress: ReturnType<typeof progressView>;
  completedNow: boolean;
  xpAward: XpResult | null;
  partsDone: number[];
  watchedSeconds: number;
}

/**
 * Moves the enrollment's percent to what the evidence stands for (never down), completes it the
 * first time the evidence does, and saves it with the teacher's counters. The caller holds the
 * student's and the enrollment's locks, and saves the player when `completedNow` or time was counted.
 */
export async function settleProgress(
  tx: Transaction,
  xp: XpAwarder,
  player: Player,
  enrollment: EnrollmentProgress,
  evidence: LearningEvidence,
  secondsCounted: number,
  now: Date,
): Promise<SettledProgress> {
  const previous = enrollment.percentage;
  enrollment.percentage = nextProgress(previous, evidencePercent(evidence));
  enrollment.lastAccessed = now;
  const completedNow = completesNow(previous, enrollment.percentage, enrollment.completedAt !== null);
  const xpAward = completedNow ? await completeEnrollment(tx, xp, player, enrollment, now) : null;
  await tx.courseProgress.save(enrollment);
  await countProgress(tx, player.userId, enrollment, previous, secondsCounted, now);
  return { progress: progressView(enrollment), completedNow, xpAward, partsDone: enrollment.partsDone, watchedSeconds: enrollment.watch.watchedSeconds };
}
