import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole product's schema. Invariants that money-like values rely on live here, in the
 * database itself: non-negative balances, once-a-day unique keys, foreign keys, lookup indexes.
 */
export class InitialSchema1763769600000 implements MigrationInterface {
  name = 'InitialSchema1763769600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE users (
        id serial PRIMARY KEY,
        username varchar(30) NOT NULL,
        email varchar(254) NOT NULL,
        password_hash text NOT NULL,
        user_role varchar(10) NOT NULL DEFAULT 'student' CHECK (user_role IN ('student','teacher','parent','sponsor')),
        first_name varchar(50),
        last_name varchar(50),
        token_balance integer NOT NULL DEFAULT 0 CHECK (token_balance >= 0),
        is_active boolean NOT NULL DEFAULT true,
        confirmed boolean NOT NULL DEFAULT true,
        blocked boolean NOT NULL DEFAULT false,
        time_zone varchar(64) NOT NULL DEFAULT 'UTC',
        time_zone_changed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX users_username_key ON users (lower(username));
      CREATE UNIQUE INDEX users_email_key ON users (lower(email));

      CREATE TABLE student_profiles (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        avatar varchar(500),
        grade varchar(30),
        school varchar(100),
        leaderboard_opt_out boolean NOT NULL DEFAULT false,
        link_code varchar(12),
        link_code_expires_at timestamptz
      );
      CREATE UNIQUE INDEX student_profiles_link_code_key ON student_profiles (link_code) WHERE link_code IS NOT NULL;

      CREATE TABLE teacher_profiles (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        avatar varchar(500),
        department varchar(100),
        years_of_experience integer NOT NULL DEFAULT 0 CHECK (years_of_experience >= 0),
        bio varchar(2000),
        subjects text[] NOT NULL DEFAULT '{}',
        total_earnings integer NOT NULL DEFAULT 0 CHECK (total_earnings >= 0)
      );

      CREATE TABLE parent_profiles (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        monthly_education_budget integer NOT NULL DEFAULT 100 CHECK (monthly_education_budget >= 0)
      );

