import type { Difficulty } from '../content/content-taxonomy';

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/** What a completed course of each difficulty is worth towards the subject's skill score (0..100). */
export const DIFFICULTY_POINTS: Readonly<Record<Difficulty, number>> = { beginner: 10, intermediate: 20, advanced: 30 };

/** Unfinished work counts, at half the weight of finished work. */
const UNFINISHED_SHARE = 0.5;

export const INTERMEDIATE_FROM_SCORE = 30;
export const ADVANCED_FROM_SCORE = 60;

export interface SkillCourse {
  difficulty: Difficulty;
  progressPercent: number;
  completed: boolean;
}

/**
 * A subject's skill score: each completed course adds its difficulty's points, each unfinished one
 * half of them in proportion to its progress; capped at 100. Three beginner courses, or one advanced
 * course, make an intermediate; twice that an advanced learner.
 */
export function skillScore(courses: readonly SkillCourse[]): number {
  const points = courses.reduce((total, course) => {
    const worth = DIFFICULTY_POINTS[course.difficulty];
    if (course.completed) return total + worth;
    return total + worth * UNFINISHED_SHARE * (Math.min(100, Math.max(0, course.progressPercent)) / 100);
  }, 0);
  return Math.min(100, Math.round(points));
}

export function skillLevel(score: number): SkillLevel {
  if (score >= ADVANCED_FROM_SCORE) return 'advanced';
  if (score >= INTERMEDIATE_FROM_SCORE) return 'intermediate';
  return 'beginner';
}
