import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Content and learning: trigram indexes that serve the catalogue's contains search, one index per
 * browse sort, one over the browse filters (carrying the price, so a filtered count reads the index
 * alone once the visibility map is current), rating counters on content and teachers (so averages
 * never scan the ratings), a student's enrollments by date, the quiz score, and the study sessions
 * behind the learning pattern.
 */
export class ContentLearning1764028800000 implements MigrationInterface {
  name = 'ContentLearning1764028800000';

  async up(db: QueryRunner): Promise<void> {
    // An extension belongs to the whole database: schemas migrated side by side would both create it,
    // and the second would fail on a duplicate key. The lock lasts until this migration commits.
    await db.query(`
      SELECT pg_advisory_xact_lock(hashtext('questlearn:extension:pg_trgm'));
      CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;

      ALTER TABLE content_items
        ADD COLUMN rating_sum integer NOT NULL DEFAULT 0 CHECK (rating_sum >= 0),
        ADD COLUMN rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
        ADD COLUMN withdrawn_at timestamptz;
      CREATE INDEX content_items_title_trgm_idx ON content_items USING gin (title public.gin_trgm_ops);
      CREATE INDEX content_items_description_trgm_idx ON content_items USING gin (description public.gin_trgm_ops);
      DROP INDEX content_items_browse_idx;
      CREATE INDEX content_items_browse_created_idx ON content_items (created_at DESC, id DESC)
        WHERE visibility IN ('public','premium') AND withdrawn_at IS NULL;
      CREATE INDEX content_items_browse_enrollments_idx ON content_items (enrollments DESC, id DESC)
        WHERE visibility IN ('public','premium') AND withdrawn_at IS NULL;
      CREATE INDEX content_items_browse_rating_idx ON content_items (rating DESC, id DESC)
        WHERE visibility IN ('public','premium') AND withdrawn_at IS NULL;
      CREATE INDEX content_items_browse_price_idx ON content_items (token_price, id)
        WHERE visibility IN ('public','premium') AND withdrawn_at IS NULL;
      CREATE INDEX content_items_browse_filters_idx ON content_items (category, difficulty, type, created_at DESC) INCLUDE (token_price)
        WHERE visibility IN ('public','premium') AND withdrawn_at IS NULL;

      ALTER TABLE teacher_profiles
        ADD COLUMN rating_sum integer NOT NULL DEFAULT 0 CHECK (rating_sum >= 0),
        ADD COLUMN rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0);

      ALTER TABLE ratings ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

      ALTER TABLE enrollments
        ADD COLUMN quiz_score integer CHECK (quiz_score >= 0),
        ADD COLUMN quiz_max_score integer CHECK (quiz_max_score >= 0);
      CREATE INDEX enrollments_student_idx ON enrollments (student_id, created_at DESC);

      CREATE TABLE quiz_attempts (
        id bigserial PRIMARY KEY,
        student_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        content_id integer NOT NULL REFERENCES content_items(id) ON DELETE CASCADE,
        score integer NOT NULL CHECK (score >= 0),
        max_score integer NOT NULL CHECK (max_score >= score),
        answers jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX quiz_attempts_student_idx ON quiz_attempts (student_id, content_id, created_at DESC);

      CREATE TABLE study_sessions (
        id bigserial PRIMARY KEY,
        student_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        content_id integer NOT NULL REFERENCES content_items(id) ON DELETE CASCADE,
        seconds integer NOT NULL CHECK (seconds > 0),
        device_type varchar(30) NOT NULL DEFAULT 'unknown',
        day_part varchar(10) NOT NULL CHECK (day_part IN ('morning','afternoon','evening','night')),
        local_date date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX study_sessions_student_idx ON study_sessions (student_id, content_id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE IF EXISTS study_sessions, quiz_attempts;
      DROP INDEX IF EXISTS enrollments_student_idx;
      ALTER TABLE enrollments DROP COLUMN IF EXISTS quiz_score, DROP COLUMN IF EXISTS quiz_max_score;
      ALTER TABLE ratings DROP COLUMN IF EXISTS updated_at;
      ALTER TABLE teacher_profiles DROP COLUMN IF EXISTS rating_sum, DROP COLUMN IF EXISTS rating_count;
      DROP INDEX IF EXISTS content_items_title_trgm_idx, content_items_description_trgm_idx, content_items_browse_created_idx,
        content_items_browse_enrollments_idx, content_items_browse_rating_idx, content_items_browse_price_idx, content_items_browse_filters_idx;
      ALTER TABLE content_items DROP COLUMN IF EXISTS rating_sum, DROP COLUMN IF EXISTS rating_count, DROP COLUMN IF EXISTS withdrawn_at;
      CREATE INDEX content_items_browse_idx ON content_items (visibility, created_at DESC);
    `);
  }
}
