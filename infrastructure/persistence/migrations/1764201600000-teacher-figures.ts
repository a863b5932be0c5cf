import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The teacher's figures, answered from counters and indexes, never by scanning a teacher's
 * enrollments:
 * - enrollments carry their content's teacher (a copy that never changes: content does not change
 *   hands), filled by the database on insert whoever writes the row; indexed for the newest-first
 *   page of a teacher's enrollments, and for a content's
 *   enrollments newest first (which replaces the plain content index; a search by title reads it alone);
 * - teacher_students: one row per teacher and student who ever enrolled in their content, with when
 *   the student last enrolled in or worked on that teacher's content (the Students tab's Active);
 *   teacher_profiles.total_students counts them;
 * - on content_items, beside views, enrollments, completions and the rating sums: how many ratings
 *   of each star, how many enrollments have started, the sum of their progress percents and of their
 *   time spent, and the tokens the content earned;
 * - the teacher's sales on the token ledger, by time, carrying the amount (this month's earnings);
 * - a trigram index over a user's username and names (the enrollment list's student search).
 * The counters of rows that already exist are computed here once.
 */
export class TeacherFigures1764201600000 implements MigrationInterface {
  name = 'TeacherFigures1764201600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE enrollments ADD COLUMN teacher_id integer;
      UPDATE enrollments e SET teacher_id = c.teacher_id FROM content_items c WHERE c.id = e.content_id;
      ALTER TABLE enrollments ALTER COLUMN teacher_id SET NOT NULL;

      CREATE FUNCTION enrollment_teacher_of_content() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        SELECT c.teacher_id INTO NEW.teacher_id FROM content_items c WHERE c.id = NEW.content_id;
        RETURN NEW;
      END
      $$;
      CREATE TRIGGER enrollments_teacher_of_content BEFORE INSERT OR UPDATE OF content_id ON enrollments
        FOR EACH ROW EXECUTE FUNCTION enrollment_teacher_of_content();

      CREATE INDEX enrollments_teacher_idx ON enrollments (teacher_id, created_at DESC, id DESC);
      CREATE INDEX enrollments_content_created_idx ON enrollments (content_id, created_at DESC, id DESC);
      DROP INDEX enrollments_content_idx;

      CREATE TABLE teacher_students (
        teacher_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        student_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        first_enrolled_at timestamptz NOT NULL,
        last_active_at timestamptz,
        PRIMARY KEY (teacher_id, student_id)
      );
      CREATE INDEX teacher_students_active_idx ON teacher_students (teacher_id, last_active_at);
      CREATE INDEX teacher_students_student_idx ON teacher_students (student_id);

      ALTER TABLE teacher_profiles ADD COLUMN total_students integer NOT NULL DEFAULT 0 CHECK (total_students >= 0);

      ALTER TABLE content_items
        ADD COLUMN rating_1_count integer NOT NULL DEFAULT 0 CHECK (rating_1_count >= 0),
        ADD COLUMN rating_2_count integer NOT NULL DEFAULT 0 CHECK (rating_2_count >= 0),
        ADD COLUMN rating_3_count integer NOT NULL DEFAULT 0 CHECK (rating_3_count >= 0),
        ADD COLUMN rating_4_count integer NOT NULL DEFAULT 0 CHECK (rating_4_count >= 0),
        ADD COLUMN rating_5_count integer NOT NULL DEFAULT 0 CHECK (rating_5_count >= 0),
        ADD COLUMN started integer NOT NULL DEFAULT 0 CHECK (started >= 0),
        ADD COLUMN progress_sum bigint NOT NULL DEFAULT 0 CHECK (progress_sum >= 0),
        ADD COLUMN time_spent_seconds bigint NOT NULL DEFAULT 0 CHECK (time_spent_seconds >= 0),
        ADD COLUMN tokens_earned integer NOT NULL DEFAULT 0 CHECK (tokens_earned >= 0);

      CREATE INDEX token_ledger_sales_idx ON token_ledger (user_id, created_at) INCLUDE (delta) WHERE reason = 'content_sale';

