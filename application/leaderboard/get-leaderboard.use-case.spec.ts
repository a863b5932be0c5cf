import { boardId, type Board } from '../../domain/leaderboard/board';
import { neighbourhood } from '../../domain/leaderboard/ranking';
import { NotInClassError } from './leaderboard.errors';
import type { BoardScope, BoardWindow, LeaderboardBoards } from './leaderboard-boards.port';
import type { BoardMember, LeaderboardQueries, LeaderboardViewer } from './leaderboard-queries.port';
import { GetLeaderboardUseCase, type LeaderboardRequest } from './get-leaderboard.use-case';

/** A board of students 1..n ranked by id, whose previous ranks are one place lower. */
class FakeBoards implements LeaderboardBoards {
  readonly scopes: BoardScope[] = [];
  constructor(private readonly ids: number[]) {}

  async read(scope: BoardScope, window: BoardWindow, viewerId: number | null) {
    this.scopes.push(scope);
    const rows = this.ids.slice(window.offset, window.offset + window.limit).map((userId, index) => {
      const rank = window.offset + index + 1;
      return { userId, rank, score: 1000 - rank, previousRank: rank === 1 ? null : rank + 1 };
    });
    const at = viewerId === null ? -1 : this.ids.indexOf(viewerId);
    return { total: this.ids.length, viewerRank: at < 0 ? null : at + 1, rows, updatedAt: new Date('2026-03-05T12:00:00Z') };
  }

  async readAround(scope: BoardScope, viewerId: number, radius: number, otherwise: BoardWindow) {
    const rank = this.ids.indexOf(viewerId) + 1;
    if (rank === 0) return this.read(scope, otherwise, viewerId);
    const { fromRank, toRank } = neighbourhood(rank, this.ids.length, radius);
    return this.read(scope, { offset: fromRank - 1, limit: toRank - fromRank + 1 }, viewerId);
  }
}

const member = (userId: number): BoardMember => ({
  userId,
  username: `student${userId}`,
  firstName: 'Ada',
  lastName: 'Lovelace',
  avatar: null,
  level: 12,
  xp: 1150,
  currentStreak: 3,
  tokensEarned: 40,
  chestsOpened: 2,
});

class FakeQueries implements LeaderboardQueries {
  constructor(private readonly viewers: Record<number, Omit<LeaderboardViewer, 'userId'>>) {}
  async viewer(userId: number) {
    return this.viewers[userId] ? { userId, ...this.viewers[userId] } : null;
  }
  async members(userIds: readonly number[]) {
    return userIds.filter((id) => id !== 13).map(member); // 13 opted out since the board was last refreshed
  }
}

const clock = { now: () => new Date('2026-03-05T11:30:00Z') };
const ids = Array.from({ length: 120 }, (_, index) => index + 1);
const request = (overrides: Partial<LeaderboardRequest> = {}): LeaderboardRequest => ({
  userId: 30,
  period: 'all-time',
  category: 'global',
  page: 1,
  limit: 20,
  classId: null,
  aroundMe: false,
  ...overrides,
});

describe('reading a leaderboard', () => {
  const viewers = {
    30: { timeZone: 'Pacific/Auckland', inClass: true, changePending: false },
    500: { timeZone: 'UTC', inClass: false, changePending: false }, // opted out: on no board
  };
  const setup = () => {
    const boards = new FakeBoards(ids);
    return { boards, useCase: new GetLeaderboardUseCase(boards, new FakeQueries(viewers), clock, { refresh: async () => {}, caughtUp: async () => {} }) };
  };

  it('answers a page with ranks, change, public names, rank names, paging and the viewer rank', async () => {
    const { useCase } = setup();
    const page = await useCase.execute(request({ page: 2 }));
    expect(page.entries).toHaveLength(20);
    expect(page.entries[0]).toEqual({
      rank: 21,
      change: 1, // one place lower a day earlier: up one
      user: { id: 21, username: 'student21', firstName: 'Ada', lastName: 'L.', avatar: null },
      stats: { level: 12, xp: 1150, rank: 'Silver I', currentStreak: 3, tokensEarned: 40, chestsOpened: 2 },
      totalScore: 979,
    });
    expect(page.userRank).toBe(30);
    expect(page.pagination).toEqual({ page: 2, limit: 20, total: 120, hasMore: true });
    expect(page.lastUpdated).toBe('2026-03-05T12:00:00.000Z');
  });

  it('an unknown viewer of a period board is refused', async () => {
    const { useCase } = setup();
    await expect(useCase.execute(request({ userId: 404, period: 'weekly' }))).rejects.toThrow('User not found');
  });

  it('uses the viewer calendar for period boards (already Friday in Auckland)', async () => {
    const { boards, useCase } = setup();
    await useCase.execute(request({ period: 'daily' }));
    expect(boardId(boards.scopes[0].board as Board)).toBe('global:daily:2026-03-06');
  });

  it('the last page has no more', async () => {
    const { useCase } = setup();
    expect((await useCase.execute(request({ page: 6 }))).pagination).toEqual({ page: 6, limit: 20, total: 120, hasMore: false });
  });

  it('shows the neighbourhood: five above and five below, and the page holding the viewer', async () => {
    const { useCase } = setup();
    const page = await useCase.execute(request({ aroundMe: true }));
    expect(page.entries.map((entry) => entry.rank)).toEqual([25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35]);
    expect(page.pagination).toEqual({ page: 2, limit: 20, total: 120, hasMore: true });
  });

  it('at the bottom of the board, the neighbourhood stops at the last student and has no more', async () => {
    const { useCase } = setup();
    const page = await useCase.execute(request({ userId: 118, aroundMe: true }));
    expect(page.entries.map((entry) => entry.rank)).toEqual([113, 114, 115, 116, 117, 118, 119, 120]);
    expect(page.pagination).toEqual({ page: 6, limit: 20, total: 120, hasMore: false });
  });

  it('a period board tells the index whether the viewer has a change pending, read with their calendar', async () => {
    const caughtUp: Array<[number | undefined, boolean | undefined]> = [];
    const index = { refresh: async () => {}, caughtUp: async (viewerId?: number, changePending?: boolean) => void caughtUp.push([viewerId, changePending]) };
    const queries = new FakeQueries({ 30: { timeZone: 'UTC', inClass: false, changePending: true } });
    const useCase = new GetLeaderboardUseCase(new FakeBoards(ids), queries, clock, index);
    await useCase.execute(request({ period: 'weekly' }));
    await useCase.execute(request({ period: 'all-time' }));
    expect(caughtUp).toEqual([
      [30, true],
      [30, undefined], // all-time boards read no viewer facts: the index asks itself
    ]);
  });

  it('a viewer who is not on the board has no rank and gets the page asked for', async () => {
    const { useCase } = setup();
    const page = await useCase.execute(request({ userId: 500, aroundMe: true }));
    expect(page.userRank).toBeNull();
    expect(page.entries[0].rank).toBe(1);
  });

  it('never shows a student the directory no longer lets on the board', async () => {
    const { useCase } = setup();
    const page = await useCase.execute(request());
    expect(page.entries.map((entry) => entry.user.id)).not.toContain(13);
  });

  it('a class board is only for its members', async () => {
    const { useCase } = setup();
    await expect(useCase.execute(request({ userId: 500, classId: 7 }))).rejects.toBeInstanceOf(NotInClassError);
    await expect(useCase.execute(request({ classId: 7 }))).resolves.toBeDefined();
  });
});
