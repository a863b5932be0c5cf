import type { RedisConnection } from '../../system/redis-connection';
import { TREE_LUA } from './redis-board-tree';

// Each script touches the keys of one board alone (their hash tag puts them in one slot of a Redis
// Cluster), or a single key.

/**
 * How many entries of a set order before (score, member): those of a lower score, then those of the
 * same score and a lower member (the order of a sorted set), whose ties are read in member order.
 */
const ORDERED_BEFORE = `
local function orderedBefore(key, score, member)
  local count = redis.call('ZCOUNT', key, '-inf', '(' .. score)
  local offset = 0
  while true do
    local ties = redis.call('ZRANGEBYSCORE', key, score, score, 'LIMIT', offset, 500)
    for _, other in ipairs(ties) do
      if other >= member then return count end
      count = count + 1
    end
    if #ties < 500 then return count end
    offset = offset + 500
  end
end
`;

/**
 * The entries of a set from key `low` to `high`, read once for a window's rows in their order: answers
 * a counter of the entries before (key, member), to be asked with ascending pairs, and the set of the
 * entries' members.
 */
const WALKER = `
local function walker(key, low, high)
  local count = redis.call('ZCOUNT', key, '-inf', '(' .. low)
  local entries = redis.call('ZRANGEBYSCORE', key, low, high, 'WITHSCORES')
  local members = {}
  for i = 1, #entries, 2 do members[entries[i]] = true end
  local at = 1
  local function before(score, member)
    while at < #entries do
      local other = tonumber(entries[at + 1])
      if other < score or (other == score and entries[at] < member) then
        count = count + 1
        at = at + 2
      else
        break
      end
    end
    return count
  end
  return before, members
end
`;

/**
 * Reads a window of a board in one round trip. KEYS: board (the name of its tree), moved from, moved
 * to (the day's moves: RedisBoardKeys.movedFrom), built at, updated at. ARGV: offset, limit, viewer
 * member ('' for none), radius (-1 for none), '1' when the board keeps the day's moves. With a radius
 * and the viewer on the board, the window is the viewer's neighbourhood instead: `radius` places above
 * and below, clipped to the board (the domain's `neighbourhood`). Answers nil when the board was never
 * built, else { builtAt, updatedAt, total, viewer rank (0-based, -1 none), [member, key]..., ranks at
 * the day's start (0-based, -1 none), the window's offset }.
 *
 * A rank at the day's start is counted, not stored: the entries now before the student's key of then,
 * less the movers now before it, plus the movers who were before it then. For the students who did not
 * move, whose key of then is their key now, the movers are counted in one pass over the window's keys;
 * a mover on the board is one with a key now (moved to) within the window's.
 */
const READ_BOARD = `${ORDERED_BEFORE}${WALKER}${TREE_LUA}
local builtAt = redis.call('GET', KEYS[4])
if not builtAt then return false end
local tree = redis.call('GET', KEYS[1])
if not tree then return false end
openTree(tree)
local updated = redis.call('GET', KEYS[5]) or builtAt
local total = treeSize()
local viewer = -1
if ARGV[3] ~= '' then
  local key = keyOf(ARGV[3])
  if key then viewer = countBefore(key, ARGV[3]) end
end
local rows = {}
local start = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local radius = tonumber(ARGV[4])
if radius >= 0 and viewer >= 0 then
  start = math.max(0, viewer - radius)
  limit = viewer + radius - start + 1
end
if limit > 0 then rows = rangeByRank(start, limit) end
local previous = {}
local tracked = ARGV[5] == '1'
if #rows > 0 and tracked and redis.call('EXISTS', KEYS[2], KEYS[3]) > 0 then
  local low, high = rows[2], rows[#rows]
  local movedBefore, moved = walker(KEYS[3], low, high)
  local startedBefore = walker(KEYS[2], low, high)
  for i = 1, #rows, 2 do
    local member, key = rows[i], tonumber(rows[i + 1])
    local movers, starters = movedBefore(key, member), startedBefore(key, member)
    if not moved[member] then
      previous[#previous + 1] = start + (i - 1) / 2 - movers + starters
    else
      local from = redis.call('ZSCORE', KEYS[2], member)
      if from then
        previous[#previous + 1] = countBefore(from, member) - orderedBefore(KEYS[3], from, member) + orderedBefore(KEYS[2], from, member)
      else
        previous[#previous + 1] = -1
      end
    end
  end
else
  for i = 1, #rows, 2 do previous[#previous + 1] = tracked and start + (i - 1) / 2 or -1 end
end
return {builtAt, updated, total, viewer, rows, previous, start}
`;

/** The entries of a board: -1 when it has no tree. KEYS: board. */
const BOARD_SIZE = `${TREE_LUA}
local tree = redis.call('GET', KEYS[1])
if not tree then return -1 end
openTree(tree)
return treeSize()
`;

