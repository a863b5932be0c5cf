import type {
  ContentFigures,
  EarningsInWindow,
  EnrollmentMatches,
  TeacherContentItem,
  TeacherEnrollmentRecord,
  TeacherFiguresRepository,
  TeacherProfileChanges,
  TeacherProfileRecord,
  TeacherTotals,
} from '../../../application/teacher/teacher.repositories.port';
import { paymentTypeFor, type AccessType } from '../../../domain/content/access-type';
import { pageOffset } from '../../../domain/content/browse-query';
import type { TeacherEnrollmentQuery } from '../../../domain/teacher/enrollment-filters';
import type { StarCounts } from '../../../domain/teacher/rating-distribution';
import { containsPattern } from '../like-pattern';
import { CONTENT_CARD_COLUMNS, CONTENT_CARD_JOINS, toContentCard, type ContentCardRow } from '../mappers/content-card.mapper';
import type { Sql } from '../sql';
import { figuresVersionOf } from './sql-teacher-figures-versions.reader';

/** The text the student search matches: it is the expression of the users_search_trgm_idx index. */
const USER_SEARCH_TEXT = `(u.username || ' ' || coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`;

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

type StarRow = { rating_1_count: number | string; rating_2_count: number | string; rating_3_count: number | string; rating_4_count: number | string; rating_5_count: number | string };

type FiguresRow = StarRow & {
  id: number;
  title: string;
  type: ContentFigures['type'];
  category: ContentFigures['category'];
  difficulty: ContentFigures['difficulty'];
  visibility: ContentFigures['visibility'];
  token_price: number;
  withdrawn: boolean;
  created_at: Date;
  views: number;
  enrollments: number;
  started: number;
  completions: number;
  progress_sum: string | number;
  time_spent_seconds: string | number;
  tokens_earned: number;
  rating_sum: number;
  rating_count: number;
};

type TotalsRow = StarRow & {
  total_content: number;
  views: string;
  enrollments: string;
  started: string;
  completions: string;
  progress_sum: string;
  time_spent_seconds: string;
  active_students: number;
};

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

const STAR_SUMS = [1, 2, 3, 4, 5].map((star) => `coalesce(sum(rating_${star}_count), 0)::bigint AS rating_${star}_count`).join(', ');
const STAR_COLUMNS = 'rating_1_count, rating_2_count, rating_3_count, rating_4_count, rating_5_count';

const starCounts = (row: StarRow): StarCounts => [
  Number(row.rating_1_count),
  Number(row.rating_2_count),
  Number(row.rating_3_count),
  Number(row.rating_4_count),
  Number(row.rating_5_count),
];

const at = (value: Date | null) => (value ? new Date(value) : null);

/** The teacher's columns a profile change may set, by the change's field. */
const PROFILE_COLUMNS: Record<keyof TeacherProfileChanges, string> = {
  department: 'department',
  yearsOfExperience: 'years_of_experience',
  bio: 'bio',
  subjects: 'subjects',
  avatar: 'avatar',
};

/** The columns of a row of the teacher's enrollment list; `e` is the enrollment, `p` the page it is on. */
const ENROLLMENT_COLUMNS = `e.id, e.student_id, u.first_name, u.last_name, u.username, sp.avatar, e.content_id, c.title, c.category, c.difficulty,
  e.progress_percent, e.time_spent_seconds, e.completed_at, e.last_accessed, e.created_at, e.access_type, e.tokens_spent,
  ts.last_active_at AS student_last_active`;
const ENROLLMENT_JOINS = `JOIN users u ON u.id = e.student_id
  JOIN content_items c ON c.id = e.content_id
  LEFT JOIN student_profiles sp ON sp.user_id = e.student_id
  LEFT JOIN teacher_students ts ON ts.teacher_id = e.teacher_id AND ts.student_id = e.student_id`;

/** The teacher's figures, read in the caller's transaction; everything is scoped to the teacher's own id. */
export class SqlTeacherFiguresRepository implements TeacherFiguresRepository {
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

  async library(teacherId: number): Promise<TeacherContentItem[]> {
    const rows = await this.sql.rows<ContentCardRow & { content_data: unknown; withdrawn_at: Date | null; updated_at: Date }>(
      `SELECT ${CONTENT_CARD_COLUMNS}, c.content_data, c.withdrawn_at, c.updated_at
         FROM content_items c ${CONTENT_CARD_JOINS}
        WHERE c.teacher_id = $1
        ORDER BY c.created_at DESC, c.id DESC`,
      [teacherId],
    );
    return rows.map((row) => ({
      ...toContentCard(row, { populateTeacher: true }),
      contentData: row.content_data,
      withdrawn: row.withdrawn_at !== null,
      withdrawnAt: at(row.withdrawn_at),
      updatedAt: new Date(row.updated_at),
    }));
  }

