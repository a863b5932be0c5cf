import type { ActivityRepository, LatestDay } from '../../../application/game/game.repositories.port';
import type { ActivityTotals, DayCounters, DayIncrements } from '../../../application/game/player';
import type { PeriodCounters } from '../../../domain/game/challenges/challenge-templates';
import type { Sql } from '../sql';

const TOTAL_COLUMNS: Record<keyof ActivityTotals, string> = {
  totalStudyMinutes: 'total_study_minutes',
  completedCourses: 'completed_courses',
  videosWatched: 'videos_watched',
  quizzesCompleted: 'quizzes_completed',
  dropsReceived: 'drops_received',
  itemsCrafted: 'items_crafted',
};

const DAY_COLUMNS: Record<Exclude<keyof DayCounters, 'loggedIn'>, string> = {
  studyMinutes: 'study_minutes',
  videosWatched: 'videos_watched',
  quizzesCompleted: 'quizzes_completed',
  coursesCompleted: 'courses_completed',
  clientXp: 'client_xp',
};

type DayRow = Partial<Record<'study_minutes' | 'videos_watched' | 'quizzes_completed' | 'courses_completed' | 'client_xp' | 'logged_in', number | boolean | null>>;

/** The counters of a daily_activity row; zero when there is none. */
function toDayCounters(row: DayRow | null): DayCounters {
  return {
    studyMinutes: Number(row?.study_minutes ?? 0),
    videosWatched: Number(row?.videos_watched ?? 0),
    quizzesCompleted: Number(row?.quizzes_completed ?? 0),
    coursesCompleted: Number(row?.courses_completed ?? 0),
    clientXp: Number(row?.client_xp ?? 0),
    loggedIn: Boolean(row?.logged_in),
  };
}

export class SqlActivityRepository implements ActivityRepository {
  constructor(private readonly sql: Sql) {}

  async totals(userId: number): Promise<ActivityTotals> {
    const row = await this.sql.one<Record<string, number>>(`SELECT * FROM activity_totals WHERE user_id = $1`, [userId]);
    const totals = {} as ActivityTotals;
    for (const [key, column] of Object.entries(TOTAL_COLUMNS)) totals[key as keyof ActivityTotals] = row?.[column] ?? 0;
    return totals;
  }

  async addToTotals(userId: number, increments: Partial<ActivityTotals>, now: Date): Promise<void> {
    const keys = (Object.keys(increments) as Array<keyof ActivityTotals>).filter((key) => increments[key]);
    if (keys.length === 0) return;
    const columns = keys.map((key) => TOTAL_COLUMNS[key]);
    this.sql.send(
      `INSERT INTO activity_totals (user_id, last_active_at${columns.map((c) => `, ${c}`).join('')})
       VALUES ($1, $2${keys.map((_, index) => `, $${index + 3}`).join('')})
       ON CONFLICT (user_id) DO UPDATE SET ${columns.map((c) => `${c} = activity_totals.${c} + EXCLUDED.${c}`).join(', ')}, last_active_at = $2`,
      [userId, now, ...keys.map((key) => increments[key])],
    );
  }

  async day(userId: number, date: string): Promise<DayCounters> {
    return toDayCounters(await this.sql.one<DayRow>(`SELECT * FROM daily_activity WHERE user_id = $1 AND local_date = $2`, [userId, date]));
  }

  async latest(userId: number): Promise<LatestDay | null> {
    const row = await this.sql.one<DayRow & { day: string }>(
      `SELECT to_char(local_date, 'YYYY-MM-DD') AS day, * FROM daily_activity WHERE user_id = $1 ORDER BY local_date DESC LIMIT 1`,
      [userId],
    );
    return row && { date: row.day, counters: toDayCounters(row) };
  }

  async lastClientXpDay(userId: number): Promise<{ date: string; clientXp: number; since: Date | null } | null> {
    const row = await this.sql.one<{ day: string; client_xp: number; client_xp_since: Date | string | null }>(
      `SELECT to_char(local_date, 'YYYY-MM-DD') AS day, client_xp, client_xp_since
         FROM daily_activity WHERE user_id = $1 AND client_xp > 0 ORDER BY local_date DESC LIMIT 1`,
      [userId],
    );
    return row && { date: row.day, clientXp: Number(row.client_xp), since: row.client_xp_since === null ? null : new Date(row.client_xp_since) };
  }

  async addClientXp(userId: number, date: string, amount: number, now: Date): Promise<void> {
    this.sql.send(
      `INSERT INTO daily_activity (user_id, local_date, client_xp, client_xp_since) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id, local_date) DO UPDATE SET client_xp = daily_activity.client_xp + EXCLUDED.client_xp,
         client_xp_since = COALESCE(daily_activity.client_xp_since, EXCLUDED.client_xp_since)`,
      [userId, date, amount, now],
    );
  }

  async addToDay(userId: number, date: string, increments: DayIncrements): Promise<void> {
    const keys = (Object.keys(DAY_COLUMNS) as Array<keyof typeof DAY_COLUMNS>).filter((key) => increments[key]);
    const columns = keys.map((key) => DAY_COLUMNS[key]);
    const updates = columns.map((column) => `${column} = daily_activity.${column} + EXCLUDED.${column}`);
    if (increments.loggedIn) updates.push('logged_in = true');
    if (updates.length === 0) return;
    const placeholders = keys.map((_, index) => `$${index + 4}`);
    this.sql.send(
      `INSERT INTO daily_activity (user_id, local_date, logged_in${columns.map((c) => `, ${c}`).join('')})
       VALUES ($1, $2, $3${placeholders.map((p) => `, ${p}`).join('')})
       ON CONFLICT (user_id, local_date) DO UPDATE SET ${updates.join(', ')}`,
      [userId, date, Boolean(increments.loggedIn), ...keys.map((key) => increments[key])],
    );
  }

  async between(userId: number, from: string, to: string): Promise<PeriodCounters> {
    const row = await this.sql.one<Record<string, number>>(
      `SELECT COALESCE(sum(study_minutes), 0)::int AS study_minutes, COALESCE(sum(videos_watched), 0)::int AS videos_watched,
              COALESCE(sum(quizzes_completed), 0)::int AS quizzes_completed, COALESCE(sum(courses_completed), 0)::int AS courses_completed,
              count(*) FILTER (WHERE logged_in)::int AS login_days
       FROM daily_activity WHERE user_id = $1 AND local_date BETWEEN $2 AND $3`,
      [userId, from, to],
    );
    return {
      studyMinutes: row?.study_minutes ?? 0,
      videosWatched: row?.videos_watched ?? 0,
      quizzesCompleted: row?.quizzes_completed ?? 0,
      coursesCompleted: row?.courses_completed ?? 0,
      loginDays: row?.login_days ?? 0,
    };
  }
}
