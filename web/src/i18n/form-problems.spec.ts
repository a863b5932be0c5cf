import { describe, expect, it } from '@jest/globals';
import { classFormProblems, newClassForm } from '../../../domain/classes/class-form';
import { contentFormatProblems, contentFormProblems, newContentForm } from '../../../domain/content/content-form';
import { sponsorProfileProblems } from '../../../domain/sponsors/sponsor-profile';
import { pledgeProblem } from '../../../domain/sponsors/sponsorship';
import { classFormProblemTexts, contentFormProblemTexts, contentFormServerTexts, materialProblemText, pledgeProblemText, sponsorProfileProblemTexts } from './form-problems';

describe('the words of the forms whose fields say their own name', () => {
  it('words the class form, the sponsor profile and the pledge in their own words', () => {
    expect(classFormProblemTexts(classFormProblems(newClassForm({ name: ' ', subject: 's'.repeat(101), gradeLevel: 'g'.repeat(31), description: 'd'.repeat(1001), capacity: 0 })))).toEqual({
      name: 'Class name is required',
      subject: 'Subject must be at most 100 characters',
      gradeLevel: 'Grade level must be at most 30 characters',
      description: 'Description must be at most 1000 characters',
      capacity: 'Capacity must be at least 1',
    });
    expect(classFormProblemTexts(classFormProblems(newClassForm({ name: 'x'.repeat(101), capacity: 1001, startDate: '2026-02-30', endDate: '2026-01-01' })))).toEqual({
      name: 'Class name must be at most 100 characters',
      capacity: 'Capacity must be at most 1,000',
      startDate: 'Start date must be a date (YYYY-MM-DD)',
    });
    expect(classFormProblemTexts(classFormProblems(newClassForm({ name: 'A', capacity: 2.5, startDate: '2026-09-01', endDate: '2026-08-01', isActive: 'yes' })))).toEqual({
      capacity: 'Capacity must be a whole number of students',
      endDate: 'End date cannot be before the start date',
      isActive: 'Choose active or not',
    });
    expect(classFormProblemTexts({ endDate: { code: 'badFormat' } })).toEqual({ endDate: 'End date must be a date (YYYY-MM-DD)' });
    expect(sponsorProfileProblemTexts(sponsorProfileProblems({ companyName: 'A'.repeat(101), contactPerson: 'C'.repeat(101), website: 'northwind.example.org', description: 'D'.repeat(2001) }))).toEqual({
      companyName: 'The company name must be at most 100 characters',
      contactPerson: 'The contact person must be at most 100 characters',
      website: 'The website must be an http(s) address of at most 300 characters',
      description: 'The description must be at most 2000 characters',
    });
    expect([0, 100_001, 2.5, Number.NaN].map((amount) => pledgeProblemText(pledgeProblem(amount)!))).toEqual([
      'The amount must be at least $1',
      'The amount must be at most $100,000',
      'The amount must be a whole number of dollars',
      'The amount must be a whole number of dollars',
    ]);
  });

  it('words the content form by code, field by field', () => {
    const words = (input: Record<string, unknown>) => contentFormProblemTexts(contentFormProblems(newContentForm(input)));
    expect(words({ title: ' ', description: '', duration: 0, tokenPrice: -1, tags: [' '], thumbnail: { url: 'ftp://x.org/a.png' } })).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      duration: 'Duration must be at least 1 minute',
      tokenPrice: 'Price must be 0 or more (0 for free content)',
      tags: 'Each tag must be 1 to 30 characters',
      'thumbnail.url': 'The thumbnail must be an http(s) picture address of at most 500 characters',
    });
    expect(words({ title: 'x'.repeat(201), description: 'x'.repeat(5001), duration: 10_001, tokenPrice: 1_000_001, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).toEqual({
      title: 'Title must be at most 200 characters',
      description: 'Description must be at most 5,000 characters',
      duration: 'Duration must be at most 10,000 minutes',
      tokenPrice: 'Price must be at most 1,000,000 tokens',
      tags: 'Tags must be a list of at most 20 words',
    });
    expect(words({ title: 'T', description: 'D', duration: 1.5, tokenPrice: 2.5, type: 'podcast', visibility: 'secret' })).toEqual({
      duration: 'Duration must be a whole number of minutes',
      tokenPrice: 'Price must be a whole number of tokens',
      type: 'Type must be one of video, quiz, document, interactive',
      visibility: 'Visibility must be one of public, premium, private',
    });
  });

  it("words a refused content form's fields and its material's paths by code, else keeps the server's words", () => {
    expect(
      contentFormServerTexts(
        { 'data.title': { code: 'required' }, 'data.thumbnail.url': { code: 'badFormat' }, 'data.contentData.questions[0].answerIndex': { code: 'answerNotAChoice', choices: 2 } },
        {
          'data.title': 'server words',
          'data.thumbnail.url': 'server words',
          'data.contentData.questions[0].answerIndex': 'server words',
          'data.contentData.videoUrl': 'contentData.videoUrl is required',
        },
      ),
    ).toEqual({
      'data.title': 'Title is required',
      'data.thumbnail.url': 'The thumbnail must be an http(s) picture address of at most 500 characters',
      'data.contentData.questions[0].answerIndex': 'Question 1, answerIndex: Must name one of the 2 choices (0 to 1)',
      'data.contentData.videoUrl': 'contentData.videoUrl is required',
    });
  });

  it.each([
    ['video', [], 'contentData', 'The material must be a JSON object'],
    ['video', { chapters: [] }, 'contentData.videoUrl', 'videoUrl: This field is required'],
    ['video', { videoUrl: 'javascript:alert(1)' }, 'contentData.videoUrl', 'videoUrl: Must be an http(s) address of at most 500 characters'],
    ['video', { mediaKey: 'Intro.mp4' }, 'contentData.mediaKey', 'mediaKey: Must name a stored MP4 video: lower-case letters, digits and dashes, then .mp4'],
    ['video', { mediaKey: 'a.mp4', videoUrl: 'https://x.org/a.mp4' }, 'contentData.mediaKey', 'Give the outside address (videoUrl) or the stored video (mediaKey), not both'],
    ['video', { videoUrl: 'https://x.org/a.mp4', durationSeconds: 90.5 }, 'contentData.durationSeconds', 'durationSeconds: Must be a whole number from 1 to 86,400'],
    ['video', { videoUrl: 'https://x.org/a.mp4', durationSeconds: 60, chapters: [{ title: 'A', startSeconds: 60 }] }, 'contentData.chapters[0].startSeconds', "Chapter 1, startSeconds: Must start before the video's end (60 seconds)"],
    ['video', { videoUrl: 'https://x.org/a.mp4', chapters: [{ title: '', startSeconds: 0 }] }, 'contentData.chapters[0].title', 'Chapter 1, title: Must not be blank'],
    ['video', { videoUrl: 'https://x.org/a.mp4', chapters: 'none' }, 'contentData.chapters', 'chapters: Must be a list'],
    ['video', { videoUrl: 'https://x.org/a.mp4', questions: [] }, 'contentData.questions', 'questions: Not a field of video content (it takes videoUrl, mediaKey, durationSeconds, chapters, transcript)'],
    ['quiz', { questions: [] }, 'contentData.questions', 'questions: Must hold 1 to 200 entries'],
    ['quiz', { questions: [{ prompt: 'p', choices: ['a', 'x'.repeat(501)], answerIndex: 0 }] }, 'contentData.questions[0].choices[1]', 'Question 1, Choice 2: At most 500 characters'],
    ['quiz', { questions: [{ prompt: 'p', choices: ['a', 'b'], answerIndex: 0, hint: 'x' }] }, 'contentData.questions[0].hint', 'Question 1, hint: Not a field of this format'],
    ['quiz', { passPercent: 101, questions: [{ prompt: 'p', choices: ['a', 'b'], answerIndex: 0 }] }, 'contentData.passPercent', 'passPercent: Must be a number from 0 to 100'],
    ['quiz', { questions: [{ id: 'q1', prompt: 'p', choices: ['a', 'b'], answerIndex: 0 }, { id: 'q1', prompt: 'p', choices: ['a', 'b'], answerIndex: 0 }] }, 'contentData.questions[1].id', "Question 2, id: The id 'q1' is used twice"],
    ['interactive', { steps: [{ title: 'T', instruction: 7 }] }, 'contentData.steps[0].instruction', 'Step 1, instruction: Must be text'],
    ['interactive', { steps: [{ title: 'T', instruction: 'I', task: { kind: 'slider' } }] }, 'contentData.steps[0].task.kind', 'Step 1, task, kind: Must be one of: choice, number'],
  ] as const)("words the content's material by code, with its place: %s %j → %s", (type, contentData, path, words) => {
    const texts = contentFormProblemTexts(contentFormatProblems({ type, contentData }));
    expect(texts[path]).toBe(words);
    expect(contentFormServerTexts({ [`data.${path}`]: contentFormatProblems({ type, contentData })[path] }, null)).toEqual({ [`data.${path}`]: words });
  });

  it('words the type change that brings no material', () => {
    expect(materialProblemText('contentData', { code: 'typeChangeNeedsContent', type: 'quiz' })).toBe('Write the material in the format of quiz content when changing the type');
  });
});
