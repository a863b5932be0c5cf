import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The students whose board standing changed and whose change may not have reached the Redis boards
 * yet. A trigger writes the row in the same transaction as the change itself, so a crash between the
 * commit and the board refresh loses nothing: on start, and when Redis returns, the boards are
 * brought in line for exactly these students. Every board reads gaming_profiles (all-time totals) or
 * the ledgers written with it, and the opt-out on student_profiles decides who is on a board.
 */
export class BoardOutbox1764806400000 implements MigrationInterface {
  name = 'BoardOutbox1764806400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE board_outbox (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE
      );

      CREATE FUNCTION note_board_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO board_outbox (user_id) VALUES (NEW.user_id) ON CONFLICT (user_id) DO NOTHING;
        RETURN NULL;
      END
      $$;

      CREATE TRIGGER gaming_profiles_board_change AFTER INSERT OR UPDATE ON gaming_profiles
        FOR EACH ROW EXECUTE FUNCTION note_board_change();
      CREATE TRIGGER student_profiles_board_change AFTER UPDATE OF leaderboard_opt_out ON student_profiles
        FOR EACH ROW EXECUTE FUNCTION note_board_change();
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TRIGGER IF EXISTS student_profiles_board_change ON student_profiles;
      DROP TRIGGER IF EXISTS gaming_profiles_board_change ON gaming_profiles;
      DROP FUNCTION IF EXISTS note_board_change();
      DROP TABLE IF EXISTS board_outbox;
    `);
  }
}
