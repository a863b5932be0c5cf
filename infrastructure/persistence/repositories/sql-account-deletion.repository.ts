import type { AccountDeletionRepository, PendingDeletion } from '../../../application/accounts/account-deletion.repository.port';
import type { Sql } from '../sql';

interface PendingRow {
  user_id: number;
  requested_at: Date;
  erase_at: Date;
}

/** Keeps only the entries of a snapshot's student list that are not the given student. */
const withoutStudent = (column: string) =>
  `COALESCE((SELECT jsonb_agg(entry ORDER BY position) FROM jsonb_array_elements(${column}) WITH ORDINALITY AS listed(entry, position)
              WHERE entry->>'studentId' IS DISTINCT FROM ($1::int)::text), '[]'::jsonb)`;

/**
 * What erasing an account does, statement by statement ($1 the account, $2 now, $3 its new name).
 * Names, e-mail, password, profile text, avatar, settings, sign-ins, link and reset codes and the content views
 * of the last days go; so does what was written by or about the person for others to read (wishlist,
 * challenges, goals, transfer and wishlist notes, quiz answers, study sessions, messages and class
 * announcements, notifications to them, of what they did and about them as a child) and their family
 * links, message threads, class places and class invitations. The user row stays, anonymous, for the records that must keep adding up:
 * both ledgers, enrollments and ratings (a teacher's earnings and a content's rating), sponsorships
 * and the amounts of transfers. A teacher's content leaves the catalogue while its students keep it
 * (as a withdrawal does); their classes close.
 */
const ERASURE: string[] = [
  // Before the names go: the class invitations to the account, those naming it (its username, e-mail
  // or id as a teacher typed them) and those its classes sent.
  `DELETE FROM class_invitations
    WHERE student_id = $1 OR class_id IN (SELECT id FROM classes WHERE teacher_id = $1)
       OR (student_id IS NULL AND lower(invited_as) IN (SELECT lower(u.username) FROM users u WHERE u.id = $1
                                                        UNION ALL SELECT lower(u.email) FROM users u WHERE u.id = $1
                                                        UNION ALL SELECT $1::text))`,
  `UPDATE users SET username = $3, email = $3, password_hash = '', first_name = NULL, last_name = NULL,
          is_active = false, blocked = true, confirmed = false, time_zone = 'UTC', previous_time_zone = NULL,
          time_zone_changed_at = NULL, updated_at = $2
    WHERE id = $1`,
  `UPDATE student_profiles SET avatar = NULL, grade = NULL, school = NULL, link_code = NULL, link_code_expires_at = NULL, leaderboard_opt_out = true
    WHERE user_id = $1`,
  `UPDATE teacher_profiles SET avatar = NULL, department = NULL, bio = NULL, subjects = '{}' WHERE user_id = $1`,
  `UPDATE sponsor_profiles SET company_name = NULL, contact_person = NULL, website = NULL, description = NULL WHERE user_id = $1`,
  `DELETE FROM user_settings WHERE user_id = $1`,
  `DELETE FROM refresh_tokens WHERE user_id = $1`,
  `DELETE FROM video_codes WHERE user_id = $1`,
  `DELETE FROM password_reset_codes WHERE user_id = $1 OR created_by = $1`,
  `DELETE FROM parent_links WHERE parent_id = $1 OR student_id = $1`,
  `DELETE FROM unmatched_parent_requests WHERE parent_id = $1`,
  `DELETE FROM parent_goals WHERE parent_id = $1 OR student_id = $1`,
  `UPDATE parent_transfers SET note = NULL WHERE (parent_id = $1 OR student_id = $1) AND note IS NOT NULL`,
  `DELETE FROM wishlist_items WHERE student_id = $1`,
  `UPDATE wishlist_items SET decided_by = NULL, approval_note = NULL WHERE decided_by = $1`,
  `DELETE FROM leaderboard_challenges WHERE from_user_id = $1 OR target_user_id = $1`,
  `DELETE FROM notifications WHERE user_id = $1 OR actor_id = $1`,
  // A message's notification names the child the thread is about.
  `DELETE FROM notifications WHERE kind = 'message' AND params->>'childId' = $1::text`,
  `DELETE FROM message_threads WHERE parent_id = $1 OR teacher_id = $1 OR child_id = $1`,
  `DELETE FROM class_announcements WHERE teacher_id = $1`,
  `DELETE FROM quiz_attempts WHERE student_id = $1`,
  `DELETE FROM study_sessions WHERE student_id = $1`,
  `DELETE FROM content_views WHERE viewer_id = $1`,
  `WITH left_classes AS (DELETE FROM class_members WHERE student_id = $1 RETURNING class_id)
   UPDATE classes c SET student_count = c.student_count - 1 FROM left_classes l WHERE c.id = l.class_id`,
  `UPDATE class_analytics SET top_performers = ${withoutStudent('top_performers')}, struggling_students = ${withoutStudent('struggling_students')}
    WHERE top_performers @> jsonb_build_array(jsonb_build_object('studentId', $1::int))
       OR struggling_students @> jsonb_build_array(jsonb_build_object('studentId', $1::int))`,
  `UPDATE classes SET is_active = false, description = NULL WHERE teacher_id = $1 AND (is_active OR description IS NOT NULL)`,
  `UPDATE content_items SET withdrawn_at = $2, updated_at = $2 WHERE teacher_id = $1 AND withdrawn_at IS NULL`,
  `UPDATE account_deletions SET erased_at = $2, leaderboard_opt_out_before = NULL WHERE user_id = $1`,
];