/**
 * Swaps a rebuilt tree in and notes when it was built; the tree it replaces is listed as unused, for
 * the builder to delete. KEYS: board, built at, updated at, unused trees. ARGV: the new tree's name,
 * built at (ms), seconds to live (0 for ever), which the board's notes share.
 */
const SWAP_BOARD = `
local old = redis.call('GET', KEYS[1])
redis.call('SET', KEYS[1], ARGV[1])
redis.call('LREM', KEYS[4], 0, ARGV[1])
if old and old ~= ARGV[1] then redis.call('RPUSH', KEYS[4], old) end
redis.call('SET', KEYS[2], ARGV[2])
if tonumber(ARGV[3]) > 0 then
  for i = 1, 4 do redis.call('EXPIRE', KEYS[i], ARGV[3]) end
end
return 1
`;

/**
 * Applies the current standing of some students to one board: removes those no longer on it, sets
 * the others' sort keys, and notes the change's time, which lives as long as the board. Only the
 * students whose key changed are written. A board that keeps the day's moves notes each: where they
 * stood before their first move of the day (unless they were not on the board then) and where they
 * stand now. A board without a tree (never built) is left alone: its build reads the database.
 * KEYS: board, updated at, moved from, moved to. ARGV: now (ms), 'LT' when a key may only improve
 * (else ''), '1' when the board keeps the day's moves, the seconds they are kept, the count of
 * members to remove, those members, then sort key and member pairs.
 */
const REFRESH_BOARD = `${TREE_LUA}
local tree = redis.call('GET', KEYS[1])
if not tree then return 0 end
openTree(tree)
local gone = tonumber(ARGV[5])
local first = 6
local onlyImprove = ARGV[2] == 'LT'
local tracked = ARGV[3] == '1'
local moved = false
local function note(member, from, to)
  if not tracked then return end
  moved = true
  if from and not redis.call('ZSCORE', KEYS[4], member) then redis.call('ZADD', KEYS[3], 'NX', from, member) end
  if to then redis.call('ZADD', KEYS[4], to, member) else redis.call('ZREM', KEYS[4], member) end
end
for i = first, first + gone - 1 do
  local from = remove(ARGV[i])
  if from then note(ARGV[i], from, false) end
end
for i = first + gone, #ARGV, 2 do
  local key, member = ARGV[i], ARGV[i + 1]
  local from = keyOf(member)
  local wanted, held = tonumber(key), from and tonumber(from)
  if not held or wanted < held or (wanted ~= held and not onlyImprove) then
    if from then move(member, from, key) else insert(key, member, false) end
    note(member, from, key)
  end
end
if moved then
  for key = 3, 4 do
    if redis.call('TTL', KEYS[key]) == -1 then redis.call('EXPIRE', KEYS[key], ARGV[4]) end
  end
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl > 0 then redis.call('SET', KEYS[2], ARGV[1], 'PX', ttl) else redis.call('SET', KEYS[2], ARGV[1]) end
return 1
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
  readBoard(
    board: string,
    movedFrom: string,
    movedTo: string,
    builtAt: string,
    updatedAt: string,
    offset: number,
    limit: number,
    viewer: string,
    radius: number,
    tracksMoves: '1' | '0',
  ): Promise<ReadBoardReply>;
  boardSize(board: string): Promise<number>;
  swapBoard(board: string, builtAt: string, updatedAt: string, unusedTrees: string, tree: string, at: number, ttlSeconds: number): Promise<number>;
  refreshBoard(
    board: string,
    updatedAt: string,
    movedFrom: string,
    movedTo: string,
    now: number,
    onlyImprove: 'LT' | '',
    tracksMoves: '1' | '0',
    movesTtlSeconds: number,
    goneCount: number,
    ...goneThenEntries: Array<string | number>
  ): Promise<number>;
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
  redis.defineCommand('readBoard', { numberOfKeys: 5, lua: READ_BOARD });
  redis.defineCommand('boardSize', { numberOfKeys: 1, lua: BOARD_SIZE });
  redis.defineCommand('swapBoard', { numberOfKeys: 4, lua: SWAP_BOARD });
  redis.defineCommand('refreshBoard', { numberOfKeys: 4, lua: REFRESH_BOARD });
  redis.defineCommand('noteRefreshed', { numberOfKeys: 1, lua: NOTE_REFRESHED });
  redis.defineCommand('serverNowMs', { numberOfKeys: 1, lua: SERVER_NOW });
  redis.defineCommand('extendLock', { numberOfKeys: 1, lua: EXTEND_LOCK });
  redis.defineCommand('releaseLock', { numberOfKeys: 1, lua: RELEASE_LOCK });
  return redis as BoardRedis;
}
