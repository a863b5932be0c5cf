import { validateLogin } from '../../domain/accounts/login-validation';
import { passwordChangeProblems } from '../../domain/accounts/password-change';
import { validateRegistration } from '../../domain/accounts/registration-validation';
import { classFormProblems, InvalidClassFormError, newClassForm } from '../../domain/classes/class-form';
import { contentDataProblems } from '../../domain/content/content-data';
import { ContentFormInvalidError, contentFormProblems, newContentForm } from '../../domain/content/content-form';
import { sponsorProfileProblems } from '../../domain/sponsors/sponsor-profile';
import { pledgeProblem } from '../../domain/sponsors/sponsorship';
import { fieldProblemMessage, fieldProblemMessages, wordedFormOf } from './field-problem-messages';

describe("the API's English words for field problems", () => {
  it.each([
    ['username', { code: 'required' }, 'Username is required'],
    ['email', { code: 'required' }, 'Email is required'],
    ['newPassword', { code: 'required' }, 'Password is required'],
    ['currentPassword', { code: 'required' }, 'Current password is required'],
    ['passwordConfirmation', { code: 'required' }, 'Password confirmation is required'],
    ['username', { code: 'tooShort', min: 3 }, 'At least 3 characters'],
    ['username', { code: 'tooLong', max: 30 }, 'At most 30 characters'],
    ['username', { code: 'usernameCharacters' }, 'Use only letters, digits, _ . and -'],
    ['email', { code: 'emailShape' }, 'Enter a valid email'],
    ['password', { code: 'needsCharacter', kind: 'uppercase' }, 'At least one uppercase letter'],
    ['password', { code: 'needsCharacter', kind: 'lowercase' }, 'At least one lowercase letter'],
    ['password', { code: 'needsCharacter', kind: 'digit' }, 'At least one number'],
    ['password', { code: 'needsCharacter', kind: 'special' }, 'At least one special character'],
    ['passwordConfirmation', { code: 'passwordsDiffer' }, 'Passwords do not match'],
    ['newPassword', { code: 'sameAsCurrentPassword' }, 'The new password must be different from the current one'],
    ['currentPassword', { code: 'currentPasswordWrong' }, 'Your current password is not correct'],
    ['code', { code: 'resetCodeInvalid' }, 'This reset code is not valid or has expired. Ask for a new one.'],
    ['userRole', { code: 'notOneOf', allowed: ['student', 'teacher', 'parent', 'sponsor'] }, 'Choose an account type: student, teacher, parent or sponsor'],
    ['pageSize', { code: 'tooSmall', min: 1 }, 'pageSize must be at least 1'],
  ] as const)('%s %j: "%s"', (field, problem, message) => {
    expect(fieldProblemMessage(field, problem)).toBe(message);
  });

  it("words every field of a domain rule's answer", () => {
    expect(fieldProblemMessages(validateRegistration({ username: 'ab', email: 'ada@', password: 'Ab1!', confirmPassword: 'x' }))).toEqual({
      username: 'At least 3 characters',
      email: 'Enter a valid email',
      password: 'At least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(fieldProblemMessages(passwordChangeProblems({ currentPassword: '', newPassword: '' }))).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password is required',
    });
    expect(fieldProblemMessages(validateLogin({ identifier: '', password: '' }))).toEqual({
      identifier: 'Email or username is required',
      password: 'Password is required',
    });
  });

  it.each([
    [{ name: '' }, { name: 'Class name is required' }],
    [{ name: 'x'.repeat(101) }, { name: 'Class name must be at most 100 characters' }],
    [{ name: 'A', subject: 's'.repeat(101), gradeLevel: 'g'.repeat(31), description: 'd'.repeat(1001) }, {
      subject: 'Subject must be at most 100 characters',
      gradeLevel: 'Grade level must be at most 30 characters',
      description: 'Description must be at most 1000 characters',
    }],
    [{ name: 'A', capacity: 0 }, { capacity: 'Capacity must be at least 1' }],
    [{ name: 'A', capacity: 1001 }, { capacity: 'Capacity must be at most 1,000' }],
    [{ name: 'A', capacity: 2.5 }, { capacity: 'Capacity must be a whole number of students' }],
    [{ name: 'A', startDate: '2026-02-30', endDate: 'soon' }, { startDate: 'Start date must be a date (YYYY-MM-DD)', endDate: 'End date must be a date (YYYY-MM-DD)' }],
    [{ name: 'A', startDate: '2026-09-01', endDate: '2026-08-01' }, { endDate: 'End date cannot be before the start date' }],
    [{ name: 'A', isActive: 'yes' }, { isActive: 'isActive must be true or false' }],
  ])('words the class form %j in its own words', (input, messages) => {
    expect(fieldProblemMessages(classFormProblems(newClassForm(input)), 'classForm')).toEqual(messages);
  });

  it('words a refused class form as the class form, and other errors in the common words', () => {
    expect(wordedFormOf(new InvalidClassFormError({ name: { code: 'required' } }))).toBe('classForm');
    expect(fieldProblemMessage('endDate', { code: 'endBeforeStart' })).toBe('endDate cannot be before the start date');
  });

  it("words the sponsor profile's and the pledge's problems in their own words", () => {
    expect(
      fieldProblemMessages(
        sponsorProfileProblems({ companyName: 'A'.repeat(101), contactPerson: 'C'.repeat(101), website: 'ftp://x.example', description: 'D'.repeat(2001) }),
        'sponsorProfile',
      ),
    ).toEqual({
      companyName: 'The company name must be at most 100 characters',
      contactPerson: 'The contact person must be at most 100 characters',
      website: 'The website must be an http(s) address of at most 300 characters',
      description: 'The description must be at most 2000 characters',
    });
    expect([0, 100_001, 2.5].map((amount) => fieldProblemMessage('amount', pledgeProblem(amount)!, 'pledge'))).toEqual([
      'The amount must be at least $1',
      'The amount must be at most $100,000',
      'The amount must be a whole number of dollars',
    ]);
  });

  it.each([
    [{ title: ' ' }, { title: 'Title is required' }],
    [{ title: 'x'.repeat(201), description: 'x'.repeat(5001) }, { title: 'Title must be at most 200 characters', description: 'Description must be at most 5000 characters' }],
    [{ duration: 0, tokenPrice: -1 }, { duration: 'Duration must be at least 1 minute', tokenPrice: 'Price must be 0 or more (0 for free content)' }],
    [{ duration: 1.5, tokenPrice: 2.5 }, { duration: 'Duration must be a whole number of minutes', tokenPrice: 'Price must be a whole number of tokens' }],
    [{ duration: 10_001, tokenPrice: 1_000_001 }, { duration: 'Duration must be at most 10,000 minutes', tokenPrice: 'Price must be at most 1,000,000 tokens' }],
    [
      { type: 'podcast', category: 'music', difficulty: 'expert', visibility: 'secret' },
      {
        type: 'Type must be one of video, quiz, document, interactive',
        category: 'Category must be one of math, science, english, art, programming, history, geography, general',
        difficulty: 'Difficulty must be one of beginner, intermediate, advanced',
        visibility: 'Visibility must be one of public, premium, private',
      },
    ],
    [{ tags: 'math' }, { tags: 'Tags must be a list of at most 20 words' }],
    [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, { tags: 'Tags must be a list of at most 20 words' }],
    [{ tags: [' '] }, { tags: 'Each tag must be 1 to 30 characters' }],
    [{ tags: ['x'.repeat(31)] }, { tags: 'Each tag must be 1 to 30 characters' }],
    [{ thumbnail: { url: 'ftp://x.org/a.png' } }, { 'thumbnail.url': 'The thumbnail must be an http(s) address of at most 500 characters' }],
  ])('words the content form %j in its own words', (input, messages) => {
    expect(fieldProblemMessages(contentFormProblems(newContentForm({ title: 'T', description: 'D', ...input })), 'contentForm')).toEqual(messages);
  });

  it('words a refused content form as the content form, its fields under the request\'s data too', () => {
    expect(wordedFormOf(new ContentFormInvalidError({ title: { code: 'required' } }))).toBe('contentForm');
    expect(fieldProblemMessages({ 'data.title': { code: 'required' }, 'data.thumbnail': { code: 'wrongType', expected: 'object' } }, 'contentForm')).toEqual({
      'data.title': 'Title is required',
      'data.thumbnail': 'The thumbnail must be an http(s) address of at most 500 characters',
    });
  });

  it.each([
    ['video', [], 'contentData', 'contentData must be an object'],
    ['video', { chapters: [] }, 'contentData.videoUrl', 'contentData.videoUrl is required'],
    ['video', { videoUrl: 'javascript:alert(1)' }, 'contentData.videoUrl', 'contentData.videoUrl must be an http(s) address of at most 500 characters'],
    ['video', { mediaKey: 'Intro.mp4' }, 'contentData.mediaKey', 'contentData.mediaKey must name a stored MP4 video: lower-case letters, digits and dashes, then .mp4 (at most 67 characters)'],
    [
      'video',
      { mediaKey: 'a.mp4', videoUrl: 'https://x.org/a.mp4' },
      'contentData.mediaKey',
      'contentData.mediaKey and contentData.videoUrl exclude each other: give the outside address or the stored video, not both',
    ],
    ['video', { videoUrl: 'https://x.org/a.mp4', durationSeconds: 90.5 }, 'contentData.durationSeconds', 'contentData.durationSeconds must be a whole number from 1 to 86400'],
    ['video', { videoUrl: 'https://x.org/a.mp4', durationSeconds: 60, chapters: [{ title: 'A', startSeconds: 60 }] }, 'contentData.chapters[0].startSeconds', "contentData.chapters[0].startSeconds must be before the video's end (60 seconds)"],
    ['video', { videoUrl: 'https://x.org/a.mp4', chapters: [{ title: '', startSeconds: 0 }] }, 'contentData.chapters[0].title', 'contentData.chapters[0].title must not be blank'],
    ['video', { videoUrl: 'https://x.org/a.mp4', chapters: 'none' }, 'contentData.chapters', 'contentData.chapters must be a list'],
    ['video', { videoUrl: 'https://x.org/a.mp4', questions: [] }, 'contentData.questions', 'contentData.questions is not a field of video content (it takes videoUrl, mediaKey, durationSeconds, chapters, transcript)'],
    ['quiz', { questions: [] }, 'contentData.questions', 'contentData.questions must hold 1 to 200 entries'],
    ['quiz', { questions: [{ prompt: 'p', choices: ['a', 'b'], answerIndex: 2 }] }, 'contentData.questions[0].answerIndex', 'contentData.questions[0].answerIndex must name one of the 2 choices (0 to 1)'],
    ['quiz', { questions: [{ prompt: 'p', choices: ['a', 'b'], answerIndex: 0, hint: 'x' }] }, 'contentData.questions[0].hint', 'contentData.questions[0].hint is not a field of this format'],
    ['quiz', { passPercent: 101, questions: [{ prompt: 'p', choices: ['a', 'b'], answerIndex: 0 }] }, 'contentData.passPercent', 'contentData.passPercent must be a number from 0 to 100'],
    ['quiz', { questions: [{ id: 'q1', prompt: 'p', choices: ['a', 'b'], answerIndex: 0 }, { id: 'q1', prompt: 'p', choices: ['a', 'b'], answerIndex: 0 }] }, 'contentData.questions[1].id', "contentData.questions[1].id repeats 'q1'"],
    ['interactive', { steps: [{ title: 'T', instruction: 7 }] }, 'contentData.steps[0].instruction', 'contentData.steps[0].instruction must be text'],
    ['interactive', { steps: [{ title: 'T', instruction: 'I', task: { kind: 'slider' } }] }, 'contentData.steps[0].task.kind', "contentData.steps[0].task.kind must be 'choice' or 'number'"],
    ['interactive', { steps: [{ title: 'T', instruction: 'I', task: { kind: 'number', prompt: 'p', answer: 1, unit: 'x'.repeat(21) } }] }, 'contentData.steps[0].task.unit', 'contentData.steps[0].task.unit must be at most 20 characters'],
  ] as const)("words a content's material by its path: %s %j → %s", (type, data, path, message) => {
    const problems = contentDataProblems(type, data);
    expect(fieldProblemMessage(path, problems[path], 'contentForm')).toBe(message);
    expect(fieldProblemMessage(`data.${path}`, problems[path], 'contentForm')).toBe(message);
  });

  it('words the type change that brings no material', () => {
    expect(fieldProblemMessage('data.contentData', { code: 'typeChangeNeedsContent', type: 'quiz' }, 'contentForm')).toBe('Send contentData in the format of quiz content when changing the type');
  });
});
