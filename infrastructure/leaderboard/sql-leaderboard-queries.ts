import type { BoardMember, LeaderboardQueries, LeaderboardViewer } from '../../application/leaderboard/leaderboard-queries.port';
import { BatchedLookup } from '../persistence/batched-lookup';
import type { Sql } from '../persistence/sql';

type ViewerRow = { id: number; time_zone: string; in_class: boolean; change_pending: boolean };
type MemberRow = {
  id: number;
  username: string;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  level: number;
  xp: number;
  current_streak: number;
  tokens_earned: number;
  chests_opened: number;
};

/**
 * The viewer and the public face of students on a board, straight from PostgreSQL by primary key.
 * Lookups asked for by concurrent requests go out together (see BatchedLookup).
 */
export class SqlLeaderboardQueries implements LeaderboardQueries {
  private readonly viewers = new BatchedLookup<ViewerRow>(async (ids) =>
    byId(
      await this.reads.rows<ViewerRow>(
        `SELECT u.id, u.time_zone, false AS in_class, EXISTS (SELECT 1 FROM board_outbox o WHERE o.user_id = u.id) AS change_pending
           FROM users u WHERE u.id = ANY($1::int[])`,
        [ids],
      ),
    ),
  );
  private readonly boardMembers = new BatchedLookup<MemberRow>(async (ids) =>
    byId(
      await this.reads.rows<MemberRow>(
        `SELECT u.id, u.username, u.first_name, u.last_name, sp.avatar, g.level, g.xp, g.current_streak, g.tokens_earned, g.chests_opened
           FROM users u
           JOIN student_profiles sp ON sp.user_id = u.id AND NOT sp.leaderboard_opt_out
           JOIN gaming_profiles g ON g.user_id = u.id
          WHERE u.id = ANY($1::int[]) AND u.user_role = 'student'`,
        [ids],
      ),
    ),
  );

  constructor(private readonly reads: Sql) {}

  async viewer(userId: number, classId: number | null): Promise<LeaderboardViewer | null> {
    const row = classId === null ? await this.viewers.one(userId) : await this.classViewer(userId, classId);
    return row ? { userId: row.id, timeZone: row.time_zone, inClass: row.in_class, changePending: row.change_pending } : null;
  }

  async members(userIds: readonly number[]): Promise<BoardMember[]> {
    return (await this.boardMembers.many(userIds)).map((row) => ({
      userId: row.id,
      username: row.username,
      firstName: row.first_name,
      lastName: row.last_name,
      avatar: row.avatar,
      level: row.level,
      xp: row.xp,
      currentStreak: row.current_streak,
      tokensEarned: row.tokens_earned,
      chestsOpened: row.chests_opened,
    }));
  }

  private async classViewer(userId: number, classId: number): Promise<ViewerRow | null> {
    return this.reads.one<ViewerRow>(
      `SELECT u.id, u.time_zone,
              EXISTS (SELECT 1 FROM class_members m WHERE m.class_id = $2 AND m.student_id = u.id) AS in_class,
              EXISTS (SELECT 1 FROM board_outbox o WHERE o.user_id = u.id) AS change_pending
         FROM users u WHERE u.id = $1`,
      [userId, classId],
    );
  }
}

function byId<Row extends { id: number }>(rows: Row[]): Map<number, Row> {
  return new Map(rows.map((row) => [row.id, row]));
}
