import { LeaderboardRebuildingError } from '../../../application/leaderboard/leaderboard.errors';
import type { LeaderboardBoards } from '../../../application/leaderboard/leaderboard-boards.port';
import type { Board } from '../../../domain/leaderboard/board';
import { TestClock } from '../../../test/support/test-clock';
import { RedisAbsence } from '../../system/redis-absence';
import type { RedisBoardBuilder } from './redis-board-builder';
import { RedisBoardKeys } from './redis-board-keys';
import type { BoardRedis, ReadBoardReply } from './redis-board-scripts';
import type { RedisEndedBoards } from './redis-ended-boards';
import { RedisLeaderboardBoards } from './redis-leaderboard-boards';

const WEEKLY: Board = { category: 'global', period: 'weekly', from: '2026-03-02', to: '2026-03-08' };
const NOW = '2026-03-05T12:00:00Z';

/** Boards whose Redis answers the replies given (an error is thrown), in turn, and whose builds resolve at once. */
function boardsAnswering(...replies: Array<ReadBoardReply | Error>) {
  const builds: Board[] = [];
  const asked = { reads: 0 };
  const redis = {
    status: 'ready',
    readBoard: async () => {
      asked.reads++;
      const reply = replies.shift() ?? null;
      if (reply instanceof Error) throw reply;
      return reply;
    },
  } as unknown as BoardRedis;
  const builder = {
    build: async (board: Board) => void builds.push(board),
    buildInBackground: (board: Board) => void builds.push(board),
    isOutdated: () => false,
  } as unknown as RedisBoardBuilder;
  const endedBoards = { ensureForgotten: async () => undefined } as unknown as RedisEndedBoards;
  const time = { ms: 0 };
  const absence = new RedisAbsence(5_000, () => time.ms);
  const boards = new RedisLeaderboardBoards(
    redis,
    new RedisBoardKeys('ql:test'),
    builder,
    endedBoards,
    {} as LeaderboardBoards,
    new TestClock(NOW),
    { allTimeMs: 3_600_000, periodMs: 3_600_000 },
    absence,
  );
  return { boards, builds, asked, time };
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

  it('answers that the board is being rebuilt at once for 5 s after Redis did not answer in time, then asks it again', async () => {
    const builtAt = String(Date.parse(NOW));
    const { boards, asked, time } = boardsAnswering(new Error('Command timed out'), [builtAt, builtAt, 1, 0, ['0000000007', '-5'], [-1], 0]);
    await expect(boards.read(scope, window, 7)).rejects.toMatchObject({ code: 'LEADERBOARD_REBUILDING', retryAfterSeconds: 5 });
    time.ms = 4_999;
    await expect(boards.readAround(scope, 7, 5, window)).rejects.toBeInstanceOf(LeaderboardRebuildingError);
    expect(asked.reads).toBe(1);
    time.ms = 5_000;
    expect((await boards.read(scope, window, 7)).total).toBe(1);
    expect(asked.reads).toBe(2);
  });

  it('keeps any other error of Redis an error, and asks Redis again at the next read', async () => {
    const { boards, asked } = boardsAnswering(new Error('ERR syntax error'), null);
    await expect(boards.read(scope, window, 7)).rejects.toThrow('ERR syntax error');
    await expect(boards.read(scope, window, 7)).rejects.toBeInstanceOf(LeaderboardRebuildingError);
    expect(asked.reads).toBe(3);
  });
});
