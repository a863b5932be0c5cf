import { boardId, type Board } from '../../../domain/leaderboard/board';

/**
 * Where boards live in Redis, under one namespace per database. The level board is all-time only
 * and orders exactly as the XP board (the level follows from XP), so both share one sorted set.
 *
 * A board's keys (its set, the copy being built, the day's snapshot, when it was built and last
 * changed) share the hash tag `{board:<id>}`, so each of its scripts runs on one slot of a Redis
 * Cluster, and the boards spread over the cluster's nodes. The keys about every board (which were
 * built, the students refreshed lately, the locks) are single keys, each in a slot of its own.
 */
export class RedisBoardKeys {
  constructor(private readonly prefix: string) {}

  /** The sorted set of a board. */
  board(id: string): string {
    return `${this.prefix}:{board:${id}}`;
  }

  /** A board being rebuilt, swapped in when complete. */
  building(id: string, token: string): string {
    return `${this.board(id)}:building:${token}`;
  }

  /** The board as it stood when the day (UTC) began: the base of `change`. */
  snapshot(day: string, id: string): string {
    return `${this.board(id)}:snapshot:${day}`;
  }

  /** A snapshot being copied, renamed to `snapshot` when complete. */
  snapshotCopy(day: string, id: string): string {
    return `${this.snapshot(day, id)}:partial`;
  }

  /** The time (ms) the board was last built from the database, set as it is swapped in: without it the board is not trusted. */
  builtAt(id: string): string {
    return `${this.board(id)}:built`;
  }

  /** The time (ms) of the last change applied to the board. */
  updatedAt(id: string): string {
    return `${this.board(id)}:updated`;
  }

  /** Set once the day's snapshots are taken (by one instance). */
  snapshotTaken(day: string): string {
    return `${this.prefix}:snapshot-taken:${day}`;
  }

  /**
   * A hash: board id to the time (ms) a build of it was swapped in, written just before the swap. It
   * lists the boards held (those to copy for the day, forget when their period is over, rebuild on
   * demand); whether a board may be read is its own `builtAt`.
   */
  get built(): string {
    return `${this.prefix}:built`;
  }

  /**
   * A sorted set: the students whose boards were refreshed lately, each scored with the Redis server's
   * time (ms) of their latest refresh, so a rebuild that ran meanwhile in any process applies them again.
   */
  get refreshed(): string {
    return `${this.prefix}:refreshed`;
  }

  lock(name: string): string {
    return `${this.prefix}:lock:${name}`;
  }
}

export function redisBoardId(board: Board): string {
  return board.category === 'level' ? boardId({ ...board, category: 'global' }) : boardId(board);
}

/** Members are zero-padded user ids, so entries with equal keys order by user id. */
export function memberOf(userId: number): string {
  return String(userId).padStart(10, '0');
}

export function userOfMember(member: string): number {
  return Number(member);
}
