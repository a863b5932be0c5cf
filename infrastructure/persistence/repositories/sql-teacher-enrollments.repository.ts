import type { EnrollmentMatches, TeacherEnrollmentRecord, TeacherEnrollmentsRepository } from '../../../application/teacher/teacher.repositories.port';
import { paymentTypeFor, type AccessType } from '../../../domain/content/access-type';
import { pageOffset, type SortDirection } from '../../../domain/content/browse-query';
import type { EnrollmentSort, TeacherEnrollmentQuery } from '../../../domain/teacher/enrollment-filters';
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

/**
 * What each order sorts by before the enrollment's id, and the table it reads beside the enrollment
 * (`su` the student, `sc` the content). Names and titles sort without regard to letter case. An
 * enrollment never accessed sorts as the oldest; a missing name after every name.
 */
const SORTS: Record<EnrollmentSort, { keys: string[]; join: string; nullsFirstWhenAscending?: boolean }> = {
  student: { keys: ['lower(su.last_name)', 'lower(su.first_name)', 'lower(su.username)'], join: 'JOIN users su ON su.id = e.student_id' },
  content: { keys: ['lower(sc.title)'], join: 'JOIN content_items sc ON sc.id = e.content_id' },
  progress: { keys: ['e.progress_percent'], join: '' },
  timeSpent: { keys: ['e.time_spent_seconds'], join: '' },
  lastAccessed: { keys: ['e.last_accessed'], join: '', nullsFirstWhenAscending: true },
  enrolledAt: { keys: ['e.created_at'], join: '' },
};

/** The sort keys of `query` as columns s0, s1, ... of a row that also has the enrollment's `id`. */
function sortColumns(sort: EnrollmentSort): string {
  return SORTS[sort].keys.map((key, index) => `, ${key} AS s${index}`).join('');
}

/** ORDER BY the s0, s1, ... columns then the id (of `from`, when given), each in the query's direction: no two rows tie. */
function sortOrder(sort: EnrollmentSort, order: SortDirection, from = ''): string {
  const direction = order === 'asc' ? 'ASC' : 'DESC';
  const nullsFirst = SORTS[sort].nullsFirstWhenAscending === true ? order === 'asc' : order === 'desc';
  const nulls = nullsFirst ? 'NULLS FIRST' : 'NULLS LAST';
  return [...SORTS[sort].keys.map((_, index) => `${from}s${index} ${direction} ${nulls}`), `${from}id ${direction}`].join(', ');
}

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
   * The page's ids are found first, reading only the enrollments (and, for the student and content
   * orders, the student's names or the content's title), then only the page's rows are joined. Newest
   * or oldest first walks the teacher's enrollments index (or the content's) and stops at the page;
   * the other orders sort the teacher's enrollments alone, never the table. The total is the
   * content's kept counters.
   */
  async enrollments(teacherId: number, query: TeacherEnrollmentQuery): Promise<{ rows: TeacherEnrollmentRecord[]; total: number }> {
    const params: unknown[] = [teacherId, query.pageSize, pageOffset(query.page, query.pageSize)];
    const byContent = query.contentId !== null ? ` AND e.content_id = $${params.push(query.contentId)}` : '';
    const [rows, counted] = await Promise.all([
      this.sql.rows<EnrollmentRow>(
        `SELECT ${ENROLLMENT_COLUMNS}
           FROM (SELECT e.id${sortColumns(query.sort)} FROM enrollments e ${SORTS[query.sort].join}
                  WHERE e.teacher_id = $1${byContent}
                  ORDER BY ${sortOrder(query.sort, query.order)}
                  LIMIT $2 OFFSET $3) p
           JOIN enrollments e ON e.id = p.id ${ENROLLMENT_JOINS}
          ORDER BY ${sortOrder(query.sort, query.order, 'p.')}`,
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
   * A search's matching enrollments are found once with their sort keys, counted, and the window is
   * taken from them in the query's order; a filter alone is counted, and its window read in order. A search
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
    const { join } = SORTS[query.sort];
    const keys = sortColumns(query.sort);
    let statement: string;
    if (query.search === null) {
      // A filter alone: counted apart from the window, so that the window is read in the order's
      // index (the teacher's enrollments by date, the students by name) and stops at the page.
      statement = `SELECT (SELECT count(*)::int FROM enrollments e ${activity} WHERE e.teacher_id = $1${filters}) AS total,
                          ARRAY(SELECT w.id FROM (SELECT e.id${keys} FROM enrollments e ${activity} ${join} WHERE e.teacher_id = $1${filters}
                                                   ORDER BY ${sortOrder(query.sort, query.order)} LIMIT $2 OFFSET $3) w
                                 ORDER BY ${sortOrder(query.sort, query.order, 'w.')}) AS ids`;
    } else {
      // Each branch applies the filters to the enrollments it reads; OFFSET 0 keeps the lateral
      // subquery apart, so each matching student's enrollments are looked up by index.
      const pattern = param(containsPattern(query.search));
      const matches = `SELECT e.id${keys} FROM enrollments e ${activity} ${join}
                  WHERE e.content_id IN (SELECT c.id FROM content_items c WHERE c.teacher_id = $1 AND c.title ILIKE ${pattern})${filters}
                 UNION
                 SELECT x.* FROM users u
                  CROSS JOIN LATERAL (SELECT e.id${keys} FROM enrollments e ${activity} ${join} WHERE e.student_id = u.id AND e.teacher_id = $1${filters} OFFSET 0) x
                  WHERE ${USER_SEARCH_TEXT} ILIKE ${pattern}`;
      statement = `WITH matches AS MATERIALIZED (${matches})
       SELECT (SELECT count(*)::int FROM matches) AS total,
              ARRAY(SELECT id FROM matches ORDER BY ${sortOrder(query.sort, query.order)} LIMIT $2 OFFSET $3) AS ids`;
    }
    const row = await this.sql.one<{ total: number; ids: number[] }>(statement, params);
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
