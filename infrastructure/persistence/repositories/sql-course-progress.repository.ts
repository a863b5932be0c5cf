import type { CourseProgressRepository, EnrollmentProgress, StudySession } from '../../../application/learning/learning.repositories.port';
import type { ContentStanding } from '../../../domain/content/content-access';
import type { ContentType, Visibility } from '../../../domain/content/content-taxonomy';
import type { QuizScore } from '../../../domain/content/quiz';
import type { Sql } from '../sql';

interface EnrollmentRow {
  id: number;
  content_id: number;
  type: ContentType;
  progress_percent: number;
  current_position: number;
  time_spent_seconds: number;
  last_accessed: Date | null;
  completed_at: Date | null;
  quiz_score: number | null;
  quiz_max_score: number | null;
  clock_at: Date | null;
  watched_seconds: number;
  watch_clock_at: Date | null;
  parts_done: number[];
  open_part: number | null;
  open_part_at: Date | null;
  content_data: unknown;
  duration: number;
}

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

const toEnrollment = (row: EnrollmentRow): EnrollmentProgress => ({
  enrollmentId: row.id,
  contentId: row.content_id,
  contentType: row.type,
  percentage: row.progress_percent,
  currentPosition: row.current_position,
  timeSpentSeconds: row.time_spent_seconds,
  lastAccessed: row.last_accessed && new Date(row.last_accessed),
  completedAt: row.completed_at && new Date(row.completed_at),
  quizScore: row.quiz_score === null || row.quiz_max_score === null ? null : { score: row.quiz_score, maxScore: row.quiz_max_score },
  clockAt: dateOrNull(row.clock_at),
  watch: { watchedSeconds: row.watched_seconds, watchClockAt: dateOrNull(row.watch_clock_at) },
  partsDone: row.parts_done,
  openPart: row.open_part === null || row.open_part_at === null ? null : { index: row.open_part, since: new Date(row.open_part_at) },
  material: { contentData: row.content_data, durationMinutes: row.duration },
});

export class SqlCourseProgressRepository implements CourseProgressRepository {
  constructor(private readonly sql: Sql) {}

  async enrollmentForUpdate(studentId: number, contentId: number): Promise<EnrollmentProgress | null> {
    const row = await this.sql.one<EnrollmentRow>(
      `SELECT e.id, e.content_id, c.type, e.progress_percent, e.current_position, e.time_spent_seconds, e.last_accessed, e.completed_at,
              e.quiz_score, e.quiz_max_score, e.clock_at, e.watched_seconds, e.watch_clock_at, e.parts_done, e.open_part, e.open_part_at,
              c.content_data, c.duration
         FROM enrollments e JOIN content_items c ON c.id = e.content_id
        WHERE e.student_id = $1 AND e.content_id = $2
          FOR UPDATE OF e`,
      [studentId, contentId],
    );
    return row && toEnrollment(row);
  }

  async standing(contentId: number): Promise<ContentStanding | null> {
    const row = await this.sql.one<{ visibility: Visibility; withdrawn: boolean; draft: boolean }>(
      `SELECT visibility, withdrawn_at IS NOT NULL AS withdrawn, status = 'draft' AS draft FROM content_items WHERE id = $1`,
      [contentId],
    );
    return row && { visibility: row.visibility, withdrawn: row.withdrawn, draft: row.draft };
  }

  async save(enrollment: EnrollmentProgress): Promise<void> {
    this.sql.send(
      `UPDATE enrollments SET progress_percent = $2, current_position = $3, time_spent_seconds = $4, last_accessed = $5, completed_at = $6,
              quiz_score = $7, quiz_max_score = $8, clock_at = $9, watched_seconds = $10, watch_clock_at = $11, parts_done = $12,
              open_part = $13, open_part_at = $14
        WHERE id = $1`,
      [
        enrollment.enrollmentId,
        enrollment.percentage,
        enrollment.currentPosition,
        enrollment.timeSpentSeconds,
        enrollment.lastAccessed,
        enrollment.completedAt,
        enrollment.quizScore?.score ?? null,
        enrollment.quizScore?.maxScore ?? null,
        enrollment.clockAt,
        enrollment.watch.watchedSeconds,
        enrollment.watch.watchClockAt,
        enrollment.partsDone,
        enrollment.openPart?.index ?? null,
        enrollment.openPart?.since ?? null,
      ],
    );
  }

  async countCompletion(contentId: number): Promise<void> {
    this.sql.send(`UPDATE content_items SET completions = completions + 1 WHERE id = $1`, [contentId]);
  }

  async recordStudySession(session: StudySession): Promise<void> {
    this.sql.send(
      `INSERT INTO study_sessions (student_id, content_id, seconds, device_type, day_part, local_date, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [session.studentId, session.contentId, session.seconds, session.deviceType, session.dayPart, session.localDate, session.at],
    );
  }

  async recordQuizAttempt(studentId: number, contentId: number, score: QuizScore, answers: readonly number[], at: Date): Promise<void> {
    this.sql.send(
      `INSERT INTO quiz_attempts (student_id, content_id, score, max_score, answers, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [studentId, contentId, score.score, score.maxScore, JSON.stringify(answers), at],
    );
  }
}