      CREATE TABLE sponsor_profiles (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        company_name varchar(100),
        contact_person varchar(100),
        website varchar(300),
        description varchar(2000)
      );

      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        family_id uuid NOT NULL,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        persistent boolean NOT NULL DEFAULT false,
        device_id varchar(100),
        device_type varchar(30),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        family_expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz
      );
      CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
      CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

      CREATE TABLE gaming_profiles (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        level integer NOT NULL DEFAULT 1 CHECK (level >= 1),
        xp integer NOT NULL DEFAULT 0 CHECK (xp >= 0),
        current_streak integer NOT NULL DEFAULT 0 CHECK (current_streak >= 0),
        longest_streak integer NOT NULL DEFAULT 0 CHECK (longest_streak >= 0),
        grace_day boolean NOT NULL DEFAULT true,
        last_study_date date,
        last_login_date date,
        daily_goal_completed_on date,
        tokens_earned integer NOT NULL DEFAULT 0 CHECK (tokens_earned >= 0),
        chests_opened integer NOT NULL DEFAULT 0 CHECK (chests_opened >= 0),
        xp_reached_at timestamptz NOT NULL DEFAULT now(),
        streak_reached_at timestamptz NOT NULL DEFAULT now(),
        tokens_reached_at timestamptz NOT NULL DEFAULT now(),
        chests_reached_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX gaming_profiles_xp_idx ON gaming_profiles (xp DESC, xp_reached_at, user_id);
      CREATE INDEX gaming_profiles_streak_idx ON gaming_profiles (current_streak DESC, streak_reached_at, user_id);
      CREATE INDEX gaming_profiles_tokens_idx ON gaming_profiles (tokens_earned DESC, tokens_reached_at, user_id);
      CREATE INDEX gaming_profiles_chests_idx ON gaming_profiles (chests_opened DESC, chests_reached_at, user_id);

      CREATE TABLE activity_totals (
        user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        total_study_minutes integer NOT NULL DEFAULT 0 CHECK (total_study_minutes >= 0),
        completed_courses integer NOT NULL DEFAULT 0 CHECK (completed_courses >= 0),
        videos_watched integer NOT NULL DEFAULT 0 CHECK (videos_watched >= 0),
        quizzes_completed integer NOT NULL DEFAULT 0 CHECK (quizzes_completed >= 0),
        drops_received integer NOT NULL DEFAULT 0 CHECK (drops_received >= 0),
        items_crafted integer NOT NULL DEFAULT 0 CHECK (items_crafted >= 0),
        last_active_at timestamptz
      );

      CREATE TABLE daily_activity (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        local_date date NOT NULL,
        study_minutes integer NOT NULL DEFAULT 0 CHECK (study_minutes >= 0),
        study_seconds integer NOT NULL DEFAULT 0 CHECK (study_seconds >= 0),
        videos_watched integer NOT NULL DEFAULT 0 CHECK (videos_watched >= 0),
        quizzes_completed integer NOT NULL DEFAULT 0 CHECK (quizzes_completed >= 0),
        courses_completed integer NOT NULL DEFAULT 0 CHECK (courses_completed >= 0),
        logged_in boolean NOT NULL DEFAULT false,
        client_xp integer NOT NULL DEFAULT 0 CHECK (client_xp >= 0),
        challenges_sent integer NOT NULL DEFAULT 0 CHECK (challenges_sent >= 0),
        PRIMARY KEY (user_id, local_date)
      );

      CREATE TABLE token_ledger (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        delta integer NOT NULL CHECK (delta <> 0),
        reason varchar(40) NOT NULL,
        reference varchar(100),
        balance_after integer NOT NULL CHECK (balance_after >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX token_ledger_user_idx ON token_ledger (user_id, created_at);
      CREATE UNIQUE INDEX token_ledger_once_key ON token_ledger (user_id, reason, reference)
        WHERE reason IN ('monthly_budget');

      CREATE TABLE xp_ledger (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        amount integer NOT NULL CHECK (amount >= 0),
        source varchar(40) NOT NULL,
        reference varchar(100),
        local_date date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX xp_ledger_user_idx ON xp_ledger (user_id, created_at);
      CREATE INDEX xp_ledger_created_idx ON xp_ledger (created_at);

      CREATE TABLE items (
        item_id varchar(50) PRIMARY KEY,
        name varchar(100) NOT NULL,
        description varchar(500) NOT NULL DEFAULT '',
        icon varchar(20) NOT NULL DEFAULT '',
        image varchar(300),
        rarity varchar(10) NOT NULL CHECK (rarity IN ('common','rare','epic','legendary')),
        type varchar(10) NOT NULL CHECK (type IN ('material','crafted','usable')),
        value integer NOT NULL DEFAULT 0 CHECK (value >= 0),
        is_usable boolean NOT NULL DEFAULT false,
        is_sellable boolean NOT NULL DEFAULT true,
        tier varchar(5) CHECK (tier IN ('tier1','tier2','tier3','tier4')),
        required_level integer NOT NULL DEFAULT 1 CHECK (required_level >= 1),
        effects jsonb NOT NULL DEFAULT '{}'
      );
      CREATE INDEX items_rarity_idx ON items (type, rarity);

      CREATE TABLE recipe_materials (
        item_id varchar(50) NOT NULL REFERENCES items(item_id) ON DELETE CASCADE,
        material_id varchar(50) NOT NULL REFERENCES items(item_id),
        quantity integer NOT NULL CHECK (quantity > 0),
        PRIMARY KEY (item_id, material_id)
      );

      CREATE TABLE inventory_items (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        item_id varchar(50) NOT NULL REFERENCES items(item_id),
        quantity integer NOT NULL CHECK (quantity >= 0),
        acquired_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz
      );
      CREATE UNIQUE INDEX inventory_items_stack_key ON inventory_items (user_id, item_id) WHERE expires_at IS NULL;
      CREATE INDEX inventory_items_user_idx ON inventory_items (user_id, acquired_at DESC);

      CREATE TABLE active_boosts (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        type varchar(30) NOT NULL,
        multiplier numeric(4,2) NOT NULL DEFAULT 1 CHECK (multiplier >= 1),
        starts_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX active_boosts_user_idx ON active_boosts (user_id, expires_at);

      CREATE TABLE daily_chests (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        local_date date NOT NULL,
        opened_at timestamptz NOT NULL DEFAULT now(),
        reward jsonb NOT NULL,
        PRIMARY KEY (user_id, local_date)
      );

      CREATE TABLE challenge_claims (
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        period varchar(10) NOT NULL CHECK (period IN ('daily','weekly','monthly')),
        period_start date NOT NULL,
        goal_id varchar(40) NOT NULL,
        xp_awarded integer NOT NULL CHECK (xp_awarded >= 0),
        claimed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, period, period_start, goal_id)
      );

      CREATE TABLE leaderboard_challenges (
        id serial PRIMARY KEY,
        from_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        target_user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        challenge_type varchar(20) NOT NULL,
        message varchar(200) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (from_user_id <> target_user_id)
      );
      CREATE INDEX leaderboard_challenges_target_idx ON leaderboard_challenges (target_user_id, created_at DESC);

      CREATE TABLE content_items (
        id serial PRIMARY KEY,
        teacher_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title varchar(200) NOT NULL,
        description varchar(5000) NOT NULL,
        type varchar(12) NOT NULL DEFAULT 'video' CHECK (type IN ('video','quiz','document','interactive')),
        category varchar(12) NOT NULL DEFAULT 'general' CHECK (category IN ('math','science','english','art','programming','history','geography','general')),
        difficulty varchar(12) NOT NULL DEFAULT 'beginner' CHECK (difficulty IN ('beginner','intermediate','advanced')),
        duration integer NOT NULL DEFAULT 10 CHECK (duration >= 1),
        token_price integer NOT NULL DEFAULT 0 CHECK (token_price >= 0),
        visibility varchar(10) NOT NULL DEFAULT 'public' CHECK (visibility IN ('public','premium','private')),
        tags text[] NOT NULL DEFAULT '{}',
        thumbnail_url varchar(500),
        content_data jsonb NOT NULL DEFAULT '{}',
        views integer NOT NULL DEFAULT 0 CHECK (views >= 0),
        enrollments integer NOT NULL DEFAULT 0 CHECK (enrollments >= 0),
        completions integer NOT NULL DEFAULT 0 CHECK (completions >= 0),
        rating numeric(3,2) NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX content_items_teacher_idx ON content_items (teacher_id, created_at DESC);
      CREATE INDEX content_items_browse_idx ON content_items (visibility, created_at DESC);
      CREATE INDEX content_items_category_idx ON content_items (category, visibility);

      CREATE TABLE sponsorships (
        id serial PRIMARY KEY,
        sponsor_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        content_id integer NOT NULL REFERENCES content_items(id) ON DELETE CASCADE,
        amount_dollars integer NOT NULL CHECK (amount_dollars > 0),
        token_pool integer NOT NULL CHECK (token_pool >= 0),
        tokens_remaining integer NOT NULL CHECK (tokens_remaining >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sponsorships_content_idx ON sponsorships (content_id, tokens_remaining);
      CREATE INDEX sponsorships_sponsor_idx ON sponsorships (sponsor_id);

      CREATE TABLE enrollments (
        id serial PRIMARY KEY,
        student_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        content_id integer NOT NULL REFERENCES content_items(id) ON DELETE CASCADE,
        access_type varchar(10) NOT NULL CHECK (access_type IN ('free','sponsored','token-paid')),
        tokens_spent integer NOT NULL DEFAULT 0 CHECK (tokens_spent >= 0),
        sponsorship_id integer REFERENCES sponsorships(id) ON DELETE SET NULL,
        progress_percent integer NOT NULL DEFAULT 0 CHECK (progress_percent BETWEEN 0 AND 100),
        current_position integer NOT NULL DEFAULT 0 CHECK (current_position >= 0),
        time_spent_seconds integer NOT NULL DEFAULT 0 CHECK (time_spent_seconds >= 0),
        last_accessed timestamptz,
        completed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (student_id, content_id)
      );
      CREATE INDEX enrollments_content_idx ON enrollments (content_id);

      CREATE TABLE ratings (
        student_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        content_id integer NOT NULL REFERENCES content_items(id) ON DELETE CASCADE,
        stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (student_id, content_id)
      );
      CREATE INDEX ratings_content_idx ON ratings (content_id);

      CREATE TABLE wishlist_items (
        id serial PRIMARY KEY,
        student_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name varchar(200) NOT NULL,
        type varchar(12) NOT NULL CHECK (type IN ('reward','course','certificate','item')),
        content_id integer REFERENCES content_items(id) ON DELETE CASCADE,
        priority varchar(6) NOT NULL DEFAULT 'medium' CHECK (priority IN ('high','medium','low')),
        cost integer NOT NULL DEFAULT 0 CHECK (cost >= 0),
        description varchar(1000),
        approval_status varchar(10) NOT NULL DEFAULT 'pending' CHECK (approval_status IN ('pending','approved','denied')),
        approval_note varchar(500),
        decided_by integer REFERENCES users(id) ON DELETE SET NULL,
        added_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX wishlist_items_student_idx ON wishlist_items (student_id, added_at DESC);
      CREATE UNIQUE INDEX wishlist_items_course_key ON wishlist_items (student_id, content_id) WHERE content_id IS NOT NULL;

      CREATE TABLE classes (
        id serial PRIMARY KEY,
        teacher_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        subject varchar(100),
        grade_level varchar(30),
        capacity integer NOT NULL DEFAULT 30 CHECK (capacity >= 1),
        start_date date,
        end_date date,
        description varchar(1000),
        is_active boolean NOT NULL DEFAULT true,
        join_code char(6) NOT NULL,
        student_count integer NOT NULL DEFAULT 0 CHECK (student_count >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (student_count <= capacity)
      );
      CREATE UNIQUE INDEX classes_active_join_code_key ON classes (join_code) WHERE is_active;
      CREATE INDEX classes_teacher_idx ON classes (teacher_id, created_at DESC);

      CREATE TABLE class_members (
        class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        student_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        joined_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (class_id, student_id)
      );
      CREATE INDEX class_members_student_idx ON class_members (student_id);

      CREATE TABLE class_analytics (
        id serial PRIMARY KEY,
        class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        top_performers jsonb NOT NULL DEFAULT '[]',
        struggling_students jsonb NOT NULL DEFAULT '[]',
        subject_statistics jsonb NOT NULL DEFAULT '{}',
        computed_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX class_analytics_class_idx ON class_analytics (class_id, computed_at DESC);

      CREATE TABLE parent_links (
        parent_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        student_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','accepted','declined')),
        requested_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        PRIMARY KEY (parent_id, student_id)
      );
      CREATE INDEX parent_links_student_idx ON parent_links (student_id, status);

      CREATE TABLE parent_goals (
        id serial PRIMARY KEY,
        parent_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        student_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title varchar(200) NOT NULL,
        kind varchar(30) NOT NULL,
        target integer NOT NULL CHECK (target > 0),
        due_date date,
        completed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX parent_goals_parent_idx ON parent_goals (parent_id, student_id);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE IF EXISTS parent_goals, parent_links, class_analytics, class_members, classes,
        wishlist_items, ratings, enrollments, sponsorships, content_items, leaderboard_challenges,
        challenge_claims, daily_chests, active_boosts, inventory_items, recipe_materials, items,
        xp_ledger, token_ledger, daily_activity, activity_totals, gaming_profiles, refresh_tokens,
        sponsor_profiles, parent_profiles, teacher_profiles, student_profiles, users CASCADE;
    `);
  }
}
