import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A version of each student's course list: every statement that adds, changes or removes enrollments
 * moves the version of the students whose enrollments it touched, in the same transaction. An instance
 * that keeps a student's My Courses answer serves it only while the version it was read with is still
 * the stored one, so a change made through any instance (or straight in the database) shows at once.
 * One statement-level trigger per kind of change: a bulk insert moves each student's version once.
 */
export class CourseListVersions1765504800000 implements MigrationInterface {
  name = 'CourseListVersions1765504800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE users ADD COLUMN courses_version bigint NOT NULL DEFAULT 0;

      CREATE FUNCTION enrollments_move_course_list_versions() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE users SET courses_version = courses_version + 1 WHERE id IN (SELECT DISTINCT student_id FROM changed);
        RETURN NULL;
      END
      $$;
      CREATE TRIGGER enrollments_added_move_course_list AFTER INSERT ON enrollments
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION enrollments_move_course_list_versions();
      CREATE TRIGGER enrollments_changed_move_course_list AFTER UPDATE ON enrollments
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION enrollments_move_course_list_versions();
      CREATE TRIGGER enrollments_removed_move_course_list AFTER DELETE ON enrollments
        REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION enrollments_move_course_list_versions();
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TRIGGER IF EXISTS enrollments_removed_move_course_list ON enrollments;
      DROP TRIGGER IF EXISTS enrollments_changed_move_course_list ON enrollments;
      DROP TRIGGER IF EXISTS enrollments_added_move_course_list ON enrollments;
      DROP FUNCTION IF EXISTS enrollments_move_course_list_versions();
      ALTER TABLE users DROP COLUMN IF EXISTS courses_version;
    `);
  }
}
