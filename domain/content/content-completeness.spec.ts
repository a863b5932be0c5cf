import { ContentIncompleteError, assertPublishable, missingForPublishing } from './content-completeness';
import { CONTENT_TYPES } from './content-taxonomy';

const QUESTION = { prompt: 'What is 2 + 2?', choices: ['4', '3'], answerIndex: 0 };
const SECTION = { heading: 'Cells', body: 'Every living thing is made of cells.' };
const CHECKED_STEP = { title: 'Mix', instruction: 'Pour red into yellow.', task: { prompt: 'Which colour?', choices: ['orange', 'green'], answerIndex: 0 } };
const PLAIN_STEP = { title: 'Look', instruction: 'Look at the colour wheel.' };

describe('what a content lacks before it may be published', () => {
  describe('a quiz needs a question with a correct answer', () => {
    it.each([
      ['no material', {}],
      ['no questions', { questions: [] }],
      ['a question without an answer', { questions: [{ prompt: 'Why?', choices: ['a', 'b'] }] }],
      ['an answer past the choices', { questions: [{ ...QUESTION, answerIndex: 2 }] }],
      ['a negative answer', { questions: [{ ...QUESTION, answerIndex: -1 }] }],
      ['an answer that is not a whole number', { questions: [{ ...QUESTION, answerIndex: 0.5 }] }],
      ['an answer as text', { questions: [{ ...QUESTION, answerIndex: '0' }] }],
      ['no choices', { questions: [{ prompt: 'Why?', answerIndex: 0 }] }],
      ['questions that are not a list', { questions: QUESTION }],
      ['material that is not an object', [QUESTION]],
    ])('%s: missing', (_case, data) => {
      expect(missingForPublishing('quiz', data)).toEqual({ 'contentData.questions': { code: 'noAnsweredQuestion' } });
    });

    it.each([
      ['one answered question', { questions: [QUESTION] }],
      ['the last choice answered', { questions: [{ ...QUESTION, answerIndex: 1 }] }],
      ['one answered among unanswered ones', { questions: [{ prompt: 'Why?', choices: ['a', 'b'] }, QUESTION] }],
    ])('%s: complete', (_case, data) => {
      expect(missingForPublishing('quiz', data)).toEqual({});
    });
  });

  describe('a video needs media and a length', () => {
    it.each([
      ['no material', {}, ['noVideoMedia', 'noVideoDuration']],
      ['an address without a length', { videoUrl: 'https://media.example.org/a.mp4' }, ['noVideoDuration']],
      ['a stored file without a length', { mediaKey: 'fractions.mp4' }, ['noVideoDuration']],
      ['a length without media', { durationSeconds: 60 }, ['noVideoMedia']],
      ['a blank address', { videoUrl: '  ', durationSeconds: 60 }, ['noVideoMedia']],
      ['a zero length', { videoUrl: 'https://media.example.org/a.mp4', durationSeconds: 0 }, ['noVideoDuration']],
      ['a length as text', { videoUrl: 'https://media.example.org/a.mp4', durationSeconds: '60' }, ['noVideoDuration']],
    ])('%s: missing %j', (_case, data, codes) => {
      const expected: Record<string, { code: string }> = {};
      if (codes.includes('noVideoMedia')) expected['contentData.videoUrl'] = { code: 'noVideoMedia' };
      if (codes.includes('noVideoDuration')) expected['contentData.durationSeconds'] = { code: 'noVideoDuration' };
      expect(missingForPublishing('video', data)).toEqual(expected);
    });

    it.each([
      ['an outside address', { videoUrl: 'https://media.example.org/a.mp4', durationSeconds: 596 }],
      ['a stored file', { mediaKey: 'fractions.mp4', durationSeconds: 1 }],
    ])('%s with its length: complete', (_case, data) => {
      expect(missingForPublishing('video', data)).toEqual({});
    });
  });

  describe('a document needs a section with text', () => {
    it.each([
      ['no material', {}],
      ['no sections', { sections: [] }],
      ['a heading only', { sections: [{ heading: 'Cells' }] }],
      ['a blank body', { sections: [{ heading: 'Cells', body: ' \n\t ' }] }],
      ['a body that is not text', { sections: [{ heading: 'Cells', body: 42 }] }],
    ])('%s: missing', (_case, data) => {
      expect(missingForPublishing('document', data)).toEqual({ 'contentData.sections': { code: 'noSectionText' } });
    });

    it('one section with text among blank ones: complete', () => {
      expect(missingForPublishing('document', { sections: [{ heading: 'Intro', body: '' }, SECTION] })).toEqual({});
    });
  });

  describe('an interactive content needs a step with a check', () => {
    it.each([
      ['no material', {}],
      ['no steps', { steps: [] }],
      ['steps without a task', { steps: [PLAIN_STEP, PLAIN_STEP] }],
      ['a task that is not an object', { steps: [{ ...PLAIN_STEP, task: 'Which colour?' }] }],
    ])('%s: missing', (_case, data) => {
      expect(missingForPublishing('interactive', data)).toEqual({ 'contentData.steps': { code: 'noCheckedStep' } });
    });

    it.each([
      ['a choice task', { steps: [PLAIN_STEP, CHECKED_STEP] }],
      ['a number task', { steps: [{ ...PLAIN_STEP, task: { kind: 'number', prompt: 'How heavy?', answer: 19.6 } }] }],
    ])('a step with %s: complete', (_case, data) => {
      expect(missingForPublishing('interactive', data)).toEqual({});
    });
  });

  it('names the fields under the prefix the request holds them in', () => {
    expect(missingForPublishing('quiz', {}, 'data')).toEqual({ 'data.contentData.questions': { code: 'noAnsweredQuestion' } });
  });

  it.each(CONTENT_TYPES)('an empty %s is never complete', (type) => {
    expect(Object.keys(missingForPublishing(type, {})).length).toBeGreaterThan(0);
  });

  it('assertPublishable refuses incomplete content with CONTENT_INCOMPLETE naming what it lacks', () => {
    expect(() => assertPublishable('document', { sections: [SECTION] })).not.toThrow();
    let refused: unknown;
    try {
      assertPublishable('document', { sections: [] });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ContentIncompleteError);
    expect((refused as ContentIncompleteError).code).toBe('CONTENT_INCOMPLETE');
    expect((refused as ContentIncompleteError).problems).toEqual({ 'contentData.sections': { code: 'noSectionText' } });
  });
});
