import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox row also says which boards a change moved, in the bits of
 * infrastructure/leaderboard/board-changes.ts: an XP award moves the XP boards of every period, not
 * the streak, token or chest boards, so the refresh that applies it reads and writes those alone. A
 * change to the opt-out, a new profile, or an update of the profile that moves no total names every
 * board; a second change before the refresh adds its bits.
 */
export class BoardOutboxBoards1766000900000 implements MigrationInterface {
  name = 'BoardOutboxBoards1766000900000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE board_outbox ADD COLUMN boards smallint NOT NULL DEFAULT 15;

      CREATE OR REPLACE FUNCTION note_board_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        moved smallint := 15;
      BEGIN
        IF TG_TABLE_NAME = 'gaming_profiles' AND TG_OP = 'UPDATE' THEN
          moved := CASE WHEN (NEW.xp, NEW.level, NEW.xp_reached_at) IS DISTINCT FROM (OLD.xp, OLD.level, OLD.xp_reached_at) THEN 1 ELSE 0 END
                 | CASE WHEN (NEW.current_streak, NEW.streak_reached_at) IS DISTINCT FROM (OLD.current_streak, OLD.streak_reached_at) THEN 2 ELSE 0 END
                 | CASE WHEN (NEW.tokens_earned, NEW.tokens_reached_at) IS DISTINCT FROM (OLD.tokens_earned, OLD.tokens_reached_at) THEN 4 ELSE 0 END
                 | CASE WHEN (NEW.chests_opened, NEW.chests_reached_at) IS DISTINCT FROM (OLD.chests_opened, OLD.chests_reached_at) THEN 8 ELSE 0 END;
          IF moved = 0 THEN
            moved := 15;
          END IF;
        END IF;
        INSERT INTO board_outbox (user_id, boards) VALUES (NEW.user_id, moved)
          ON CONFLICT (user_id) DO UPDATE SET boards = board_outbox.boards | EXCLUDED.boards;
        RETURN NULL;
      END
      $$;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION note_board_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO board_outbox (user_id) VALUES (NEW.user_id) ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id;
        RETURN NULL;
      END
      $$;

      ALTER TABLE board_outbox DROP COLUMN boards;
    `);
  }
}
