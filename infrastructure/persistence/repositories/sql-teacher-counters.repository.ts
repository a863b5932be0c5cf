import type { TeacherCountersRepository } from '../../../application/teacher/teacher.repositories.port';
import { RATING_STARS } from '../../../domain/content/rating';
import type { Sql } from '../sql';

const STAR_COLUMNS = ['rating_1_count', 'rating_2_count', 'rating_3_count', 'rating_4_count', 'rating_5_count'] as const;

/**
 * The counters behind the teacher's figures, written in the transaction of the enrollment, progress
 * report or rating that moves them (after the student's and the content's locks, as those use cases
 * take them). Writes nobody waits for are sent, and reported before the commit.
 */
export class SqlTeacherCountersRepository implements TeacherCountersRepository {
  constructor(private readonly sql: Sql) {}

  async countEnrollment(enrollment: { teacherId: number; studentId: number; contentId: number; tokensEarned: number; at: Date }): Promise<void> {
    this.sql.send(
      `WITH joined AS (
         INSERT INTO teacher_students AS ts (teacher_id, student_id, first_enrolled_at, last_active_at) VALUES ($1, $2, $3, $3)
         ON CONFLICT (teacher_id, student_id) DO UPDATE SET last_active_at = GREATEST(ts.last_active_at, EXCLUDED.last_active_at)
         RETURNING teacher_id, xmax = 0 AS inserted
       )
       UPDATE teacher_profiles SET total_students = total_students + 1 WHERE user_id IN (SELECT teacher_id FROM joined WHERE inserted)`,
      [enrollment.teacherId, enrollment.studentId, enrollment.at],
    );
    if (enrollment.tokensEarned > 0) {
      this.sql.send(`UPDATE content_items SET tokens_earned = tokens_earned + $2 WHERE id = $1`, [enrollment.contentId, enrollment.tokensEarned]);
    }
  }

  async countProgress(progress: { studentId: number; contentId: number; startedNow: boolean; progressGained: number; secondsSpent: number; at: Date }): Promise<void> {
    if (progress.startedNow || progress.progressGained > 0 || progress.secondsSpent > 0) {
      this.sql.send(
        `UPDATE content_items SET started = started + $2, progress_sum = progress_sum + $3, time_spent_seconds = time_spent_seconds + $4 WHERE id = $1`,
        [progress.contentId, progress.startedNow ? 1 : 0, progress.progressGained, progress.secondsSpent],
      );
    }
    this.sql.send(
      `UPDATE teacher_students SET last_active_at = GREATEST(last_active_at, $3)
        WHERE teacher_id = (SELECT teacher_id FROM content_items WHERE id = $2) AND student_id = $1`,
      [progress.studentId, progress.contentId, progress.at],
    );
  }

  async countStars(contentId: number, changes: ReadonlyArray<{ star: number; delta: number }>): Promise<void> {
    const valid = changes.filter((change) => Number.isInteger(change.star) && change.star >= 1 && change.star <= RATING_STARS);
    if (valid.length === 0) return;
    const assignments = valid.map((change, index) => `${STAR_COLUMNS[change.star - 1]} = ${STAR_COLUMNS[change.star - 1]} + $${index + 2}`);
    this.sql.send(`UPDATE content_items SET ${assignments.join(', ')} WHERE id = $1`, [contentId, ...valid.map((change) => change.delta)]);
  }
}
