import { AnswerCountError, betterQuizScore, DEFAULT_PASS_PERCENT, isPassing, quizOf, resultsShown, scoreQuiz } from './quiz';

const quiz = {
  passPercent: 60,
  questions: [
    { id: 'q1', prompt: '2 + 2?', choices: ['4', '3', '5'], answerIndex: 0, explanation: 'Four.' },
    { id: 'q2', prompt: 'Red planet?', choices: ['Venus', 'Mars', 'Jupiter'], answerIndex: 1, explanation: 'Mars.' },
    { id: 'q3', prompt: 'H2O?', choices: ['salt', 'air', 'water'], answerIndex: 2 },
  ],
};
const { questions } = quizOf(quiz)!;

describe('scoring a quiz on the server', () => {
  it.each([
    [[0, 1, 2], 3, 100],
    [[0, 1, 0], 2, 67],
    [[2, 0, 1], 0, 0],
    [[-1, -1, 2], 1, 33], // -1 is no answer
    [[0, 7, 2], 2, 67], // an index beyond the choices is simply wrong
  ])('answers %j score %i of 3 (%i %%)', (answers, score, percent) => {
    const scored = scoreQuiz(questions, answers);
    expect(scored).toMatchObject({ score, maxScore: 3, percent });
  });

  it('tells each question the chosen and the right index, and the explanation', () => {
    expect(scoreQuiz(questions, [0, 1, 0]).results).toEqual([
      { questionId: 'q1', chosenIndex: 0, correctIndex: 0, correct: true, explanation: 'Four.' },
      { questionId: 'q2', chosenIndex: 1, correctIndex: 1, correct: true, explanation: 'Mars.' },
      { questionId: 'q3', chosenIndex: 0, correctIndex: 2, correct: false, explanation: null },
    ]);
  });

  it('reveals a missed question’s answer and explanation only once the quiz was passed', () => {
    const { results } = scoreQuiz(questions, [0, 2, 0]);
    expect(resultsShown(results, false)).toEqual([
      { questionId: 'q1', chosenIndex: 0, correctIndex: 0, correct: true, explanation: 'Four.' },
      { questionId: 'q2', chosenIndex: 2, correctIndex: null, correct: false, explanation: null },
      { questionId: 'q3', chosenIndex: 0, correctIndex: null, correct: false, explanation: null },
    ]);
    expect(resultsShown(results, true)).toEqual(results);
  });

  it.each([[[]], [[0, 1]], [[0, 1, 2, 3]]])('refuses %j: one answer per question', (answers) => {
    expect(() => scoreQuiz(questions, answers)).toThrow(AnswerCountError);
    expect(() => scoreQuiz(questions, answers)).toThrow('answers must hold exactly 3 answers, one per question');
  });

  it.each([
    [60, 60, true],
    [59, 60, false],
    [100, 100, true],
  ])('%i %% against a pass mark of %i passes: %p', (percent, pass, passed) => {
    expect(isPassing(percent, pass)).toBe(passed);
  });
});

describe("reading a quiz from the teacher's contentData", () => {
  it('keeps the pass mark, or uses 60 %', () => {
    expect(quizOf(quiz)?.passPercent).toBe(60);
    expect(quizOf({ questions: quiz.questions })?.passPercent).toBe(DEFAULT_PASS_PERCENT);
    expect(quizOf({ passPercent: 250, questions: quiz.questions })?.passPercent).toBe(DEFAULT_PASS_PERCENT);
  });

  it('names a question without an id by its position', () => {
    expect(quizOf({ questions: [{ choices: ['a', 'b'], answerIndex: 1 }] })?.questions[0].id).toBe('q1');
  });

  it.each([
    [null],
    [{}],
    [{ questions: [] }],
    [{ questions: 'many' }],
    [{ questions: [{ choices: ['a'], answerIndex: 'a' }] }],
    [{ questions: [{ answerIndex: 0 }] }],
  ])('%j is no quiz', (data) => {
    expect(quizOf(data)).toBeNull();
  });
});

describe('the best attempt is kept', () => {
  it.each([
    [null, { score: 1, maxScore: 3 }, { score: 1, maxScore: 3 }],
    [{ score: 1, maxScore: 3 }, { score: 2, maxScore: 3 }, { score: 2, maxScore: 3 }],
    [{ score: 2, maxScore: 3 }, { score: 1, maxScore: 3 }, { score: 2, maxScore: 3 }],
    [{ score: 2, maxScore: 4 }, { score: 2, maxScore: 3 }, { score: 2, maxScore: 3 }], // by share, after the quiz changed
    [{ score: 2, maxScore: 3 }, { score: 2, maxScore: 3 }, { score: 2, maxScore: 3 }],
  ])('best %j, attempt %j: keeps %j', (best, attempt, kept) => {
    expect(betterQuizScore(best, attempt)).toEqual(kept);
  });
});
