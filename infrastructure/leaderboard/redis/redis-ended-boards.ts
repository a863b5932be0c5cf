import { addDays, periodEnd, type Period } from '../../../domain/shared/calendar';
import type { RedisBoardKeys } from './redis-board-keys';
import type { BoardRedis } from './redis-board-scripts';

/**
 * Once a day (UTC), one instance forgets the boards of periods that ended days ago (their keys
 * expire by themselves too, but the list of boards held names them until this).
 */
export class RedisEndedBoards {
  private current: { day: string; forgetting: Promise<void> } | null = null;

  constructor(
    private readonly redis: BoardRedis,
    private readonly keys: RedisBoardKeys,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Resolves once the forgetting under way, if any, is done (before closing the connection). */
  async settled(): Promise<void> {
    await this.current?.forgetting;
  }

  ensureForgotten(day: string): Promise<void> {
    if (this.current?.day !== day) this.current = { day, forgetting: this.forget(day).catch(this.onError) };
    return this.current.forgetting;
  }

  private async forget(day: string): Promise<void> {
    const won = await this.redis.set(this.keys.endedBoardsForgotten(day), '1', 'EX', 3 * 86_400, 'NX');
    if (won !== 'OK') return;
    for (const id of await this.redis.hkeys(this.keys.built)) {
      if (!periodEndedBefore(id, addDays(day, -3))) continue;
      await this.redis.hdel(this.keys.built, id);
      // The trees expire by themselves a little after the board's keys.
      await this.redis.unlink(this.keys.board(id), this.keys.builtAt(id), this.keys.updatedAt(id), this.keys.unusedTrees(id), this.keys.reapplyFrom(id));
    }
  }
}

/** True for a period board id ('global:weekly:2026-03-02') whose period ended before `date`. */
function periodEndedBefore(id: string, date: string): boolean {
  const [, period, from] = id.split(':');
  return from !== undefined && periodEnd(period as Period, from) < date;
}
