import { describe, expect, it } from '@jest/globals';
import { previewQuizAttempt, previewStepCheck } from './preview-answers';

const quiz = { passPercent: 50, questions: [{ prompt: 'A', choices: ['x', 'y'], answerIndex: 1, explanation: 'Because' }, { prompt: 'B', choices: ['x', 'y'], answerIndex: 0 }] };

describe("the student preview's answers", () => {
  it('marks a quiz with the server rules, with no XP and no progress', () => {
    const result = previewQuizAttempt(quiz, [1, 1]);
    expect(result).toMatchObject({ score: 1, maxScore: 2, percent: 50, passed: true, passPercent: 50, xpAward: null, completedNow: false });
    expect(result.results.map((entry) => entry.questionId)).toEqual(['q1', 'q2']);
  });

  it('keeps a missed answer back until the quiz is passed, as for a student', () => {
    const result = previewQuizAttempt(quiz, [0, 1]);
    expect(result.passed).toBe(false);
    expect(result.results[0]).toMatchObject({ correct: false, correctIndex: null, explanation: null });
  });

  it('checks a step and counts it as passed only when right', () => {
    const steps = { steps: [{ title: 'T', instruction: 'I', task: { kind: 'number', prompt: 'P', answer: 10, tolerance: 0.5 } }] };
    expect(previewStepCheck(steps, 0, 10.4, [])).toMatchObject({ correct: true, partsDone: [0], xpAward: null });
    expect(previewStepCheck(steps, 0, 11, [])).toMatchObject({ correct: false, partsDone: [] });
  });
});
