import { AlreadyEnrolledError } from '../../../application/content/content.errors';
import type {
  ContentForEnrollment,
  ContentItemRepository,
  EnrollmentRepository,
  NewEnrollment,
  TeacherEarningsRepository,
} from '../../../application/content/enrollment.repositories.port';
import { isUniqueViolation } from '../postgres-errors';
import type { Sql } from '../sql';

type ContentRow = { id: number; teacher_id: number; title: string; token_price: number; visibility: ContentForEnrollment['visibility']; withdrawn: boolean; draft: boolean };

export class SqlContentItemRepository implements ContentItemRepository {
  constructor(private readonly sql: Sql) {}

  /**
   * NO KEY UPDATE: rows that merely reference the content (study sessions, wishlist items) are not
   * held up. It conflicts with the FOR UPDATE an unpublish takes, so an enrollment either waits and
   * then reads the draft, or is seen by the unpublish's check of enrollments.
   */
  async getForEnrollment(contentId: number): Promise<ContentForEnrollment | null> {
    const row = await this.sql.one<ContentRow>(
      `SELECT id, teacher_id, title, token_price, visibility, withdrawn_at IS NOT NULL AS withdrawn, status = 'draft' AS draft
         FROM content_items WHERE id = $1 FOR NO KEY UPDATE`,
      [contentId],
    );
    return row && { id: row.id, teacherId: row.teacher_id, title: row.title, tokenPrice: row.token_price, visibility: row.visibility, withdrawn: row.withdrawn, draft: row.draft };
  }

  async countEnrollment(contentId: number): Promise<void> {
    this.sql.send(`UPDATE content_items SET enrollments = enrollments + 1 WHERE id = $1`, [contentId]);
  }
}

export class SqlEnrollmentRepository implements EnrollmentRepository {
  constructor(private readonly sql: Sql) {}

  async exists(studentId: number, contentId: number): Promise<boolean> {
    return (await this.sql.one(`SELECT 1 FROM enrollments WHERE student_id = $1 AND content_id = $2`, [studentId, contentId])) !== null;
  }

  async create(enrollment: NewEnrollment): Promise<{ id: number; createdAt: Date }> {
    try {
      const row = await this.sql.one<{ id: number; created_at: Date }>(
        `INSERT INTO enrollments (student_id, content_id, access_type, tokens_spent, sponsorship_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, created_at`,
        [enrollment.studentId, enrollment.contentId, enrollment.accessType, enrollment.tokensSpent, enrollment.sponsorshipId, enrollment.now],
      );
      return { id: row!.id, createdAt: new Date(row!.created_at) };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AlreadyEnrolledError();
      throw error;
    }
  }
}

export class SqlTeacherEarningsRepository implements TeacherEarningsRepository {
  constructor(private readonly sql: Sql) {}

  async addEarnings(teacherId: number, tokens: number): Promise<void> {
    this.sql.send(`UPDATE teacher_profiles SET total_earnings = total_earnings + $2 WHERE user_id = $1`, [teacherId, tokens]);
  }
}
