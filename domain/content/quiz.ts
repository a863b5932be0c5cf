import { DomainError } from '../shared/domain-error';

/** The pass mark when a quiz does not name its own. */
export const DEFAULT_PASS_PERCENT = 60;

export interface QuizQuestion {
  id: string;
  choices: number;
  answerIndex: number;
  explanation: string | null;
}

export interface Quiz {
  passPercent: number;
  questions: QuizQuestion[];
}

export interface QuestionResult {
  questionId: string;
  /** The index the student chose; -1 when they chose none. */
  chosenIndex: number;
  /** The right index; null while a missed question is not revealed (see resultsShown). */
  correctIndex: number | null;
  correct: boolean;
  explanation: string | null;
}

export interface QuizScore {
  score: number;
  maxScore: number;
}

export interface ScoredQuiz extends QuizScore {
  percent: number;
  results: QuestionResult[];
}

export class AnswerCountError extends DomainError {
  readonly code = 'VALIDATION_FAILED';
  constructor(readonly expected: number) {
    const message = `answers must hold exactly ${expected} ${expected === 1 ? 'answer' : 'answers'}, one per question`;
    super(message, { answers: message });
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The questions of a quiz's contentData (`{ passPercent, questions: [{ id, choices, answerIndex,
 * explanation }] }`); null when it holds no question that can be marked.
 */
export function quizOf(contentData: unknown): Quiz | null {
  if (!isRecord(contentData) || !Array.isArray(contentData.questions)) return null;
  const questions = contentData.questions.map((question, index): QuizQuestion | null => {
    if (!isRecord(question) || !Array.isArray(question.choices) || !Number.isInteger(question.answerIndex)) return null;
    return {
      id: typeof question.id === 'string' && question.id !== '' ? question.id : `q${index + 1}`,
      choices: question.choices.length,
      answerIndex: question.answerIndex as number,
      explanation: typeof question.explanation === 'string' ? question.explanation : null,
    };
  });
  if (questions.length === 0 || questions.some((question) => question === null)) return null;
  const pass = contentData.passPercent;
  const passPercent = typeof pass === 'number' && pass >= 0 && pass <= 100 ? pass : DEFAULT_PASS_PERCENT;
  return { passPercent, questions: questions as QuizQuestion[] };
}

/** Marks one answer per question (an index, or -1 for none): one point for each right answer. */
export function scoreQuiz(questions: readonly QuizQuestion[], answers: readonly number[]): ScoredQuiz {
  if (answers.length !== questions.length) throw new AnswerCountError(questions.length);
  const results = questions.map((question, index) => ({
    questionId: question.id,
    chosenIndex: answers[index],
    correctIndex: question.answerIndex,
    correct: answers[index] === question.answerIndex,
    explanation: question.explanation,
  }));
  const score = results.filter((result) => result.correct).length;
  const maxScore = questions.length;
  return { score, maxScore, percent: maxScore > 0 ? Math.round((score / maxScore) * 100) : 0, results };
}

/**
 * What an attempt's marking shows: everything once the quiz was passed; before that, which answers
 * were right, but not the right answer to a missed question nor its explanation, so that a blank
 * attempt cannot be turned into a perfect one.
 */
export function resultsShown(results: readonly QuestionResult[], passed: boolean): QuestionResult[] {
  return results.map((result) => (passed || result.correct ? { ...result } : { ...result, correctIndex: null, explanation: null }));
}

export function isPassing(percent: number, passPercent: number): boolean {
  return percent >= passPercent;
}

/** The better of the kept best score and a new attempt, by share of points; a tie keeps the earlier one. */
export function betterQuizScore(best: QuizScore | null, attempt: QuizScore): QuizScore {
  if (!best || best.maxScore <= 0) return attempt;
  return attempt.score * best.maxScore > best.score * attempt.maxScore ? attempt : best;
}
