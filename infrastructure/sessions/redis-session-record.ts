import type { SessionStanding } from '../../application/sessions/live-sessions.port';
import type { SqlDatabase } from '../persistence/sql-database';
import type { RedisConnection } from '../system/redis-connection';
import { scanAll } from '../system/redis-scan';

/**
 * Parts the record is kept in: each part's keys carry the hash tag `{sessions:<part>}`, so a Redis
 * Cluster holds each part in one slot and spreads the parts (and every request's check) over its
 * masters. A sign-in's entry goes to the part of its id, an account's to the part of its user id.
 */
export const RECORD_PARTS = 64;

/**
 * The keys of the session record in Redis, under one database's prefix, in each part:
 * - `built`: present once the part was rebuilt from the database; without it nothing in it is
 *   trusted, so a node of a cluster that restarted empty is noticed as a whole Redis would be.
 * - `f:<session id>`: that sign-in was ended. Lives as long as an access token can.
 * - `a:<user id>`: 'ended' (blocked, deactivated or erased; lives as long as an access token can) or
 *   'closing' (its deletion waits; lives until it is cancelled or carried out).
 * - `touched`: the part's accounts written lately, with the time of the write by the clock of the
 *   server holding the part, so a rebuild running meanwhile never puts back an older state over a
 *   newer one.
 */
export class SessionRecordKeys {
  readonly accountPattern: string;
  readonly parts: readonly number[] = Array.from({ length: RECORD_PARTS }, (_, part) => part);

  constructor(readonly prefix: string) {
    this.accountPattern = `${prefix}:{sessions:*}:a:*`;
  }

  private part(part: number): string {
    return `${this.prefix}:{sessions:${part}}`;
  }

  built(part: number): string {
    return `${this.part(part)}:built`;
  }

  touched(part: number): string {
    return `${this.part(part)}:touched`;
  }

  /** The part of a sign-in's entry: a digest of its id (FNV-1a). */
  sessionPart(sessionId: string): number {
    let hash = 0x811c9dc5;
    for (let i = 0; i < sessionId.length; i++) hash = Math.imul(hash ^ sessionId.charCodeAt(i), 0x01000193);
    return (hash >>> 0) % RECORD_PARTS;
  }

  accountPart(userId: number): number {
    return userId % RECORD_PARTS;
  }

  family(sessionId: string): string {
    return `${this.part(this.sessionPart(sessionId))}:f:${sessionId}`;
  }

  account(userId: number): string {
    return `${this.part(this.accountPart(userId))}:a:${userId}`;
  }

  /** The user id of an account key, or null. */
  userOf(accountKey: string): number | null {
    if (!accountKey.startsWith(`${this.prefix}:{sessions:`)) return null;
    const match = /^\{sessions:\d+\}:a:(\d+)$/.exec(accountKey.slice(this.prefix.length + 1));
    const id = Number(match?.[1]);
    return match && Number.isSafeInteger(id) && id > 0 ? id : null;
  }
}

/** An account's entry: 'ended', 'closing', or '' when it may be signed in (no entry). */
export type AccountEntry = Exclude<SessionStanding, 'live'> | '';

/** The standing the record gives: an ended sign-in or account ends it, a closing account makes it closing. */
export function standingOf(family: string | null, account: string | null): SessionStanding {
  if (family !== null || account === 'ended') return 'ended';
  return account === 'closing' ? 'closing' : 'live';
}

/** How long a write to an account stays noted: far longer than a rebuild may take. */
export const NOTE_MS = 10 * 60_000;

const NOW_MS = `local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)`;

/** The time in ms of the server holding KEYS[1] (the key itself is not read). KEYS: a key of the part. */
const SERVER_TIME = `
${NOW_MS}
return now
`;

/**
 * Writes an account's entry and notes the write. KEYS: the part's touched, account. ARGV: user id, entry
 * ('ended' | 'closing' | ''), entry lifetime (ms) for 'ended', note lifetime (ms).
 */
const WRITE_ACCOUNT = `
${NOW_MS}
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[4]))
redis.call('PEXPIRE', KEYS[1], ARGV[4])
if ARGV[2] == 'ended' then redis.call('SET', KEYS[2], 'ended', 'PX', ARGV[3])
elseif ARGV[2] == 'closing' then redis.call('SET', KEYS[2], 'closing')
else redis.call('DEL', KEYS[2]) end
return 1
`;

/**
 * Puts back the accounts' entries read from the database by a rebuild that started at ARGV[1] (ms,
 * by the part's server's clock), except those written since: those writes read the database later.
 * KEYS: the part's touched, then its accounts. ARGV: start, entry lifetime (ms), note lifetime (ms),
 * then a user id and an entry per account. Refuses when the rebuild took longer than notes are kept.
 */
