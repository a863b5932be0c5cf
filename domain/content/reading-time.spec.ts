import { FAST_READING_WORDS_PER_MINUTE, MIN_READING_SECONDS, readingSeconds } from './reading-time';

describe('reading time of a part', () => {
  it.each([
    [['Hello'], 3], // at least 3 seconds
    [[Array(400).fill('word').join(' ')], 60], // 400 words a minute
    [['Heading', Array(199).fill('word').join(' ')], 30], // the heading's words count too
    [['Don’t stop: 3 × 4 = 12!'], 3],
    [[null, undefined, ''], 3],
  ])('%j takes %d s', (texts, seconds) => {
    expect([FAST_READING_WORDS_PER_MINUTE, MIN_READING_SECONDS]).toEqual([400, 3]);
    expect(readingSeconds(...texts)).toBe(seconds);
  });
});
