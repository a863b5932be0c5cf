import type {
  ClassProgress,
  EnrollmentStats,
  LearningAnalyticsRepository,
  PatternContent,
  StudyTotals,
} from '../../../application/learning/learning.repositories.port';
import type { ContentCategory } from '../../../domain/content/content-taxonomy';
import type { DayPart } from '../../../domain/shared/day-part';
import type { Sql } from '../sql';

interface EnrollmentStatsRow {
  content_id: number;
  title: string;
  type: EnrollmentStats['type'];
  category: ContentCategory;
  difficulty: EnrollmentStats['difficulty'];
  progress_percent: number;
  completed_at: Date | null;
  last_accessed: Date | null;
  time_spent_seconds: number;
  seconds_in_window: string;
}

interface SliceRow {
  content_id: number;
  title: string;
  type: PatternContent['type'];
  category: ContentCategory;
  device_type: string;
  day_part: DayPart;
  seconds: string;
}

/** Sums behind the student's analytics; the rules that turn them into scores live in the domain. */
export class SqlLearningAnalyticsRepository implements LearningAnalyticsRepository {
  constructor(private readonly sql: Sql) {}

  async totals(userId: number): Promise<StudyTotals> {
    const row = await this.sql.one<Record<'total_study_minutes' | 'completed_courses' | 'videos_watched' | 'quizzes_completed', number>>(
      `SELECT total_study_minutes, completed_courses, videos_watched, quizzes_completed FROM activity_totals WHERE user_id = $1`,
      [userId],
    );
    return {
      totalStudyMinutes: row?.total_study_minutes ?? 0,
      completedCourses: row?.completed_courses ?? 0,
      videosWatched: row?.videos_watched ?? 0,
      quizzesCompleted: row?.quizzes_completed ?? 0,
    };
  }

  async studyMinutes(userId: number, from: string, to: string): Promise<Map<string, number>> {
    const rows = await this.sql.rows<{ day: string; study_minutes: number }>(
      `SELECT to_char(local_date, 'YYYY-MM-DD') AS day, study_minutes FROM daily_activity WHERE user_id = $1 AND local_date BETWEEN $2 AND $3`,
      [userId, from, to],
    );
    return new Map(rows.map((row) => [row.day, row.study_minutes]));
  }

  async enrollments(userId: number, windowStart: Date, subject?: ContentCategory): Promise<EnrollmentStats[]> {
    const rows = await this.sql.rows<EnrollmentStatsRow>(
      `SELECT e.content_id, c.title, c.type, c.category, c.difficulty, e.progress_percent, e.completed_at, e.last_accessed, e.time_spent_seconds,
              COALESCE(recent.seconds, 0) AS seconds_in_window
         FROM enrollments e
         JOIN content_items c ON c.id = e.content_id
         LEFT JOIN (SELECT content_id, sum(seconds) AS seconds FROM study_sessions WHERE student_id = $1 AND created_at >= $2 GROUP BY content_id) recent
           ON recent.content_id = e.content_id
        WHERE e.student_id = $1 AND ($3::varchar IS NULL OR c.category = $3::varchar)
        ORDER BY e.created_at DESC, e.id DESC`,
      [userId, windowStart, subject ?? null],
    );
    return rows.map((row) => ({
      contentId: row.content_id,
      title: row.title,
      type: row.type,
      category: row.category,
      difficulty: row.difficulty,
      progressPercent: row.progress_percent,
      completed: row.completed_at !== null,
      completedAt: row.completed_at && new Date(row.completed_at),
      lastAccessed: row.last_accessed && new Date(row.last_accessed),
      timeSpentSeconds: row.time_spent_seconds,
      secondsInWindow: Number(row.seconds_in_window),
    }));
  }

  async studySlices(userId: number) {
    const rows = await this.sql.rows<SliceRow>(
      `SELECT s.content_id, c.title, c.type, c.category, s.device_type, s.day_part, sum(s.seconds) AS seconds
         FROM study_sessions s JOIN content_items c ON c.id = s.content_id
        WHERE s.student_id = $1
        GROUP BY s.content_id, c.title, c.type, c.category, s.device_type, s.day_part`,
      [userId],
    );
    return rows.map((row) => ({
      content: { id: row.content_id, title: row.title, type: row.type, category: row.category },
      deviceType: row.device_type,
      dayPart: row.day_part,
      seconds: Number(row.seconds),
    }));
  }

  async classProgress(userId: number, limit: number): Promise<ClassProgress[]> {
    const rows = await this.sql.rows<{ id: number; name: string; subject: string | null; progress_sum: string; enrollment_count: number }>(
      `SELECT cl.id, cl.name, cl.subject, COALESCE(sum(e.progress_percent), 0) AS progress_sum, count(e.id)::int AS enrollment_count
         FROM (SELECT class_id, joined_at FROM class_members WHERE student_id = $1 ORDER BY joined_at DESC, class_id DESC LIMIT $2) mine
         JOIN classes cl ON cl.id = mine.class_id
         JOIN class_members m ON m.class_id = cl.id
         LEFT JOIN enrollments e ON e.student_id = m.student_id
        GROUP BY cl.id, cl.name, cl.subject, mine.joined_at
        ORDER BY mine.joined_at DESC, cl.id DESC`,
      [userId, limit],
    );
    return rows.map((row) => ({ id: row.id, name: row.name, subject: row.subject, progressSum: Number(row.progress_sum), enrollmentCount: row.enrollment_count }));
  }

  async ownProgress(userId: number): Promise<{ sum: number; count: number }> {
    const row = await this.sql.one<{ sum: string; count: number }>(
      `SELECT COALESCE(sum(progress_percent), 0) AS sum, count(*)::int AS count FROM enrollments WHERE student_id = $1`,
      [userId],
    );
    return { sum: Number(row?.sum ?? 0), count: row?.count ?? 0 };
  }
}
