import { contentDataProblems } from './content-data';
import { changedContentForm, contentFormatProblems, contentFormProblems, ContentFormInvalidError, newContentForm, validContentChange, validContentForm, type ContentForm } from './content-form';

const VALID = { title: 'Fractions', description: 'Slice pizzas.' };

const VIDEO = { videoUrl: 'https://media.example.org/f.mp4', chapters: [{ title: 'Intro', startSeconds: 0 }], transcript: 'Hello.' };
const QUIZ = { passPercent: 60, questions: [{ id: 'q1', prompt: '2 + 2?', choices: ['4', '5'], answerIndex: 0, explanation: 'Four.' }] };
const DOCUMENT = { sections: [{ heading: 'Cells', body: 'Everything living.' }] };
const INTERACTIVE = { steps: [{ title: 'Mix', instruction: 'Pour.', task: { prompt: 'Colour?', choices: ['orange', 'green'], answerIndex: 0 } }, { title: 'Look', instruction: 'See.' }] };

describe('a new content form takes the §5 defaults', () => {
  it('type video, category general, difficulty beginner, visibility public, 10 minutes, free, no tags, no thumbnail, no material', () => {
    expect(newContentForm(VALID)).toEqual({
      ...VALID,
      type: 'video',
      category: 'general',
      difficulty: 'beginner',
      visibility: 'public',
      duration: 10,
      tokenPrice: 0,
      tags: [],
      thumbnail: null,
      contentData: {},
    });
  });

  it('trims the texts and tags, drops repeated tags, and an empty thumbnail address means none', () => {
    expect(newContentForm({ title: '  Fractions ', description: ' Slice. ', tags: [' a', 'a ', 'b'], thumbnail: { url: ' ' } })).toMatchObject({
      title: 'Fractions',
      description: 'Slice.',
      tags: ['a', 'b'],
      thumbnail: null,
    });
  });

  it('a valid form is valid', () => {
    expect(contentFormProblems(newContentForm(VALID))).toEqual({});
  });
});

