import { isPassing, quizOf, resultsShown, scoreQuiz } from '../../../../../domain/content/quiz';
import { passesCheck, stepChecksOf } from '../../../../../domain/content/step-check';
import type { CourseProgress, QuizAttemptResult, StepCheckResult } from '../../../api/content-api';
import { teacherTexts } from '../../../i18n/teacher';

/** A report that recorded nothing: the preview's answers carry no progress, time or reward. */
const NOTHING_RECORDED = {
  progress: { percentage: 0, lastAccessed: null, timeSpent: 0, currentPosition: 0, completedAt: null } satisfies CourseProgress,
  completedNow: false,
  xpAward: null,
  creditedSeconds: 0,
  watchedSeconds: 0,
};

/**
 * A quiz attempt marked in the browser with the server's own rules (domain/content/quiz.ts) from the
 * answers the teacher wrote: the same results a student gets, without XP or progress.
 */
export function previewQuizAttempt(authored: unknown, answers: number[]): QuizAttemptResult {
  const quiz = quizOf(authored);
  if (!quiz) throw new Error(teacherTexts.form.materialProblems.noAnsweredQuestion);
  const scored = scoreQuiz(quiz.questions, answers);
  const passed = isPassing(scored.percent, quiz.passPercent);
  return { ...NOTHING_RECORDED, partsDone: [], score: scored.score, maxScore: scored.maxScore, percent: scored.percent, passed, passPercent: quiz.passPercent, results: resultsShown(scored.results, passed) };
}

/** A step's answer checked in the browser with the server's rule (domain/content/step-check.ts). */
export function previewStepCheck(authored: unknown, index: number, answer: number, passed: readonly number[]): StepCheckResult {
  const check = stepChecksOf(authored)[index];
  const correct = check ? passesCheck(check, answer) : false;
  const partsDone = correct && !passed.includes(index) ? [...passed, index] : [...passed];
  return { ...NOTHING_RECORDED, partsDone, correct };
}
