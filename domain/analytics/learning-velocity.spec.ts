import { learningVelocity, velocityWindowStart, type VelocityCourse } from './learning-velocity';

const now = new Date('2026-11-18T12:00:00Z');
const course = (progressPercent: number, timeSpentSeconds: number, secondsInWindow: number, lastAccessed: string | null = '2026-11-17T12:00:00Z'): VelocityCourse => ({
  progressPercent,
  timeSpentSeconds,
  secondsInWindow,
  lastAccessed: lastAccessed === null ? null : new Date(lastAccessed),
});

describe('learning velocity: percent points of progress a week over the last 28 days', () => {
  it('the window starts 28 days before now', () => {
    expect(velocityWindowStart(now)).toEqual(new Date('2026-10-21T12:00:00Z'));
  });

  it.each([
    ['no courses', [], 0],
    ['one course taken to 50 % within the window', [course(50, 600, 600)], 12.5],
    ['one course completed within the window', [course(100, 1200, 1200)], 25],
    ['half of the study time fell before the window', [course(80, 1000, 500)], 10],
    ['all of the study time fell before the window', [course(100, 1000, 0, '2026-09-01T00:00:00Z')], 0],
    ['no study time, opened within the window', [course(100, 0, 0)], 25],
    ['no study time, last opened before the window', [course(100, 0, 0, '2026-10-01T00:00:00Z')], 0],
    ['never opened', [course(0, 0, 0, null)], 0],
    ['two courses add up', [course(50, 600, 600), course(30, 300, 300)], 20],
    ['a third of a point rounds to one decimal', [course(1, 10, 10), course(0, 0, 0)], 0.3],
  ])('%s: %d', (_, courses, velocity) => {
    expect(learningVelocity(courses, now)).toBe(velocity);
  });
});
