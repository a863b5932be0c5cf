import { shownRatingAverage } from '../../../domain/content/rating-change';
import type {
  ContentCounters,
  ContentForChange,
  ContentManagementRepository,
  ManagedContent,
} from '../../../application/content/content-management.port';
import type { ContentData } from '../../../domain/content/content-data';
import type { ContentForm } from '../../../domain/content/content-form';
import type { ContentStatus } from '../../../domain/content/content-status';
import { CONTENT_CARD_COLUMNS, CONTENT_CARD_JOINS, toContentCard, type ContentCardRow } from '../mappers/content-card.mapper';
import { dateOrNull } from '../mappers/nullable-date';
import type { Sql } from '../sql';

type FormRow = Pick<ContentCardRow, 'title' | 'description' | 'type' | 'category' | 'difficulty' | 'duration' | 'token_price' | 'visibility' | 'tags' | 'thumbnail_url'> & {
  id: number;
  teacher_id: number;
  content_data: ContentData;
  withdrawn: boolean;
  status: ContentStatus;
};

type CountersRow = Pick<ContentCardRow, 'id' | 'teacher_id' | 'title' | 'views' | 'enrollments' | 'completions' | 'rating_sum' | 'rating_count'> & { withdrawn: boolean };

/** The form's values in the column order of INSERT and UPDATE below ($2..$12). */
const formValues = (form: ContentForm) => [
  form.title,
  form.description,
  form.type,
  form.category,
  form.difficulty,
  form.duration,
  form.tokenPrice,
  form.visibility,
  form.tags,
  form.thumbnail?.url ?? null,
  JSON.stringify(form.contentData),
];

/** A teacher's content: writing, publishing, changing, withdrawing or deleting it, and its counters. */
export class SqlContentManagementRepository implements ContentManagementRepository {
  constructor(private readonly sql: Sql) {}

  async create(teacherId: number, form: ContentForm, now: Date): Promise<number> {
    const row = await this.sql.one<{ id: number }>(
      `INSERT INTO content_items (teacher_id, title, description, type, category, difficulty, duration, token_price, visibility, tags,
                                  thumbnail_url, content_data, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id`,
      [teacherId, ...formValues(form), now],
    );
    return row!.id;
  }

  async getForChange(contentId: number): Promise<ContentForChange | null> {
    const row = await this.sql.one<FormRow>(
      `SELECT id, teacher_id, title, description, type, category, difficulty, duration, token_price, visibility, tags, thumbnail_url,
              content_data, withdrawn_at IS NOT NULL AS withdrawn, status
         FROM content_items WHERE id = $1 FOR UPDATE`,
      [contentId],
    );
    if (!row) return null;
    return {
      id: row.id,
      teacherId: row.teacher_id,
      withdrawn: row.withdrawn,
      status: row.status,
      form: {
        title: row.title,
        description: row.description,
        type: row.type,
        category: row.category,
        difficulty: row.difficulty,
        duration: row.duration,
        tokenPrice: row.token_price,
        visibility: row.visibility,
        tags: row.tags,
        thumbnail: row.thumbnail_url ? { url: row.thumbnail_url } : null,
        contentData: row.content_data ?? {},
      },
    };
  }

  async update(contentId: number, form: ContentForm, now: Date): Promise<void> {
    await this.sql.execute(
      `UPDATE content_items
          SET title = $2, description = $3, type = $4, category = $5, difficulty = $6, duration = $7, token_price = $8,
              visibility = $9, tags = $10, thumbnail_url = $11, content_data = $12, updated_at = $13
        WHERE id = $1`,
      [contentId, ...formValues(form), now],
    );
  }

  async setStatus(contentId: number, status: ContentStatus, now: Date): Promise<void> {
    await this.sql.execute(
      `UPDATE content_items SET status = $2, published_at = CASE WHEN $2::text = 'published' THEN $3::timestamptz END, updated_at = $3 WHERE id = $1`,
      [contentId, status, now],
    );
  }

  async hasEnrollments(contentId: number): Promise<boolean> {
    const row = await this.sql.one<{ enrolled: boolean }>(`SELECT EXISTS (SELECT 1 FROM enrollments WHERE content_id = $1) AS enrolled`, [contentId]);
    return row!.enrolled;
  }

  async isHeld(contentId: number): Promise<boolean> {
    const row = await this.sql.one<{ held: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM enrollments WHERE content_id = $1) OR EXISTS (SELECT 1 FROM sponsorships WHERE content_id = $1) AS held`,
      [contentId],
    );
    return row!.held;
  }

  async withdraw(contentId: number, now: Date): Promise<void> {
    await this.sql.execute(`UPDATE content_items SET withdrawn_at = $2, updated_at = $2 WHERE id = $1`, [contentId, now]);
  }

  async delete(contentId: number): Promise<void> {
    await this.sql.execute(`DELETE FROM content_items WHERE id = $1`, [contentId]);
  }

  async managed(contentId: number): Promise<ManagedContent | null> {
    const row = await this.sql.one<ContentCardRow & { content_data: ContentData; status: ContentStatus; published_at: Date | null }>(
      `SELECT ${CONTENT_CARD_COLUMNS}, c.content_data, c.status, c.published_at FROM content_items c ${CONTENT_CARD_JOINS} WHERE c.id = $1`,
      [contentId],
    );
    if (!row) return null;
    const card = toContentCard(row, { populateTeacher: true });
    return { ...card, teacher: card.teacher!, contentData: row.content_data ?? {}, status: row.status, publishedAt: dateOrNull(row.published_at) };
  }

  async counters(contentId: number): Promise<ContentCounters | null> {
    const row = await this.sql.one<CountersRow>(
      `SELECT id, teacher_id, title, views, enrollments, completions, rating_sum, rating_count, withdrawn_at IS NOT NULL AS withdrawn
         FROM content_items WHERE id = $1`,
      [contentId],
    );
    if (!row) return null;
    return {
      id: row.id,
      teacherId: row.teacher_id,
      title: row.title,
      withdrawn: row.withdrawn,
      views: row.views,
      enrollments: row.enrollments,
      completions: row.completions,
      rating: shownRatingAverage({ sum: row.rating_sum, count: row.rating_count }),
      ratingCount: row.rating_count,
    };
  }
}
