import type Redis from 'ioredis';
import type { Client } from 'pg';
import { scoreOfSortKey } from '../../domain/leaderboard/sort-key';
import { memberOf, redisBoardId, type RedisBoardKeys } from '../../infrastructure/leaderboard/redis/redis-board-keys';
import { withBoardScripts, type BoardRedis } from '../../infrastructure/leaderboard/redis/redis-board-scripts';
import { ALL_TIME_BOARDS } from '../../infrastructure/leaderboard/redis/redis-leaderboard-index';
import type { Acknowledged } from './storm';

/** One checked rule: how many things it looked at and what broke it. */
export interface Check {
  name: string;
  checked: number;
  violations: string[];
}

/** The gaming_profiles column each all-time board ranks by (the level board shares the XP board). */
const BOARD_COLUMNS: Record<string, 'xp' | 'current_streak' | 'tokens_earned' | 'chests_opened'> = {
  global: 'xp',
  streak: 'current_streak',
  tokens: 'tokens_earned',
  chests: 'chests_opened',
};

const MAX_LISTED = 20;
const listed = (violations: string[]) =>
  violations.length > MAX_LISTED ? [...violations.slice(0, MAX_LISTED), `... and ${violations.length - MAX_LISTED} more`] : violations;

/** Every entry of a board in Redis, as member, key, member, key... (none when it was never built). */
async function wholeBoard(redis: BoardRedis, keys: RedisBoardKeys, id: string): Promise<string[]> {
  const size = await redis.boardSize(keys.board(id));
  if (size < 0) return [];
  const reply = await redis.readBoard(keys.board(id), keys.movedFrom('', id), keys.movedTo('', id), keys.builtAt(id), keys.updatedAt(id), 0, size, '', -1, '0');
  return reply?.[4] ?? [];
}

/** For every student on the boards, each all-time Redis board's score against gaming_profiles. */
export async function checkBoards(client: Client, redis: Redis, keys: RedisBoardKeys): Promise<Check> {
  const profiles = (
    await client.query(
      `SELECT g.user_id, g.xp, g.current_streak, g.tokens_earned, g.chests_opened
         FROM gaming_profiles g JOIN student_profiles s ON s.user_id = g.user_id AND NOT s.leaderboard_opt_out ORDER BY g.user_id`,
    )
  ).rows as Array<Record<string, number>>;
  const violations: string[] = [];
  const boards = withBoardScripts(redis);
  for (const board of ALL_TIME_BOARDS) {
    const id = redisBoardId(board);
    const column = BOARD_COLUMNS[id];
    const flat = await wholeBoard(boards, keys, id);
    const scores = new Map<string, number>();
    for (let i = 0; i < flat.length; i += 2) scores.set(flat[i], scoreOfSortKey(Number(flat[i + 1])));
    for (const profile of profiles) {
      const member = memberOf(profile.user_id);
      const score = scores.get(member);
      scores.delete(member);
      if (score === undefined) violations.push(`${id} board: student ${profile.user_id} missing (database ${profile[column]})`);
      else if (score !== profile[column]) {
        violations.push(`${id} board: student ${profile.user_id} has ${score}, database ${profile[column]} (${score > profile[column] ? '+' : ''}${score - profile[column]})`);
      }
    }
    for (const member of scores.keys()) violations.push(`${id} board: ${Number(member)} is on it but not a student on the boards`);
  }
  return { name: `all-time boards in Redis equal gaming_profiles (${ALL_TIME_BOARDS.map(redisBoardId).join(', ')})`, checked: profiles.length, violations: listed(violations) };
}

/** Each student's XP covers every award acknowledged to them: at least the highest newXP and the sum of the gains. */
async function checkXp(client: Client, acknowledged: Acknowledged): Promise<Check> {
  const xp = new Map(((await client.query(`SELECT user_id, xp FROM gaming_profiles`)).rows as Array<{ user_id: number; xp: number }>).map((row) => [row.user_id, row.xp]));
  const perStudent = new Map<number, { highest: number; gained: number }>();
  for (const award of acknowledged.xp) {
    const seen = perStudent.get(award.student) ?? { highest: 0, gained: 0 };
    perStudent.set(award.student, { highest: Math.max(seen.highest, award.newXP), gained: seen.gained + award.xpGain });
  }
  const violations: string[] = [];
  for (const [student, { highest, gained }] of perStudent) {
    const stored = xp.get(student) ?? 0;
    if (stored < highest) violations.push(`student ${student}: XP ${stored} in the database, ${highest} acknowledged (lost ${highest - stored})`);
    else if (stored < gained) violations.push(`student ${student}: XP ${stored} in the database, acknowledged gains add up to ${gained}`);
  }
  return { name: 'no acknowledged XP award lost (XP >= highest acknowledged newXP and >= sum of acknowledged gains)', checked: acknowledged.xp.length, violations: listed(violations) };
}

