import { betterQuizScore, isPassing, quizOf, resultsShown, scoreQuiz } from '../../domain/content/quiz';
import { lockPlayer } from '../game/student-access';
import type { XpAwarder } from '../game/xp-awarder';
import type { LeaderboardIndex } from '../leaderboard/leaderboard-index.port';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { lockEnrollment } from './enrollment-access';
import { evidenceOf, settleProgress } from './learning-evidence';
import { NotAQuizError, QuizWithoutQuestionsError } from './learning.errors';

/**
 * Marks a quiz on the server from the teacher's answers, records the attempt and keeps the best
 * score. Progress is the share of questions answered; only an attempt at the pass mark completes
 * the quiz (100 %, the completion XP the first time only). Until then the marking does not reveal
 * the right answers to missed questions.
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
      const quiz = quizOf(enrollment.material.contentData);
      if (!quiz) throw new QuizWithoutQuestionsError();
      const scored = scoreQuiz(quiz.questions, command.answers);
      const score = { score: scored.score, maxScore: scored.maxScore };
      await tx.courseProgress.recordQuizAttempt(player.userId, command.contentId, score, command.answers, now);
      enrollment.quizScore = betterQuizScore(enrollment.quizScore, score);
      const passed = isPassing(scored.percent, quiz.passPercent);
      const revealed = passed || enrollment.completedAt !== null;
      const answeredShare = command.answers.filter((answer) => answer >= 0).length / quiz.questions.length;
      const settled = await settleProgress(tx, this.xp, player, enrollment, evidenceOf(enrollment, { passed, answeredShare }), 0, now);
      if (settled.completedNow) await tx.players.save(player, now);
      return { ...score, percent: scored.percent, passed, passPercent: quiz.passPercent, results: resultsShown(scored.results, revealed), ...settled, creditedSeconds: 0 };
    });
    if (result.completedNow) void this.leaderboard.refresh([command.userId]);
    return result;
  }
}