/** The first parameters, as many as the statement names (each names $1 alone, $1-$2 or $1-$3): none is sent one it does not use. */
const parametersOf = (statement: string, all: unknown[]) => all.slice(0, Math.max(...[1, 2, 3].filter((n) => statement.includes(`$${n}`))));

export class SqlAccountDeletionRepository implements AccountDeletionRepository {
  constructor(private readonly sql: Sql) {}

  async pendingFor(userId: number): Promise<PendingDeletion | null> {
    const row = await this.sql.one<PendingRow>(`SELECT user_id, requested_at, erase_at FROM account_deletions WHERE user_id = $1 AND erased_at IS NULL`, [userId]);
    return row && { userId: row.user_id, requestedAt: new Date(row.requested_at), eraseAt: new Date(row.erase_at) };
  }

  async schedule(deletion: PendingDeletion): Promise<void> {
    await this.sql.execute(
      `INSERT INTO account_deletions (user_id, requested_at, erase_at, leaderboard_opt_out_before)
       VALUES ($1, $2, $3, (SELECT leaderboard_opt_out FROM student_profiles WHERE user_id = $1))`,
      [deletion.userId, deletion.requestedAt, deletion.eraseAt],
    );
    await this.sql.execute(`UPDATE student_profiles SET leaderboard_opt_out = true WHERE user_id = $1 AND NOT leaderboard_opt_out`, [deletion.userId]);
  }

  async cancel(userId: number): Promise<boolean> {
    const row = await this.sql.one<{ before: boolean | null }>(
      `DELETE FROM account_deletions WHERE user_id = $1 AND erased_at IS NULL RETURNING leaderboard_opt_out_before AS before`,
      [userId],
    );
    if (!row) return false;
    if (row.before === false) await this.sql.execute(`UPDATE student_profiles SET leaderboard_opt_out = false WHERE user_id = $1`, [userId]);
    return true;
  }

  async endSessions(userId: number, at: Date): Promise<string[]> {
    const rows = await this.sql.rows<{ family_id: string }>(
      `WITH revoked AS (UPDATE refresh_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL RETURNING family_id)
       SELECT DISTINCT family_id FROM revoked`,
      [userId, at],
    );
    return rows.map((row) => row.family_id);
  }

  async dueBy(now: Date, limit: number): Promise<number[]> {
    const rows = await this.sql.rows<{ user_id: number }>(
      `SELECT user_id FROM account_deletions WHERE erased_at IS NULL AND erase_at <= $1 ORDER BY erase_at, user_id LIMIT $2`,
      [now, limit],
    );
    return rows.map((row) => row.user_id);
  }

  async erase(userId: number, erasedName: string, now: Date): Promise<void> {
    const all = [userId, now, erasedName];
    for (const statement of ERASURE) this.sql.send(statement, parametersOf(statement, all));
    await this.sql.settle();
  }
}
