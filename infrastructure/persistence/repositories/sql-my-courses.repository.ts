import type { MyCourse, MyCoursesReader } from '../../../application/learning/learning.repositories.port';
import type { Sql } from '../sql';

interface MyCourseRow {
  courses_version: string;
  enrollment_id: number | null;
  access_type: MyCourse['accessType'];
  tokens_spent: number;
  enrolled_at: Date;
  progress_percent: number;
  last_accessed: Date | null;
  time_spent_seconds: number;
  current_position: number;
  completed_at: Date | null;
  quiz_score: number | null;
  quiz_max_score: number | null;
  content_id: number;
  title: string;
  description: string;
  type: MyCourse['contentItem']['type'];
  category: MyCourse['contentItem']['category'];
  difficulty: MyCourse['contentItem']['difficulty'];
  duration: number;
  thumbnail_url: string | null;
  teacher_username: string;
  teacher_first_name: string | null;
  teacher_last_name: string | null;
}

/**
 * The student's course-list version and their enrollments with each course, newest first, in one statement on the pool: a
 * student without enrollments is one row without an enrollment, someone else is no row.
 * enrollments_student_idx gives the order; the courses and their teachers are found by key.
 */
export const MY_COURSES_STATEMENT = `SELECT u.courses_version::text, e.id AS enrollment_id, e.access_type, e.tokens_spent, e.created_at AS enrolled_at, e.progress_percent,
       e.last_accessed, e.time_spent_seconds, e.current_position, e.completed_at, e.quiz_score, e.quiz_max_score,
       c.id AS content_id, c.title, c.description, c.type, c.category, c.difficulty, c.duration, c.thumbnail_url,
       t.username AS teacher_username, t.first_name AS teacher_first_name, t.last_name AS teacher_last_name
  FROM users u
  LEFT JOIN (enrollments e JOIN content_items c ON c.id = e.content_id JOIN users t ON t.id = c.teacher_id) ON e.student_id = u.id
 WHERE u.id = $1 AND u.user_role = 'student'
 ORDER BY e.created_at DESC, e.id DESC`;

const orNull = (value: Date | null) => value && new Date(value);

export class SqlMyCoursesRepository implements MyCoursesReader {
  constructor(private readonly reads: Sql) {}

  async version(studentId: number): Promise<string | null> {
    const row = await this.reads.one<{ courses_version: string }>(`SELECT courses_version::text FROM users WHERE id = $1 AND user_role = 'student'`, [studentId]);
    return row?.courses_version ?? null;
  }

  async list(studentId: number): Promise<{ version: string; courses: MyCourse[] } | null> {
    const rows = await this.reads.rows<MyCourseRow>(MY_COURSES_STATEMENT, [studentId]);
    if (rows.length === 0) return null;
    const courses: MyCourse[] = [];
    for (const row of rows) {
      if (row.enrollment_id === null) continue;
      courses.push({
        id: row.enrollment_id,
        contentItem: {
          id: row.content_id,
          title: row.title,
          description: row.description,
          type: row.type,
          category: row.category,
          difficulty: row.difficulty,
          duration: row.duration,
          thumbnail: row.thumbnail_url ? { url: row.thumbnail_url } : null,
          teacherFirstName: row.teacher_first_name,
          teacherLastName: row.teacher_last_name,
          teacherUsername: row.teacher_username,
        },
        accessType: row.access_type,
        tokensSpent: row.tokens_spent,
        enrolledAt: new Date(row.enrolled_at),
        progress: {
          percentage: row.progress_percent,
          lastAccessed: orNull(row.last_accessed),
          timeSpent: row.time_spent_seconds,
          currentPosition: row.current_position,
          completedAt: orNull(row.completed_at),
        },
        quizScore: row.quiz_score === null || row.quiz_max_score === null ? null : { score: row.quiz_score, maxScore: row.quiz_max_score },
      });
    }
    return { version: rows[0].courses_version, courses };
  }
}
