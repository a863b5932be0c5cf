import { CONTENT_CATEGORIES, type ContentCategory } from '../content/content-taxonomy';
import { learningVelocity, type VelocityCourse } from './learning-velocity';
import { skillLevel, skillScore, type SkillCourse, type SkillLevel } from './skill';

export interface JourneyCourse extends SkillCourse, VelocityCourse {
  category: ContentCategory;
}

export interface SubjectSummary {
  enrolled: number;
  completed: number;
  averageProgress: number;
  skillLevel: SkillLevel;
  skillScore: number;
  learningVelocity: number;
}

export interface Journey extends SubjectSummary {
  id: ContentCategory;
  subject: ContentCategory;
}

/** The mean of some percents to one decimal; 0 of nothing. */
export function averagePercent(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

/** How a student stands in one subject, from their enrollments in it. */
export function subjectSummary(courses: readonly JourneyCourse[], now: Date): SubjectSummary {
  const score = skillScore(courses);
  return {
    enrolled: courses.length,
    completed: courses.filter((course) => course.completed).length,
    averageProgress: averagePercent(
      courses.reduce((sum, course) => sum + course.progressPercent, 0),
      courses.length,
    ),
    skillLevel: skillLevel(score),
    skillScore: score,
    learningVelocity: learningVelocity(courses, now),
  };
}

/** One journey per subject the student is enrolled in: the most enrolled first, then in catalogue order. */
export function learningJourneys(courses: readonly JourneyCourse[], now: Date): Journey[] {
  const bySubject = new Map<ContentCategory, JourneyCourse[]>();
  for (const course of courses) bySubject.set(course.category, [...(bySubject.get(course.category) ?? []), course]);
  return [...bySubject.entries()]
    .sort(([a, left], [b, right]) => right.length - left.length || CONTENT_CATEGORIES.indexOf(a) - CONTENT_CATEGORIES.indexOf(b))
    .map(([subject, subjectCourses]) => ({ id: subject, subject, ...subjectSummary(subjectCourses, now) }));
}
