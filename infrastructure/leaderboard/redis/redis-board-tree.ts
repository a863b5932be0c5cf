/**
 * A board kept compact in Redis: its entries in leaves of at most LEAF_MAX, each a small sorted set
 * that Redis encodes as a listpack (about 22 bytes an entry instead of a skiplist's 100), gathered
 * into groups of at most GROUP_MAX leaves. Each group and each leaf is listed by its bound, a (key,
 * member) pair at or before its entries and after those of the one before it, with its count, so a
 * rank is the counts of the groups and leaves before plus the place within one leaf. Each student's
 * key is kept in buckets of BUCKET students by user id (small hashes, also listpacks), so a refresh
 * finds where a student stands without a scan.
 *
 * The parts of one tree share its base key (and so its hash tag: one slot of a Redis Cluster):
 * - `meta`: a hash of `n` (entries), `next` (the last id given to a group or leaf) and `maxb` (the
 *   highest student bucket);
 * - `groups`: the groups' bounds, scored by key, each member `<member>:<group id>`; `gc`: group id to
 *   its entries;
 * - `g:<group>`: the group's leaves' bounds, each member `<member>:<leaf id>`; `gl:<group>`: leaf id to
 *   its entries;
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

/** A bound of a group or leaf: its first member (of a fixed width) and its id. */
export function boundOf(member: string, id: number | string): string {
  return `${member}:${id}`;
}

export function idOfBound(bound: string): string {
  return bound.slice(bound.indexOf(':') + 1);
}

export function bucketOf(userId: number): number {
  return Math.floor(userId / BOARD_TREE.bucket);
}

/**
 * The tree's operations in Lua, put before a script's body. `openTree(base)` picks the tree the
 * others work on. Keys and members travel as the strings Redis gives (a key is an integer of up to
 * 53 bits, which Lua's tostring would round); counts and ids are small numbers.
 */
