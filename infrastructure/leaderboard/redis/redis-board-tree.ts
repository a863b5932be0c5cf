/**
 * A board kept compact in Redis: its entries in leaves of at most LEAF_MAX, each a small sorted set
 * that Redis encodes as a listpack (about 22 bytes an entry instead of a skiplist's 100), gathered
 * into groups of at most GROUP_MAX leaves. Each group and each leaf is listed by its bound, a (key,
 * member) pair at or before its entries and after those of the one before it, and counted in a
 * string of counts in the same order, so a rank is the sum of the counts before (bytes summed in
 * Lua, from the nearer end) plus the place within one leaf. Each student's
 * key is kept in buckets of BUCKET students by user id (small hashes, also listpacks), so a refresh
 * finds where a student stands without a scan.
 *
 * The parts of one tree share its base key (and so its hash tag: one slot of a Redis Cluster):
 * - `meta`: a hash of `n` (entries), `next` (the last id given to a group or leaf) and `maxb` (the
 *   highest student bucket);
 * - `groups`: the groups' bounds, scored by key, each member `<member>:<group id>`; `gc`: each group's
 *   entries, a string of 3-byte numbers in the order of `groups`;
 * - `g:<group>`: the group's leaves' bounds, each member `<member>:<leaf id>`; `gl:<group>`: each
 *   leaf's entries, a string of 1-byte numbers in the order of `g:<group>`;
 * - `l:<leaf>`: the leaf's entries, scored by key;
 * - `m:<bucket>`: user id to key, for the students whose id divided by BUCKET is `bucket`.
 *
 * Leaves split before they reach Redis's `zset-max-listpack-entries` (128 by default) and hashes stay
 * under `hash-max-listpack-entries` (128), so Redis keeps them compact; a deployment that lowers those
 * settings still works, only with more memory.
 */
export const BOARD_TREE = {
  /** A leaf that reaches this many entries splits in two. */
  leafMax: 120,
  /** A group that reaches this many leaves splits in two. */
  groupMax: 400,
  /** How full a build leaves each leaf and group, so the first refreshes rarely split one. */
  leafFill: 90,
  groupFill: 300,
  /** Students a bucket of their keys holds (by user id). */
  bucket: 128,
} as const;

import { MEMBER_WIDTH } from './redis-board-keys';

/** Bytes of each count: a leaf's entries (at most leafMax), a group's (at most groupMax × leafMax). */
export const COUNT_WIDTH = { leaf: 1, group: 3 } as const;

export const TREE_PARTS = { meta: 'meta', groups: 'groups', groupCounts: 'gc', group: 'g', leafCounts: 'gl', leaf: 'l', members: 'm' } as const;

/** The names of one tree's parts under its base key. */
export function treeKeys(base: string) {
  return {
    meta: `${base}:${TREE_PARTS.meta}`,
    groups: `${base}:${TREE_PARTS.groups}`,
    groupCounts: `${base}:${TREE_PARTS.groupCounts}`,
    group: (id: number | string) => `${base}:${TREE_PARTS.group}:${id}`,
    leafCounts: (id: number | string) => `${base}:${TREE_PARTS.leafCounts}:${id}`,
    leaf: (id: number | string) => `${base}:${TREE_PARTS.leaf}:${id}`,
    members: (bucket: number) => `${base}:${TREE_PARTS.members}:${bucket}`,
  };
}

/** A bound of a group or leaf: its first member (of MEMBER_WIDTH characters) and its id. */
export function boundOf(member: string, id: number | string): string {
  return `${member}:${id}`;
}

export function idOfBound(bound: string): string {
  return bound.slice(MEMBER_WIDTH + 1);
}

export function bucketOf(userId: number): number {
  return Math.floor(userId / BOARD_TREE.bucket);
}

/**
 * The tree's operations in Lua, put before a script's body. `openTree(base)` picks the tree the
 * others work on. Keys and members travel as the strings Redis gives (a key is a double of up to
 * 19 digits, which Lua's tostring would round to 14); counts and ids are small numbers.
 */
