import type { EnrollmentMatches, TeacherEnrollmentRecord, TeacherEnrollmentsRepository } from '../../../application/teacher/teacher.repositories.port';
import { paymentTypeFor, type AccessType } from '../../../domain/content/access-type';
import { pageOffset } from '../../../domain/content/browse-query';
import type { TeacherEnrollmentQuery } from '../../../domain/teacher/enrollment-filters';
import { containsPattern } from '../like-pattern';
import { dateOrNull } from '../mappers/nullable-date';
import type { Sql } from '../sql';

/** The text the student search matches: it is the expression of the users_search_trgm_idx index. */
const USER_SEARCH_TEXT = `(u.username || ' ' || coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;

type EnrollmentRow = {
  id: number;
  student_id: number;
  first_name: string | null;
  last_name: string | null;
  username: string;
  avatar: string | null;
  content_id: number;
  title: string;
  category: TeacherEnrollmentRecord['contentItem']['category'];
  difficulty: TeacherEnrollmentRecord['contentItem']['difficulty'];
  progress_percent: number;
  time_spent_seconds: number;
  completed_at: Date | null;
  last_accessed: Date | null;
  created_at: Date;
  access_type: AccessType;
  tokens_spent: number;
  student_last_active: Date | null;
};

/** The columns of a row of the teacher's enrollment list; `e` is the enrollment, `p` the page it is on. */
const ENROLLMENT_COLUMNS = `e.id, e.student_id, u.first_name, u.last_name, u.username, sp.avatar, e.content_id, c.title, c.category, c.difficulty,
  e.progress_percent, e.time_spent_seconds, e.completed_at, e.last_accessed, e.created_at, e.access_type, e.tokens_spent,
  ts.last_active_at AS student_last_active`;
const ENROLLMENT_JOINS = `JOIN users u ON u.id = e.student_id
  JOIN content_items c ON c.id = e.content_id
  LEFT JOIN student_profiles sp ON sp.user_id = e.student_id
  LEFT JOIN teacher_students ts ON ts.teacher_id = e.teacher_id AND ts.student_id = e.student_id`;

/** The enrollments in a teacher's content, read in the caller's transaction; scoped to the teacher's own id. */
export class SqlTeacherEnrollmentsRepository implements TeacherEnrollmentsRepository {
  constructor(private readonly sql: Sql) {}

  /**
   * The page walks the teacher's enrollments index (or the content's) newest first and stops at the
   * page; the total is the content's kept counters.
   */
  async enrollments(teacherId: number, query: TeacherEnrollmentQuery): Promise<{ rows: TeacherEnrollmentRecord[]; total: number }> {
    const params: unknown[] = [teacherId, query.pageSize, pageOffset(query.page, query.pageSize)];
    const byContent = query.contentId !== null ? ` AND e.content_id = $${params.push(query.contentId)}` : '';
    const [rows, counted] = await Promise.all([
      this.sql.rows<EnrollmentRow>(
        `SELECT ${ENROLLMENT_COLUMNS}
           FROM enrollments e ${ENROLLMENT_JOINS}
          WHERE e.teacher_id = $1${byContent}
          ORDER BY e.created_at DESC, e.id DESC
          LIMIT $2 OFFSET $3`,
        params,
      ),
      this.sql.one<{ total: string }>(
        `SELECT coalesce(sum(enrollments), 0)::bigint AS total FROM content_items WHERE teacher_id = $1${query.contentId !== null ? ' AND id = $2' : ''}`,
        query.contentId !== null ? [teacherId, query.contentId] : [teacherId],
      ),
    ]);
    return { rows: rows.map(toEnrollment), total: Number(counted!.total) };
  }

  /**
   * The matching enrollments are found once, counted, and the window is the newest of them. A search
   * reads only the enrollments of the matching content (the teacher's own titles, through the
   * content's enrollments index) and of the matching students (the trigram index of usernames and
   * names, then each student's own enrollments), never all of the teacher's.
   */
  async enrollmentMatches(teacherId: number, query: TeacherEnrollmentQuery, activeSince: Date, window: { from: number; count: number }): Promise<EnrollmentMatches> {
    const params: unknown[] = [teacherId, window.count, window.from];
    const param = (value: unknown) => `$${params.push(value)}`;
    const conditions: string[] = [];
    if (query.contentId !== null) conditions.push(`e.content_id = ${param(query.contentId)}`);
    if (query.status === 'complete') conditions.push('(e.completed_at IS NOT NULL OR e.progress_percent >= 100)');
    if (query.status === 'in-progress') conditions.push('(e.completed_at IS NULL AND e.progress_percent > 0 AND e.progress_percent < 100)');
    if (query.status === 'not-started') conditions.push('(e.completed_at IS NULL AND e.progress_percent = 0)');
    let activity = '';
    if (query.activity !== null) {
      activity = 'LEFT JOIN teacher_students a ON a.teacher_id = e.teacher_id AND a.student_id = e.student_id';
      const since = param(activeSince);
      conditions.push(query.activity === 'active' ? `a.last_active_at >= ${since}` : `(a.last_active_at IS NULL OR a.last_active_at < ${since})`);
    }
    const filters = conditions.map((condition) => ` AND ${condition}`).join('');
    let matches: string;
    if (query.search === null) {
      matches = `SELECT e.id, e.created_at FROM enrollments e ${activity} WHERE e.teacher_id = $1${filters}`;
    } else {
      // Each branch applies the filters to the enrollments it reads; OFFSET 0 keeps the lateral
      // subquery apart, so each matching student's enrollments are looked up by index.
      const pattern = param(containsPattern(query.search));
      matches = `SELECT e.id, e.created_at FROM enrollments e ${activity}
                  WHERE e.content_id IN (SELECT c.id FROM content_items c WHERE c.teacher_id = $1 AND c.title ILIKE ${pattern})${filters}
                 UNION
                 SELECT x.id, x.created_at FROM users u
                  CROSS JOIN LATERAL (SELECT e.id, e.created_at FROM enrollments e ${activity} WHERE e.student_id = u.id AND e.teacher_id = $1${filters} OFFSET 0) x
                  WHERE ${USER_SEARCH_TEXT} ILIKE ${pattern}`;
    }
    const row = await this.sql.one<{ total: number; ids: number[] }>(
      `WITH matches AS MATERIALIZED (${matches})
       SELECT (SELECT count(*)::int FROM matches) AS total,
              ARRAY(SELECT id FROM matches ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3) AS ids`,
      params,
    );
    return { total: row?.total ?? 0, ids: row?.ids ?? [] };
  }

  async enrollmentsByIds(teacherId: number, ids: readonly number[]): Promise<TeacherEnrollmentRecord[]> {
    if (ids.length === 0) return [];
    const rows = await this.sql.rows<EnrollmentRow>(`SELECT ${ENROLLMENT_COLUMNS} FROM enrollments e ${ENROLLMENT_JOINS} WHERE e.id = ANY($2::int[]) AND e.teacher_id = $1`, [teacherId, ids]);
    const byId = new Map(rows.map((row) => [row.id, toEnrollment(row)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}

function toEnrollment(row: EnrollmentRow): TeacherEnrollmentRecord {
  return {
    id: row.id,
    student: { id: row.student_id, firstName: row.first_name, lastName: row.last_name, avatar: row.avatar, user: { username: row.username } },
    contentItem: { id: row.content_id, title: row.title, category: row.category, difficulty: row.difficulty },
    progress: row.progress_percent,
    timeSpent: row.time_spent_seconds,
    completed: row.completed_at !== null,
    completedAt: dateOrNull(row.completed_at),
    lastAccessed: dateOrNull(row.last_accessed),
    createdAt: new Date(row.created_at),
    paymentType: paymentTypeFor(row.access_type),
    tokensSpent: row.tokens_spent,
    studentLastActive: dateOrNull(row.student_last_active),
  };
}
