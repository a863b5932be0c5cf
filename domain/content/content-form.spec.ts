import { contentDataProblems } from './content-data';
import { changedContentForm, contentFormProblems, ContentFormInvalidError, newContentForm, validContentChange, validContentForm, type ContentForm } from './content-form';

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
  it.each([
    ['title', { title: undefined }, 'Title is required'],
    ['title', { title: '   ' }, 'Title is required'],
    ['title', { title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    ['description', { description: undefined }, 'Description is required'],
    ['description', { description: '' }, 'Description is required'],
    ['description', { description: 'x'.repeat(5001) }, 'Description must be at most 5000 characters'],
    ['duration', { duration: 0 }, 'Duration must be at least 1 minute'],
    ['duration', { duration: -5 }, 'Duration must be at least 1 minute'],
    ['duration', { duration: 1.5 }, 'Duration must be a whole number of minutes'],
    ['duration', { duration: '10' }, 'Duration must be a whole number of minutes'],
    ['duration', { duration: 10_001 }, 'Duration must be at most 10,000 minutes'],
    ['tokenPrice', { tokenPrice: -1 }, 'Price must be 0 or more (0 for free content)'],
    ['tokenPrice', { tokenPrice: 2.5 }, 'Price must be a whole number of tokens'],
    ['tokenPrice', { tokenPrice: 1_000_001 }, 'Price must be at most 1,000,000 tokens'],
    ['type', { type: 'podcast' }, 'Type must be one of video, quiz, document, interactive'],
    ['category', { category: 'music' }, 'Category must be one of math, science, english, art, programming, history, geography, general'],
    ['difficulty', { difficulty: 'expert' }, 'Difficulty must be one of beginner, intermediate, advanced'],
    ['visibility', { visibility: 'secret' }, 'Visibility must be one of public, premium, private'],
    ['tags', { tags: 'math' }, 'Tags must be a list of at most 20 words'],
    ['tags', { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'Tags must be a list of at most 20 words'],
    ['tags', { tags: [''] }, 'Each tag must be 1 to 30 characters'],
    ['tags', { tags: ['x'.repeat(31)] }, 'Each tag must be 1 to 30 characters'],
    ['tags', { tags: [3] }, 'Each tag must be 1 to 30 characters'],
    ['thumbnail.url', { thumbnail: { url: 'ftp://x.org/a.png' } }, 'The thumbnail must be an http(s) address of at most 500 characters'],
    ['thumbnail.url', { thumbnail: { url: `https://x.org/${'a'.repeat(490)}` } }, 'The thumbnail must be an http(s) address of at most 500 characters'],
    ['thumbnail.url', { thumbnail: 'https://x.org/a.png' }, 'The thumbnail must be an http(s) address of at most 500 characters'],
    ['thumbnail.url', { thumbnail: { url: '/api/media/stills/lesson.png' } }, 'The thumbnail must be an http(s) address of at most 500 characters'],
    ['thumbnail.url', { thumbnail: { url: '/api/media/demo-film-0123456789abcdef.png' } }, 'The thumbnail must be an http(s) address of at most 500 characters'],
    ['contentData', { contentData: [] }, 'contentData must be an object'],
  ])('%s: %j → %s', (field, change, message) => {
    expect(contentFormProblems({ ...newContentForm(VALID), ...change })).toEqual({ [field]: message });
  });

  it.each([
    [{ duration: 1 }],
    [{ duration: 10_000 }],
    [{ tokenPrice: 0 }],
    [{ tokenPrice: 1_000_000 }],
    [{ tags: Array.from({ length: 20 }, (_, i) => `t${i}`) }],
    [{ thumbnail: { url: 'http://img.example.org/a.png' } }],
    [{ thumbnail: { url: '/api/media/stills/demo-film-0123456789abcdef.png' } }],
    [{ type: 'quiz', contentData: QUIZ }],
  ])('accepts the bounds: %j', (change) => {
    expect(contentFormProblems({ ...newContentForm(VALID), ...change })).toEqual({});
  });

  it('names every problem at once, and validContentForm throws them under the request field', () => {
    const form = newContentForm({ title: '', duration: 0 });
    expect(() => validContentForm(form, 'data')).toThrow(ContentFormInvalidError);
    try {
      validContentForm(form, 'data');
    } catch (error) {
      expect((error as ContentFormInvalidError).message).toBe('Title is required');
      expect((error as ContentFormInvalidError).fields).toEqual({
        'data.title': 'Title is required',
        'data.description': 'Description is required',
        'data.duration': 'Duration must be at least 1 minute',
      });
    }
  });
});

describe('an update changes only the fields it names', () => {
  const current: ContentForm = { ...(newContentForm(VALID) as ContentForm), type: 'video', contentData: VIDEO, tags: ['x'] };

  it('keeps the others', () => {
    expect(changedContentForm(current, { title: ' New ', tokenPrice: 5 })).toEqual({ ...current, title: 'New', tokenPrice: 5 });
  });

  it('a new type must bring contentData of its format', () => {
    expect(() => validContentChange(current, { type: 'quiz' }, 'data')).toThrow('Send contentData in the format of quiz content when changing the type');
    expect(() => validContentChange(current, { type: 'quiz', contentData: VIDEO })).toThrow('contentData.videoUrl is not a field of quiz content');
    expect(validContentChange(current, { type: 'quiz', contentData: QUIZ })).toMatchObject({ type: 'quiz', contentData: QUIZ });
  });

  it('a content without material yet changes type freely', () => {
    expect(validContentChange({ ...current, contentData: {} }, { type: 'document' })).toMatchObject({ type: 'document', contentData: {} });
  });

  it('an update is checked as a whole form', () => {
    expect(() => validContentChange(current, { title: ' ' }, 'data')).toThrow('Title is required');
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
    ['video', [], 'contentData', 'contentData must be an object'],
    ['video', { chapters: [] }, 'contentData.videoUrl', 'contentData.videoUrl is required'],
    ['video', { videoUrl: 'javascript:alert(1)' }, 'contentData.videoUrl', 'contentData.videoUrl must be an http(s) address of at most 500 characters'],
    ['video', { ...VIDEO, chapters: [{ title: 'A', startSeconds: -1 }] }, 'contentData.chapters[0].startSeconds', 'contentData.chapters[0].startSeconds must be a whole number from 0 to 86400'],
    ['video', { ...VIDEO, chapters: [{ title: '', startSeconds: 0 }] }, 'contentData.chapters[0].title', 'contentData.chapters[0].title must not be blank'],
    ['video', { ...VIDEO, chapters: 'none' }, 'contentData.chapters', 'contentData.chapters must be a list'],
    ['video', { ...VIDEO, questions: [] }, 'contentData.questions', 'contentData.questions is not a field of video content (it takes videoUrl, mediaKey, durationSeconds, chapters, transcript)'],
    ['quiz', { questions: [] }, 'contentData.questions', 'contentData.questions must hold 1 to 200 entries'],
    ['quiz', { questions: [{ prompt: 'p', choices: ['a'], answerIndex: 0 }] }, 'contentData.questions[0].choices', 'contentData.questions[0].choices must hold 2 to 10 entries'],
    ['quiz', { questions: [{ prompt: 'p', choices: ['a', 'b'], answerIndex: 2 }] }, 'contentData.questions[0].answerIndex', 'contentData.questions[0].answerIndex must name one of the 2 choices (0 to 1)'],
    ['quiz', { questions: [{ prompt: 'p', choices: ['a', 'b'] }] }, 'contentData.questions[0].answerIndex', 'contentData.questions[0].answerIndex is required'],
    ['quiz', { questions: [{ prompt: 'p', choices: ['a', 'b'], answerIndex: 0, hint: 'x' }] }, 'contentData.questions[0].hint', 'contentData.questions[0].hint is not a field of this format'],
    ['quiz', { ...QUIZ, passPercent: 101 }, 'contentData.passPercent', 'contentData.passPercent must be a number from 0 to 100'],
    ['quiz', { questions: [QUIZ.questions[0], QUIZ.questions[0]] }, 'contentData.questions[1].id', "contentData.questions[1].id repeats 'q1'"],
    ['document', { sections: [{ heading: 'H' }] }, 'contentData.sections[0].body', 'contentData.sections[0].body is required'],
    ['interactive', { steps: [{ title: 'T', instruction: 'I', task: { prompt: 'p', choices: ['a', 'b'], answerIndex: 5 } }] }, 'contentData.steps[0].task.answerIndex', 'contentData.steps[0].task.answerIndex must name one of the 2 choices (0 to 1)'],
    ['interactive', { steps: [{ title: 'T', instruction: 7 }] }, 'contentData.steps[0].instruction', 'contentData.steps[0].instruction must be text'],
  ] as const)('%s: %j → %s', (type, data, field, message) => {
    expect(contentDataProblems(type, data)).toMatchObject({ [field]: message });
  });
});
