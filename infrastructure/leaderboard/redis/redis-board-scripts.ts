import type Redis from 'ioredis';

/**
 * Reads a window of a board in one round trip. KEYS: board, snapshot, built hash, updated.
 * ARGV: board id, offset, limit, viewer member ('' for none), radius (-1 for none). With a radius and
 * the viewer on the board, the window is the viewer's neighbourhood instead: `radius` places above
 * and below, clipped to the board (the domain's `neighbourhood`). Answers nil when the board was never
 * built, else { builtAt, updatedAt, total, viewer rank (0-based, -1 none), [member, key]..., previous
 * ranks, the window's offset }.
 */
const READ_BOARD = `
local builtAt = redis.call('HGET', KEYS[3], ARGV[1])
if not builtAt then return false end
local updated = redis.call('GET', KEYS[4]) or builtAt
local total = redis.call('ZCARD', KEYS[1])
local viewer = -1
if ARGV[4] ~= '' then
  local rank = redis.call('ZRANK', KEYS[1], ARGV[4])
  if rank then viewer = rank end
end
local rows = {}
local start = tonumber(ARGV[2])
local limit = tonumber(ARGV[3])
local radius = tonumber(ARGV[5])
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
 * Swaps a rebuilt board in. KEYS: board, rebuilt, built hash, trash. ARGV: board id, built at (ms),
 * seconds to live (0 for ever). The old set is freed in the background (UNLINK).
 */
const SWAP_BOARD = `
if redis.call('EXISTS', KEYS[1]) == 1 then redis.call('RENAME', KEYS[1], KEYS[4]) end
if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('RENAME', KEYS[2], KEYS[1]) end
if tonumber(ARGV[3]) > 0 then redis.call('EXPIRE', KEYS[1], ARGV[3]) end
redis.call('HSET', KEYS[3], ARGV[1], ARGV[2])
redis.call('UNLINK', KEYS[4])
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

/** The Redis server's time in ms. */
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

export interface BoardRedis extends Redis {
  readBoard(board: string, snapshot: string, built: string, updated: string, id: string, offset: number, limit: number, viewer: string, radius: number): Promise<ReadBoardReply>;
  swapBoard(board: string, rebuilt: string, built: string, trash: string, id: string, builtAt: number, ttlSeconds: number): Promise<number>;
  copyBoardChunk(source: string, target: string, start: number, count: number): Promise<number>;
  noteRefreshed(refreshed: string, retentionMs: number, ...userIds: number[]): Promise<number>;
  serverNowMs(): Promise<number>;
  extendLock(lock: string, token: string, ttlMs: number): Promise<number>;
  releaseLock(lock: string, token: string): Promise<number>;
}

const LOCK_POLL_MS = 250;

/** Waits until nobody holds `lock`, or until `givenUp` says to stop waiting. */
export async function lockReleased(redis: Redis, lock: string, givenUp: () => boolean = () => false): Promise<void> {
  while (!givenUp() && (await redis.exists(lock))) await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
}

/** The connection with the board scripts defined (sent by hash, loaded on first use). */
export function withBoardScripts(redis: Redis): BoardRedis {
  redis.defineCommand('readBoard', { numberOfKeys: 4, lua: READ_BOARD });
  redis.defineCommand('swapBoard', { numberOfKeys: 4, lua: SWAP_BOARD });
  redis.defineCommand('copyBoardChunk', { numberOfKeys: 2, lua: COPY_BOARD_CHUNK });
  redis.defineCommand('noteRefreshed', { numberOfKeys: 1, lua: NOTE_REFRESHED });
  redis.defineCommand('serverNowMs', { numberOfKeys: 0, lua: SERVER_NOW });
  redis.defineCommand('extendLock', { numberOfKeys: 1, lua: EXTEND_LOCK });
  redis.defineCommand('releaseLock', { numberOfKeys: 1, lua: RELEASE_LOCK });
  return redis as BoardRedis;
}