const REBUILD_ACCOUNTS = `
${NOW_MS}
local start = tonumber(ARGV[1])
if now - start > tonumber(ARGV[3]) then return redis.error_reply('ERR the rebuild took longer than writes stay noted') end
local applied = 0
for i = 2, #KEYS do
  local noted = redis.call('ZSCORE', KEYS[1], ARGV[2 + 2 * (i - 1)])
  if not noted or tonumber(noted) < start then
    local entry = ARGV[3 + 2 * (i - 1)]
    if entry == 'ended' then redis.call('SET', KEYS[i], 'ended', 'PX', ARGV[2])
    elseif entry == 'closing' then redis.call('SET', KEYS[i], 'closing')
    else redis.call('DEL', KEYS[i]) end
    applied = applied + 1
  end
end
return applied
`;

export type SessionRecordRedis = RedisConnection & {
  serverTimeMs(key: string): Promise<number>;
  writeAccount(touched: string, account: string, userId: number, entry: AccountEntry, lifetimeMs: number, noteMs: number): Promise<number>;
  rebuildAccounts(...keysAndArgs: Array<string | number>): Promise<number>;
};

/** Each script touches the keys of one part alone: one slot of a cluster. */
export function withSessionRecordScripts(redis: RedisConnection): SessionRecordRedis {
  redis.defineCommand('serverTimeMs', { numberOfKeys: 1, lua: SERVER_TIME });
  redis.defineCommand('writeAccount', { numberOfKeys: 2, lua: WRITE_ACCOUNT });
  redis.defineCommand('rebuildAccounts', { lua: REBUILD_ACCOUNTS });
  return redis as SessionRecordRedis;
}

/** An account's standing in the database, its row locked against changes while the entry is written. */
export const ACCOUNT_STANDING_FOR_SHARE = `
  SELECT (u.blocked OR NOT u.is_active) AS ended,
         EXISTS (SELECT 1 FROM account_deletions d WHERE d.user_id = u.id AND d.erased_at IS NULL) AS closing
    FROM users u
   WHERE u.id = $1
     FOR SHARE OF u`;

export function accountEntryOf(row: { ended: boolean; closing: boolean } | null): AccountEntry {
  if (!row || row.ended) return 'ended';
  return row.closing ? 'closing' : '';
}

const BATCH = 1000;

export interface RebuildCounts {
  sessions: number;
  accounts: number;
}

/**
 * Takes the record from the database again: the sign-ins revoked within an access token's lifetime,
 * the accounts that may not sign in and those waiting for their deletion; entries of accounts that
 * the database no longer holds so are removed. Notes each part's start in its server's time first, so
 * a write that comes after it (and read the database after it) is never overwritten. Marks the parts
 * built last.
 */
export async function rebuildSessionRecord(
  redis: SessionRecordRedis,
  database: SqlDatabase,
  keys: SessionRecordKeys,
  options: { lifetimeMs: number; now: Date },
): Promise<RebuildCounts> {
  const starts = await Promise.all(keys.parts.map((part) => redis.serverTimeMs(keys.built(part))));
  const since = new Date(options.now.getTime() - options.lifetimeMs);
  const families = await database.reads.rows<{ id: string }>(`SELECT DISTINCT family_id::text AS id FROM refresh_tokens WHERE revoked_at >= $1`, [since]);
  const accounts = await database.reads.rows<{ id: number; entry: AccountEntry }>(
    `SELECT id, 'ended' AS entry FROM users WHERE blocked OR NOT is_active
     UNION ALL
     SELECT d.user_id, 'closing' FROM account_deletions d JOIN users u ON u.id = d.user_id
      WHERE d.erased_at IS NULL AND NOT u.blocked AND u.is_active`,
  );
  const entries = new Map<number, AccountEntry>(accounts.map((row) => [Number(row.id), row.entry]));
  for (const key of await scanAll(redis, keys.accountPattern)) {
    const userId = keys.userOf(key);
    if (userId !== null && !entries.has(userId)) entries.set(userId, '');
  }

  for (let i = 0; i < families.length; i += BATCH) {
    await Promise.all(families.slice(i, i + BATCH).map(({ id }) => redis.set(keys.family(id), '1', 'PX', options.lifetimeMs)));
  }
  const byPart = new Map<number, Array<[number, AccountEntry]>>();
  for (const [userId, entry] of entries) {
    const part = keys.accountPart(userId);
    if (!byPart.has(part)) byPart.set(part, []);
    byPart.get(part)!.push([userId, entry]);
  }
  for (const [part, all] of byPart) {
    for (let i = 0; i < all.length; i += BATCH) {
      const batch = all.slice(i, i + BATCH);
      await redis.rebuildAccounts(
        1 + batch.length,
        keys.touched(part),
        ...batch.map(([userId]) => keys.account(userId)),
        starts[part],
        options.lifetimeMs,
        NOTE_MS,
        ...batch.flatMap(([userId, entry]) => [userId, entry]),
      );
    }
  }
  await Promise.all(keys.parts.map((part) => redis.set(keys.built(part), String(starts[part]))));
  return { sessions: families.length, accounts: accounts.length };
}
