import type { StudyClock, StudyTimeRepository } from '../../../application/learning/learning.repositories.port';
import type { Sql } from '../sql';

/** Study time on the game's counters: the day's seconds and minutes, the lifetime minutes, the last activity. */
export class SqlStudyTimeRepository implements StudyTimeRepository {
  constructor(private readonly sql: Sql) {}

  async clock(userId: number, localDate: string): Promise<StudyClock> {
    const row = await this.sql.one<{ credited_until: Date | null; day_seconds: number }>(
      `SELECT g.study_credited_until AS credited_until,
              COALESCE((SELECT study_seconds FROM daily_activity WHERE user_id = $1 AND local_date = $2), 0) AS day_seconds
         FROM gaming_profiles g WHERE g.user_id = $1`,
      [userId, localDate],
    );
    return { creditedUntil: row?.credited_until ? new Date(row.credited_until) : null, daySeconds: row?.day_seconds ?? 0 };
  }

  async setCreditedUntil(userId: number, creditedUntil: Date): Promise<void> {
    this.sql.send(`UPDATE gaming_profiles SET study_credited_until = $2 WHERE user_id = $1`, [userId, creditedUntil]);
  }

  async addDaySeconds(userId: number, localDate: string, seconds: number): Promise<number> {
    const row = await this.sql.one<{ before: number }>(
      `INSERT INTO daily_activity (user_id, local_date, study_seconds) VALUES ($1, $2, $3::int)
       ON CONFLICT (user_id, local_date) DO UPDATE SET study_seconds = daily_activity.study_seconds + EXCLUDED.study_seconds
       RETURNING study_seconds - $3::int AS before`,
      [userId, localDate, seconds],
    );
    return row?.before ?? 0;
  }

  async addMinutes(userId: number, localDate: string, minutes: number, now: Date): Promise<void> {
    if (minutes > 0) {
      this.sql.send(
        `INSERT INTO daily_activity (user_id, local_date, study_minutes) VALUES ($1, $2, $3)
         ON CONFLICT (user_id, local_date) DO UPDATE SET study_minutes = daily_activity.study_minutes + EXCLUDED.study_minutes`,
        [userId, localDate, minutes],
      );
    }
    this.sql.send(
      `INSERT INTO activity_totals (user_id, total_study_minutes, last_active_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET total_study_minutes = activity_totals.total_study_minutes + EXCLUDED.total_study_minutes,
         last_active_at = EXCLUDED.last_active_at`,
      [userId, minutes, now],
    );
  }
}
