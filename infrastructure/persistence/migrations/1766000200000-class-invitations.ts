import { randomInt } from 'node:crypto';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The join code alphabet as it stands (A–Z and 2–9 without 0, O, 1 and I), written here so that this migration never changes. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function codes(count: number, length: number): string[] {
  const drawn = new Set<string>();
  while (drawn.size < count) drawn.add(Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''));
  return [...drawn];
}

/** Gives every class a fresh code of `length` characters, all different, drawn from the system's secure random source. */
async function regenerateCodes(db: QueryRunner, length: number): Promise<void> {
  const rows: Array<{ id: number }> = await db.query(`SELECT id FROM classes ORDER BY id`);
  const fresh = codes(rows.length, length);
  if (rows.length > 0) {
    await db.query(`UPDATE classes c SET join_code = n.code FROM unnest($1::int[], $2::text[]) AS n(id, code) WHERE c.id = n.id`, [rows.map((row) => row.id), fresh]);
  }
}

/**
 * Classes by consent, and join codes that cannot be guessed.
 *
 * class_invitations: a teacher's "add student" is an invitation the student accepts or declines.
 * invited_as keeps what the teacher typed (all the teacher sees until the student accepts);
 * student_id is the student it went to, null when the name typed is nobody's or not a student's. A
 * silent invitation is seen by nobody (nobody, not a student, already in or invited to the class,
 * declined before), so the teacher's answer is the same for anyone. One pending invitation per
 * class and student; the student's list and the class's list each have their index. Invitations
 * go with the class, and with the account when it is erased.
 *
 * join_code_attempts: the wrong join codes of a student and of an address in the last hour, one row
 * per key (a digest, never the address), as sign_in_windows keeps sign-in attempts; a join locks its
 * two rows. touched_at is the database's own clock, for the sweep of rows no attempt touched for a day.
 *
 * Join codes grow from 6 to 8 characters: every class gets a new code at once (a 6-character code
 * could be guessed in hours without a limit). The memberships already there stay as they are.
 */
export class ClassInvitations1766000200000 implements MigrationInterface {
  name = 'ClassInvitations1766000200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE class_invitations (
        id serial PRIMARY KEY,
        class_id integer NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
        student_id integer REFERENCES users(id) ON DELETE CASCADE,
        invited_as varchar(254) NOT NULL,
        state varchar(10) NOT NULL DEFAULT 'pending' CHECK (state IN ('pending','silent','accepted','declined')),
        created_at timestamptz NOT NULL DEFAULT now(),
        answered_at timestamptz,
        CHECK (state = 'silent' OR student_id IS NOT NULL)
      );
      CREATE UNIQUE INDEX class_invitations_pending_key ON class_invitations (class_id, student_id) WHERE state = 'pending';
      CREATE INDEX class_invitations_class_idx ON class_invitations (class_id, created_at DESC);
      CREATE INDEX class_invitations_student_idx ON class_invitations (student_id, state, created_at DESC) WHERE student_id IS NOT NULL;

      CREATE TABLE join_code_attempts (
        key text PRIMARY KEY,
        attempts_ms bigint[] NOT NULL DEFAULT '{}',
        touched_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX join_code_attempts_touched ON join_code_attempts (touched_at);

      ALTER TABLE classes ALTER COLUMN join_code TYPE char(8);
    `);
    await regenerateCodes(db, 8);
  }

  async down(db: QueryRunner): Promise<void> {
    await regenerateCodes(db, 6);
    await db.query(`
      ALTER TABLE classes ALTER COLUMN join_code TYPE char(6);
      DROP TABLE IF EXISTS join_code_attempts;
      DROP TABLE IF EXISTS class_invitations;
    `);
  }
}
