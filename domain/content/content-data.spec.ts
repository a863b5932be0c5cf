import fc from 'fast-check';
import { contentDataProblems, learnerContentData, previewContentData, storedHandout, storedVideoKey } from './content-data';
import type { FieldProblem } from '../shared/field-problem';
import { CONTENT_TYPES } from './content-taxonomy';

const VIDEO = {
  videoUrl: 'https://media.example.org/fractions.mp4',
  durationSeconds: 596,
  chapters: [
    { title: 'Introduction', startSeconds: 0 },
    { title: 'Halves', startSeconds: 95 },
    { title: 'Quarters', startSeconds: 120 },
  ],
  transcript: 'Today we slice pizzas.',
};

const STORED_VIDEO = { mediaKey: 'fractions-intro.mp4', durationSeconds: 300, chapters: VIDEO.chapters, transcript: VIDEO.transcript };

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
    { title: 'Weigh', instruction: 'Weight is mass times g.', task: { kind: 'number', prompt: 'What does 2 kg weigh on Earth?', answer: 19.6, tolerance: 0.5, unit: 'N' } },
    { title: 'Pick', instruction: 'Choose.', task: { kind: 'choice', prompt: 'Which?', choices: ['a', 'b'], answerIndex: 1 } },
  ],
};

describe('contentData for the teacher and enrolled students: everything but the answers', () => {
  it.each([
    ['video', VIDEO, VIDEO],
    ['video', STORED_VIDEO, { durationSeconds: 300, chapters: VIDEO.chapters, transcript: VIDEO.transcript }],
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
          { title: 'Mix', instruction: 'Pour red into yellow.', task: { kind: 'choice', prompt: 'Which colour?', choices: ['orange', 'green'] } },
          { title: 'Look', instruction: 'Look at the colour wheel.' },
          { title: 'Weigh', instruction: 'Weight is mass times g.', task: { kind: 'number', prompt: 'What does 2 kg weigh on Earth?', unit: 'N' } },
          { title: 'Pick', instruction: 'Choose.', task: { kind: 'choice', prompt: 'Which?', choices: ['a', 'b'] } },
        ],
      },
    ],
  ] as const)('%s', (type, stored, shown) => {
    expect(learnerContentData(type, stored)).toEqual(shown);
  });
});

describe('the preview for everyone else (spec §2)', () => {
  const firstTwoMinutes = VIDEO.chapters.slice(0, 2);

  it.each([
    ['free video: its address, length and the chapters of the first 120 seconds, no transcript', 'video', false, VIDEO, { videoUrl: VIDEO.videoUrl, durationSeconds: 596, chapters: firstTwoMinutes }],
    ['paid video: its length and the chapters of the first 120 seconds, never its address', 'video', true, VIDEO, { durationSeconds: 596, chapters: firstTwoMinutes }],
    ['stored video: its length and the chapters of the first 120 seconds, never its key', 'video', false, STORED_VIDEO, { durationSeconds: 300, chapters: firstTwoMinutes }],
    ['quiz: the first question only', 'quiz', true, QUIZ, { passPercent: 60, questions: [{ id: 'q1', prompt: 'What is 2 + 2?', choices: ['4', '3', '5'] }] }],
    ['document: the first section only', 'document', true, DOCUMENT, { sections: [DOCUMENT.sections[0]] }],
    [
      'interactive: the first step only, without its answer',
      'interactive',
      true,
      INTERACTIVE,
      { steps: [{ title: 'Mix', instruction: 'Pour red into yellow.', task: { kind: 'choice', prompt: 'Which colour?', choices: ['orange', 'green'] } }] },
    ],
  ] as const)('%s', (_, type, paid, stored, shown) => {
    expect(previewContentData(type, stored, { paid })).toEqual(shown);
  });

  it.each([
    ['video', null, { chapters: [] }],
    ['video', { chapters: [null, { title: 'x', startSeconds: '5' }] }, { chapters: [] }],
    ['quiz', { questions: 'none' }, { questions: [] }],
    ['document', [1, 2], { sections: [] }],
    ['interactive', { steps: [null, 'text'] }, { steps: [{}] }],
  ] as const)('a malformed %s gives an empty shape, never an error', (type, stored, shown) => {
    expect(JSON.parse(JSON.stringify(previewContentData(type, stored, { paid: true })))).toEqual(shown);
  });
});

