import type { DayPart } from '../shared/day-part';
import { learningPattern } from './learning-pattern';

const slice = (id: number, deviceType: string, dayPart: DayPart, seconds: number) => ({ content: { id, title: `Course ${id}` }, deviceType, dayPart, seconds });

describe('the learning pattern: where study time went', () => {
  it('adds up each content item and names its most used device and part of the day', () => {
    const pattern = learningPattern([
      slice(1, 'desktop', 'morning', 600),
      slice(1, 'mobile', 'evening', 900),
      slice(1, 'desktop', 'evening', 400),
      slice(2, 'tablet', 'night', 3000),
    ]);
    expect(pattern).toEqual([
      { contentItem: { id: 2, title: 'Course 2' }, timeSpentSeconds: 3000, deviceType: 'tablet', studyPattern: 'night' },
      { contentItem: { id: 1, title: 'Course 1' }, timeSpentSeconds: 1900, deviceType: 'desktop', studyPattern: 'evening' }, // desktop 1000 > mobile 900
    ]);
  });

  it('breaks ties by name for devices and by the order of the day for its parts', () => {
    const [entry] = learningPattern([slice(1, 'mobile', 'evening', 60), slice(1, 'desktop', 'morning', 60)]);
    expect(entry).toMatchObject({ deviceType: 'desktop', studyPattern: 'morning' });
  });

  it('keeps the 10 items with the most time, most first', () => {
    const slices = Array.from({ length: 14 }, (_, index) => slice(index + 1, 'desktop', 'afternoon', (index + 1) * 60));
    const pattern = learningPattern(slices);
    expect(pattern).toHaveLength(10);
    expect(pattern.map((entry) => entry.contentItem.id)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
  });

  it('nothing studied, no pattern', () => {
    expect(learningPattern([])).toEqual([]);
    expect(learningPattern([slice(1, 'desktop', 'morning', 0)])).toEqual([]);
  });
});
