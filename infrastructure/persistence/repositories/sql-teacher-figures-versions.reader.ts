import type { TeacherFiguresVersions } from '../../../application/teacher/teacher.repositories.port';
import type { Sql } from '../sql';

/** The version of a teacher's figures row and the teacher's time zone, by key; null for someone who is not a teacher. */
export async function figuresVersionOf(sql: Sql, teacherId: number): Promise<string | null> {
  const row = await sql.one<{ version: string }>(
    `SELECT tp.figures_version::text || ' ' || u.time_zone AS version
       FROM users u JOIN teacher_profiles tp ON tp.user_id = u.id
      WHERE u.id = $1 AND u.user_role = 'teacher'`,
    [teacherId],
  );
  return row?.version ?? null;
}

/** The version of a teacher's figures row and the teacher's time zone, on the pool. */
export class SqlTeacherFiguresVersions implements TeacherFiguresVersions {
  constructor(private readonly reads: Sql) {}

  figuresVersion(teacherId: number): Promise<string | null> {
    return figuresVersionOf(this.reads, teacherId);
  }
}
