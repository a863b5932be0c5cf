import { evidenceCompletes, evidencePercent, type LearningEvidence } from './learning-evidence';

const none: LearningEvidence = { type: 'document', partsDone: [], partCount: 4, watchedSeconds: 0, durationSeconds: 0, quizPassed: false, quizAnsweredShare: 0 };

describe('progress and completion from evidence (PRODUCT.md)', () => {
  it.each<[string, Partial<LearningEvidence>, number, boolean]>([
    ['a document with 2 of 4 sections read', { partsDone: [0, 2] }, 50, false],
    ['a document with every section read', { partsDone: [0, 1, 2, 3] }, 100, true],
    ['a document with parts beyond its end', { partsDone: [0, 1, 2, 7] }, 75, false],
    ['an empty document', { partCount: 0 }, 0, false],
    ['an interactive item with 1 of 3 steps passed', { type: 'interactive', partCount: 3, partsDone: [1] }, 33, false],
    ['a video at 89 %', { type: 'video', watchedSeconds: 534, durationSeconds: 600 }, 89, false],
    ['a video at 90 %', { type: 'video', watchedSeconds: 540, durationSeconds: 600 }, 100, true],
    ['a video of unknown length', { type: 'video', watchedSeconds: 540 }, 0, false],
    ['a quiz answered in full but failed', { type: 'quiz', quizAnsweredShare: 1 }, 99, false],
    ['a quiz with half answered', { type: 'quiz', quizAnsweredShare: 0.5 }, 50, false],
    ['a passed quiz', { type: 'quiz', quizPassed: true, quizAnsweredShare: 1 }, 100, true],
  ])('%s is at %d %% (complete: %s)', (_, evidence, percent, complete) => {
    expect(evidencePercent({ ...none, ...evidence })).toBe(percent);
    expect(evidenceCompletes({ ...none, ...evidence })).toBe(complete);
  });
});