describe('the content form rules, each field', () => {
  const TYPES = ['video', 'quiz', 'document', 'interactive'];
  it.each([
    ['title', { title: undefined }, { code: 'required' }],
    ['title', { title: '   ' }, { code: 'required' }],
    ['title', { title: 12 }, { code: 'required' }],
    ['title', { title: 'x'.repeat(201) }, { code: 'tooLong', max: 200 }],
    ['description', { description: undefined }, { code: 'required' }],
    ['description', { description: '' }, { code: 'required' }],
    ['description', { description: 'x'.repeat(5001) }, { code: 'tooLong', max: 5000 }],
    ['duration', { duration: 0 }, { code: 'tooSmall', min: 1 }],
    ['duration', { duration: -5 }, { code: 'tooSmall', min: 1 }],
    ['duration', { duration: 1.5 }, { code: 'wrongType', expected: 'integer' }],
    ['duration', { duration: '10' }, { code: 'wrongType', expected: 'integer' }],
    ['duration', { duration: 10_001 }, { code: 'tooLarge', max: 10_000 }],
    ['tokenPrice', { tokenPrice: -1 }, { code: 'tooSmall', min: 0 }],
    ['tokenPrice', { tokenPrice: 2.5 }, { code: 'wrongType', expected: 'integer' }],
    ['tokenPrice', { tokenPrice: 1_000_001 }, { code: 'tooLarge', max: 1_000_000 }],
    ['type', { type: 'podcast' }, { code: 'notOneOf', allowed: TYPES }],
    ['category', { category: 'music' }, { code: 'notOneOf', allowed: ['math', 'science', 'english', 'art', 'programming', 'history', 'geography', 'general'] }],
    ['difficulty', { difficulty: 'expert' }, { code: 'notOneOf', allowed: ['beginner', 'intermediate', 'advanced'] }],
    ['visibility', { visibility: 'secret' }, { code: 'notOneOf', allowed: ['public', 'premium', 'private'] }],
    ['tags', { tags: 'math' }, { code: 'wrongType', expected: 'list' }],
    ['tags', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, { code: 'tooMany', max: 20 }],
    ['tags', { tags: [''] }, { code: 'tooShort', min: 1 }],
    ['tags', { tags: ['x'.repeat(31)] }, { code: 'tooLong', max: 30 }],
    ['tags', { tags: [3] }, { code: 'wrongType', expected: 'text' }],
    ['thumbnail.url', { thumbnail: { url: 'ftp://x.org/a.png' } }, { code: 'badFormat' }],
    ['thumbnail.url', { thumbnail: { url: `https://x.org/${'a'.repeat(490)}` } }, { code: 'tooLong', max: 500 }],
    ['thumbnail.url', { thumbnail: 'https://x.org/a.png' }, { code: 'badFormat' }],
    ['thumbnail.url', { thumbnail: { url: '/api/media/stills/lesson.png' } }, { code: 'badFormat' }],
    ['thumbnail.url', { thumbnail: { url: '/api/media/demo-film-0123456789abcdef.png' } }, { code: 'badFormat' }],
    ['thumbnail.url', { thumbnail: { url: '/api/media/pictures/0123456789abcdef0123456789abcdef.pdf' } }, { code: 'badFormat' }],
    ['thumbnail.url', { thumbnail: { url: '/api/media/pictures/0123456789ABCDEF0123456789abcdef.png' } }, { code: 'badFormat' }],
    ['thumbnail.url', { thumbnail: { url: '/api/media/pictures/lesson.png' } }, { code: 'badFormat' }],
  ])('%s: %j → %j', (field, change, problem) => {
    const form = { ...newContentForm(VALID), ...change };
    expect(contentFormProblems(form)).toEqual({ [field]: problem });
    expect(contentFormatProblems(form)).toEqual({});
  });

  it('contentData that is not an object, or not in its type\'s format, is a format problem in words', () => {
    expect(contentFormProblems({ ...newContentForm(VALID), contentData: [] })).toEqual({});
    expect(contentFormatProblems({ ...newContentForm(VALID), contentData: [] })).toEqual({ contentData: { code: 'wrongType', expected: 'object' } });
    expect(contentFormatProblems({ ...newContentForm(VALID), type: 'quiz', contentData: { questions: [] } })).toEqual({ 'contentData.questions': { code: 'tooFew', min: 1, max: 200 } });
  });

  it.each([
    [{ duration: 1 }],
    [{ duration: 10_000 }],
    [{ tokenPrice: 0 }],
    [{ tokenPrice: 1_000_000 }],
    [{ tags: Array.from({ length: 20 }, (_, i) => `t${i}`) }],
    [{ thumbnail: { url: 'http://img.example.org/a.png' } }],
    [{ thumbnail: { url: '/api/media/stills/demo-film-0123456789abcdef.png' } }],
    [{ thumbnail: { url: '/api/media/pictures/0123456789abcdef0123456789abcdef.jpg' } }],
    [{ thumbnail: { url: '/api/media/pictures/0123456789abcdef0123456789abcdef.png' } }],
    [{ type: 'quiz', contentData: QUIZ }],
  ])('accepts the bounds: %j', (change) => {
    expect(contentFormProblems({ ...newContentForm(VALID), ...change })).toEqual({});
  });

  it('names every problem at once, and validContentForm throws them under the request field', () => {
    const form = newContentForm({ title: '', duration: 0, contentData: [] });
    expect(() => validContentForm(form, 'data')).toThrow(ContentFormInvalidError);
    try {
      validContentForm(form, 'data');
      throw new Error('not refused');
    } catch (error) {
      const refused = error as ContentFormInvalidError;
      expect(refused.problems).toEqual({
        'data.title': { code: 'required' },
        'data.description': { code: 'required' },
        'data.duration': { code: 'tooSmall', min: 1 },
        'data.contentData': { code: 'wrongType', expected: 'object' },
      });
      expect(refused.fields).toBeUndefined();
    }
  });

  it("a form refused for its material names the material's problems by code at their paths", () => {
    const refused = catchRefusal(() => validContentForm(newContentForm({ ...VALID, type: 'quiz', contentData: { questions: [] } }), 'data'));
    expect(refused.problems).toEqual({ 'data.contentData.questions': { code: 'tooFew', min: 1, max: 200 } });
    expect(refused.fields).toBeUndefined();
  });
});