describe('no answer ever leaves', () => {
  const anything = fc.anything({ withObjectString: false });
  const answerKeys = /"(answerIndex|explanation|answer|tolerance)"/;
  const task = fc.record({ kind: fc.constantFrom('choice', 'number', undefined, 7), answerIndex: fc.integer(), answer: fc.double(), tolerance: fc.double(), explanation: fc.string() });

  it('whatever was stored, neither the full data nor the preview holds an answer key, and a paid preview no video address', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTENT_TYPES),
        fc.boolean(),
        fc.record({
          videoUrl: fc.string(),
          mediaKey: fc.string(),
          questions: fc.array(fc.record({ prompt: fc.string(), answerIndex: fc.integer(), explanation: fc.string(), extra: anything })),
          steps: fc.array(fc.record({ title: fc.string(), answerIndex: fc.integer(), answer: fc.integer(), task })),
          sections: fc.array(fc.record({ heading: fc.string(), body: fc.string(), explanation: fc.string() })),
          chapters: fc.array(fc.record({ title: fc.string(), answerIndex: fc.integer() })),
        }),
        (type, paid, stored) => {
          expect(JSON.stringify(learnerContentData(type, stored))).not.toMatch(answerKeys);
          expect(learnerContentData(type, stored)).not.toHaveProperty('mediaKey');
          const preview = previewContentData(type, stored, { paid });
          expect(JSON.stringify(preview)).not.toMatch(answerKeys);
          expect(preview).not.toHaveProperty('mediaKey');
          if (paid) expect(preview).not.toHaveProperty('videoUrl');
        },
      ),
    );
  });
});

describe('the formats of a video and of an interactive task', () => {
  const step = (task: unknown) => ({ steps: [{ title: 'T', instruction: 'I', task }] });

  it.each([
    ['video', { videoUrl: VIDEO.videoUrl, durationSeconds: 1 }],
    ['video', VIDEO],
    ['video', STORED_VIDEO],
    ['video', { mediaKey: 'a.mp4' }],
    ['interactive', INTERACTIVE],
    ['interactive', step({ kind: 'number', prompt: 'Solve 3x = 21.', answer: 7 })],
    ['interactive', step({ kind: 'number', prompt: 'g on the Moon?', answer: -1.62, tolerance: 0.05, unit: 'm/s²' })],
    ['interactive', step({ kind: 'number', prompt: 'Far', answer: 1e9, tolerance: 0 })],
  ] as const)('%s: %j is valid', (type, data) => {
    expect(contentDataProblems(type, data)).toEqual({});
  });

  it.each([
    [{ ...VIDEO, durationSeconds: 0 }, 'contentData.durationSeconds', { code: 'outOfRange', expected: 'integer', min: 1, max: 86400 }],
    [{ ...VIDEO, durationSeconds: 90.5 }, 'contentData.durationSeconds', { code: 'outOfRange', expected: 'integer', min: 1, max: 86400 }],
    [{ ...VIDEO, durationSeconds: 86_401 }, 'contentData.durationSeconds', { code: 'outOfRange', expected: 'integer', min: 1, max: 86400 }],
    [{ ...VIDEO, durationSeconds: 120 }, 'contentData.chapters[2].startSeconds', { code: 'afterVideoEnd', seconds: 120 }],
    [{ chapters: [] }, 'contentData.videoUrl', { code: 'required' }],
    [
      { ...STORED_VIDEO, videoUrl: VIDEO.videoUrl },
      'contentData.mediaKey',
      { code: 'oneVideoSource' },
    ],
    ...['../secret.mp4', 'videos/intro.mp4', 'Intro.mp4', 'intro.webm', 'intro.mp4.exe', `${'a'.repeat(64)}.mp4`, 42, ''].map(
      (mediaKey): [object, string, FieldProblem] => [
        { ...STORED_VIDEO, mediaKey },
        'contentData.mediaKey',
        { code: 'badFormat' },
      ],
    ),
  ])('video: %j → %s', (data, field, problem) => {
    expect(contentDataProblems('video', data)).toMatchObject({ [field]: problem });
  });

  it.each([
    [{ kind: 'slider', prompt: 'p' }, 'contentData.steps[0].task.kind', { code: 'notOneOf', allowed: ['choice', 'number'] }],
    [{ kind: 'number', prompt: 'p' }, 'contentData.steps[0].task.answer', { code: 'required' }],
    [{ kind: 'number', prompt: 'p', answer: '7' }, 'contentData.steps[0].task.answer', { code: 'outOfRange', expected: 'number', min: -1000000000, max: 1000000000 }],
    [{ kind: 'number', prompt: 'p', answer: 2e9 }, 'contentData.steps[0].task.answer', { code: 'outOfRange', expected: 'number', min: -1000000000, max: 1000000000 }],
    [{ kind: 'number', prompt: 'p', answer: 7, tolerance: -0.5 }, 'contentData.steps[0].task.tolerance', { code: 'outOfRange', expected: 'number', min: 0, max: 1000000000 }],
    [{ kind: 'number', prompt: 'p', answer: 7, unit: 'metres per second squared' }, 'contentData.steps[0].task.unit', { code: 'tooLong', max: 20 }],
    [{ kind: 'number', prompt: '', answer: 7 }, 'contentData.steps[0].task.prompt', { code: 'tooShort', min: 1 }],
    [{ kind: 'number', prompt: 'p', answer: 7, choices: ['a', 'b'] }, 'contentData.steps[0].task.choices', { code: 'notAllowed' }],
    [{ kind: 'choice', prompt: 'p', answer: 7 }, 'contentData.steps[0].task.answer', { code: 'notAllowed' }],
    [{ kind: 'choice', prompt: 'p', choices: ['a', 'b'] }, 'contentData.steps[0].task.answerIndex', { code: 'required' }],
    ['7', 'contentData.steps[0].task', { code: 'wrongType', expected: 'object' }],
  ])('interactive task %j → %s', (task, field, problem) => {
    expect(contentDataProblems('interactive', step(task))).toMatchObject({ [field]: problem });
  });
});

