import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What every process serving one database must see alike, kept in the database instead of each
 * process's memory: the recent sign-in and registration attempts the limits count (without Redis),
 * and the ranks of each board when it was first read on a day, which the rank change compares with.
 *
 * sign_in_windows holds one row per counted key (a digest, never the identifier or the address):
 * the times (ms, oldest first) of its attempts still inside their window. touched_at is the
 * database's own clock, so rows no attempt touched for a day are swept whatever clock the
 * application keeps. board_rank_snapshots is written once per board and day and never changed.
 */
export class StateSharedByInstances1765152000000 implements MigrationInterface {
  name = 'StateSharedByInstances1765152000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE sign_in_windows (
        key text PRIMARY KEY,
        attempts_ms bigint[] NOT NULL DEFAULT '{}',
        touched_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sign_in_windows_touched ON sign_in_windows (touched_at);

      CREATE TABLE board_rank_snapshots (
        day date NOT NULL,
        board text NOT NULL,
        ranks jsonb NOT NULL,
        taken_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (day, board)
      );
      CREATE INDEX board_rank_snapshots_taken ON board_rank_snapshots (taken_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE IF EXISTS board_rank_snapshots;
      DROP TABLE IF EXISTS sign_in_windows;
    `);
  }
}
