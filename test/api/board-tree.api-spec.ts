import { randomUUID } from 'node:crypto';
import { memberOf, RedisBoardKeys } from '../../infrastructure/leaderboard/redis/redis-board-keys';
import { withBoardScripts, type BoardRedis } from '../../infrastructure/leaderboard/redis/redis-board-scripts';
import { BOARD_TREE } from '../../infrastructure/leaderboard/redis/redis-board-tree';
import { deleteTree } from '../../infrastructure/leaderboard/redis/redis-board-tree-writer';
import { scanAll } from '../../infrastructure/system/redis-scan';
import { boardOrder, buildBoard, seededRandom as random, type BoardModel } from '../support/board-tree';
import { deleteKeys, describeEachRedis, redisSetups } from '../support/redis';

const ID = 'global';
const DAY = '2031-03-04';

describeEachRedis(redisSetups(), 'a board kept as a tree of small sets on %s', (setup) => {
  let redis: BoardRedis;
  let keys: RedisBoardKeys;
  let prefix: string;

  beforeAll(() => {
    redis = withBoardScripts(setup.connect());
  });

  beforeEach(() => {
    prefix = `ql:test:tree:${randomUUID()}`;
    keys = new RedisBoardKeys(prefix);
  });

  afterEach(async () => {
    await deleteKeys(redis, `${prefix}:*`);
  });

  afterAll(async () => {
    await redis.quit();
  });

  const build = (model: BoardModel, ttlMs = 0) => buildBoard(redis, keys, ID, model, ttlMs);

  const refresh = (gone: string[], entries: Array<[number, string]>, onlyImprove: 'LT' | '' = '') =>
    redis.refreshBoard(keys.board(ID), keys.updatedAt(ID), keys.movedFrom(DAY, ID), keys.movedTo(DAY, ID), Date.now(), onlyImprove, '0', 60, gone.length, ...gone, ...entries.flat());

  const read = async (offset: number, limit: number, viewer = '') => {
    const reply = await redis.readBoard(keys.board(ID), keys.movedFrom(DAY, ID), keys.movedTo(DAY, ID), keys.builtAt(ID), keys.updatedAt(ID), offset, limit, viewer, -1, '0');
    if (!reply) throw new Error('the board was not built');
    const [, , total, viewerRank, rows] = reply;
    const pairs: Array<[string, number]> = [];
    for (let i = 0; i < rows.length; i += 2) pairs.push([rows[i], Number(rows[i + 1])]);
    return { total, viewerRank, rows: pairs };
  };

  /** The whole board, windows across it and ranks of some students, each against the model. */
  const expectBoard = async (model: BoardModel, next: () => number) => {
    const expected = boardOrder(model);
    const whole = await read(0, expected.length + 10);
    expect(whole.total).toBe(expected.length);
    expect(whole.rows).toEqual(expected);
    for (let i = 0; i < 20; i++) {
      const offset = Math.floor(next() * (expected.length + 5));
      expect((await read(offset, 37)).rows).toEqual(expected.slice(offset, offset + 37));
    }
    for (let i = 0; i < 40 && expected.length > 0; i++) {
      const place = Math.floor(next() * expected.length);
      expect((await read(0, 0, expected[place][0])).viewerRank).toBe(place);
    }
    expect((await read(0, 0, memberOf(999_999))).viewerRank).toBe(-1);
  };

  it('orders, counts and pages like a sorted set through builds, inserts, splits, removals and emptying', async () => {
    const next = random(20311129);
    // Keys from a small range, so thousands of students share each key and dozens of leaves a bound's key.
    const key = () => Math.floor(next() * 10) - 5;
    const model = new Map<string, number>();
    for (let user = 1; user <= 30_000; user++) model.set(memberOf(user), key());
    await build(model);
    await expectBoard(model, next);

    // Enough newcomers that leaves and a group split (a group holds at most BOARD_TREE.groupMax leaves).
    let newcomer = 30_001;
    for (let batch = 0; batch < 60; batch++) {
      const entries: Array<[number, string]> = [];
      for (let i = 0; i < 300; i++) entries.push([key(), memberOf(newcomer++)]);
      // Some students move too.
      for (let i = 0; i < 100; i++) entries.push([key(), memberOf(1 + Math.floor(next() * 30_000))]);
      const unique = new Map(entries.map(([sortKey, member]) => [member, sortKey]));
      await refresh([], [...unique].map(([member, sortKey]): [number, string] => [sortKey, member]));
      for (const [member, sortKey] of unique) model.set(member, sortKey);
    }
    // The build made two groups (BOARD_TREE.groupFill leaves each at most): one split since.
    expect(Math.ceil(30_000 / BOARD_TREE.leafFill / BOARD_TREE.groupFill)).toBe(2);
    expect((await scanAll(redis, `${prefix}:*:gl:*`)).length).toBeGreaterThanOrEqual(3);
    await expectBoard(model, next);

    // Most students leave, in batches.
    const members = [...model.keys()];
    for (let i = 0; i < 45_000; i += 500) {
      const gone = members.slice(i, i + 500);
      await refresh(gone, []);
      for (const member of gone) model.delete(member);
    }
    await expectBoard(model, next);

    // Everyone leaves; the tree starts again from nothing.
    await refresh([...model.keys()], []);
    model.clear();
    await expectBoard(model, next);
    await refresh([], [[7, memberOf(5)], [-3, memberOf(6)]]);
    model.set(memberOf(5), 7).set(memberOf(6), -3);
    await expectBoard(model, next);
  });

  it('keeps real sort keys in order, and a score that may only improve where it was when offered lower', async () => {
    const next = random(7);
    // Keys as boardSortKey makes them: the score in the high bits, the second reached in the low 30.
    const key = () => Math.floor(next() * 300) + 1_000_000 - Math.floor(next() * 5_000) * 2 ** 30;
    const model = new Map<string, number>();
    for (let user = 1; user <= 2_000; user++) model.set(memberOf(user), key());
    await build(model);
    const member = memberOf(17);
    const held = model.get(member)!;
    await refresh([], [[held + 2 ** 30, member]], 'LT');
    await expectBoard(model, next);
    await refresh([], [[held - 2 ** 30, member]], 'LT');
    model.set(member, held - 2 ** 30);
    await expectBoard(model, next);
  });

  it('moves students up within their group, across groups, and out of a leaf they were alone in, as a sorted set would', async () => {
    const next = random(20261201);
    // Keys as boardSortKey makes them (the score above, the second it was reached below), about one
    // student a score: a small gain passes a few students, a large one leaves the group.
    const keyOf = (score: number, second: number) => second - score * 2 ** 30;
    const scores = new Map<string, number>();
    const model = new Map<string, number>();
    for (let user = 1; user <= 60_000; user++) {
      scores.set(memberOf(user), Math.floor(next() * 60_000));
      model.set(memberOf(user), keyOf(scores.get(memberOf(user))!, user));
    }
    await build(model);
    let second = 100_000;
    for (let batch = 0; batch < 30; batch++) {
      const moves = new Map<string, number>();
      for (let i = 0; i < 400; i++) {
        const member = memberOf(1 + Math.floor(next() * 60_000));
        const roll = next();
        // Most gain a little, some a lot, a few fall back to nothing.
        const score = roll < 0.05 ? 0 : scores.get(member)! + 1 + Math.floor(next() * (roll < 0.9 ? 40 : 30_000));
        scores.set(member, score);
        moves.set(member, keyOf(score, second++));
      }
      await refresh([], [...moves].map(([member, sortKey]): [number, string] => [sortKey, member]));
      for (const [member, sortKey] of moves) model.set(member, sortKey);
    }
    await expectBoard(model, next);

    // A leaf left with one student, who moves up into the leaf before it: the leaf goes.
    const small = new Map<string, number>();
    for (let user = 1; user <= 2 * BOARD_TREE.leafFill; user++) small.set(memberOf(user), user * 10);
    const tree = await build(small);
    const gone = [...small.keys()].slice(BOARD_TREE.leafFill + 1);
    await refresh(gone, []);
    for (const member of gone) small.delete(member);
    const alone = memberOf(BOARD_TREE.leafFill + 1);
    await refresh([], [[55, alone]]);
    small.set(alone, 55);
    await expectBoard(small, next);
    expect(await scanAll(redis, `${tree}:l:*`)).toHaveLength(1);
  });

  it('gives every part of a tree with a time to live that time, those a refresh adds included, and deletes a tree whole', async () => {
    const model = new Map<string, number>();
    for (let user = 1; user <= 1_000; user++) model.set(memberOf(user), user % 50);
    const tree = await build(model, 600_000);
    const entries: Array<[number, string]> = [];
    for (let user = 1_001; user <= 1_400; user++) entries.push([user % 7, memberOf(user)]);
    await refresh([], entries);
    const parts = await scanAll(redis, `${tree}:*`);
    expect(parts.length).toBeGreaterThan(20);
    const ttls = await Promise.all(parts.map((part) => redis.pttl(part)));
    expect(ttls.filter((ttl) => !(ttl > 500_000 && ttl <= 600_000))).toEqual([]);

    await deleteTree(redis, tree);
    expect(await scanAll(redis, `${tree}:*`)).toEqual([]);
  });

  it('leaves a board without a tree alone, and reads it as never built', async () => {
    await redis.set(keys.builtAt(ID), '1');
    expect(await refresh([], [[1, memberOf(1)]])).toBe(0);
    expect(await redis.readBoard(keys.board(ID), keys.movedFrom(DAY, ID), keys.movedTo(DAY, ID), keys.builtAt(ID), keys.updatedAt(ID), 0, 10, '', -1, '0')).toBeNull();
    expect(await redis.boardSize(keys.board(ID))).toBe(-1);
  });
});