describe('the stored file a video plays', () => {
  it.each([
    ['video', STORED_VIDEO, 'fractions-intro.mp4'],
    ['video', VIDEO, null],
    ['video', { mediaKey: '../../jwt-secret' }, null],
    ['video', { mediaKey: 'intro.webm' }, null],
    ['video', null, null],
    ['document', { mediaKey: 'fractions-intro.mp4', sections: [] }, null],
  ] as const)('%s %j → %s', (type, data, key) => {
    expect(storedVideoKey(type, data)).toBe(key);
  });
});

describe("a document's handout: a stored PDF whose key never leaves", () => {
  const HANDOUT = { mediaKey: '0123456789abcdef0123456789abcdef.pdf', title: 'Cells, on one page' };
  const WITH_HANDOUT = { ...DOCUMENT, handout: HANDOUT };

  it('is a valid part of a document, and neither a learner read nor a preview shows its key', () => {
    expect(contentDataProblems('document', WITH_HANDOUT)).toEqual({});
    expect(learnerContentData('document', WITH_HANDOUT)).toEqual(DOCUMENT);
    expect(previewContentData('document', WITH_HANDOUT, { paid: false })).toEqual({ sections: [DOCUMENT.sections[0]] });
  });

  it.each([
    [{ title: 'Sheet' }, 'contentData.handout.mediaKey', { code: 'required' }],
    [{ mediaKey: 'sheet.png', title: 'Sheet' }, 'contentData.handout.mediaKey', { code: 'badFormat' }],
    [{ mediaKey: '../sheet.pdf', title: 'Sheet' }, 'contentData.handout.mediaKey', { code: 'badFormat' }],
    [{ mediaKey: 'sheet.pdf' }, 'contentData.handout.title', { code: 'required' }],
    [{ mediaKey: 'sheet.pdf', title: ' ' }, 'contentData.handout.title', { code: 'tooShort', min: 1 }],
    [{ mediaKey: 'sheet.pdf', title: 'x'.repeat(501) }, 'contentData.handout.title', { code: 'tooLong', max: 500 }],
    [{ mediaKey: 'sheet.pdf', title: 'Sheet', url: 'https://x.org/a.pdf' }, 'contentData.handout.url', { code: 'notAllowed' }],
    ['sheet.pdf', 'contentData.handout', { code: 'wrongType', expected: 'object' }],
  ])('%j → %s', (handout, field, problem) => {
    expect(contentDataProblems('document', { ...DOCUMENT, handout })).toMatchObject({ [field]: problem });
  });

  it('is no part of the other formats', () => {
    expect(contentDataProblems('quiz', { ...QUIZ, handout: HANDOUT })).toMatchObject({ 'contentData.handout': { code: 'notAllowed' } });
  });

  it.each([
    ['document', WITH_HANDOUT, HANDOUT],
    ['document', DOCUMENT, null],
    ['document', { ...DOCUMENT, handout: { mediaKey: 'sheet.png', title: 'Sheet' } }, null],
    ['document', { ...DOCUMENT, handout: { mediaKey: 'sheet.pdf' } }, null],
    ['video', { ...STORED_VIDEO, handout: HANDOUT }, null],
  ] as const)('the handout of a %s %j is %j', (type, data, handout) => {
    expect(storedHandout(type, data)).toEqual(handout);
  });
});