function catchRefusal(act: () => unknown): ContentFormInvalidError {
  try {
    act();
  } catch (error) {
    if (error instanceof ContentFormInvalidError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('an update changes only the fields it names', () => {
  const current: ContentForm = { ...(newContentForm(VALID) as ContentForm), type: 'video', contentData: VIDEO, tags: ['x'] };

  it('keeps the others', () => {
    expect(changedContentForm(current, { title: ' New ', tokenPrice: 5 })).toEqual({ ...current, title: 'New', tokenPrice: 5 });
  });

  it('a new type must bring contentData of its format', () => {
    expect(catchRefusal(() => validContentChange(current, { type: 'quiz' }, 'data')).problems).toEqual({ 'data.contentData': { code: 'typeChangeNeedsContent', type: 'quiz' } });
    expect(catchRefusal(() => validContentChange(current, { type: 'quiz', contentData: VIDEO })).problems).toMatchObject({
      'contentData.videoUrl': { code: 'notAllowed', format: 'quiz', allowed: ['passPercent', 'questions'] },
    });
    expect(validContentChange(current, { type: 'quiz', contentData: QUIZ })).toMatchObject({ type: 'quiz', contentData: QUIZ });
  });

  it('a content without material yet changes type freely', () => {
    expect(validContentChange({ ...current, contentData: {} }, { type: 'document' })).toMatchObject({ type: 'document', contentData: {} });
  });

  it('an update is checked as a whole form', () => {
    expect(catchRefusal(() => validContentChange(current, { title: ' ' }, 'data')).problems).toEqual({ 'data.title': { code: 'required' } });
    expect(validContentChange(current, { duration: 90 })).toEqual({ ...current, duration: 90 });
  });

  it('an empty thumbnail address removes the thumbnail', () => {
    expect(changedContentForm({ ...current, thumbnail: { url: 'https://x.org/a.png' } }, { thumbnail: { url: '' } }).thumbnail).toBeNull();
  });
});

describe('contentData follows the format of its type', () => {
  it.each([
    ['video', VIDEO],
    ['video', { videoUrl: 'https://media.example.org/f.mp4' }],
    ['quiz', QUIZ],
    ['quiz', { questions: [{ prompt: 'p', choices: ['a', 'b'], answerIndex: 1 }] }],
    ['document', DOCUMENT],
    ['interactive', INTERACTIVE],
    ['video', {}],
    ['quiz', {}],
  ] as const)('%s: %j is valid', (type, data) => {
    expect(contentDataProblems(type, data)).toEqual({});
  });

  it.each([
    ['video', [], 'contentData', { code: 'wrongType', expected: 'object' }],
    ['video', { chapters: [] }, 'contentData.videoUrl', { code: 'required' }],
    ['video', { videoUrl: 'javascript:alert(1)' }, 'contentData.videoUrl', { code: 'badFormat' }],
    ['video', { ...VIDEO, chapters: [{ title: 'A', startSeconds: -1 }] }, 'contentData.chapters[0].startSeconds', { code: 'outOfRange', expected: 'integer', min: 0, max: 86400 }],
    ['video', { ...VIDEO, chapters: [{ title: '', startSeconds: 0 }] }, 'contentData.chapters[0].title', { code: 'tooShort', min: 1 }],
    ['video', { ...VIDEO, chapters: 'none' }, 'contentData.chapters', { code: 'wrongType', expected: 'list' }],
    ['video', { ...VIDEO, questions: [] }, 'contentData.questions', { code: 'notAllowed', format: 'video', allowed: ['videoUrl', 'mediaKey', 'durationSeconds', 'chapters', 'transcript'] }],
    ['quiz', { questions: [] }, 'contentData.questions', { code: 'tooFew', min: 1, max: 200 }],
    ['quiz', { questions: [{ prompt: 'p', choices: ['a'], answerIndex: 0 }] }, 'contentData.questions[0].choices', { code: 'tooFew', min: 2, max: 10 }],
    ['quiz', { questions: [{ prompt: 'p', choices: ['a', 'b'], answerIndex: 2 }] }, 'contentData.questions[0].answerIndex', { code: 'answerNotAChoice', choices: 2 }],
    ['quiz', { questions: [{ prompt: 'p', choices: ['a', 'b'] }] }, 'contentData.questions[0].answerIndex', { code: 'required' }],
    ['quiz', { questions: [{ prompt: 'p', choices: ['a', 'b'], answerIndex: 0, hint: 'x' }] }, 'contentData.questions[0].hint', { code: 'notAllowed' }],
    ['quiz', { ...QUIZ, passPercent: 101 }, 'contentData.passPercent', { code: 'outOfRange', expected: 'number', min: 0, max: 100 }],
    ['quiz', { questions: [QUIZ.questions[0], QUIZ.questions[0]] }, 'contentData.questions[1].id', { code: 'duplicateId', id: 'q1' }],
    ['document', { sections: [{ heading: 'H' }] }, 'contentData.sections[0].body', { code: 'required' }],
    ['interactive', { steps: [{ title: 'T', instruction: 'I', task: { prompt: 'p', choices: ['a', 'b'], answerIndex: 5 } }] }, 'contentData.steps[0].task.answerIndex', { code: 'answerNotAChoice', choices: 2 }],
    ['interactive', { steps: [{ title: 'T', instruction: 7 }] }, 'contentData.steps[0].instruction', { code: 'wrongType', expected: 'text' }],
  ] as const)('%s: %j → %s', (type, data, field, problem) => {
    expect(contentDataProblems(type, data)).toMatchObject({ [field]: problem });
  });
});