export const TREE_LUA = `
local LEAF_MAX, GROUP_MAX, BUCKET = ${BOARD_TREE.leafMax}, ${BOARD_TREE.groupMax}, ${BOARD_TREE.bucket}
local GROUP_WIDTH, LEAF_WIDTH = ${COUNT_WIDTH.group}, ${COUNT_WIDTH.leaf}
local MEMBER_WIDTH = ${MEMBER_WIDTH}
local TREE, TREE_TTL
local function part(name, id)
  if id then return TREE .. ':' .. name .. ':' .. id end
  return TREE .. ':' .. name
end
local function openTree(base)
  TREE = base
  TREE_TTL = redis.call('PTTL', part('${TREE_PARTS.meta}'))
end
local function fresh(key)
  if TREE_TTL > 0 then redis.call('PEXPIRE', key, TREE_TTL) end
end
local function idOf(bound) return string.sub(bound, MEMBER_WIDTH + 2) end
local function memberOfBound(bound) return string.sub(bound, 1, MEMBER_WIDTH) end
local function treeSize() return tonumber(redis.call('HGET', part('${TREE_PARTS.meta}'), 'n') or '0') end

-- Counts are kept in strings of fixed-width big-endian numbers, one for each bound of an index, in its order.
local function encode(n, width)
  if width == 1 then return string.char(n) end
  return string.char(math.floor(n / 65536) % 256, math.floor(n / 256) % 256, n % 256)
end
local function decode(s, place, width)
  if width == 1 then return string.byte(s, place + 1) end
  local a, b, c = string.byte(s, place * width + 1, place * width + 3)
  return a * 65536 + b * 256 + c
end
local function countAt(counts, width, place)
  return decode(redis.call('GETRANGE', counts, place * width, place * width + width - 1), 0, width)
end
-- Adds to one count in place (BITFIELD's unsigned field of the count's width): answers the new count.
local function addCount(counts, width, place, delta)
  return redis.call('BITFIELD', counts, 'INCRBY', 'u' .. (8 * width), '#' .. place, delta)[1]
end
local function insertCount(counts, width, place, n)
  local s = redis.call('GET', counts) or ''
  redis.call('SET', counts, string.sub(s, 1, place * width) .. encode(n, width) .. string.sub(s, place * width + 1), 'KEEPTTL')
  if s == '' then fresh(counts) end
end
local function removeCount(counts, width, place)
  local s = redis.call('GET', counts)
  local rest = string.sub(s, 1, place * width) .. string.sub(s, (place + 1) * width + 1)
  if rest == '' then redis.call('DEL', counts) else redis.call('SET', counts, rest, 'KEEPTTL') end
end
local function sumOf(s, width)
  local sum, n = 0, #s
  if width == 1 then
    local i = 1
    while i + 7 <= n do
      local a, b, c, d, e, f, g, h = string.byte(s, i, i + 7)
      sum = sum + a + b + c + d + e + f + g + h
      i = i + 8
    end
    for j = i, n do sum = sum + string.byte(s, j) end
  else
    for i = 1, n, 3 do
      local a, b, c = string.byte(s, i, i + 2)
      sum = sum + a * 65536 + b * 256 + c
    end
  end
  return sum
end
-- The entries under the bounds before 'place', counted from the nearer end.
local function countBeforePlace(counts, width, place, total)
  local size = redis.call('STRLEN', counts) / width
  if place == 0 then return 0 end
  if place <= size / 2 then return sumOf(redis.call('GETRANGE', counts, 0, place * width - 1), width) end
  if place >= size then return total end
  return total - sumOf(redis.call('GETRANGE', counts, place * width, -1), width)
end

-- The last bound of an index at or before (k, m), and its key; nil when (k, m) comes before them all.
local function boundAtOrBefore(index, k, m)
  local key = tonumber(k)
  local offset, count = 0, 2
  while true do
    local got = redis.call('ZREVRANGEBYSCORE', index, k, '-inf', 'WITHSCORES', 'LIMIT', offset, count)
    for i = 1, #got, 2 do
      if tonumber(got[i + 1]) < key or memberOfBound(got[i]) <= m then return got[i], tonumber(got[i + 1]) end
    end
    if #got < 2 * count then return nil end
    offset = offset + count
    count = math.min(count * 4, 256)
  end
end

-- How many entries order before (k, m): a lower key, or the same key and a lower member.
local function countBefore(k, m)
  local groups = part('${TREE_PARTS.groups}')
  local groupBound = boundAtOrBefore(groups, k, m)
  if not groupBound then return 0 end
  local group = idOf(groupBound)
  local groupPlace = redis.call('ZRANK', groups, groupBound)
  local count = countBeforePlace(part('${TREE_PARTS.groupCounts}'), GROUP_WIDTH, groupPlace, treeSize())
  local leaves = part('${TREE_PARTS.group}', group)
  local leafBound = boundAtOrBefore(leaves, k, m)
  if not leafBound then return count end
  local inGroup = countAt(part('${TREE_PARTS.groupCounts}'), GROUP_WIDTH, groupPlace)
  count = count + countBeforePlace(part('${TREE_PARTS.leafCounts}', group), LEAF_WIDTH, redis.call('ZRANK', leaves, leafBound), inGroup)
  local leaf = part('${TREE_PARTS.leaf}', idOf(leafBound))
  local held = redis.call('ZSCORE', leaf, m)
  if held and tonumber(held) == tonumber(k) then return count + redis.call('ZRANK', leaf, m) end
  count = count + redis.call('ZCOUNT', leaf, '-inf', '(' .. k)
  for _, other in ipairs(redis.call('ZRANGEBYSCORE', leaf, k, k)) do
    if other < m then count = count + 1 end
  end
  return count
end

local function bucketOf(m)
  local id = tonumber(m)
  return part('${TREE_PARTS.members}', math.floor(id / BUCKET)), string.format('%d', id), math.floor(id / BUCKET)
end

-- The student's key on the tree, or nil.
local function keyOf(m)
  local bucket, field = bucketOf(m)
  return redis.call('HGET', bucket, field)
end

-- The place of the bound whose entries hold the one at rank 'target' (0-based, of 'total' under the
-- index), and the entries before it, walked from the nearer end.
local function locate(counts, width, total, target)
  local s = redis.call('GET', counts) or ''
  local size = #s / width
  if target < total / 2 then
    local seen = 0
    for place = 0, size - 1 do
      local n = decode(s, place, width)
      if seen + n > target then return place, seen end
      seen = seen + n
    end
  else
    local after = 0
    for place = size - 1, 0, -1 do
      after = after + decode(s, place, width)
      if total - after <= target then return place, total - after end
    end
  end
  return nil
end

-- The entries from rank 'start' (0-based), at most 'limit', as member, key, member, key...
local function rangeByRank(start, limit)
  local rows = {}
  local total = treeSize()
  local at, stop = start, math.min(start + limit, total)
  while at < stop do
    local groupPlace, beforeGroup = locate(part('${TREE_PARTS.groupCounts}'), GROUP_WIDTH, total, at)
    if not groupPlace then break end
    local group = idOf(redis.call('ZRANGE', part('${TREE_PARTS.groups}'), groupPlace, groupPlace)[1])
    local inGroup = countAt(part('${TREE_PARTS.groupCounts}'), GROUP_WIDTH, groupPlace)
    local leafPlace, beforeLeaf = locate(part('${TREE_PARTS.leafCounts}', group), LEAF_WIDTH, inGroup, at - beforeGroup)
    if not leafPlace then break end
    local leaf = idOf(redis.call('ZRANGE', part('${TREE_PARTS.group}', group), leafPlace, leafPlace)[1])
    local offset = beforeGroup + beforeLeaf
    local got = redis.call('ZRANGE', part('${TREE_PARTS.leaf}', leaf), at - offset, stop - offset - 1, 'WITHSCORES')
    if #got == 0 then break end
    for _, value in ipairs(got) do rows[#rows + 1] = value end
    at = at + #got / 2
  end
  return rows
end

local function newId()
  return string.format('%d', redis.call('HINCRBY', part('${TREE_PARTS.meta}'), 'next', 1))
end

-- Moves the first bound of an index down to (k, m), which comes before it: answers its id.
local function lowerFirstBound(index, k, m)
  local first = redis.call('ZRANGE', index, 0, 0)[1]
  local id = idOf(first)
  redis.call('ZREM', index, first)
  redis.call('ZADD', index, k, m .. ':' .. id)
  return id
end

-- Moves the members of a sorted set from place 'kept' on into a new set: answers them, with their scores.
local function moveFrom(from, kept, to)
  local moved = redis.call('ZRANGE', from, kept, -1, 'WITHSCORES')
  redis.call('ZREMRANGEBYRANK', from, kept, -1)
  local added = {}
  for i = 1, #moved, 2 do
    added[#added + 1] = moved[i + 1]
    added[#added + 1] = moved[i]
  end
  redis.call('ZADD', to, unpack(added))
  fresh(to)
  return moved
end

-- Moves the later half of a group's leaves to a new group, placed after it.
local function splitGroup(group, groupPlace)
  local kept = math.floor(GROUP_MAX / 2)
  local newGroup = newId()
  local moved = moveFrom(part('${TREE_PARTS.group}', group), kept, part('${TREE_PARTS.group}', newGroup))
  local counts = redis.call('GET', part('${TREE_PARTS.leafCounts}', group))
  local movedCounts = string.sub(counts, kept * LEAF_WIDTH + 1)
  redis.call('SET', part('${TREE_PARTS.leafCounts}', group), string.sub(counts, 1, kept * LEAF_WIDTH), 'KEEPTTL')
  redis.call('SET', part('${TREE_PARTS.leafCounts}', newGroup), movedCounts)
  fresh(part('${TREE_PARTS.leafCounts}', newGroup))
  local movedEntries = sumOf(movedCounts, LEAF_WIDTH)
  addCount(part('${TREE_PARTS.groupCounts}'), GROUP_WIDTH, groupPlace, -movedEntries)
  insertCount(part('${TREE_PARTS.groupCounts}'), GROUP_WIDTH, groupPlace + 1, movedEntries)
  redis.call('ZADD', part('${TREE_PARTS.groups}'), moved[2], memberOfBound(moved[1]) .. ':' .. newGroup)
end

-- Moves the later half of a leaf's entries to a new leaf, placed after it in its group.
local function splitLeaf(group, groupPlace, leaf, leafPlace)
  local newLeaf = newId()
  local moved = moveFrom(part('${TREE_PARTS.leaf}', leaf), math.floor(LEAF_MAX / 2), part('${TREE_PARTS.leaf}', newLeaf))
  local leaves = part('${TREE_PARTS.group}', group)
  redis.call('ZADD', leaves, moved[2], moved[1] .. ':' .. newLeaf)
  local counts = part('${TREE_PARTS.leafCounts}', group)
  addCount(counts, LEAF_WIDTH, leafPlace, -#moved / 2)
  insertCount(counts, LEAF_WIDTH, leafPlace + 1, #moved / 2)
  if redis.call('ZCARD', leaves) >= GROUP_MAX then splitGroup(group, groupPlace) end
end

local function setKey(m, k)
  local bucket, field, number = bucketOf(m)
  redis.call('HSET', bucket, field, k)
  if redis.call('HLEN', bucket) == 1 then
    fresh(bucket)
    if number > tonumber(redis.call('HGET', part('${TREE_PARTS.meta}'), 'maxb') or '-1') then
      redis.call('HSET', part('${TREE_PARTS.meta}'), 'maxb', string.format('%d', number))
    end
  end
end

-- Puts (k, m) in the group's leaf for it, the group's bound being at or before it: answers the
-- leaf's new count, the leaf and its place. The group's own count is the caller's to change.
local function addToGroup(k, m, group)
  local leaves = part('${TREE_PARTS.group}', group)
  local leaf, leafPlace
  local leafBound = boundAtOrBefore(leaves, k, m)
  if leafBound then
    leaf = idOf(leafBound)
    leafPlace = redis.call('ZRANK', leaves, leafBound)
  else
    leaf, leafPlace = lowerFirstBound(leaves, k, m), 0
  end
  redis.call('ZADD', part('${TREE_PARTS.leaf}', leaf), k, m)
  local inLeaf = addCount(part('${TREE_PARTS.leafCounts}', group), LEAF_WIDTH, leafPlace, 1)
  if inLeaf == 1 then fresh(part('${TREE_PARTS.leaf}', leaf)) end
  return inLeaf, leaf, leafPlace
end

-- Adds a student who is not on the tree; 'moving' when they were just taken off it (their key is
-- rewritten, not added, and the tree's size stays).
local function insert(k, m, moving)
  local groups = part('${TREE_PARTS.groups}')
  local group, groupPlace
  local groupBound = boundAtOrBefore(groups, k, m)
  if groupBound then
    group = idOf(groupBound)
    groupPlace = redis.call('ZRANK', groups, groupBound)
  elseif redis.call('EXISTS', groups) == 1 then
    group, groupPlace = lowerFirstBound(groups, k, m), 0
  else
    group, groupPlace = newId(), 0
    local leaf = newId()
    redis.call('ZADD', groups, k, m .. ':' .. group)
    fresh(groups)
    insertCount(part('${TREE_PARTS.groupCounts}'), GROUP_WIDTH, 0, 0)
    redis.call('ZADD', part('${TREE_PARTS.group}', group), k, m .. ':' .. leaf)
    fresh(part('${TREE_PARTS.group}', group))
    insertCount(part('${TREE_PARTS.leafCounts}', group), LEAF_WIDTH, 0, 0)
  end
  addCount(part('${TREE_PARTS.groupCounts}'), GROUP_WIDTH, groupPlace, 1)
  local inLeaf, leaf, leafPlace = addToGroup(k, m, group)
  if moving then
    local bucket, field = bucketOf(m)
    redis.call('HSET', bucket, field, k)
  else
    redis.call('HINCRBY', part('${TREE_PARTS.meta}'), 'n', 1)
    setKey(m, k)
  end
  if inLeaf >= LEAF_MAX then splitLeaf(group, groupPlace, leaf, leafPlace) end
end

-- Takes the entry of 'm' out of the leaf of those bounds. A bound stays where it is when its first
-- entry goes (it is still at or before the rest); an emptied leaf is dropped, and so is an emptied
-- group. With 'keepGroup', the caller puts the student back in the same group at once, so the
-- group's count stays as it is, unless the leaf was emptied: answers whether it stayed.
local function takeOut(m, groupBound, leafBound, keepGroup)
  local group = idOf(groupBound)
  local leaves = part('${TREE_PARTS.group}', group)
  local leafPlace = redis.call('ZRANK', leaves, leafBound)
  redis.call('ZREM', part('${TREE_PARTS.leaf}', idOf(leafBound)), m)
  local emptied = addCount(part('${TREE_PARTS.leafCounts}', group), LEAF_WIDTH, leafPlace, -1) <= 0
  if emptied then
    removeCount(part('${TREE_PARTS.leafCounts}', group), LEAF_WIDTH, leafPlace)
    redis.call('ZREM', leaves, leafBound)
  end
  if keepGroup and not emptied then return true end
  local groups = part('${TREE_PARTS.groups}')
  local groupPlace = redis.call('ZRANK', groups, groupBound)
  if addCount(part('${TREE_PARTS.groupCounts}'), GROUP_WIDTH, groupPlace, -1) <= 0 then
    removeCount(part('${TREE_PARTS.groupCounts}'), GROUP_WIDTH, groupPlace)
    redis.call('ZREM', groups, groupBound)
  end
  return false
end

-- Takes a student off the tree: answers the key they had, or nil when they were not on it.
local function remove(m)
  local bucket, field = bucketOf(m)
  local k = redis.call('HGET', bucket, field)
  if not k then return nil end
  redis.call('HDEL', bucket, field)
  redis.call('HINCRBY', part('${TREE_PARTS.meta}'), 'n', -1)
  local groupBound = boundAtOrBefore(part('${TREE_PARTS.groups}'), k, m)
  takeOut(m, groupBound, boundAtOrBefore(part('${TREE_PARTS.group}', idOf(groupBound)), k, m), false)
  return k
end

-- Puts a student who is on the tree at key 'from' at key 'k'. A move to an earlier place at or after
-- the bound of the student's group stays in that group (before its next bound, as the student was),
-- whose count and place among the groups are then left alone: a score that goes up most often moves
-- its student so.
local function move(m, from, k)
  local groups = part('${TREE_PARTS.groups}')
  local groupBound, groupKey = boundAtOrBefore(groups, from, m)
  local group = idOf(groupBound)
  local leafBound = boundAtOrBefore(part('${TREE_PARTS.group}', group), from, m)
  local key = tonumber(k)
  local sameGroup = key < tonumber(from) and (key > groupKey or (key == groupKey and m >= memberOfBound(groupBound)))
  if not takeOut(m, groupBound, leafBound, sameGroup) then return insert(k, m, true) end
  local inLeaf, leaf, leafPlace = addToGroup(k, m, group)
  local bucket, field = bucketOf(m)
  redis.call('HSET', bucket, field, k)
  if inLeaf >= LEAF_MAX then splitLeaf(group, redis.call('ZRANK', groups, groupBound), leaf, leafPlace) end
end
`;
