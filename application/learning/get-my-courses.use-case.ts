import { findPlayer } from '../game/student-access';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { MyCourse } from './learning.repositories.port';

export interface MyCourses {
  activeCourses: MyCourse[];
  completedCourses: MyCourse[];
}

/**
 * The student's courses, newest enrollment first, split into active and completed. The student
 * check and the list are asked together (one round trip on a pipelined connection): the list of
 * someone who is not a student is thrown away with the refusal.
 */
export class GetMyCoursesUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(query: { userId: number }): Promise<MyCourses> {
    return this.unitOfWork.run(async (tx) => {
      const [, courses] = await Promise.all([findPlayer(tx, query.userId), tx.myCourses.list(query.userId)]);
      const activeCourses: MyCourse[] = [];
      const completedCourses: MyCourse[] = [];
      for (const course of courses) (course.progress.completedAt === null ? activeCourses : completedCourses).push(course);
      return { activeCourses, completedCourses };
    });
  }
}
