import { boundSecondsSpent, completesNow, nextProgress } from '../../domain/content/progress';
import { lockPlayer } from '../game/student-access';
import type { XpAwarder, XpResult } from '../game/xp-awarder';
import type { LeaderboardIndex } from '../leaderboard/leaderboard-index.port';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { completeEnrollment } from './course-completion';
import { countProgress, lockEnrollment, progressView } from './enrollment-access';
import { recordStudyTime } from './study-time';

export interface UpdateProgressCommand {
  userId: number;
  contentId: number;
  percentage?: number;
  currentPosition?: number;
  /** Seconds since the last update, as the client reports them; at most 3600 count. */
  timeSpent?: number;
  /** The x-device-type header, as sent. */
  deviceType?: unknown;
}

/**
 * A student's progress report on a course: percent never goes down, time adds to the day's and the
 * lifetime study time, and the first arrival at 100 % completes the course once.
 */
export class UpdateProgressUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly xp: XpAwarder,
    private readonly leaderboard: LeaderboardIndex,
  ) {}

  async execute(command: UpdateProgressCommand) {
    const now = this.clock.now();
    const result = await this.unitOfWork.run(async (tx) => {
      const player = await lockPlayer(tx, command.userId);
      const enrollment = await lockEnrollment(tx, player.userId, command.contentId);
      const previous = enrollment.percentage;
      const seconds = boundSecondsSpent(command.timeSpent ?? 0);
      if (command.percentage !== undefined) enrollment.percentage = Math.floor(nextProgress(previous, command.percentage));
      if (command.currentPosition !== undefined) enrollment.currentPosition = command.currentPosition;
      enrollment.timeSpentSeconds += seconds;
      enrollment.lastAccessed = now;
      await recordStudyTime(tx, player, enrollment.contentId, seconds, command.deviceType, now);
      const completedNow = completesNow(previous, enrollment.percentage, enrollment.completedAt !== null);
      const xpAward: XpResult | null = completedNow ? await completeEnrollment(tx, this.xp, player, enrollment, now) : null;
      await tx.courseProgress.save(enrollment);
      await countProgress(tx, player.userId, enrollment, previous, seconds, now);
      if (seconds > 0 || completedNow) await tx.players.save(player, now);
      return { progress: progressView(enrollment), completedNow, xpAward };
    });
    if (result.completedNow) void this.leaderboard.refresh([command.userId]);
    return result;
  }
}
