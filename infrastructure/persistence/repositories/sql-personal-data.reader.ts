import type { ExportedAccount, PersonalData, PersonalDataReader } from '../../../application/accounts/personal-data.port';
import { displayName } from '../../../domain/parents/parent-goal';
import type { Sql } from '../sql';

/** Another person in a row, by the name the account's owner saw them by: the joined user's username and names. */
const person = (alias: string) => `${alias}.username AS person_username, ${alias}.first_name AS person_first_name, ${alias}.last_name AS person_last_name`;

/**
 * One statement per table ($1 the account), by section of the export. A row that names someone else
 * carries only their display name; their e-mail, id and anything else of theirs stays out.
 */
const SECTIONS: Record<string, string> = {
  studentProfile: `SELECT avatar, grade, school, leaderboard_opt_out FROM student_profiles WHERE user_id = $1`,
  teacherProfile: `SELECT avatar, department, years_of_experience, bio, subjects, total_earnings, total_students, rating_sum, rating_count
                     FROM teacher_profiles WHERE user_id = $1`,
  parentProfile: `SELECT monthly_education_budget FROM parent_profiles WHERE user_id = $1`,
  sponsorProfile: `SELECT company_name, contact_person, website, description FROM sponsor_profiles WHERE user_id = $1`,
  settings: `SELECT push_notifications, sound_effects, theme, language, updated_at FROM user_settings WHERE user_id = $1`,
  gamingProfile: `SELECT level, xp, current_streak, longest_streak, grace_day, last_study_date::text, last_login_date::text, last_login_at,
                         daily_goal_completed_on::text, tokens_earned, chests_opened
                    FROM gaming_profiles WHERE user_id = $1`,
  activityTotals: `SELECT total_study_minutes, completed_courses, videos_watched, quizzes_completed, drops_received, items_crafted, last_active_at
                     FROM activity_totals WHERE user_id = $1`,
  dailyActivity: `SELECT local_date::text, study_minutes, study_seconds, videos_watched, quizzes_completed, courses_completed, logged_in, client_xp, challenges_sent
                    FROM daily_activity WHERE user_id = $1 ORDER BY local_date`,
  tokenLedger: `SELECT id, delta, reason, reference, balance_after, created_at FROM token_ledger WHERE user_id = $1 ORDER BY created_at, id`,
  xpLedger: `SELECT id, amount, source, reference, local_date::text, created_at FROM xp_ledger WHERE user_id = $1 ORDER BY created_at, id`,
  inventory: `SELECT inv.item_id, i.name, i.type, i.rarity, inv.quantity, inv.acquired_at, inv.expires_at
                FROM inventory_items inv JOIN items i ON i.item_id = inv.item_id WHERE inv.user_id = $1 ORDER BY inv.acquired_at, inv.id`,
  activeBoosts: `SELECT type, multiplier::float8 AS multiplier, starts_at, expires_at FROM active_boosts WHERE user_id = $1 ORDER BY starts_at`,
  dailyChests: `SELECT local_date::text, opened_at, reward FROM daily_chests WHERE user_id = $1 ORDER BY local_date`,
  challengeClaims: `SELECT period, period_start::text, goal_id, xp_awarded, claimed_at FROM challenge_claims WHERE user_id = $1 ORDER BY claimed_at`,
  leaderboardChallenges: `SELECT CASE WHEN c.from_user_id = $1 THEN 'sent' ELSE 'received' END AS direction, ${person('other')},
                                 c.challenge_type, c.message, c.created_at
                            FROM leaderboard_challenges c
                            JOIN users other ON other.id = CASE WHEN c.from_user_id = $1 THEN c.target_user_id ELSE c.from_user_id END
                           WHERE c.from_user_id = $1 OR c.target_user_id = $1 ORDER BY c.created_at`,
  enrollments: `SELECT e.content_id, c.title, e.access_type, e.tokens_spent, e.progress_percent, e.current_position, e.time_spent_seconds,
                       e.quiz_score, e.quiz_max_score, e.last_accessed, e.completed_at, e.created_at
                  FROM enrollments e JOIN content_items c ON c.id = e.content_id WHERE e.student_id = $1 ORDER BY e.created_at, e.id`,
  ratings: `SELECT content_id, stars, created_at, updated_at FROM ratings WHERE student_id = $1 ORDER BY created_at`,
  quizAttempts: `SELECT content_id, score, max_score, answers, created_at FROM quiz_attempts WHERE student_id = $1 ORDER BY created_at, id`,
  studySessions: `SELECT content_id, seconds, device_type, day_part, local_date::text, created_at FROM study_sessions WHERE student_id = $1 ORDER BY created_at, id`,
  contentViews: `SELECT v.content_id, c.title, v.view_date::text FROM content_views v JOIN content_items c ON c.id = v.content_id
                  WHERE v.viewer_id = $1 ORDER BY v.view_date, v.content_id`,
  wishlist: `SELECT w.name, w.type, w.content_id, w.priority, w.cost, w.description, w.approval_status, w.approval_note, w.decided_at, w.added_at
               FROM wishlist_items w WHERE w.student_id = $1 ORDER BY w.added_at, w.id`,
  classMemberships: `SELECT c.name, c.subject, ${person('t')}, m.joined_at
                       FROM class_members m JOIN classes c ON c.id = m.class_id JOIN users t ON t.id = c.teacher_id
                      WHERE m.student_id = $1 ORDER BY m.joined_at`,
  classesTaught: `SELECT name, subject, grade_level, capacity, start_date::text, end_date::text, description, is_active, join_code, student_count, created_at
                    FROM classes WHERE teacher_id = $1 ORDER BY created_at, id`,
  contentAuthored: `SELECT id, title, description, type, category, difficulty, duration, token_price, visibility, tags, thumbnail_url, content_data,
                           views, enrollments, completions, rating::float8 AS rating, created_at, updated_at, withdrawn_at
                      FROM content_items WHERE teacher_id = $1 ORDER BY created_at, id`,
  sponsorships: `SELECT s.content_id, c.title, s.amount_dollars, s.token_pool, s.tokens_remaining, s.created_at
                   FROM sponsorships s JOIN content_items c ON c.id = s.content_id WHERE s.sponsor_id = $1 ORDER BY s.created_at, s.id`,
  // A parent's own request names the child only once the child accepted: before, the parent sees what
  // they typed, as in the app (and a request that named no student looks the same).
  familyLinks: `SELECT CASE WHEN l.student_id = $1 THEN 'parent' ELSE 'child' END AS relation,
                       CASE WHEN l.student_id = $1 OR l.status = 'accepted' THEN other.username END AS person_username,
                       CASE WHEN l.student_id = $1 OR l.status = 'accepted' THEN other.first_name END AS person_first_name,
                       CASE WHEN l.student_id = $1 OR l.status = 'accepted' THEN other.last_name END AS person_last_name,
                       l.status, CASE WHEN l.parent_id = $1 THEN l.identifier END AS identifier_typed, l.requested_at, l.decided_at
                  FROM parent_links l JOIN users other ON other.id = CASE WHEN l.student_id = $1 THEN l.parent_id ELSE l.student_id END
                 WHERE l.parent_id = $1 OR l.student_id = $1
                 UNION ALL
                SELECT 'child', NULL, NULL, NULL, 'pending', r.identifier, r.requested_at, NULL
                  FROM unmatched_parent_requests r WHERE r.parent_id = $1
                 ORDER BY requested_at`,
  familyGoals: `SELECT CASE WHEN g.student_id = $1 THEN 'from parent' ELSE 'for child' END AS relation, ${person('other')},
                       g.title, g.kind, g.target, g.due_date::text, g.completed_at, g.created_at
                  FROM parent_goals g JOIN users other ON other.id = CASE WHEN g.student_id = $1 THEN g.parent_id ELSE g.student_id END
                 WHERE g.parent_id = $1 OR g.student_id = $1 ORDER BY g.created_at, g.id`,
  familyTransfers: `SELECT CASE WHEN t.student_id = $1 THEN 'received' ELSE 'sent' END AS direction, ${person('other')}, t.amount, t.note, t.created_at
                      FROM parent_transfers t JOIN users other ON other.id = CASE WHEN t.student_id = $1 THEN t.parent_id ELSE t.student_id END
                     WHERE t.parent_id = $1 OR t.student_id = $1 ORDER BY t.created_at, t.id`,
  wishlistDecisions: `SELECT ${person('child')}, w.name, w.approval_status, w.approval_note, w.decided_at
                        FROM wishlist_items w JOIN users child ON child.id = w.student_id WHERE w.decided_by = $1 ORDER BY w.decided_at, w.id`,
  // Invitations to the student's own classes, and those a teacher's classes sent: a teacher reads
  // only "invited" or "accepted", as in the app, never whether a student declined.
  classInvitations: `SELECT 'received' AS direction, c.name AS class_name, ${person('teacher')}, i.invited_as, i.state, i.created_at, i.answered_at
                       FROM class_invitations i JOIN classes c ON c.id = i.class_id JOIN users teacher ON teacher.id = c.teacher_id
                      WHERE i.student_id = $1
                      UNION ALL
                     SELECT 'sent', c.name, NULL, NULL, NULL, i.invited_as, CASE WHEN i.state = 'accepted' THEN 'accepted' ELSE 'invited' END, i.created_at, NULL
                       FROM class_invitations i JOIN classes c ON c.id = i.class_id
                      WHERE c.teacher_id = $1
                      ORDER BY created_at`,
  // Password reset codes made for the account (by mail, or by a trusted adult, named) and those the
  // account made for a child; the codes themselves are never kept.
  recoveryCodes: `SELECT CASE WHEN r.user_id = $1 THEN 'for me' ELSE 'for a child' END AS relation, ${person('other')},
                              r.kind, r.created_at, r.expires_at, r.used_at
                         FROM password_reset_codes r
                         LEFT JOIN users other ON other.id = CASE WHEN r.user_id = $1 THEN r.created_by ELSE r.user_id END
                        WHERE r.user_id = $1 OR r.created_by = $1 ORDER BY r.created_at`,
  // What the account was told, with who caused it by the name it showed (a child a message was about
  // is named in it, never by id); what it wrote to a parent or a teacher, and to a class.
  notifications: `SELECT n.kind, ${person('actor')}, n.params - 'childId' AS params, n.created_at, n.read_at
                    FROM notifications n LEFT JOIN users actor ON actor.id = n.actor_id
                   WHERE n.user_id = $1 ORDER BY n.created_at, n.id`,
  messagesSent: `SELECT ${person('other')}, m.body, m.created_at
                   FROM thread_messages m JOIN message_threads t ON t.id = m.thread_id
                   JOIN users other ON other.id = CASE WHEN t.parent_id = $1 THEN t.teacher_id ELSE t.parent_id END
                  WHERE m.sender_id = $1 ORDER BY m.created_at, m.id`,
  announcementsPosted: `SELECT c.name AS class_name, a.body, a.created_at
                          FROM class_announcements a JOIN classes c ON c.id = a.class_id
                         WHERE a.teacher_id = $1 ORDER BY a.created_at, a.id`,
  signIns: `SELECT min(created_at) AS signed_in_at, max(created_at) AS last_refreshed_at, bool_or(persistent) AS remembered,
                   max(device_type) AS device_type, max(device_id) AS device_id, max(family_expires_at) AS ends_at, max(revoked_at) AS ended_at
              FROM refresh_tokens WHERE user_id = $1 GROUP BY family_id ORDER BY min(created_at)`,
  accountDeletion: `SELECT requested_at, erase_at FROM account_deletions WHERE user_id = $1 AND erased_at IS NULL`,
};

