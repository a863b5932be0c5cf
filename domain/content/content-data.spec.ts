import fc from 'fast-check';
import { learnerContentData, previewContentData } from './content-data';
import { CONTENT_TYPES } from './content-taxonomy';

const VIDEO = {
  videoUrl: 'https://media.example.org/fractions.mp4',
  chapters: [
    { title: 'Introduction', startSeconds: 0 },
    { title: 'Halves', startSeconds: 95 },
  ],
  transcript: 'Today we slice pizzas.',
};

const QUIZ = {
  passPercent: 60,
  questions: [
    { id: 'q1', prompt: 'What is 2 + 2?', choices: ['4', '3', '5'], answerIndex: 0, explanation: 'Two and two make four.' },
    { id: 'q2', prompt: 'The red planet?', choices: ['Venus', 'Mars'], answerIndex: 1, explanation: 'Iron oxide.' },
  ],
};

const DOCUMENT = {
  sections: [
    { heading: 'Cells', body: 'Every living thing...\n\nis made of cells.' },
    { heading: 'Organs', body: 'Cells make tissues.' },
  ],
};

const INTERACTIVE = {
  steps: [
    { title: 'Mix', instruction: 'Pour red into yellow.', task: { prompt: 'Which colour?', choices: ['orange', 'green'], answerIndex: 0 } },
    { title: 'Look', instruction: 'Look at the colour wheel.' },
  ],
};

describe('contentData for the teacher and enrolled students: everything but the answers', () => {
  it.each([
    ['video', VIDEO, VIDEO],
    [
      'quiz',
      QUIZ,
      {
        passPercent: 60,
        questions: [
          { id: 'q1', prompt: 'What is 2 + 2?', choices: ['4', '3', '5'] },
          { id: 'q2', prompt: 'The red planet?', choices: ['Venus', 'Mars'] },
        ],
      },
    ],
    ['document', DOCUMENT, DOCUMENT],
    [
      'interactive',
      INTERACTIVE,
      {
        steps: [
          { title: 'Mix', instruction: 'Pour red into yellow.', task: { prompt: 'Which colour?', choices: ['orange', 'green'] } },
          { title: 'Look', instruction: 'Look at the colour wheel.' },
        ],
      },
    ],
  ] as const)('%s', (type, stored, shown) => {
    expect(learnerContentData(type, stored)).toEqual(shown);
  });
});

describe('the preview for everyone else (spec §2)', () => {
  it.each([
    ['video: its address and chapters, no transcript', 'video', VIDEO, { videoUrl: VIDEO.videoUrl, chapters: VIDEO.chapters }],
    ['quiz: the first question only', 'quiz', QUIZ, { passPercent: 60, questions: [{ id: 'q1', prompt: 'What is 2 + 2?', choices: ['4', '3', '5'] }] }],
    ['document: the first section only', 'document', DOCUMENT, { sections: [DOCUMENT.sections[0]] }],
    [
      'interactive: the first step only, without its answer',
      'interactive',
      INTERACTIVE,
      { steps: [{ title: 'Mix', instruction: 'Pour red into yellow.', task: { prompt: 'Which colour?', choices: ['orange', 'green'] } }] },
    ],
  ] as const)('%s', (_, type, stored, shown) => {
    expect(previewContentData(type, stored)).toEqual(shown);
  });

  it.each([
    ['video', null, { chapters: [] }],
    ['quiz', { questions: 'none' }, { questions: [] }],
    ['document', [1, 2], { sections: [] }],
    ['interactive', { steps: [null, 'text'] }, { steps: [{}] }],
  ] as const)('a malformed %s gives an empty shape, never an error', (type, stored, shown) => {
    expect(JSON.parse(JSON.stringify(previewContentData(type, stored)))).toEqual(shown);
  });
});

describe('no answer ever leaves', () => {
  const anything = fc.anything({ withObjectString: false });
  const answerKeys = /"(answerIndex|explanation)"/;

  it('whatever was stored, neither the full data nor the preview holds an answer key', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTENT_TYPES),
        fc.record({
          questions: fc.array(fc.record({ prompt: fc.string(), answerIndex: fc.integer(), explanation: fc.string(), extra: anything })),
          steps: fc.array(fc.record({ title: fc.string(), answerIndex: fc.integer(), task: fc.record({ answerIndex: fc.integer(), explanation: fc.string() }) })),
          sections: fc.array(fc.record({ heading: fc.string(), body: fc.string(), explanation: fc.string() })),
          chapters: fc.array(fc.record({ title: fc.string(), answerIndex: fc.integer() })),
        }),
        (type, stored) => {
          expect(JSON.stringify(learnerContentData(type, stored))).not.toMatch(answerKeys);
          expect(JSON.stringify(previewContentData(type, stored))).not.toMatch(answerKeys);
        },
      ),
    );
  });
});
