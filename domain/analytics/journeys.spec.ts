import { averagePercent, learningJourneys, subjectSummary, type JourneyCourse } from './journeys';

const now = new Date('2026-11-18T12:00:00Z');
const course = (category: JourneyCourse['category'], difficulty: JourneyCourse['difficulty'], progressPercent: number, seconds = 0): JourneyCourse => ({
  category,
  difficulty,
  progressPercent,
  completed: progressPercent === 100,
  timeSpentSeconds: seconds,
  secondsInWindow: seconds,
  lastAccessed: new Date('2026-11-17T00:00:00Z'),
});

describe('learning journeys: one per subject, from the enrollments', () => {
  it('sums up a subject', () => {
    const summary = subjectSummary([course('math', 'beginner', 100, 600), course('math', 'advanced', 40, 600)], now);
    expect(summary).toEqual({
      enrolled: 2,
      completed: 1,
      averageProgress: 70,
      skillScore: 16, // 10 + 30 × ½ × 40 %
      skillLevel: 'beginner',
      learningVelocity: 35, // 140 points over 4 weeks
    });
  });

  it('lists the most enrolled subject first, ties in catalogue order', () => {
    const journeys = learningJourneys(
      [course('science', 'beginner', 10), course('math', 'beginner', 20), course('history', 'beginner', 30), course('history', 'beginner', 50)],
      now,
    );
    expect(journeys.map((journey) => [journey.id, journey.subject, journey.enrolled, journey.averageProgress])).toEqual([
      ['history', 'history', 2, 40],
      ['math', 'math', 1, 20],
      ['science', 'science', 1, 10],
    ]);
  });

  it('no enrollments, no journeys', () => {
    expect(learningJourneys([], now)).toEqual([]);
    expect(subjectSummary([], now)).toEqual({ enrolled: 0, completed: 0, averageProgress: 0, skillScore: 0, skillLevel: 'beginner', learningVelocity: 0 });
  });

  it.each([
    [0, 0, 0],
    [150, 2, 75],
    [100, 3, 33.3],
  ])('%i over %i averages %d', (sum, count, average) => {
    expect(averagePercent(sum, count)).toBe(average);
  });
});
