import { completesNow, nextProgress } from '../../domain/content/progress';
import { betterQuizScore, isPassing, quizOf, scoreQuiz } from '../../domain/content/quiz';
import { lockPlayer } from '../game/student-access';
import type { XpAwarder } from '../game/xp-awarder';
import type { LeaderboardIndex } from '../leaderboard/leaderboard-index.port';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { completeEnrollment } from './course-completion';
import { countProgress, lockEnrollment, progressView } from './enrollment-access';
import { NotAQuizError, QuizWithoutQuestionsError } from './learning.errors';

/**
 * Marks a quiz on the server from the teacher's answers, records the attempt, keeps the best score,
 * and completes the quiz (100 %, the completion XP the first time only).
 */
export class SubmitQuizAttemptUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly xp: XpAwarder,
    private readonly leaderboard: LeaderboardIndex,
  ) {}

  async execute(command: { userId: number; contentId: number; answers: number[] }) {
    const now = this.clock.now();
    const result = await this.unitOfWork.run(async (tx) => {
      const player = await lockPlayer(tx, command.userId);
      const enrollment = await lockEnrollment(tx, player.userId, command.contentId);
      if (enrollment.contentType !== 'quiz') throw new NotAQuizError();
      const quiz = quizOf(await tx.courseProgress.contentData(command.contentId));
      if (!quiz) throw new QuizWithoutQuestionsError();
      const scored = scoreQuiz(quiz.questions, command.answers);
      const score = { score: scored.score, maxScore: scored.maxScore };
      await tx.courseProgress.recordQuizAttempt(player.userId, command.contentId, score, command.answers, now);
      const previous = enrollment.percentage;
      enrollment.quizScore = betterQuizScore(enrollment.quizScore, score);
      enrollment.percentage = nextProgress(previous, 100);
      enrollment.lastAccessed = now;
      const completedNow = completesNow(previous, enrollment.percentage, enrollment.completedAt !== null);
      const xpAward = completedNow ? await completeEnrollment(tx, this.xp, player, enrollment, now) : null;
      await tx.courseProgress.save(enrollment);
      await countProgress(tx, player.userId, enrollment, previous, 0, now);
      if (completedNow) await tx.players.save(player, now);
      return {
        ...score,
        percent: scored.percent,
        passed: isPassing(scored.percent, quiz.passPercent),
        results: scored.results,
        progress: progressView(enrollment),
        completedNow,
        xpAward,
      };
    });
    if (result.completedNow) void this.leaderboard.refresh([command.userId]);
    return result;
  }
}
