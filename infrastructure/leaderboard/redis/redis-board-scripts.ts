import type { RedisConnection } from '../../system/redis-connection';

// Each script touches the keys of one board alone (their hash tag puts them in one slot of a Redis
// Cluster), or a single key.

/**
 * Reads a window of a board in one round trip. KEYS: board, snapshot, built at, updated at.
 * ARGV: offset, limit, viewer member ('' for none), radius (-1 for none). With a radius and
 * the viewer on the board, the window is the viewer's neighbourhood instead: `radius` places above
 * and below, clipped to the board (the domain's `neighbourhood`). Answers nil when the board was never
 * built, else { builtAt, updatedAt, total, viewer rank (0-based, -1 none), [member, key]..., previous
 * ranks, the window's offset }.
 */
const READ_BOARD = `
local builtAt = redis.call('GET', KEYS[3])
if not builtAt then return false end
local updated = redis.call('GET', KEYS[4]) or builtAt
local total = redis.call('ZCARD', KEYS[1])
local viewer = -1
if ARGV[3] ~= '' then
  local rank = redis.call('ZRANK', KEYS[1], ARGV[3])
  if rank then viewer = rank end
end
local rows = {}
local start = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local radius = tonumber(ARGV[4])
if radius >= 0 and viewer >= 0 then
  start = math.max(0, viewer - radius)
  limit = viewer + radius - start + 1
end
if limit > 0 then
  rows = redis.call('ZRANGE', KEYS[1], start, start + limit - 1, 'WITHSCORES')
end
local previous = {}
for i = 1, #rows, 2 do
  previous[#previous + 1] = redis.call('ZRANK', KEYS[2], rows[i]) or -1
end
return {builtAt, updated, total, viewer, rows, previous, start}
`;

/**
 * Swaps a rebuilt board in and notes when it was built. KEYS: board, rebuilt, built at, updated at,
 * trash. ARGV: built at (ms), seconds to live (0 for ever), which the board's notes share. The old
 * set is freed in the background (UNLINK).
 */
const SWAP_BOARD = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('RENAME', KEYS[1], KEYS[5]) end
if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('RENAME', KEYS[2], KEYS[1]) end
redis.call('SET', KEYS[3], ARGV[1])
if tonumber(ARGV[2]) > 0 then
  for i = 1, 4 do redis.call('EXPIRE', KEYS[i], ARGV[2]) end
end
redis.call('UNLINK', KEYS[5])
return 1
`;

/**
 * Applies the current standing of some students to one board: removes those no longer on it, sets
 * the others' sort keys, and notes the change's time, which lives as long as the board. KEYS: board,
 * updated at. ARGV: now (ms), 'LT' when a key may only improve (else ''), the count of members to
 * remove, those members, then sort key and member pairs.
 */
const REFRESH_BOARD = `
local gone = tonumber(ARGV[3])
if gone > 0 then redis.call('ZREM', KEYS[1], unpack(ARGV, 4, 3 + gone)) end
if #ARGV > 3 + gone then
  if ARGV[2] == 'LT' then redis.call('ZADD', KEYS[1], 'LT', unpack(ARGV, 4 + gone))
  else redis.call('ZADD', KEYS[1], unpack(ARGV, 4 + gone)) end
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl > 0 then redis.call('SET', KEYS[2], ARGV[1], 'PX', ttl) else redis.call('SET', KEYS[2], ARGV[1]) end
return 1
`;

/**
 * Copies `count` entries of a board from `start` into another set, in one short step, so a large
 * board is copied without holding Redis for long; an unfinished copy expires within the hour.
 * KEYS: source, target. Answers the entries copied.
 */
const COPY_BOARD_CHUNK = `
local rows = redis.call('ZRANGE', KEYS[1], ARGV[1], tonumber(ARGV[1]) + tonumber(ARGV[2]) - 1, 'WITHSCORES')
if #rows == 0 then return 0 end
local args = {}
for i = 1, #rows, 2 do
  args[#args + 1] = rows[i + 1]
  args[#args + 1] = rows[i]
end
redis.call('ZADD', KEYS[2], unpack(args))
redis.call('EXPIRE', KEYS[2], 3600)
return #rows / 2
`;

/**
 * Notes students as refreshed now (the server's clock, the one every process shares) and forgets
 * notes older than the retention. KEYS: refreshed. ARGV: retention (ms), user ids...
 */
const NOTE_REFRESHED = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], now, ARGV[i]) end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[1]))
return now
`;

/** The time in ms of the Redis server holding KEYS[1] (the key itself is not read). */
const SERVER_NOW = `
local time = redis.call('TIME')
return tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
`;

/** Extends a lock's life if this holder still has it. KEYS: lock. ARGV: holder's token, ms to live. */
const EXTEND_LOCK = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 0
`;

/** Lets a lock go if this holder still has it (not one taken by another after it expired). KEYS: lock. ARGV: token. */
const RELEASE_LOCK = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
`;

export type ReadBoardReply = [string, string, number, number, string[], number[], number] | null;

export interface BoardScripts {
  readBoard(board: string, snapshot: string, builtAt: string, updatedAt: string, offset: number, limit: number, viewer: string, radius: number): Promise<ReadBoardReply>;
  swapBoard(board: string, rebuilt: string, builtAt: string, updatedAt: string, trash: string, at: number, ttlSeconds: number): Promise<number>;
  refreshBoard(board: string, updatedAt: string, now: number, onlyImprove: 'LT' | '', goneCount: number, ...goneThenEntries: Array<string | number>): Promise<number>;
  copyBoardChunk(source: string, target: string, start: number, count: number): Promise<number>;
  noteRefreshed(refreshed: string, retentionMs: number, ...userIds: number[]): Promise<number>;
  /** The time of the server holding `key`: compare it only with times taken there. */
  serverNowMs(key: string): Promise<number>;
  extendLock(lock: string, token: string, ttlMs: number): Promise<number>;
  releaseLock(lock: string, token: string): Promise<number>;
}

export type BoardRedis = RedisConnection & BoardScripts;

const LOCK_POLL_MS = 250;

/** Waits until nobody holds `lock`, or until `givenUp` says to stop waiting. */
export async function lockReleased(redis: RedisConnection, lock: string, givenUp: () => boolean = () => false): Promise<void> {
  while (!givenUp() && (await redis.exists(lock))) await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
}

/** The connection with the board scripts defined (sent by hash, loaded on first use). */
export function withBoardScripts(redis: RedisConnection): BoardRedis {
  redis.defineCommand('readBoard', { numberOfKeys: 4, lua: READ_BOARD });
  redis.defineCommand('swapBoard', { numberOfKeys: 5, lua: SWAP_BOARD });
  redis.defineCommand('refreshBoard', { numberOfKeys: 2, lua: REFRESH_BOARD });
  redis.defineCommand('copyBoardChunk', { numberOfKeys: 2, lua: COPY_BOARD_CHUNK });
  redis.defineCommand('noteRefreshed', { numberOfKeys: 1, lua: NOTE_REFRESHED });
  redis.defineCommand('serverNowMs', { numberOfKeys: 1, lua: SERVER_NOW });
  redis.defineCommand('extendLock', { numberOfKeys: 1, lua: EXTEND_LOCK });
  redis.defineCommand('releaseLock', { numberOfKeys: 1, lua: RELEASE_LOCK });
  return redis as BoardRedis;
}
