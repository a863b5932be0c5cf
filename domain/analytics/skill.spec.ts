import { skillLevel, skillScore, type SkillCourse } from './skill';

const done = (difficulty: SkillCourse['difficulty']): SkillCourse => ({ difficulty, progressPercent: 100, completed: true });
const at = (difficulty: SkillCourse['difficulty'], progressPercent: number): SkillCourse => ({ difficulty, progressPercent, completed: false });

describe("a subject's skill score and level from completions, progress and difficulty", () => {
  it.each([
    ['nothing', [], 0, 'beginner'],
    ['one beginner course half done', [at('beginner', 50)], 3, 'beginner'], // 10 × ½ × 50 %
    ['one beginner course completed', [done('beginner')], 10, 'beginner'],
    ['three beginner courses completed', [done('beginner'), done('beginner'), done('beginner')], 30, 'intermediate'],
    ['one advanced course completed', [done('advanced')], 30, 'intermediate'],
    ['an advanced course at 99 %', [at('advanced', 99)], 15, 'beginner'], // unfinished counts half
    ['two advanced courses completed', [done('advanced'), done('advanced')], 60, 'advanced'],
    ['an intermediate and an advanced completed, an advanced at 40 %', [done('intermediate'), done('advanced'), at('advanced', 40)], 56, 'intermediate'],
    ['five advanced courses completed', Array.from({ length: 5 }, () => done('advanced')), 100, 'advanced'], // capped at 100
  ] as const)('%s: score %i, %s', (_, courses, score, level) => {
    expect(skillScore(courses)).toBe(score);
    expect(skillLevel(score)).toBe(level);
  });

  it.each([
    [29, 'beginner'],
    [30, 'intermediate'],
    [59, 'intermediate'],
    [60, 'advanced'],
  ])('a score of %i is %s', (score, level) => {
    expect(skillLevel(score)).toBe(level);
  });
});
