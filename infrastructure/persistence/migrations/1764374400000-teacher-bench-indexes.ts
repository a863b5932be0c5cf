import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two indexes found missing by `npm run bench:teacher` (a teacher with 1,000 items and 100,000
 * enrollments in a school of 100,000 students):
 * - the teacher's live content count, which every teacher call reads with the profile, from the index
 *   alone (it read each content row: about 1,000 pages for 1,000 items);
 * - a searched student's enrollments in one teacher's content, from the index alone: the enrollment
 *   search looks them up once per matching student (2,000 for a common last name), and filtered the
 *   teacher out of the rows of every enrollment of the student.
 * Neither holds a column a counter or a progress report changes, so those updates stay HOT.
 */
export class TeacherBenchIndexes1764374400000 implements MigrationInterface {
  name = 'TeacherBenchIndexes1764374400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX content_items_teacher_live_idx ON content_items (teacher_id) WHERE withdrawn_at IS NULL;
      CREATE INDEX enrollments_student_teacher_idx ON enrollments (student_id, teacher_id) INCLUDE (created_at, id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX IF EXISTS enrollments_student_teacher_idx, content_items_teacher_live_idx;`);
  }
}
