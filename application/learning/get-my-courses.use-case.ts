import { studentRead } from '../game/student-read';

/** The student's courses, newest enrollment first, split into active and completed. */
export class GetMyCoursesUseCase extends studentRead(async (tx, player) => {
  const courses = await tx.myCourses.list(player.userId);
  return {
    activeCourses: courses.filter((course) => course.progress.completedAt === null),
    completedCourses: courses.filter((course) => course.progress.completedAt !== null),
  };
}) {}
