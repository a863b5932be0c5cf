import type { UnitOfWork } from '../ports/unit-of-work.port';
import { findTeacher } from './teacher-access';
import { teacherProfile, type TeacherProfile } from './teacher-profile';

/** GET /teacher/home: the header's profile and figures, read from the counters kept on the profile. */
export class GetTeacherHomeUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(query: { teacherId: number }): Promise<TeacherProfile> {
    return this.unitOfWork.run(async (tx) => teacherProfile(await findTeacher(tx, query.teacherId)));
  }
}
