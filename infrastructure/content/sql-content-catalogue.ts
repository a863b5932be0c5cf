import type {
  BrowsePage,
  ContentAccessFacts,
  ContentCatalogue,
  ContentReading,
  ReaderEnrollment,
} from '../../application/content/content-catalogue.port';
import type { BrowseQuery, BrowseReach } from '../../domain/content/browse-query';
import type { LocalDate } from '../../domain/shared/calendar';
import { CONTENT_CARD_COLUMNS, CONTENT_CARD_JOINS, toContentCard, type ContentCardRow } from '../persistence/mappers/content-card.mapper';
import { dateOrNull } from '../persistence/mappers/nullable-date';
import type { Sql } from '../persistence/sql';
import { browseStatement } from './browse-statement';

type ReadingRow = ContentCardRow & {
  content_data: unknown;
  withdrawn: boolean;
  draft: boolean;
  enrollment_id: number | null;
  access_type: ReaderEnrollment['accessType'] | null;
  tokens_spent: number | null;
  enrolled_at: Date | null;
  progress_percent: number | null;
  last_accessed: Date | null;
  time_spent_seconds: number | null;
  current_position: number | null;
  completed_at: Date | null;
  parts_done: number[] | null;
  watched_seconds: number | null;
  my_rating: number | null;
  reader_time_zone: string | null;
  teacher_avatar: string | null;
  teacher_bio: string | null;
  teacher_subjects: string[] | null;
};

type FactsRow = {
  token_balance: number;
  content_id: number | null;
  visibility: ContentAccessFacts['visibility'] | null;
  withdrawn: boolean | null;
  draft: boolean | null;
  token_price: number | null;
  enrolled: boolean | null;
  wishlisted: boolean | null;
  sponsored: boolean | null;
};


/** The catalogue's reads, on the pool (no transaction). */
export class SqlContentCatalogue implements ContentCatalogue {
  constructor(private readonly reads: Sql) {}

  async browse(query: BrowseQuery, reach: BrowseReach): Promise<BrowsePage> {
    const statement = browseStatement(query, reach);
    // Past the last page the one row carries the count and no card.
    const rows = await this.reads.rows<ContentCardRow & { total: number }>(statement.text, statement.params);
    const cards = rows.filter((row) => row.id !== null).map((row) => toContentCard(row, { populateTeacher: query.populateTeacher }));
    return { cards, total: rows[0]?.total ?? 0 };
  }

  async read(contentId: number, readerId: number): Promise<ContentReading | null> {
    const row = await this.reads.one<ReadingRow>(
      `SELECT ${CONTENT_CARD_COLUMNS}, c.content_data, c.withdrawn_at IS NOT NULL AS withdrawn, c.status = 'draft' AS draft,
              tp.avatar AS teacher_avatar, tp.bio AS teacher_bio, tp.subjects AS teacher_subjects,
              e.id AS enrollment_id, e.access_type, e.tokens_spent, e.created_at AS enrolled_at, e.progress_percent,
              e.last_accessed, e.time_spent_seconds, e.current_position, e.completed_at, e.parts_done, e.watched_seconds, r.stars AS my_rating,
              (SELECT time_zone FROM users WHERE id = $2) AS reader_time_zone
         FROM content_items c ${CONTENT_CARD_JOINS}
         LEFT JOIN enrollments e ON e.content_id = c.id AND e.student_id = $2
         LEFT JOIN ratings r ON r.content_id = c.id AND r.student_id = $2
        WHERE c.id = $1`,
      [contentId, readerId],
    );
    if (!row) return null;
    const card = toContentCard(row, { populateTeacher: true });
    return {
      card: { ...card, teacher: { ...card.teacher!, avatar: row.teacher_avatar, bio: row.teacher_bio, subjects: row.teacher_subjects ?? [] } },
      visibility: row.visibility,
      withdrawn: row.withdrawn,
      draft: row.draft,
      contentData: row.content_data,
      enrollment: row.enrollment_id === null ? null : toEnrollment(row),
      myRating: row.my_rating,
      readerTimeZone: row.reader_time_zone ?? 'UTC',
    };
  }

  /**
   * One statement: the (viewer, day, content) key lets the first of any number of racing reads in,
   * and only a read it let in adds to the count. The viewer's row is key-share locked before the
   * content's row is written, as a student's own transactions lock the student first: the foreign
   * key's check would lock it only at the statement's end, and could deadlock with the viewer
   * enrolling.
   */
  async countView(contentId: number, viewerId: number, day: LocalDate): Promise<number> {
    const row = await this.reads.one<{ views: number | null }>(
      `WITH counted AS (
         INSERT INTO content_views (viewer_id, view_date, content_id)
         SELECT u.id, $3::date, c.id FROM users u, content_items c WHERE u.id = $2 AND c.id = $1 FOR KEY SHARE
         ON CONFLICT DO NOTHING
         RETURNING content_id
       ), added AS (
         UPDATE content_items c SET views = c.views + 1 FROM counted WHERE c.id = counted.content_id RETURNING c.views
       )
       SELECT coalesce((SELECT views FROM added), (SELECT views FROM content_items WHERE id = $1)) AS views`,
      [contentId, viewerId, day],
    );
    return row?.views ?? 0;
  }

  async forgetViewsBefore(day: LocalDate): Promise<void> {
    await this.reads.execute(`DELETE FROM content_views WHERE view_date < $1::date`, [day]);
  }

  async accessFacts(studentId: number, contentIds: readonly number[]): Promise<{ tokenBalance: number; contents: ContentAccessFacts[] } | null> {
    const rows = await this.reads.rows<FactsRow>(
      `SELECT u.token_balance, c.id AS content_id, c.visibility, c.withdrawn_at IS NOT NULL AS withdrawn, c.status = 'draft' AS draft, c.token_price,
              EXISTS (SELECT 1 FROM enrollments e WHERE e.student_id = u.id AND e.content_id = c.id) AS enrolled,
              EXISTS (SELECT 1 FROM wishlist_items w WHERE w.student_id = u.id AND w.content_id = c.id) AS wishlisted,
              EXISTS (SELECT 1 FROM sponsorships s WHERE s.content_id = c.id AND c.token_price > 0 AND s.tokens_remaining >= c.token_price) AS sponsored
         FROM users u
         LEFT JOIN content_items c ON c.id = ANY($2::int[])
        WHERE u.id = $1 AND u.user_role = 'student'`,
      [studentId, contentIds],
    );
    if (rows.length === 0) return null;
    const contents = rows
      .filter((row) => row.content_id !== null)
      .map((row) => ({
        contentId: row.content_id!,
        visibility: row.visibility!,
        withdrawn: row.withdrawn!,
        draft: row.draft!,
        tokenPrice: row.token_price!,
        enrolled: row.enrolled!,
        wishlisted: row.wishlisted!,
        sponsored: row.sponsored!,
      }));
    return { tokenBalance: rows[0].token_balance, contents };
  }
}

function toEnrollment(row: ReadingRow): ReaderEnrollment {
  return {
    id: row.enrollment_id!,
    accessType: row.access_type!,
    tokensSpent: row.tokens_spent!,
    enrolledAt: new Date(row.enrolled_at!),
    percentage: row.progress_percent!,
    lastAccessed: dateOrNull(row.last_accessed),
    timeSpent: row.time_spent_seconds!,
    currentPosition: row.current_position!,
    completedAt: dateOrNull(row.completed_at),
    partsDone: row.parts_done ?? [],
    watchedSeconds: row.watched_seconds ?? 0,
  };
}
