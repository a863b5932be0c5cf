import type { DataSource } from 'typeorm';

/** Snapshots are kept three days (by the database's clock), longer than any reader's day lasts. */
const FORGET_TAKEN_BEFORE = `DELETE FROM board_rank_snapshots WHERE taken_at < now() - interval '3 days'`;

type SnapshotRow = { ranks: Record<string, number> };

/**
 * The ranks of each board when it was first read on a day (UTC), kept in the database (table
 * board_rank_snapshots): `change` compares today's ranks with them, so every worker and instance
 * compares with the same snapshot and a restart keeps it. The first reader of the day takes it; a
 * reader that loses that race reads the winner's. A snapshot never changes once taken, so each
 * process keeps the ones it has read for the rest of the day.
 */
export class SqlRankSnapshots {
  private day: string | null = null;
  private readonly boards = new Map<string, Promise<Map<number, number>>>();

  constructor(private readonly db: DataSource) {}

  /** The snapshot of `board` for `day`; `ranking` (user_id, rank) ranks the board now, should none be taken yet. */
  ranksOn(day: string, board: string, ranking: { text: string; values: unknown[] }): Promise<Map<number, number>> {
    if (this.day !== day) {
      this.day = day;
      this.boards.clear();
    }
    let ranks = this.boards.get(board);
    if (!ranks) {
      ranks = this.load(day, board, ranking);
      ranks.catch(() => this.boards.delete(board));
      this.boards.set(board, ranks);
    }
    return ranks;
  }

  private async load(day: string, board: string, ranking: { text: string; values: unknown[] }): Promise<Map<number, number>> {
    let row = await this.find(day, board);
    if (!row) {
      const at = ranking.values.length;
      await this.db.query(
        `INSERT INTO board_rank_snapshots (day, board, ranks)
         SELECT $${at + 1}::date, $${at + 2}, coalesce(jsonb_object_agg(r.user_id, r.rank), '{}'::jsonb) FROM (${ranking.text}) r
         ON CONFLICT (day, board) DO NOTHING`,
        [...ranking.values, day, board],
      );
      await this.db.query(FORGET_TAKEN_BEFORE);
      row = await this.find(day, board);
      if (!row) throw new Error(`The rank snapshot of ${board} on ${day} could not be taken`);
    }
    return new Map(Object.entries(row.ranks).map(([userId, rank]) => [Number(userId), rank]));
  }

  private async find(day: string, board: string): Promise<SnapshotRow | null> {
    const [row] = (await this.db.query(`SELECT ranks FROM board_rank_snapshots WHERE day = $1::date AND board = $2`, [day, board])) as SnapshotRow[];
    return row ?? null;
  }
}
