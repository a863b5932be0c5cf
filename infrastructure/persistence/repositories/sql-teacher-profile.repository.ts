import type { TeacherProfileChanges, TeacherProfileRecord, TeacherProfileRepository } from '../../../application/teacher/teacher.repositories.port';
import type { Sql } from '../sql';
import { figuresVersionOf } from './sql-teacher-figures-versions.reader';

type ProfileRow = {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  time_zone: string;
  avatar: string | null;
  department: string | null;
  years_of_experience: number;
  bio: string | null;
  subjects: string[];
  total_earnings: number;
  total_students: number;
  rating_sum: number;
  rating_count: number;
  content_count: number;
};

/** The teacher's columns a profile change may set, by the change's field. */
const PROFILE_COLUMNS: Record<keyof TeacherProfileChanges, string> = {
  department: 'department',
  yearsOfExperience: 'years_of_experience',
  bio: 'bio',
  subjects: 'subjects',
  avatar: 'avatar',
};

/** The teacher's profile and its figures row, read and written in the caller's transaction. */
export class SqlTeacherProfileRepository implements TeacherProfileRepository {
  constructor(private readonly sql: Sql) {}

  async profile(teacherId: number): Promise<TeacherProfileRecord | null> {
    const row = await this.sql.one<ProfileRow>(
      `SELECT u.id, u.username, u.first_name, u.last_name, u.time_zone, tp.avatar, tp.department, tp.years_of_experience, tp.bio, tp.subjects,
              tp.total_earnings, tp.total_students, tp.rating_sum, tp.rating_count,
              (SELECT count(*)::int FROM content_items c WHERE c.teacher_id = u.id AND c.withdrawn_at IS NULL) AS content_count
         FROM users u JOIN teacher_profiles tp ON tp.user_id = u.id
        WHERE u.id = $1 AND u.user_role = 'teacher'`,
      [teacherId],
    );
    return (
      row && {
        id: row.id,
        username: row.username,
        firstName: row.first_name,
        lastName: row.last_name,
        timeZone: row.time_zone,
        avatar: row.avatar,
        department: row.department,
        yearsOfExperience: row.years_of_experience,
        bio: row.bio,
        subjects: row.subjects,
        totalEarnings: row.total_earnings,
        totalStudents: row.total_students,
        ratingSum: row.rating_sum,
        ratingCount: row.rating_count,
        contentCount: row.content_count,
      }
    );
  }

  async updateProfile(teacherId: number, changes: TeacherProfileChanges): Promise<void> {
    const fields = (Object.keys(PROFILE_COLUMNS) as Array<keyof TeacherProfileChanges>).filter((field) => changes[field] !== undefined);
    if (fields.length === 0) return;
    const assignments = fields.map((field, index) => `${PROFILE_COLUMNS[field]} = $${index + 2}`);
    await this.sql.execute(`UPDATE teacher_profiles SET ${assignments.join(', ')} WHERE user_id = $1`, [teacherId, ...fields.map((field) => changes[field])]);
  }

  figuresVersion(teacherId: number): Promise<string | null> {
    return figuresVersionOf(this.sql, teacherId);
  }
}
