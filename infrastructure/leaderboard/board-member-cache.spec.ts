import type { BoardMember, LeaderboardQueries } from '../../application/leaderboard/leaderboard-queries.port';
import { TestClock } from '../../test/support/test-clock';
import { BoardMemberCache, MemberForgettingIndex } from './board-member-cache';

const member = (userId: number, xp: number): BoardMember => ({
  userId,
  username: `student${userId}`,
  firstName: 'Sam',
  lastName: 'Lee',
  avatar: null,
  level: 1,
  xp,
  currentStreak: 0,
  tokensEarned: 0,
  chestsOpened: 0,
});

/** A database of students whose XP the test changes, counting the lookups it answers. */
class FakeDatabase implements LeaderboardQueries {
  xp = new Map<number, number>();
  asked: number[][] = [];
  optedOut = new Set<number>();

  async viewer() {
    return null;
  }

  async members(userIds: readonly number[]) {
    this.asked.push([...userIds]);
    return userIds.filter((id) => this.xp.has(id) && !this.optedOut.has(id)).map((id) => member(id, this.xp.get(id)!));
  }
}

describe('BoardMemberCache', () => {
  let database: FakeDatabase;
  let clock: TestClock;
  let cache: BoardMemberCache;
  const xpOf = async (ids: number[]) => Object.fromEntries((await cache.members(ids)).map((m) => [m.userId, m.xp]));

  beforeEach(() => {
    database = new FakeDatabase();
    [1, 2, 3].forEach((id) => database.xp.set(id, id * 100));
    clock = new TestClock(new Date('2026-11-22T10:00:00Z'));
    cache = new BoardMemberCache(database, clock, { ttlMs: 2_000, maxEntries: 4 });
  });

  it('asks the database only for students it has not seen within the time to live', async () => {
    expect(await xpOf([1, 2])).toEqual({ 1: 100, 2: 200 });
    expect(await xpOf([1, 2, 3])).toEqual({ 1: 100, 2: 200, 3: 300 });
    expect(database.asked).toEqual([[1, 2], [3]]);
  });

  it('asks again once the time to live has passed', async () => {
    await xpOf([1]);
    database.xp.set(1, 150);
    clock.advance(1.999);
    expect(await xpOf([1])).toEqual({ 1: 100 });
    clock.advance(0.001);
    expect(await xpOf([1])).toEqual({ 1: 150 });
  });

  it('remembers that a student is not on boards (opted out), and forgets it on refresh', async () => {
    database.optedOut.add(2);
    const index = new MemberForgettingIndex({ refresh: async () => {}, caughtUp: async () => {} }, cache);
    expect(await xpOf([2])).toEqual({});
    database.optedOut.delete(2);
    expect(await xpOf([2])).toEqual({});
    await index.refresh([2]);
    expect(await xpOf([2])).toEqual({ 2: 200 });
  });

  it('a refresh shows the new row at once on this instance', async () => {
    const index = new MemberForgettingIndex({ refresh: async () => {}, caughtUp: async () => {} }, cache);
    await xpOf([1, 2]);
    database.xp.set(1, 999);
    await index.refresh([1]);
    expect(await xpOf([1, 2])).toEqual({ 1: 999, 2: 200 });
    expect(database.asked).toEqual([[1, 2], [1]]);
  });

  it("reads a viewer's own row afresh, whatever process made their change, and keeps the others' rows", async () => {
    const asked: Array<number | undefined> = [];
    const index = new MemberForgettingIndex({ refresh: async () => {}, caughtUp: async (viewerId) => void asked.push(viewerId) }, cache);
    await xpOf([1, 2]);
    database.xp.set(1, 180); // changed through another process: this one was not told
    database.xp.set(2, 260);
    await index.caughtUp(1);
    expect(await xpOf([1, 2])).toEqual({ 1: 180, 2: 200 });
    expect(asked).toEqual([1]);
    expect(database.asked).toEqual([[1, 2], [1]]);
  });

  it('a row read while a refresh ran is forgotten when the refresh ends', async () => {
    await xpOf([1]);
    let finishRefresh!: () => void;
    const index = new MemberForgettingIndex({ refresh: () => new Promise<void>((done) => (finishRefresh = done)), caughtUp: async () => {} }, cache);
    const refreshing = index.refresh([1]);
    await xpOf([1]); // read the old row again before the change landed
    database.xp.set(1, 500);
    finishRefresh();
    await refreshing;
    expect(await xpOf([1])).toEqual({ 1: 500 });
  });

  it('holds at most maxEntries students, dropping the oldest first', async () => {
    [4, 5, 6].forEach((id) => database.xp.set(id, id * 100));
    for (const id of [1, 2, 3, 4, 5, 6]) await xpOf([id]);
    database.asked = [];
    await xpOf([3, 4, 5, 6]);
    expect(database.asked).toEqual([]);
    await xpOf([1]);
    await xpOf([2]);
    expect(database.asked).toEqual([[1], [2]]);
  });
});
