import type { ContentFigures, EarningsInWindow, LibraryRow, TeacherContentItem, TeacherFiguresRepository, TeacherTotals } from '../../../application/teacher/teacher.repositories.port';
import type { ContentStatus } from '../../../domain/content/content-status';
import type { LibraryPageQuery, LibrarySort } from '../../../domain/content/library-query';
import { containsPattern } from '../like-pattern';
import type { StarCounts } from '../../../domain/teacher/rating-distribution';
import { CONTENT_CARD_COLUMNS, CONTENT_CARD_JOINS, toContentCard, type ContentCardRow } from '../mappers/content-card.mapper';
import { dateOrNull } from '../mappers/nullable-date';
import type { Sql } from '../sql';

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

const STAR_SUMS = [1, 2, 3, 4, 5].map((star) => `coalesce(sum(rating_${star}_count), 0)::bigint AS rating_${star}_count`).join(', ');
const STAR_COLUMNS = 'rating_1_count, rating_2_count, rating_3_count, rating_4_count, rating_5_count';

const starCounts = (row: StarRow): StarCounts => [
  Number(row.rating_1_count),
  Number(row.rating_2_count),
  Number(row.rating_3_count),
  Number(row.rating_4_count),
  Number(row.rating_5_count),
];

type LibraryRowColumns = ContentCardRow & { status: ContentStatus; published_at: Date | null; withdrawn_at: Date | null; updated_at: Date };
type LibraryItemRow = LibraryRowColumns & { content_data: unknown };

/** The columns of a library row beside the card's. */
const LIBRARY_COLUMNS = 'c.status, c.published_at, c.withdrawn_at, c.updated_at';

/**
 * What each library order sorts by: a column of content_items, the title without regard to case, and
 * the rating as it is shown (the average to one decimal; unrated content 0).
 */
const LIBRARY_SORT_KEYS: Record<LibrarySort, string> = {
  id: 'c.id',
  title: 'lower(c.title)',
  type: 'c.type',
  category: 'c.category',
  visibility: 'c.visibility',
  status: 'c.status',
  tokenPrice: 'c.token_price',
  duration: 'c.duration',
  views: 'c.views',
  enrollments: 'c.enrollments',
  completions: 'c.completions',
  rating: 'CASE WHEN c.rating_count > 0 THEN round(c.rating_sum::numeric / c.rating_count, 1) ELSE 0 END',
  createdAt: 'c.created_at',
  updatedAt: 'c.updated_at',
};

const toLibraryRow = (row: LibraryRowColumns): LibraryRow => ({
  ...toContentCard(row, { populateTeacher: false }),
  status: row.status,
  publishedAt: dateOrNull(row.published_at),
  withdrawn: row.withdrawn_at !== null,
  withdrawnAt: dateOrNull(row.withdrawn_at),
  updatedAt: new Date(row.updated_at),
});

const toLibraryItem = (row: LibraryItemRow): TeacherContentItem => ({
  ...toContentCard(row, { populateTeacher: true }),
  contentData: row.content_data,
  status: row.status,
  publishedAt: dateOrNull(row.published_at),
  withdrawn: row.withdrawn_at !== null,
  withdrawnAt: dateOrNull(row.withdrawn_at),
  updatedAt: new Date(row.updated_at),
});

/** The teacher's figures, read in the caller's transaction; everything is scoped to the teacher's own id. */
export class SqlTeacherFiguresRepository implements TeacherFiguresRepository {
  constructor(private readonly sql: Sql) {}

  async library(teacherId: number): Promise<TeacherContentItem[]> {
    const rows = await this.sql.rows<LibraryItemRow>(
      `SELECT ${CONTENT_CARD_COLUMNS}, c.content_data, ${LIBRARY_COLUMNS}
         FROM content_items c ${CONTENT_CARD_JOINS}
        WHERE c.teacher_id = $1
        ORDER BY c.created_at DESC, c.id DESC`,
      [teacherId],
    );
    return rows.map(toLibraryItem);
  }

  async libraryItem(teacherId: number, contentId: number): Promise<TeacherContentItem | null> {
    const row = await this.sql.one<LibraryItemRow>(
      `SELECT ${CONTENT_CARD_COLUMNS}, c.content_data, ${LIBRARY_COLUMNS}
         FROM content_items c ${CONTENT_CARD_JOINS}
        WHERE c.teacher_id = $1 AND c.id = $2`,
      [teacherId, contentId],
    );
    return row ? toLibraryItem(row) : null;
  }

  /**
   * The page and the total in one statement: the page's items by the teacher's content index, each
   * with its figures from the counters kept on it (nothing is counted per item), and the total of
   * the filters first, so a page beyond the last still tells it.
   */
  async libraryPage(teacherId: number, query: LibraryPageQuery): Promise<{ rows: LibraryRow[]; total: number }> {
    const params: unknown[] = [teacherId];
    const at = (value: unknown) => `$${params.push(value)}`;
    const where = ['c.teacher_id = $1'];
    for (const word of query.titleWords) where.push(`c.title ILIKE ${at(containsPattern(word))}`);
    if (query.type !== undefined) where.push(`c.type = ${at(query.type)}`);
    if (query.category !== undefined) where.push(`c.category = ${at(query.category)}`);
    if (query.visibility !== undefined) where.push(`c.visibility = ${at(query.visibility)}`);
    if (query.status !== undefined) where.push(`c.status = ${at(query.status)}`);
    if (query.withdrawn !== undefined) where.push(query.withdrawn ? 'c.withdrawn_at IS NOT NULL' : 'c.withdrawn_at IS NULL');
    if (query.ids !== undefined) where.push(`c.id = ANY(${at(query.ids)}::int[])`);
    const filter = where.join(' AND ');
    const direction = query.order === 'DESC' ? 'DESC' : 'ASC';
    const key = LIBRARY_SORT_KEYS[query.sort];
    const rows = await this.sql.rows<LibraryRowColumns & { total: number }>(
      `WITH page AS (
              SELECT ${CONTENT_CARD_COLUMNS}, ${LIBRARY_COLUMNS}, ${key} AS sort_key
                FROM content_items c ${CONTENT_CARD_JOINS}
               WHERE ${filter}
               ORDER BY ${key} ${direction}, c.id ${direction}
               LIMIT ${at(query.limit)} OFFSET ${at(query.offset)})
       SELECT matching.total, page.*
         FROM (SELECT count(*)::int AS total FROM content_items c WHERE ${filter}) matching
         LEFT JOIN page ON true
        ORDER BY page.sort_key ${direction}, page.id ${direction}`,
      params,
    );
    const total = rows[0]?.total ?? 0;
    return { rows: rows.filter((row) => row.id !== null).map(toLibraryRow), total };
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
    return dateOrNull(row?.first ?? null);
  }
}
