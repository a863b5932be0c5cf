import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A change now locks its student's outbox row even when the row is already there. Before, a change
 * met an existing row and left it alone, so a board refresh could delete that row after reading the
 * old scores while the change committed: the boards kept the old standing and no row said so, which
 * a crash before the change's own refresh made last. Now the refresh's delete waits for the change
 * and reads the scores after it.
 */
export class BoardOutboxRowLocks1765677600000 implements MigrationInterface {
  name = 'BoardOutboxRowLocks1765677600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(noteBoardChange('DO UPDATE SET user_id = EXCLUDED.user_id'));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(noteBoardChange('DO NOTHING'));
  }
}

function noteBoardChange(onConflict: string): string {
  return `
    CREATE OR REPLACE FUNCTION note_board_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO board_outbox (user_id) VALUES (NEW.user_id) ON CONFLICT (user_id) ${onConflict};
      RETURN NULL;
    END
    $$;`;
}