/** Sections that hold at most one row: an object or null rather than a list. */
const SINGLE = new Set(['studentProfile', 'teacherProfile', 'parentProfile', 'sponsorProfile', 'settings', 'gamingProfile', 'activityTotals', 'accountDeletion']);

const ACCOUNT = `SELECT id, username, email, user_role AS role, first_name, last_name, token_balance, time_zone, created_at, updated_at FROM users WHERE id = $1`;

const camel = (key: string) => key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** camelCase keys; the person_* columns become one `personName`. */
function exported(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith('person_')) continue;
    out[camel(key)] = value instanceof Date ? value.toISOString() : value;
  }
  // No name where the row names nobody yet (a parent's request the child has not accepted).
  if ('person_username' in row) {
    out.personName = row.person_username === null ? null : displayName({
      username: String(row.person_username),
      firstName: (row.person_first_name as string | null) ?? null,
      lastName: (row.person_last_name as string | null) ?? null,
    });
  }
  return out;
}

/** Reads the account's data in its transaction: the statements travel together on a pipelined connection. */
export class SqlPersonalDataReader implements PersonalDataReader {
  constructor(private readonly sql: Sql) {}

  async collect(userId: number): Promise<PersonalData | null> {
    const names = Object.keys(SECTIONS);
    const [account, ...sections] = await Promise.all([
      this.sql.one<Record<string, unknown>>(ACCOUNT, [userId]),
      ...names.map((name) => this.sql.rows<Record<string, unknown>>(SECTIONS[name], [userId])),
    ]);
    if (!account) return null;
    const data: PersonalData = { account: exported(account) as ExportedAccount };
    names.forEach((name, index) => {
      const rows = sections[index].map(exported);
      data[name] = SINGLE.has(name) ? (rows[0] ?? null) : rows;
    });
    return data;
  }
}
