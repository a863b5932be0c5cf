import { partCount, partReadingSeconds, videoDurationSeconds } from './content-parts';

const words = (count: number) => Array(count).fill('word').join(' ');

describe('the parts of a content item', () => {
  it("times a document's sections by their words", () => {
    const data = { sections: [{ heading: 'One', body: words(199) }, { heading: 'Two', body: 'Short.' }] };
    expect(partCount('document', data)).toBe(2);
    expect(partReadingSeconds('document', data)).toEqual([30, 3]);
  });

  it('counts an interactive step with a check only through the check', () => {
    const data = { steps: [{ title: 'Read', instruction: words(99) }, { title: 'Try', instruction: 'Go', task: { prompt: '?', choices: ['a', 'b'], answerIndex: 0 } }] };
    expect(partReadingSeconds('interactive', data)).toEqual([15, null]);
  });

  it.each([
    ['video', { videoUrl: 'x' }],
    ['quiz', { questions: [] }],
    ['document', null],
    ['document', { sections: 'none' }],
  ] as const)('finds no parts in a %s of %j', (type, data) => {
    expect(partCount(type, data)).toBe(0);
  });

  it.each([
    [{ durationSeconds: 596 }, 10, 596],
    [{}, 10, 600],
    [{ durationSeconds: -5 }, 2.5, 150],
    [null, 0, 0],
  ])('takes the length of %j (duration %d minutes) as %d s', (data, minutes, seconds) => {
    expect(videoDurationSeconds(data, minutes)).toBe(seconds);
  });
});