export const TREE_LUA = `
local LEAF_MAX, GROUP_MAX, BUCKET = ${BOARD_TREE.leafMax}, ${BOARD_TREE.groupMax}, ${BOARD_TREE.bucket}
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
local function idOf(bound) return string.sub(bound, string.find(bound, ':', 1, true) + 1) end
local function memberOfBound(bound) return string.sub(bound, 1, string.find(bound, ':', 1, true) - 1) end
local function treeSize() return tonumber(redis.call('HGET', part('${TREE_PARTS.meta}'), 'n') or '0') end

-- The last bound of an index at or before (k, m), or nil when (k, m) comes before them all.
local function boundAtOrBefore(index, k, m)
  local key = tonumber(k)
  local offset = 0
  while true do
    local got = redis.call('ZREVRANGEBYSCORE', index, k, '-inf', 'WITHSCORES', 'LIMIT', offset, 16)
    for i = 1, #got, 2 do
      if tonumber(got[i + 1]) < key or memberOfBound(got[i]) <= m then return got[i] end
    end
    if #got < 32 then return nil end
    offset = offset + 16
  end
end

-- The sum of the counts of the index's bounds from place 'from' to 'to'.
local function countsOf(index, counts, from, to)
  local sum = 0
  while from <= to do
    local last = math.min(to, from + 255)
    local bounds = redis.call('ZRANGE', index, from, last)
    if #bounds == 0 then break end
    local ids = {}
    for i, bound in ipairs(bounds) do ids[i] = idOf(bound) end
    for _, count in ipairs(redis.call('HMGET', counts, unpack(ids))) do sum = sum + (tonumber(count) or 0) end
    from = last + 1
  end
  return sum
end

-- The entries under the bounds before this one, counted from the nearer end.
local function countBeforeBound(index, counts, bound, total)
  local rank = redis.call('ZRANK', index, bound)
  local size = redis.call('ZCARD', index)
  if rank <= size / 2 then return countsOf(index, counts, 0, rank - 1) end
  return total - countsOf(index, counts, rank, size - 1)
end

-- How many entries order before (k, m): a lower key, or the same key and a lower member.
local function countBefore(k, m)
  local groupBound = boundAtOrBefore(part('${TREE_PARTS.groups}'), k, m)
  if not groupBound then return 0 end
  local group = idOf(groupBound)
  local count = countBeforeBound(part('${TREE_PARTS.groups}'), part('${TREE_PARTS.groupCounts}'), groupBound, treeSize())
  local leaves = part('${TREE_PARTS.group}', group)
  local leafBound = boundAtOrBefore(leaves, k, m)
  if not leafBound then return count end
  local inGroup = tonumber(redis.call('HGET', part('${TREE_PARTS.groupCounts}'), group))
  count = count + countBeforeBound(leaves, part('${TREE_PARTS.leafCounts}', group), leafBound, inGroup)
  local key = tonumber(k)
  local entries = redis.call('ZRANGEBYSCORE', part('${TREE_PARTS.leaf}', idOf(leafBound)), '-inf', k, 'WITHSCORES')
  for i = 1, #entries, 2 do
    if tonumber(entries[i + 1]) < key or entries[i] < m then count = count + 1 end
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

-- The entries from rank 'start' (0-based), at most 'limit', as member, key, member, key...
local function rangeByRank(start, limit)
  local rows = {}
  local at, stop, seen = start, start + limit, 0
  local groups = part('${TREE_PARTS.groups}')
  local size = redis.call('ZCARD', groups)
  local place = 0
  while place < size and at < stop do
    local bounds = redis.call('ZRANGE', groups, place, place + 255)
    local ids = {}
    for i, bound in ipairs(bounds) do ids[i] = idOf(bound) end
    local counts = redis.call('HMGET', part('${TREE_PARTS.groupCounts}'), unpack(ids))
    for i, group in ipairs(ids) do
      if at >= stop then break end
      local inGroup = tonumber(counts[i]) or 0
      if seen + inGroup > at then
        local leafBounds = redis.call('ZRANGE', part('${TREE_PARTS.group}', group), 0, -1)
        local leaves = {}
        for j, bound in ipairs(leafBounds) do leaves[j] = idOf(bound) end
        local leafCounts = redis.call('HMGET', part('${TREE_PARTS.leafCounts}', group), unpack(leaves))
        for j, leaf in ipairs(leaves) do
          if at >= stop then break end
          local inLeaf = tonumber(leafCounts[j]) or 0
          if seen + inLeaf > at then
            local last = math.min(inLeaf, stop - seen) - 1
            local got = redis.call('ZRANGE', part('${TREE_PARTS.leaf}', leaf), at - seen, last, 'WITHSCORES')
            for _, value in ipairs(got) do rows[#rows + 1] = value end
            at = seen + last + 1
          end
          seen = seen + inLeaf
        end
      else
        seen = seen + inGroup
      end
    end
    place = place + 256
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

local function splitGroup(group)
  local leaves = part('${TREE_PARTS.group}', group)
  local moved = redis.call('ZRANGE', leaves, math.floor(GROUP_MAX / 2), -1, 'WITHSCORES')
  redis.call('ZREMRANGEBYRANK', leaves, math.floor(GROUP_MAX / 2), -1)
  local newGroup = newId()
  local ids, bounds = {}, {}
  for i = 1, #moved, 2 do
    ids[#ids + 1] = idOf(moved[i])
    bounds[#bounds + 1] = moved[i + 1]
    bounds[#bounds + 1] = moved[i]
  end
  local counts = redis.call('HMGET', part('${TREE_PARTS.leafCounts}', group), unpack(ids))
  redis.call('HDEL', part('${TREE_PARTS.leafCounts}', group), unpack(ids))
  local fields, sum = {}, 0
  for j, id in ipairs(ids) do
    fields[#fields + 1] = id
    fields[#fields + 1] = counts[j]
    sum = sum + tonumber(counts[j])
  end
  redis.call('HSET', part('${TREE_PARTS.leafCounts}', newGroup), unpack(fields))
  fresh(part('${TREE_PARTS.leafCounts}', newGroup))
  redis.call('ZADD', part('${TREE_PARTS.group}', newGroup), unpack(bounds))
  fresh(part('${TREE_PARTS.group}', newGroup))
  redis.call('HINCRBY', part('${TREE_PARTS.groupCounts}'), group, -sum)
  redis.call('HSET', part('${TREE_PARTS.groupCounts}'), newGroup, sum)
  redis.call('ZADD', part('${TREE_PARTS.groups}'), moved[2], memberOfBound(moved[1]) .. ':' .. newGroup)
end

local function splitLeaf(group, leaf)
  local kept = part('${TREE_PARTS.leaf}', leaf)
  local moved = redis.call('ZRANGE', kept, math.floor(LEAF_MAX / 2), -1, 'WITHSCORES')
  redis.call('ZREMRANGEBYRANK', kept, math.floor(LEAF_MAX / 2), -1)
  local newLeaf = newId()
  local added = {}
  for i = 1, #moved, 2 do
    added[#added + 1] = moved[i + 1]
    added[#added + 1] = moved[i]
  end
  redis.call('ZADD', part('${TREE_PARTS.leaf}', newLeaf), unpack(added))
  fresh(part('${TREE_PARTS.leaf}', newLeaf))
  redis.call('HSET', part('${TREE_PARTS.leafCounts}', group), leaf, redis.call('ZCARD', kept), newLeaf, #moved / 2)
  redis.call('ZADD', part('${TREE_PARTS.group}', group), moved[2], moved[1] .. ':' .. newLeaf)
  if redis.call('ZCARD', part('${TREE_PARTS.group}', group)) >= GROUP_MAX then splitGroup(group) end
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

-- Adds a student who is not on the tree.
local function insert(k, m)
  local groups = part('${TREE_PARTS.groups}')
  local group
  local groupBound = boundAtOrBefore(groups, k, m)
  if groupBound then
    group = idOf(groupBound)
  elseif redis.call('EXISTS', groups) == 1 then
    group = lowerFirstBound(groups, k, m)
  else
    group = newId()
    local leaf = newId()
    redis.call('ZADD', groups, k, m .. ':' .. group)
    fresh(groups)
    redis.call('HSET', part('${TREE_PARTS.groupCounts}'), group, 0)
    fresh(part('${TREE_PARTS.groupCounts}'))
    redis.call('ZADD', part('${TREE_PARTS.group}', group), k, m .. ':' .. leaf)
    fresh(part('${TREE_PARTS.group}', group))
    redis.call('HSET', part('${TREE_PARTS.leafCounts}', group), leaf, 0)
    fresh(part('${TREE_PARTS.leafCounts}', group))
  end
  local leaves = part('${TREE_PARTS.group}', group)
  local leafBound = boundAtOrBefore(leaves, k, m)
  local leaf = leafBound and idOf(leafBound) or lowerFirstBound(leaves, k, m)
  redis.call('ZADD', part('${TREE_PARTS.leaf}', leaf), k, m)
  redis.call('HINCRBY', part('${TREE_PARTS.meta}'), 'n', 1)
  redis.call('HINCRBY', part('${TREE_PARTS.groupCounts}'), group, 1)
  local inLeaf = redis.call('HINCRBY', part('${TREE_PARTS.leafCounts}', group), leaf, 1)
  if inLeaf == 1 then fresh(part('${TREE_PARTS.leaf}', leaf)) end
  setKey(m, k)
  if inLeaf >= LEAF_MAX then splitLeaf(group, leaf) end
end

-- Takes a student off the tree: answers the key they had, or nil when they were not on it. A bound
-- stays where it is when its first entry goes (it is still at or before the rest); an empty leaf or
-- group is dropped.
local function remove(m)
  local bucket, field = bucketOf(m)
  local k = redis.call('HGET', bucket, field)
  if not k then return nil end
  redis.call('HDEL', bucket, field)
  local groupBound = boundAtOrBefore(part('${TREE_PARTS.groups}'), k, m)
  local group = idOf(groupBound)
  local leafBound = boundAtOrBefore(part('${TREE_PARTS.group}', group), k, m)
  local leaf = idOf(leafBound)
  redis.call('ZREM', part('${TREE_PARTS.leaf}', leaf), m)
  redis.call('HINCRBY', part('${TREE_PARTS.meta}'), 'n', -1)
  if redis.call('HINCRBY', part('${TREE_PARTS.leafCounts}', group), leaf, -1) <= 0 then
    redis.call('HDEL', part('${TREE_PARTS.leafCounts}', group), leaf)
    redis.call('ZREM', part('${TREE_PARTS.group}', group), leafBound)
  end
  if redis.call('HINCRBY', part('${TREE_PARTS.groupCounts}'), group, -1) <= 0 then
    redis.call('HDEL', part('${TREE_PARTS.groupCounts}'), group)
    redis.call('ZREM', part('${TREE_PARTS.groups}'), groupBound)
  end
  return k
end
`;