  async contentFigures(teacherId: number): Promise<ContentFigures[]> {
    const rows = await this.sql.rows<FiguresRow>(
      `SELECT id, title, type, category, difficulty, visibility, token_price, withdrawn_at IS NOT NULL AS withdrawn, created_at, views, enrollments,
              started, completions, progress_sum, time_spent_seconds, tokens_earned, rating_sum, rating_count, ${STAR_COLUMNS}
         FROM content_items WHERE teacher_id = $1
        ORDER BY created_at DESC, id DESC`,
      [teacherId],
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      type: row.type,
      category: row.category,
      difficulty: row.difficulty,
      visibility: row.visibility,
      tokenPrice: row.token_price,
      withdrawn: row.withdrawn,
      createdAt: new Date(row.created_at),
      views: row.views,
      enrollments: row.enrollments,
      started: row.started,
      completions: row.completions,
      progressSum: Number(row.progress_sum),
      timeSpentSeconds: Number(row.time_spent_seconds),
      tokensEarned: row.tokens_earned,
      ratingSum: row.rating_sum,
      ratingCount: row.rating_count,
      starCounts: starCounts(row),
    }));
  }

  async totals(teacherId: number, activeSince: Date): Promise<TeacherTotals> {
    const row = await this.sql.one<TotalsRow>(
      `SELECT count(*) FILTER (WHERE withdrawn_at IS NULL)::int AS total_content,
              coalesce(sum(views), 0)::bigint AS views, coalesce(sum(enrollments), 0)::bigint AS enrollments,
              coalesce(sum(started), 0)::bigint AS started, coalesce(sum(completions), 0)::bigint AS completions,
              coalesce(sum(progress_sum), 0)::bigint AS progress_sum, coalesce(sum(time_spent_seconds), 0)::bigint AS time_spent_seconds,
              ${STAR_SUMS},
              (SELECT count(*)::int FROM teacher_students ts WHERE ts.teacher_id = $1 AND ts.last_active_at >= $2) AS active_students
         FROM content_items WHERE teacher_id = $1`,
      [teacherId, activeSince],
    );
    return {
      totalContent: row!.total_content,
      views: Number(row!.views),
      enrollments: Number(row!.enrollments),
      started: Number(row!.started),
      completions: Number(row!.completions),
      progressSum: Number(row!.progress_sum),
      timeSpentSeconds: Number(row!.time_spent_seconds),
      starCounts: starCounts(row!),
      activeStudents: row!.active_students,
    };
  }

  async earnings(teacherId: number, windows: ReadonlyArray<{ from: Date; to: Date }>): Promise<EarningsInWindow[]> {
    // Each window is summed on its own (a lateral subquery), so its bounds stay in the index
    // condition of token_ledger_sales_idx even under a generic plan, and only its sales are read.
    const rows = await this.sql.rows<{ tokens: string; sales: number }>(
      `SELECT s.tokens, s.sales
         FROM unnest($2::timestamptz[], $3::timestamptz[]) WITH ORDINALITY AS w(from_at, to_at, position)
        CROSS JOIN LATERAL (
          SELECT coalesce(sum(l.delta), 0)::bigint AS tokens, count(*)::int AS sales
            FROM token_ledger l
           WHERE l.user_id = $1 AND l.reason IN ('content_sale', 'sponsored_sale') AND l.created_at >= w.from_at AND l.created_at < w.to_at
        ) s
        ORDER BY w.position`,
      [teacherId, windows.map((window) => window.from.toISOString()), windows.map((window) => window.to.toISOString())],
    );
    return rows.map((row) => ({ tokens: Number(row.tokens), sales: row.sales }));
  }

  async enrollmentsSince(teacherId: number, instants: readonly Date[]): Promise<number[]> {
    const rows = await this.sql.rows<{ count: number }>(
      `SELECT (SELECT count(*)::int FROM enrollments e WHERE e.teacher_id = $1 AND e.created_at >= s.since) AS count
         FROM unnest($2::timestamptz[]) WITH ORDINALITY AS s(since, position) ORDER BY s.position`,
      [teacherId, instants.map((instant) => instant.toISOString())],
    );
    return rows.map((row) => row.count);
  }

  async earliestActivitySince(teacherId: number, since: Date): Promise<Date | null> {
    const row = await this.sql.one<{ first: Date | null }>(
      `SELECT min(last_active_at) AS first FROM teacher_students WHERE teacher_id = $1 AND last_active_at >= $2`,
      [teacherId, since],
    );
    return at(row?.first ?? null);
  }

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

  figuresVersion(teacherId: number): Promise<string | null> {
    return figuresVersionOf(this.sql, teacherId);
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
    completedAt: at(row.completed_at),
    lastAccessed: at(row.last_accessed),
    createdAt: new Date(row.created_at),
    paymentType: paymentTypeFor(row.access_type),
    tokensSpent: row.tokens_spent,
    studentLastActive: at(row.student_last_active),
  };
}
