import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the server saw of a student's learning, kept beside each enrollment: the enrollment's clock
 * (the last progress update), the furthest video position real time allowed and up to when playback
 * time was used for it, the parts (document
 * sections, interactive steps) read or passed, and the part open since when. The student's study
 * clock says up to when study time was credited, so two tabs never count the same second twice.
 *
 * Progress made before keeps its percent; its parts are the first ones that percent stands for, and
 * a video's watched position is where the student stood.
 */
export class LearningEvidence1765764000000 implements MigrationInterface {
  name = 'LearningEvidence1765764000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE enrollments
        ADD COLUMN clock_at timestamptz,
        ADD COLUMN watched_seconds integer NOT NULL DEFAULT 0 CHECK (watched_seconds >= 0),
        ADD COLUMN watch_clock_at timestamptz,
        ADD COLUMN parts_done integer[] NOT NULL DEFAULT '{}',
        ADD COLUMN open_part integer CHECK (open_part >= 0),
        ADD COLUMN open_part_at timestamptz;
      ALTER TABLE gaming_profiles ADD COLUMN study_credited_until timestamptz;

      UPDATE enrollments e
         SET watched_seconds = e.current_position
        FROM content_items c
       WHERE c.id = e.content_id AND c.type = 'video' AND e.current_position > 0;

      UPDATE enrollments e
         SET parts_done = ARRAY(
               SELECT generate_series(0, (CASE WHEN e.completed_at IS NOT NULL THEN parts.total
                                               ELSE floor(e.progress_percent * parts.total / 100.0)::int END) - 1))
        FROM content_items c,
             LATERAL (SELECT CASE WHEN jsonb_typeof(c.content_data -> (CASE c.type WHEN 'document' THEN 'sections' ELSE 'steps' END)) = 'array'
                                  THEN jsonb_array_length(c.content_data -> (CASE c.type WHEN 'document' THEN 'sections' ELSE 'steps' END))
                                  ELSE 0 END AS total) parts
       WHERE c.id = e.content_id AND c.type IN ('document', 'interactive') AND (e.progress_percent > 0 OR e.completed_at IS NOT NULL);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      ALTER TABLE gaming_profiles DROP COLUMN study_credited_until;
      ALTER TABLE enrollments DROP COLUMN clock_at, DROP COLUMN watched_seconds, DROP COLUMN watch_clock_at, DROP COLUMN parts_done, DROP COLUMN open_part, DROP COLUMN open_part_at;
    `);
  }
}
