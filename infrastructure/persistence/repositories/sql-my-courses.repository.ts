import type { MyCourse, MyCoursesPage, MyCoursesPageQuery, MyCoursesReader } from '../../../application/learning/learning.repositories.port';
import type { MyCourseSort } from '../../../domain/content/my-course-list';
import type { Sql } from '../sql';

interface MyCourseRow {
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

/** The facts of one enrollment and its course that a My Courses entry shows, from e, c and t. */
const ENTRY_COLUMNS = `e.id AS enrollment_id, e.access_type, e.tokens_spent, e.created_at AS enrolled_at, e.progress_percent,
       e.last_accessed, e.time_spent_seconds, e.current_position, e.completed_at, e.quiz_score, e.quiz_max_score,
       c.id AS content_id, c.title, c.description, c.type, c.category, c.difficulty, c.duration, c.thumbnail_url,
       t.username AS teacher_username, t.first_name AS teacher_first_name, t.last_name AS teacher_last_name`;

/**
 * The student's course-list version and their enrollments with each course, newest first, in one statement on the pool: a
 * student without enrollments is one row without an enrollment, someone else is no row.
 * enrollments_student_idx gives the order; the courses and their teachers are found by key.
 */
export const MY_COURSES_STATEMENT = `SELECT u.courses_version::text, ${ENTRY_COLUMNS}
  FROM users u
  LEFT JOIN (enrollments e JOIN content_items c ON c.id = e.content_id JOIN users t ON t.id = c.teacher_id) ON e.student_id = u.id
 WHERE u.id = $1 AND u.user_role = 'student'
 ORDER BY e.created_at DESC, e.id DESC`;

/** Each sort as SQL, the enrollment's id last so that pages never overlap; chosen from this map, never from the request. */
const PAGE_ORDER: Record<MyCourseSort, string> = {
  recent: 'COALESCE(e.last_accessed, e.created_at) DESC, e.id DESC',
  progress: 'e.progress_percent DESC, COALESCE(e.last_accessed, e.created_at) DESC, e.id DESC',
  title: 'lower(c.title), e.id',
};

/** Whether an enrollment belongs to the page's list ($2: completed), category ($3) and type ($4). */
const IN_PAGE_LIST = `(e.completed_at IS NOT NULL) = $2 AND ($3::text IS NULL OR c.category = $3) AND ($4::text IS NULL OR c.type = $4)`;

/**
 * One statement: a page of one list ($5 courses after the first $6) and the counts. A student
 * without enrollments is one row without an enrollment, someone else is no row. A student holds a
 * few hundred enrollments at most; enrollments_student_idx finds them, and the courses are found by key.
 */
const pageStatement = (sort: MyCourseSort) => `SELECT counts.active_count, counts.completed_count, counts.total, page.*
  FROM users u
 CROSS JOIN LATERAL (
       SELECT count(*) FILTER (WHERE e.completed_at IS NULL)::int AS active_count,
              count(*) FILTER (WHERE e.completed_at IS NOT NULL)::int AS completed_count,
              count(*) FILTER (WHERE ${IN_PAGE_LIST})::int AS total
         FROM enrollments e JOIN content_items c ON c.id = e.content_id
        WHERE e.student_id = u.id) counts
  LEFT JOIN LATERAL (
       SELECT ${ENTRY_COLUMNS}, row_number() OVER (ORDER BY ${PAGE_ORDER[sort]}) AS ordinal
         FROM enrollments e JOIN content_items c ON c.id = e.content_id JOIN users t ON t.id = c.teacher_id
        WHERE e.student_id = u.id AND ${IN_PAGE_LIST}
        ORDER BY ${PAGE_ORDER[sort]}
        LIMIT $5 OFFSET $6) page ON true
 WHERE u.id = $1 AND u.user_role = 'student'
 ORDER BY page.ordinal`;

const orNull = (value: Date | null) => value && new Date(value);

function entryOf(row: MyCourseRow & { enrollment_id: number }): MyCourse {
  return {
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
  };
}

const hasEnrollment = <Row extends MyCourseRow>(row: Row): row is Row & { enrollment_id: number } => row.enrollment_id !== null;

export class SqlMyCoursesRepository implements MyCoursesReader {
  constructor(private readonly reads: Sql) {}

  async version(studentId: number): Promise<string | null> {
    const row = await this.reads.one<{ courses_version: string }>(`SELECT courses_version::text FROM users WHERE id = $1 AND user_role = 'student'`, [studentId]);
    return row?.courses_version ?? null;
  }

  async list(studentId: number): Promise<{ version: string; courses: MyCourse[] } | null> {
    const rows = await this.reads.rows<MyCourseRow & { courses_version: string }>(MY_COURSES_STATEMENT, [studentId]);
    if (rows.length === 0) return null;
    return { version: rows[0].courses_version, courses: rows.filter(hasEnrollment).map(entryOf) };
  }

  async page(query: MyCoursesPageQuery): Promise<MyCoursesPage | null> {
    const rows = await this.reads.rows<MyCourseRow & { active_count: number; completed_count: number; total: number }>(pageStatement(query.sort), [
      query.studentId,
      query.list === 'completed',
      query.category,
      query.type,
      query.limit,
      query.offset,
    ]);
    if (rows.length === 0) return null;
    const [{ active_count, completed_count, total }] = rows;
    return { courses: rows.filter(hasEnrollment).map(entryOf), total, activeCount: active_count, completedCount: completed_count };
  }
}
