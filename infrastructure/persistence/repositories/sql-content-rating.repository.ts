import type { ContentRatingRepository, RatedContent } from '../../../application/learning/learning.repositories.port';
import type { Sql } from '../sql';

/** Ratings and the sums kept beside them on the content and its teacher. */
export class SqlContentRatingRepository implements ContentRatingRepository {
  constructor(private readonly sql: Sql) {}

  async lockContent(contentId: number): Promise<RatedContent | null> {
    const row = await this.sql.one<{ teacher_id: number; rating_sum: number; rating_count: number }>(
      `SELECT teacher_id, rating_sum, rating_count FROM content_items WHERE id = $1 FOR UPDATE`,
      [contentId],
    );
    return row && { teacherId: row.teacher_id, sum: row.rating_sum, count: row.rating_count };
  }

  async starsOf(studentId: number, contentId: number): Promise<number | null> {
    const row = await this.sql.one<{ stars: number }>(`SELECT stars FROM ratings WHERE student_id = $1 AND content_id = $2`, [studentId, contentId]);
    return row ? Number(row.stars) : null;
  }

  async save(studentId: number, contentId: number, stars: number, now: Date): Promise<void> {
    this.sql.send(
      `INSERT INTO ratings (student_id, content_id, stars, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (student_id, content_id) DO UPDATE SET stars = EXCLUDED.stars, updated_at = EXCLUDED.updated_at`,
      [studentId, contentId, stars, now],
    );
  }

  async setContentSums(contentId: number, sum: number, count: number, storedAverage: number): Promise<void> {
    this.sql.send(`UPDATE content_items SET rating_sum = $2, rating_count = $3, rating = $4 WHERE id = $1`, [contentId, sum, count, storedAverage]);
  }

  async addToTeacher(teacherId: number, sumDelta: number, countDelta: number): Promise<void> {
    this.sql.send(`UPDATE teacher_profiles SET rating_sum = rating_sum + $2, rating_count = rating_count + $3 WHERE user_id = $1`, [
      teacherId,
      sumDelta,
      countDelta,
    ]);
  }
}