/** Each acknowledged chest is a daily_chests row with the reward reported, and a token reward its ledger row. */
async function checkChests(client: Client, acknowledged: Acknowledged): Promise<Check> {
  const rows = (
    await client.query(
      `SELECT c.user_id, c.local_date::text AS local_date, c.reward,
              EXISTS (SELECT 1 FROM token_ledger t WHERE t.user_id = c.user_id AND t.reason = 'daily_chest' AND t.reference = c.local_date::text
                        AND t.delta = (c.reward->>'amount')::int) AS paid
         FROM daily_chests c`,
    )
  ).rows as Array<{ user_id: number; local_date: string; reward: Record<string, unknown>; paid: boolean }>;
  const unmatched = [...rows];
  const violations: string[] = [];
  for (const chest of acknowledged.chests) {
    const at = unmatched.findIndex(
      (row) =>
        row.user_id === chest.student &&
        row.reward.type === chest.reward.type &&
        row.reward.name === chest.reward.name &&
        row.reward.amount === chest.reward.amount &&
        (row.reward.itemId ?? undefined) === chest.reward.itemId,
    );
    if (at < 0) {
      violations.push(`student ${chest.student}: acknowledged chest ${JSON.stringify(chest.reward)} not in daily_chests`);
      continue;
    }
    const [row] = unmatched.splice(at, 1);
    if (chest.reward.type === 'token' && !row.paid) violations.push(`student ${chest.student}: chest of ${row.local_date} gave ${chest.reward.amount} tokens with no ledger row`);
  }
  return { name: 'every acknowledged chest is in daily_chests (token rewards on the ledger)', checked: acknowledged.chests.length, violations: listed(violations) };
}

/** Each acknowledged enrollment exists as reported, and was paid for on the ledger. */
async function checkEnrollments(client: Client, acknowledged: Acknowledged): Promise<Check> {
  const rows = (
    await client.query(
      `SELECT e.id, e.student_id, e.content_id, e.tokens_spent,
              EXISTS (SELECT 1 FROM token_ledger t WHERE t.user_id = e.student_id AND t.reason = 'content_purchase'
                        AND t.reference = 'content:' || e.content_id AND t.delta = -e.tokens_spent) AS paid
         FROM enrollments e`,
    )
  ).rows as Array<{ id: number; student_id: number; content_id: number; tokens_spent: number; paid: boolean }>;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const violations: string[] = [];
  for (const enrollment of acknowledged.enrollments) {
    const row = byId.get(enrollment.enrollmentId);
    if (!row || row.student_id !== enrollment.student || row.content_id !== enrollment.contentId) {
      violations.push(`student ${enrollment.student}: acknowledged enrollment ${enrollment.enrollmentId} in content ${enrollment.contentId} not in enrollments`);
    } else if (row.tokens_spent !== enrollment.tokensSpent || !row.paid) {
      violations.push(`enrollment ${row.id}: ${enrollment.tokensSpent} tokens acknowledged, ${row.tokens_spent} stored, ledger row ${row.paid ? 'present' : 'missing'}`);
    }
  }
  return { name: 'every acknowledged enrollment exists and was paid on the ledger', checked: acknowledged.enrollments.length, violations: listed(violations) };
}

/** Rows of `sql` (user_id, balance, ledger) whose balance differs from its ledger. */
async function checkBooks(client: Client, name: string, sql: string): Promise<Check> {
  const rows = (await client.query(sql)).rows as Array<{ id: number; balance: number; ledger: number }>;
  const violations = rows.filter((row) => row.balance !== row.ledger).map((row) => `user ${row.id}: ${row.balance} held, ${row.ledger} on the ledger`);
  return { name, checked: rows.length, violations: listed(violations) };
}

/** Everything checked against the database once the storm is over. */
export async function checkDatabase(client: Client, acknowledged: Acknowledged): Promise<Check[]> {
  return [
    await checkXp(client, acknowledged),
    await checkChests(client, acknowledged),
    await checkEnrollments(client, acknowledged),
    await checkBooks(
      client,
      'every user: token_balance = sum of token_ledger deltas',
      `SELECT u.id, u.token_balance AS balance, (SELECT coalesce(sum(delta), 0)::int FROM token_ledger t WHERE t.user_id = u.id) AS ledger FROM users u`,
    ),
    await checkBooks(
      client,
      'every student: gaming_profiles.xp = sum of xp_ledger amounts',
      `SELECT g.user_id AS id, g.xp AS balance, (SELECT coalesce(sum(amount), 0)::int FROM xp_ledger x WHERE x.user_id = g.user_id) AS ledger FROM gaming_profiles g`,
    ),
    await checkBooks(
      client,
      'every student: chests_opened = daily_chests rows',
      `SELECT g.user_id AS id, g.chests_opened AS balance, (SELECT count(*)::int FROM daily_chests c WHERE c.user_id = g.user_id) AS ledger FROM gaming_profiles g`,
    ),
    await checkBooks(
      client,
      'every course: enrollments counter = enrollment rows',
      `SELECT i.id, i.enrollments AS balance, (SELECT count(*)::int FROM enrollments e WHERE e.content_id = i.id) AS ledger FROM content_items i`,
    ),
  ];
}
