import type { PlayerRepository } from '../../../application/game/game.repositories.port';
import type { Player, StudentDetails } from '../../../application/game/player';
import type { Sql } from '../sql';

interface PlayerRow {
  user_id: number;
  time_zone: string;
  previous_time_zone: string | null;
  time_zone_changed_at: Date | string | null;
  token_balance: number;
  level: number;
  xp: number;
  current_streak: number;
  longest_streak: number;
  grace_day: boolean;
  last_login_date: string | null;
  last_login_at: Date | string | null;
  last_study_date: string | null;
  tokens_earned: number;
  chests_opened: number;
}

const PLAYER_SELECT = `SELECT u.id AS user_id, u.time_zone, u.previous_time_zone, u.time_zone_changed_at, u.token_balance, g.level, g.xp, g.current_streak, g.longest_streak,
    g.grace_day, to_char(g.last_login_date, 'YYYY-MM-DD') AS last_login_date, g.last_login_at, to_char(g.last_study_date, 'YYYY-MM-DD') AS last_study_date,
    g.tokens_earned, g.chests_opened
  FROM users u JOIN gaming_profiles g ON g.user_id = u.id
  WHERE u.id = $1 AND u.user_role = 'student'`;

const toPlayer = (row: PlayerRow): Player => ({
  userId: row.user_id,
  timeZone: row.time_zone,
  previousTimeZone: row.previous_time_zone,
  timeZoneChangedAt: row.time_zone_changed_at === null ? null : new Date(row.time_zone_changed_at),
  tokenBalance: row.token_balance,
  level: row.level,
  xp: row.xp,
  currentStreak: row.current_streak,
  longestStreak: row.longest_streak,
  graceDay: row.grace_day,
  lastLoginDate: row.last_login_date,
  lastLoginAt: row.last_login_at === null ? null : new Date(row.last_login_at),
  lastStudyDate: row.last_study_date,
  tokensEarned: row.tokens_earned,
  chestsOpened: row.chests_opened,
});

export class SqlPlayerRepository implements PlayerRepository {
  constructor(private readonly sql: Sql) {}

  async getForUpdate(userId: number): Promise<Player | null> {
    const row = await this.sql.one<PlayerRow>(`${PLAYER_SELECT} FOR UPDATE OF u, g`, [userId]);
    return row && toPlayer(row);
  }

  async find(userId: number): Promise<Player | null> {
    const row = await this.sql.one<PlayerRow>(PLAYER_SELECT, [userId]);
    return row && toPlayer(row);
  }

  async save(after: Player, now: Date): Promise<void> {
    this.sql.send(
      `UPDATE gaming_profiles SET level = $2, xp = $3, current_streak = $4, longest_streak = $5, grace_day = $6,
         last_login_date = $7, last_study_date = $8, tokens_earned = $9, chests_opened = $10,
         last_login_at = CASE WHEN $7 IS DISTINCT FROM last_login_date THEN $11 ELSE last_login_at END,
         xp_reached_at = CASE WHEN $3 <> xp THEN $11 ELSE xp_reached_at END,
         streak_reached_at = CASE WHEN $4 <> current_streak THEN $11 ELSE streak_reached_at END,
         tokens_reached_at = CASE WHEN $9 <> tokens_earned THEN $11 ELSE tokens_reached_at END,
         chests_reached_at = CASE WHEN $10 <> chests_opened THEN $11 ELSE chests_reached_at END
       WHERE user_id = $1`,
      [
        after.userId,
        after.level,
        after.xp,
        after.currentStreak,
        after.longestStreak,
        after.graceDay,
        after.lastLoginDate,
        after.lastStudyDate,
        after.tokensEarned,
        after.chestsOpened,
        now,
      ],
    );
  }

  async details(userId: number): Promise<StudentDetails> {
    const row = await this.sql.one<{ avatar: string | null; grade: string | null; school: string | null; leaderboard_opt_out: boolean }>(
      `SELECT avatar, grade, school, leaderboard_opt_out FROM student_profiles WHERE user_id = $1`,
      [userId],
    );
    return {
      avatar: row?.avatar ?? null,
      grade: row?.grade ?? null,
      school: row?.school ?? null,
      leaderboardOptOut: row?.leaderboard_opt_out ?? false,
    };
  }

  async updateDetails(userId: number, changes: Partial<StudentDetails>): Promise<void> {
    const columns: Record<keyof StudentDetails, string> = {
      avatar: 'avatar',
      grade: 'grade',
      school: 'school',
      leaderboardOptOut: 'leaderboard_opt_out',
    };
    const entries = (Object.keys(columns) as Array<keyof StudentDetails>).filter((key) => changes[key] !== undefined);
    if (entries.length === 0) return;
    const assignments = entries.map((key, index) => `${columns[key]} = $${index + 2}`).join(', ');
    await this.sql.execute(`UPDATE student_profiles SET ${assignments} WHERE user_id = $1`, [userId, ...entries.map((key) => changes[key])]);
  }
}
