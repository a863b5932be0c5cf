import { describe, expect, it } from '@jest/globals';
import { contentDataProblems } from '../../../../../domain/content/content-data';
import { contentDataOf, materialOf, typedNumber } from './material';

describe('the material an editor holds, as contentData', () => {
  it('is {} when nothing was written (a draft without material fits every type)', () => {
    for (const type of ['quiz', 'document', 'video', 'interactive'] as const) {
      expect(contentDataOf(type, {})).toEqual({});
      expect(contentDataOf(type, { questions: [], sections: [], steps: [], chapters: [] })).toEqual({});
    }
  });

  it('leaves out the optional fields left empty and keeps the answers', () => {
    const quiz = contentDataOf('quiz', { passPercent: undefined, questions: [{ prompt: '2 + 2?', choices: ['3', '4'], answerIndex: 1, explanation: '  ' }] });
    expect(quiz).toEqual({ questions: [{ prompt: '2 + 2?', choices: ['3', '4'], answerIndex: 1 }] });
    expect(contentDataProblems('quiz', quiz)).toEqual({});
  });

  it('sends a video by its address or its stored file, its length and chapters', () => {
    const video = contentDataOf('video', { videoUrl: ' https://example.com/a.mp4 ', mediaKey: '', durationSeconds: 95, chapters: [{ title: 'Start', startSeconds: 0 }], transcript: '' });
    expect(video).toEqual({ videoUrl: 'https://example.com/a.mp4', durationSeconds: 95, chapters: [{ title: 'Start', startSeconds: 0 }] });
    expect(contentDataProblems('video', video)).toEqual({});
  });

  it('writes interactive tasks in the documented format', () => {
    const steps = contentDataOf('interactive', {
      steps: [
        { title: 'One', instruction: 'Read', task: { kind: 'number', prompt: 'How many?', answer: 4, tolerance: undefined, unit: '' } },
        { title: 'Two', instruction: 'Pick', task: { kind: 'choice', prompt: 'Which?', choices: ['a', 'b'], answerIndex: 0 } },
        { title: 'Three', instruction: 'Only read' },
      ],
    });
    expect(steps).toEqual({
      steps: [
        { title: 'One', instruction: 'Read', task: { kind: 'number', prompt: 'How many?', answer: 4 } },
        { title: 'Two', instruction: 'Pick', task: { kind: 'choice', prompt: 'Which?', choices: ['a', 'b'], answerIndex: 0 } },
        { title: 'Three', instruction: 'Only read' },
      ],
    });
    expect(contentDataProblems('interactive', steps)).toEqual({});
  });

  it('lets the domain name a number still typed as text, at its path', () => {
    const quiz = contentDataOf('quiz', { passPercent: typedNumber('sixty'), questions: [{ prompt: 'Q', choices: ['a', 'b'], answerIndex: 0 }] });
    expect(contentDataProblems('quiz', quiz)['contentData.passPercent']?.code).toBe('outOfRange');
  });

  it('reads a stored task without a kind as a choice task', () => {
    expect(materialOf('interactive', { steps: [{ title: 'T', instruction: 'I', task: { prompt: 'P', choices: ['a', 'b'], answerIndex: 1 } }] })).toEqual({
      steps: [{ title: 'T', instruction: 'I', task: { kind: 'choice', prompt: 'P', choices: ['a', 'b'], answerIndex: 1 } }],
    });
  });

  it('reads typed numbers', () => {
    expect(typedNumber('')).toBeUndefined();
    expect(typedNumber('75')).toBe(75);
    expect(typedNumber('0,5')).toBe(0.5);
    expect(typedNumber('abc')).toBe('abc');
  });
});
