import type { DataSource } from 'typeorm';

/**
 * Learning set up straight in the database: enrollments (students enroll through the catalogue in its
 * own feature), classes and their members.
 */
export class LearningFixtures {
  constructor(private readonly dataSource: DataSource) {}

  async enroll(studentId: number, contentId: number, values: { progress?: number; createdAt?: Date | string; completedAt?: Date | string } = {}): Promise<number> {
    const [{ id }] = await this.dataSource.query(
      `INSERT INTO enrollments (student_id, content_id, access_type, progress_percent, completed_at, created_at)
       VALUES ($1, $2, 'free', $3, $4, COALESCE($5::timestamptz, now())) RETURNING id`,
      [studentId, contentId, values.progress ?? 0, values.completedAt ?? null, values.createdAt ?? null],
    );
    await this.dataSource.query(`UPDATE content_items SET enrollments = enrollments + 1 WHERE id = $1`, [contentId]);
    return id;
  }

  async withdraw(contentId: number): Promise<void> {
    await this.dataSource.query(`UPDATE content_items SET withdrawn_at = now() WHERE id = $1`, [contentId]);
  }

  async enrollment(studentId: number, contentId: number) {
    const [row] = await this.dataSource.query(`SELECT * FROM enrollments WHERE student_id = $1 AND content_id = $2`, [studentId, contentId]);
    return row;
  }

  async contentCounters(contentId: number) {
    const [row] = await this.dataSource.query(
      `SELECT views, enrollments, completions, rating_sum, rating_count, rating::float8 AS rating FROM content_items WHERE id = $1`,
      [contentId],
    );
    return row as { views: number; enrollments: number; completions: number; rating_sum: number; rating_count: number; rating: number };
  }

  async teacherRating(teacherId: number) {
    const [row] = await this.dataSource.query(`SELECT rating_sum, rating_count FROM teacher_profiles WHERE user_id = $1`, [teacherId]);
    return row as { rating_sum: number; rating_count: number };
  }

  async studyDay(userId: number, localDate: string) {
    const [row] = await this.dataSource.query(
      `SELECT study_seconds, study_minutes, videos_watched, quizzes_completed, courses_completed FROM daily_activity WHERE user_id = $1 AND local_date = $2`,
      [userId, localDate],
    );
    return row ?? null;
  }

  async createClass(teacherId: number, name: string, subject: string | null, memberIds: number[], joinedAt: Date | string = new Date()): Promise<number> {
    const joinCode = Math.random().toString(36).slice(2, 10).toUpperCase().padEnd(8, 'X');
    const [{ id }] = await this.dataSource.query(
      `INSERT INTO classes (teacher_id, name, subject, join_code, student_count, capacity) VALUES ($1, $2, $3, $4, $5, 30) RETURNING id`,
      [teacherId, name, subject, joinCode, memberIds.length],
    );
    for (const studentId of memberIds) {
      await this.dataSource.query(`INSERT INTO class_members (class_id, student_id, joined_at) VALUES ($1, $2, $3)`, [id, studentId, joinedAt]);
    }
    return id;
  }
}
