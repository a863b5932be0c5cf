import { partReadingSeconds, videoDurationSeconds } from '../../domain/content/content-parts';
import { readParts } from '../../domain/content/part-reading';
import { watchVideo } from '../../domain/content/video-watch';
import { lockPlayer } from '../game/student-access';
import type { XpAwarder } from '../game/xp-awarder';
import type { LeaderboardIndex } from '../leaderboard/leaderboard-index.port';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { lockEnrollment } from './enrollment-access';
import { evidenceOf, settleProgress } from './learning-evidence';
import type { EnrollmentProgress } from './learning.repositories.port';
import { creditStudy, recordStudyTime } from './study-time';

export interface UpdateProgressCommand {
  userId: number;
  contentId: number;
  /** The client's percent: a hint that never raises progress past what the server saw. */
  percentage?: number;
  /** Seconds into a video, or the index of the section or step on screen. */
  currentPosition?: number;
  /** Seconds of study since the last update, as the client counts them: credited within real time. */
  timeSpent?: number;
  /** The x-device-type header, as sent. */
  deviceType?: unknown;
}

/** What the update shows the server of the item itself: a video's position, the part on screen. */
function observe(enrollment: EnrollmentProgress, position: number | undefined, now: Date, previousUpdateAt: Date | null): void {
  const { contentData, durationMinutes } = enrollment.material;
  if (enrollment.contentType === 'video') {
    if (position !== undefined) enrollment.watch = watchVideo(enrollment.watch, position, now, previousUpdateAt, videoDurationSeconds(contentData, durationMinutes));
    return;
  }
  if (enrollment.contentType === 'quiz') return;
  const seconds = partReadingSeconds(enrollment.contentType, contentData);
  const reading = readParts({ partsDone: enrollment.partsDone, open: enrollment.openPart }, position, now, (index) => seconds[index] ?? null);
  enrollment.partsDone = reading.partsDone;
  enrollment.openPart = reading.open;
}

/**
 * A student's progress report on a course. The server credits what it saw: study time within the
 * real time since the item's last update (one item's clock at a time, never past the local day),
 * a video's position as fast as 2× playback allows, a section once it stayed open for its reading
 * time. The percent follows from that, and the first complete evidence completes the course once.
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
      const credit = await creditStudy(tx, player, enrollment, command.timeSpent ?? 0, now);
      observe(enrollment, command.currentPosition, now, credit.sessionOpened ? null : enrollment.clockAt);
      enrollment.clockAt = credit.itemClockAt;
      if (command.currentPosition !== undefined) enrollment.currentPosition = command.currentPosition;
      enrollment.timeSpentSeconds += credit.seconds;
      await recordStudyTime(tx, player, enrollment.contentId, credit.seconds, command.deviceType, now);
      const settled = await settleProgress(tx, this.xp, player, enrollment, evidenceOf(enrollment), credit.seconds, now);
      if (credit.seconds > 0 || settled.completedNow) await tx.players.save(player, now);
      return { ...settled, creditedSeconds: credit.seconds };
    });
    if (result.completedNow) void this.leaderboard.refresh([command.userId]);
    return result;
  }
}
