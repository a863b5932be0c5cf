import { passesCheck, stepChecksOf } from '../../domain/content/step-check';
import { lockPlayer } from '../game/student-access';
import type { XpAwarder } from '../game/xp-awarder';
import type { LeaderboardIndex } from '../leaderboard/leaderboard-index.port';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { lockEnrollment } from './enrollment-access';
import { evidenceOf, settleProgress } from './learning-evidence';
import { NoSuchStepCheckError } from './learning.errors';

export interface CheckStepCommand {
  userId: number;
  contentId: number;
  /** The step's index in the lesson. */
  stepIndex: number;
  /** The choice's index, or the number typed. */
  answer: number;
}

/**
 * Marks one step of an interactive lesson on the server, from the teacher's check (a choice, or a
 * number within its tolerance). A passed step counts towards the lesson's progress; every step
 * passed completes it once.
 */
export class CheckStepUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly xp: XpAwarder,
    private readonly leaderboard: LeaderboardIndex,
  ) {}

  async execute(command: CheckStepCommand) {
    const now = this.clock.now();
    const result = await this.unitOfWork.run(async (tx) => {
      const player = await lockPlayer(tx, command.userId);
      const enrollment = await lockEnrollment(tx, player.userId, command.contentId);
      const check = enrollment.contentType === 'interactive' ? stepChecksOf(enrollment.material.contentData)[command.stepIndex] : undefined;
      if (!check) throw new NoSuchStepCheckError();
      const correct = passesCheck(check, command.answer);
      if (correct && !enrollment.partsDone.includes(command.stepIndex)) {
        enrollment.partsDone = [...enrollment.partsDone, command.stepIndex].sort((a, b) => a - b);
      }
      const settled = await settleProgress(tx, this.xp, player, enrollment, evidenceOf(enrollment), 0, now);
      if (settled.completedNow) await tx.players.save(player, now);
      return { correct, ...settled, creditedSeconds: 0 };
    });
    if (result.completedNow) void this.leaderboard.refresh([command.userId]);
    return result;
  }
}
