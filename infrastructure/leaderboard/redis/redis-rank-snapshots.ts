import { addDays, periodEnd, type Period } from '../../../domain/shared/calendar';
import { redisBoardId, type RedisBoardKeys } from './redis-board-keys';
import type { BoardRedis } from './redis-board-scripts';
import { ALL_TIME_BOARDS } from './redis-leaderboard-index';

const SNAPSHOT_TTL_SECONDS = 2 * 86_400;
const COPY_CHUNK = 2_000;

/**
 * Once a day (UTC), one instance copies every board as it stands: `change` compares a rank with the
 * copy. The copy runs in the background, a few thousand entries at a time so that reads are never
 * held up for long; until it is complete, change reads 0. Boards of periods that ended days ago are
 * forgotten at the same time.
 */
export class RedisRankSnapshots {
  private current: { day: string; taking: Promise<void> } | null = null;

  constructor(
    private readonly redis: BoardRedis,
    private readonly keys: RedisBoardKeys,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Resolves once the snapshot being taken, if any, is done (before closing the connection). */
  async settled(): Promise<void> {
    await this.current?.taking;
  }

  ensureTaken(day: string): Promise<void> {
    if (this.current?.day !== day) this.current = { day, taking: this.take(day).catch(this.onError) };
    return this.current.taking;
  }

  private async take(day: string): Promise<void> {
    const won = await this.redis.set(this.keys.snapshotTaken(day), '1', 'EX', 3 * 86_400, 'NX');
    if (won !== 'OK') return;
    // The all-time boards are always held, whether or not the list of boards still names them.
    const ids = new Set([...ALL_TIME_BOARDS.map(redisBoardId), ...(await this.redis.hkeys(this.keys.built))]);
    for (const id of ids) {
      if (periodEndedBefore(id, addDays(day, -3))) {
        await this.redis.hdel(this.keys.built, id);
        await this.redis.unlink(this.keys.board(id), this.keys.builtAt(id), this.keys.updatedAt(id));
        continue;
      }
      await this.copy(day, id);
    }
  }

  private async copy(day: string, id: string): Promise<void> {
    const board = this.keys.board(id);
    const snapshot = this.keys.snapshot(day, id);
    const partial = this.keys.snapshotCopy(day, id);
    await this.redis.unlink(partial);
    for (let start = 0; ; start += COPY_CHUNK) {
      if ((await this.redis.copyBoardChunk(board, partial, start, COPY_CHUNK)) < COPY_CHUNK) break;
    }
    if (await this.redis.exists(partial)) {
      await this.redis.rename(partial, snapshot);
      await this.redis.expire(snapshot, SNAPSHOT_TTL_SECONDS);
      // Reads use today's copy alone: yesterday's would stay until it expires, a third copy of the board.
      await this.redis.unlink(this.keys.snapshot(addDays(day, -1), id));
    }
  }
}

/** True for a period board id ('global:weekly:2026-03-02') whose period ended before `date`. */
function periodEndedBefore(id: string, date: string): boolean {
  const [, period, from] = id.split(':');
  return from !== undefined && periodEnd(period as Period, from) < date;
}
