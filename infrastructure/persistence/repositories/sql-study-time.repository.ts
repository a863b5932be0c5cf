import type { StudyTimeRepository } from '../../../application/learning/learning.repositories.port';
import type { Sql } from '../sql';

/** Study time on the game's counters: the day's seconds and minutes, the lifetime minutes, the last activity. */
export class SqlStudyTimeRepository implements StudyTimeRepository {
  constructor(private readonly sql: Sql) {}

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
