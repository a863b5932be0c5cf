import { completionCounters, completionXpBase } from './completion';

describe('completing a content item pays one award (course 100, + 20 video, + 30 quiz)', () => {
  it.each([
    ['video', 120, { coursesCompleted: 1, videosWatched: 1, quizzesCompleted: 0 }],
    ['quiz', 130, { coursesCompleted: 1, videosWatched: 0, quizzesCompleted: 1 }],
    ['document', 100, { coursesCompleted: 1, videosWatched: 0, quizzesCompleted: 0 }],
    ['interactive', 100, { coursesCompleted: 1, videosWatched: 0, quizzesCompleted: 0 }],
  ] as const)('a %s pays a base of %i XP and counts %j', (type, base, counters) => {
    expect(completionXpBase(type)).toBe(base);
    expect(completionCounters(type)).toEqual(counters);
  });
});
