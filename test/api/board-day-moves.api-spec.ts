import { randomUUID } from 'node:crypto';
import { memberOf, MOVES_KEPT_SECONDS, RedisBoardKeys, userOfMember } from '../../infrastructure/leaderboard/redis/redis-board-keys';
import { withBoardScripts, type BoardRedis } from '../../infrastructure/leaderboard/redis/redis-board-scripts';
import { boardOrder, buildBoard, seededRandom as random, type BoardModel } from '../support/board-tree';
import { deleteKeys, describeEachRedis, redisSetups } from '../support/redis';

const DAY = '2031-03-04';
const ID = 'global';

/** Members in board order: ascending key, then member. */
const ordered = (model: BoardModel) => boardOrder(model).map(([member]) => member);

describeEachRedis(redisSetups(), "a board's moves of the day on %s", (setup) => {
  let redis: BoardRedis;
  let keys: RedisBoardKeys;
  let prefix: string;

  beforeAll(() => {
    redis = withBoardScripts(setup.connect());
  });

  beforeEach(async () => {
    prefix = `ql:test:moves:${randomUUID()}`;
    keys = new RedisBoardKeys(prefix);
    await redis.set(keys.builtAt(ID), '1');
  });

  afterEach(async () => {
    await deleteKeys(redis, `${prefix}:*`);
  });

  afterAll(async () => {
    await redis.quit();
  });

  const refresh = (gone: string[], entries: Array<[number, string]>, options: { onlyImprove?: 'LT' | ''; tracks?: boolean } = {}) =>
    redis.refreshBoard(
      keys.board(ID),
      keys.updatedAt(ID),
      keys.movedFrom(DAY, ID),
      keys.movedTo(DAY, ID),
      Date.now(),
      options.onlyImprove ?? '',
      options.tracks === false ? '0' : '1',
      MOVES_KEPT_SECONDS,
      gone.length,
      ...gone,
      ...entries.flat(),
    );

  const readAll = (tracks = true) => readWindow(0, 10_000, tracks);
  const readWindow = async (offset: number, limit: number, tracks = true) => {
    const reply = await redis.readBoard(keys.board(ID), keys.movedFrom(DAY, ID), keys.movedTo(DAY, ID), keys.builtAt(ID), keys.updatedAt(ID), offset, limit, '', -1, tracks ? '1' : '0');
    if (!reply) throw new Error('the board was not built');
    const [, , , , rows, previous] = reply;
    return rows.filter((_, i) => i % 2 === 0).map((member, i) => ({ member, previous: previous[i] }));
  };

  it('counts every rank of the day start from the movers alone, through moves, ties, removals and newcomers', async () => {
    const next = random(20310304);
    // Keys from a small range, so many students share one (the same score reached in the same second).
    const key = () => Math.floor(next() * 40) - 20;
    const model: BoardModel = new Map();
    for (let user = 1; user <= 120; user++) model.set(memberOf(user), key());
    // The board as it was built: no moves yet.
    await buildBoard(redis, keys, ID, model);
    const atStart = new Map(ordered(model).map((member, rank) => [member, rank]));
    expect((await readAll()).map((row) => row.previous)).toEqual(ordered(model).map((_, rank) => rank));

    let newcomer = 1_000;
    for (let round = 0; round < 25; round++) {
      const gone: string[] = [];
      const entries: Array<[number, string]> = [];
      const members = [...model.keys()];
      for (let i = 0; i < 8; i++) {
        const member = members[Math.floor(next() * members.length)];
        if (gone.includes(member) || entries.some(([, other]) => other === member)) continue;
        if (next() < 0.15) gone.push(member);
        else entries.push([key(), member]);
      }
      if (next() < 0.5) entries.push([key(), memberOf(newcomer++)]);
      // Sometimes a student who left today comes back.
      const left = [...atStart.keys()].filter((member) => !model.has(member));
      if (left.length > 0 && next() < 0.3) entries.push([key(), left[0]]);
      await refresh(gone, entries);
      for (const member of gone) model.delete(member);
      for (const [sortKey, member] of entries) model.set(member, sortKey);
    }

    const rows = await readAll();
    expect(rows.map((row) => row.member)).toEqual(ordered(model));
    expect(rows.map((row) => row.previous)).toEqual(rows.map((row) => atStart.get(row.member) ?? -1));
    // A window counts the same as the whole board, wherever it starts.
    for (let offset = 0; offset < rows.length; offset += 7) {
      const window = await readWindow(offset, 10);
      expect(window).toEqual(rows.slice(offset, offset + 10));
    }
    // Only the students who moved are kept, each at most twice, and for two days at most.
    const movedFrom = await redis.zcard(keys.movedFrom(DAY, ID));
    const movedTo = await redis.zcard(keys.movedTo(DAY, ID));
    expect(movedFrom).toBeLessThan(120);
    expect(movedFrom + movedTo).toBeLessThanOrEqual(2 * 25 * 10);
    for (const moves of [keys.movedFrom(DAY, ID), keys.movedTo(DAY, ID)]) {
      const ttl = await redis.ttl(moves);
      expect(ttl).toBeGreaterThan(MOVES_KEPT_SECONDS - 60);
      expect(ttl).toBeLessThanOrEqual(MOVES_KEPT_SECONDS);
    }
  });

  it('keeps the rank of the day start when a score that may only improve is offered lower', async () => {
    await buildBoard(redis, keys, ID, new Map([[memberOf(1), -30], [memberOf(2), -20], [memberOf(3), -10]]));
    await refresh([], [[-5, memberOf(1)], [-40, memberOf(3)]], { onlyImprove: 'LT' });
    const rows = await readAll();
    expect(rows.map((row) => [userOfMember(row.member), row.previous])).toEqual([
      [3, 2],
      [1, 0],
      [2, 1],
    ]);
    // Student 1's lower offer changed nothing: only student 3 moved.
    expect(await redis.zrange(keys.movedFrom(DAY, ID), 0, -1)).toEqual([memberOf(3)]);
  });

  it('counts a student who left the board today in the ranks of those who stood below them', async () => {
    await buildBoard(redis, keys, ID, new Map([[memberOf(1), -30], [memberOf(2), -20], [memberOf(3), -10]]));
    await refresh([memberOf(1)], []);
    expect((await readAll()).map((row) => [userOfMember(row.member), row.previous])).toEqual([
      [2, 1],
      [3, 2],
    ]);
  });

  it('notes nothing on a board that keeps no moves (a daily board), whose ranks have no day start', async () => {
    await buildBoard(redis, keys, ID, new Map([[memberOf(1), -30], [memberOf(2), -20]]));
    await refresh([], [[-40, memberOf(2)]], { tracks: false });
    expect((await readAll(false)).map((row) => [userOfMember(row.member), row.previous])).toEqual([
      [2, -1],
      [1, -1],
    ]);
    expect(await redis.exists(keys.movedFrom(DAY, ID), keys.movedTo(DAY, ID))).toBe(0);
  });
});