      CREATE INDEX users_search_trgm_idx ON users
        USING gin ((username || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, '')) public.gin_trgm_ops);
    `);
    await db.query(RECOUNT_TEACHER_FIGURES);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP INDEX IF EXISTS users_search_trgm_idx, token_ledger_sales_idx;
      ALTER TABLE content_items
        DROP COLUMN IF EXISTS rating_1_count, DROP COLUMN IF EXISTS rating_2_count, DROP COLUMN IF EXISTS rating_3_count,
        DROP COLUMN IF EXISTS rating_4_count, DROP COLUMN IF EXISTS rating_5_count, DROP COLUMN IF EXISTS started,
        DROP COLUMN IF EXISTS progress_sum, DROP COLUMN IF EXISTS time_spent_seconds, DROP COLUMN IF EXISTS tokens_earned;
      ALTER TABLE teacher_profiles DROP COLUMN IF EXISTS total_students;
      DROP TABLE IF EXISTS teacher_students;
      CREATE INDEX IF NOT EXISTS enrollments_content_idx ON enrollments (content_id);
      DROP INDEX IF EXISTS enrollments_content_created_idx, enrollments_teacher_idx;
      DROP TRIGGER IF EXISTS enrollments_teacher_of_content ON enrollments;
      DROP FUNCTION IF EXISTS enrollment_teacher_of_content();
      ALTER TABLE enrollments DROP COLUMN IF EXISTS teacher_id;
    `);
  }
}

/**
 * Computes the teacher figures' counters from the records: the teacher's students, each content's
 * star counts, started enrollments, progress and time sums and earnings. The migration runs it once;
 * a seed that writes enrollments, ratings or sales straight into the tables runs it afterwards.
 * (views, enrollments, completions, the rating sums and total_earnings are the seeds' own to keep.)
 */
export const RECOUNT_TEACHER_FIGURES = `
  INSERT INTO teacher_students (teacher_id, student_id, first_enrolled_at, last_active_at)
  SELECT teacher_id, student_id, min(created_at), max(GREATEST(created_at, last_accessed)) FROM enrollments GROUP BY teacher_id, student_id
  ON CONFLICT (teacher_id, student_id) DO UPDATE
    SET first_enrolled_at = EXCLUDED.first_enrolled_at, last_active_at = EXCLUDED.last_active_at;

  UPDATE teacher_profiles tp SET total_students = coalesce((SELECT count(*) FROM teacher_students ts WHERE ts.teacher_id = tp.user_id), 0);

  UPDATE content_items c SET
    rating_1_count = coalesce(r.ones, 0), rating_2_count = coalesce(r.twos, 0), rating_3_count = coalesce(r.threes, 0),
    rating_4_count = coalesce(r.fours, 0), rating_5_count = coalesce(r.fives, 0),
    started = coalesce(e.started, 0), progress_sum = coalesce(e.progress_sum, 0), time_spent_seconds = coalesce(e.time_spent, 0),
    tokens_earned = coalesce(e.earned, 0)
  FROM content_items c2
  LEFT JOIN (
    SELECT content_id, count(*) FILTER (WHERE stars = 1) AS ones, count(*) FILTER (WHERE stars = 2) AS twos,
           count(*) FILTER (WHERE stars = 3) AS threes, count(*) FILTER (WHERE stars = 4) AS fours, count(*) FILTER (WHERE stars = 5) AS fives
      FROM ratings GROUP BY content_id
  ) r ON r.content_id = c2.id
  LEFT JOIN (
    SELECT content_id, count(*) FILTER (WHERE progress_percent > 0 OR completed_at IS NOT NULL) AS started,
           sum(progress_percent) AS progress_sum, sum(time_spent_seconds) AS time_spent,
           sum(tokens_spent) FILTER (WHERE access_type = 'token-paid') AS earned
      FROM enrollments GROUP BY content_id
  ) e ON e.content_id = c2.id
  WHERE c.id = c2.id;
`;
