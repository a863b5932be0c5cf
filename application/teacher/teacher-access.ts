import type { Transaction } from '../ports/unit-of-work.port';
import { NotATeacherError } from './teacher.errors';
import type { TeacherProfileRecord } from './teacher.repositories.port';

/** The signed-in teacher's profile; anyone without one is refused. */
export async function findTeacher(tx: Transaction, teacherId: number): Promise<TeacherProfileRecord> {
  const teacher = await tx.teacherProfiles.profile(teacherId);
  if (!teacher) throw new NotATeacherError();
  return teacher;
}
