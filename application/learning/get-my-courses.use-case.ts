import { NotAStudentError } from '../game/game.errors';
import type { MyCourse, MyCoursesPage, MyCoursesPageQuery, MyCoursesReader } from './learning.repositories.port';

export interface MyCourses {
  activeCourses: MyCourse[];
  completedCourses: MyCourse[];
}

/** The student's courses, and the version of their course list they were read at. */
export interface MyCoursesListing {
  version: string;
  courses: MyCourses;
}

/**
 * The student's courses, newest enrollment first, split into active and completed. The version of
 * the course list tells whether a listing read earlier still holds the student's enrollments: any
 * change to them moves it.
 */
export class GetMyCoursesUseCase {
  constructor(private readonly myCourses: MyCoursesReader) {}

  async execute(query: { userId: number }): Promise<MyCoursesListing> {
    const listing = await this.myCourses.list(query.userId);
    if (!listing) throw new NotAStudentError();
    const activeCourses: MyCourse[] = [];
    const completedCourses: MyCourse[] = [];
    for (const course of listing.courses) (course.progress.completedAt === null ? activeCourses : completedCourses).push(course);
    return { version: listing.version, courses: { activeCourses, completedCourses } };
  }

  /** A page of one of the student's lists, with the counts of both. */
  async page(query: MyCoursesPageQuery): Promise<MyCoursesPage> {
    const page = await this.myCourses.page(query);
    if (!page) throw new NotAStudentError();
    return page;
  }

  /** The current version of the student's course list. */
  async version(query: { userId: number }): Promise<string> {
    const version = await this.myCourses.version(query.userId);
    if (version === null) throw new NotAStudentError();
    return version;
  }
}
