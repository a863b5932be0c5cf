import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Threads between a parent and a teacher about one child (one thread a trio), their messages, class
 * announcements and everyone's notifications. A thread keeps each side's last read message and mute;
 * an unread count walks thread_messages_thread_idx from that message. Notifications are listed from
 * notifications_user_idx, counted unread through the partial index, and the daily cleanup of those
 * older than 90 days walks notifications_created_idx.
 */
export class MessagesAndNotifications1766000800000 implements MigrationInterface {
  name = 'MessagesAndNotifications1766000800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE message_threads (
        id serial PRIMARY KEY,
        parent_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        teacher_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        child_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        started_by integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        last_message_at timestamptz NOT NULL,
        parent_read_message_id bigint NOT NULL DEFAULT 0,
        teacher_read_message_id bigint NOT NULL DEFAULT 0,
        parent_muted boolean NOT NULL DEFAULT false,
        teacher_muted boolean NOT NULL DEFAULT false,
        CONSTRAINT message_threads_trio_key UNIQUE (parent_id, teacher_id, child_id)
      );
      CREATE INDEX message_threads_teacher_idx ON message_threads (teacher_id, last_message_at DESC, id DESC);
      CREATE INDEX message_threads_parent_idx ON message_threads (parent_id, last_message_at DESC, id DESC);
      CREATE INDEX message_threads_child_idx ON message_threads (child_id);

      CREATE TABLE thread_messages (
        id bigserial PRIMARY KEY,
        thread_id integer NOT NULL REFERENCES message_threads(id) ON DELETE CASCADE,
        sender_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        body text NOT NULL CONSTRAINT thread_messages_body_check CHECK (char_length(body) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL
      );
      CREATE INDEX thread_messages_thread_idx ON thread_messages (thread_id, id);
      CREATE INDEX thread_messages_sender_idx ON thread_messages (sender_id, created_at);

      CREATE TABLE class_announcements (
        id serial PRIMARY KEY,
        class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        teacher_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        body text NOT NULL CONSTRAINT class_announcements_body_check CHECK (char_length(body) BETWEEN 1 AND 2000),
        created_at timestamptz NOT NULL
      );
      CREATE INDEX class_announcements_class_idx ON class_announcements (class_id, created_at DESC, id DESC);
      CREATE INDEX class_announcements_teacher_idx ON class_announcements (teacher_id, created_at);

      CREATE TABLE notifications (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind varchar(40) NOT NULL,
        actor_id integer REFERENCES users(id) ON DELETE SET NULL,
        params jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL,
        read_at timestamptz
      );
      CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);
      CREATE INDEX notifications_unread_idx ON notifications (user_id) WHERE read_at IS NULL;
      CREATE INDEX notifications_actor_idx ON notifications (actor_id) WHERE actor_id IS NOT NULL;
      CREATE INDEX notifications_created_idx ON notifications (created_at);
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE IF EXISTS notifications;
      DROP TABLE IF EXISTS class_announcements;
      DROP TABLE IF EXISTS thread_messages;
      DROP TABLE IF EXISTS message_threads;
    `);
  }
}
