import { LeaderboardRebuildingError } from '../../../application/leaderboard/leaderboard.errors';
import type { LeaderboardBoards } from '../../../application/leaderboard/leaderboard-boards.port';
import type { Board } from '../../../domain/leaderboard/board';
import { TestClock } from '../../../test/support/test-clock';
import type { RedisBoardBuilder } from './redis-board-builder';
import { RedisBoardKeys } from './redis-board-keys';
import type { BoardRedis, ReadBoardReply } from './redis-board-scripts';
import type { RedisEndedBoards } from './redis-ended-boards';
import { RedisLeaderboardBoards } from './redis-leaderboard-boards';

const WEEKLY: Board = { category: 'global', period: 'weekly', from: '2026-03-02', to: '2026-03-08' };
const NOW = '2026-03-05T12:00:00Z';

/** Boards whose Redis answers the replies given, in turn, and whose builds resolve at once. */
function boardsAnswering(...replies: ReadBoardReply[]) {
  const builds: Board[] = [];
  const redis = { status: 'ready', readBoard: async () => replies.shift() ?? null } as unknown as BoardRedis;
  const builder = {
    build: async (board: Board) => void builds.push(board),
    buildInBackground: (board: Board) => void builds.push(board),
    isOutdated: () => false,
  } as unknown as RedisBoardBuilder;
  const endedBoards = { ensureForgotten: async () => undefined } as unknown as RedisEndedBoards;
  const boards = new RedisLeaderboardBoards(redis, new RedisBoardKeys('ql:test'), builder, endedBoards, {} as LeaderboardBoards, new TestClock(NOW), {
    allTimeMs: 3_600_000,
    periodMs: 3_600_000,
  });
  return { boards, builds };
}

describe('boards read from Redis', () => {
  const scope = { board: WEEKLY, classId: null };
  const window = { offset: 0, limit: 10 };

  it('builds a board it does not find, then reads it', async () => {
    const builtAt = String(Date.parse(NOW));
    const { boards, builds } = boardsAnswering(null, [builtAt, builtAt, 1, 0, ['0000000007', '-5'], [-1], 0]);
    const slice = await boards.read(scope, window, 7);
    expect(builds).toEqual([WEEKLY]);
    expect(slice).toMatchObject({ total: 1, viewerRank: 1, rows: [{ userId: 7, rank: 1, previousRank: null }] });
  });

  it('answers that the board is being rebuilt, not a failure, when it is gone again once built', async () => {
    const { boards, builds } = boardsAnswering(null, null);
    const read = boards.read(scope, window, 7);
    await expect(read).rejects.toBeInstanceOf(LeaderboardRebuildingError);
    await expect(read).rejects.toMatchObject({ retryAfterSeconds: 5 });
    expect(builds).toEqual([WEEKLY]);
  });
});
