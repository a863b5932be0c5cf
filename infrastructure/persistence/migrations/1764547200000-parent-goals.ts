import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Parent goals and transfers:
 * - a goal's kind is one of the contract's words, its title is not blank, and a student's own goal
 *   list reads by student;
 * - a parent's transfer to a child is recorded with its note; both ledger rows name it by reference.
 */
export class ParentGoals1764547200000 implements MigrationInterface {
  name = 'ParentGoals1764547200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE parent_goals
        ADD CONSTRAINT parent_goals_kind_check
          CHECK (kind IN ('study_minutes','courses_completed','quizzes_completed','videos_watched','xp','custom')),
        ADD CONSTRAINT parent_goals_title_check CHECK (btrim(title) <> '');
      CREATE INDEX parent_goals_student_idx ON parent_goals (student_id, created_at);

      CREATE TABLE parent_transfers (
        id serial PRIMARY KEY,
        parent_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        student_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        amount integer NOT NULL CHECK (amount > 0),
        note varchar(200),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX parent_transfers_parent_idx ON parent_transfers (parent_id, created_at);
      CREATE INDEX parent_transfers_student_idx ON parent_transfers (student_id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE IF EXISTS parent_transfers;
      DROP INDEX IF EXISTS parent_goals_student_idx;
      ALTER TABLE parent_goals DROP CONSTRAINT IF EXISTS parent_goals_title_check, DROP CONSTRAINT IF EXISTS parent_goals_kind_check;
    `);
  }
}
