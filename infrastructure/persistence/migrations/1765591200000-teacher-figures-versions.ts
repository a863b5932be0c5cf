import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version of each teacher's figures row: every update of a teacher_profiles row moves it, in the
 * same statement (a row trigger, so no other row is locked). Sales (paid and sponsored), a teacher's
 * first enrollment by a student, ratings and profile changes all update that row already, so an
 * instance that keeps a teacher's analytics answer can tell with one indexed read whether any of them
 * happened since, whichever instance (or script) made it.
 */
export class TeacherFiguresVersions1765591200000 implements MigrationInterface {
  name = 'TeacherFiguresVersions1765591200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE teacher_profiles ADD COLUMN figures_version bigint NOT NULL DEFAULT 0;

      CREATE FUNCTION teacher_profiles_move_figures_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.figures_version := OLD.figures_version + 1;
        RETURN NEW;
      END
      $$;
      CREATE TRIGGER teacher_profiles_changed_move_figures_version BEFORE UPDATE ON teacher_profiles
        FOR EACH ROW EXECUTE FUNCTION teacher_profiles_move_figures_version();
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TRIGGER IF EXISTS teacher_profiles_changed_move_figures_version ON teacher_profiles;
      DROP FUNCTION IF EXISTS teacher_profiles_move_figures_version();
      ALTER TABLE teacher_profiles DROP COLUMN IF EXISTS figures_version;
    `);
  }
}
