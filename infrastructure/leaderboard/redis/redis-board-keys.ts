import { boardId, type Board } from '../../../domain/leaderboard/board';

/**
 * Where boards live in Redis, under one namespace per database. The level board is all-time only
 * and orders exactly as the XP board (the level follows from XP), so both share one tree.
 *
 * A board's keys (the name of its tree, the tree's parts, a tree being built, the day's moves, when
 * it was built and last changed) share the hash tag `{board:<id>}`, so each of its scripts runs on
 * one slot of a Redis Cluster, and the boards spread over the cluster's nodes. The keys about every
 * board (which were built, the students refreshed lately, the locks) are single keys, each in a slot
 * of its own.
 */
export class RedisBoardKeys {
  constructor(private readonly prefix: string) {}

  /** A board: the name of the tree it is read from (redis-board-tree), swapped when it is rebuilt. */
  board(id: string): string {
    return `${this.tagged(id)}:tree`;
  }

  /** One tree of a board: the one read, or one being built. */
  tree(id: string, token: string): string {
    return `${this.tagged(id)}:t:${token}`;
  }

  /** A list of the board's trees no longer read or never finished, which its next build deletes. */
  unusedTrees(id: string): string {
    return `${this.tagged(id)}:unused`;
  }

  /** Where earlier versions kept a board as one sorted set: deleted at a start that finds one. */
  sortedSetBoard(id: string): string {
    return this.tagged(id);
  }

  /**
   * The day's (UTC) moves, kept for `change`: where each student who moved today stood before
   * their first move (only those who were on the board then), and where each stands now (or
   * nothing, once off the board). Students who did not move are in neither, so the day's start is
   * kept for the movers alone, not copied for the whole board.
   */
  movedFrom(day: string, id: string): string {
    return `${this.tagged(id)}:moved-from:${day}`;
  }

  movedTo(day: string, id: string): string {
    return `${this.tagged(id)}:moved-to:${day}`;
  }

  /** The time (ms) the board was last built from the database, set as it is swapped in: without it the board is not trusted. */
  builtAt(id: string): string {
    return `${this.tagged(id)}:built`;
  }

  /**
   * Set by a build just before it swaps its tree in, to the moment (Redis time, ms) its database
   * snapshot began, and deleted once the students refreshed since then are applied to the new tree.
   * Left behind, it says a build died in between: the next start applies them.
   */
  reapplyFrom(id: string): string {
    return `${this.tagged(id)}:reapply-from`;
  }

  /** The time (ms) of the last change applied to the board. */
  updatedAt(id: string): string {
    return `${this.tagged(id)}:updated`;
  }

  /** Set once the boards of ended periods were forgotten for the day (by one instance). */
  endedBoardsForgotten(day: string): string {
    return `${this.prefix}:ended-forgotten:${day}`;
  }

  /**
   * A hash: board id to the time (ms) a build of it was swapped in, written just before the swap. It
   * lists the boards held (those to forget when their period is over, rebuild on demand); whether a
   * board may be read is its own `builtAt`.
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

  /** Held by the one instance checking at start-up that the boards agree with the database. */
  startupLock(): string {
    return this.lock('startup');
  }

  /** Set, with an expiry, once a start-up check found the boards right, so the next start skips it. */
  startupChecked(): string {
    return this.lock('startup-checked');
  }

  /** Held by the one process building a board from the database. */
  buildLock(id: string): string {
    return this.lock(`build:${id}`);
  }

  /** A pattern matching every board's build lock, for SCAN. */
  get anyBuildLock(): string {
    return this.buildLock('*');
  }

  private lock(name: string): string {
    return `${this.prefix}:lock:${name}`;
  }

  /** The start of every key of one board: its hash tag. */
  private tagged(id: string): string {
    return `${this.prefix}:{board:${id}}`;
  }
}

/** How long a day's moves are kept: past the day, and the day after for reads that began on it. */
export const MOVES_KEPT_SECONDS = 2 * 86_400;

/**
 * Whether a board keeps the day's moves for `change`. A daily board began today somewhere, so it
 * has no earlier standing to compare with: its changes are 0.
 */
export function tracksMoves(board: Board): boolean {
  return board.period !== 'daily';
}

/** The UTC date of an instant: the day whose moves a change belongs to. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The board whose keys hold this one: the level board is read from the XP board's, which ranks the same. */
export function storedBoard(board: Board): Board {
  return board.category === 'level' ? { ...board, category: 'global' } : board;
}

export function redisBoardId(board: Board): string {
  return boardId(storedBoard(board));
}

/** Members are zero-padded user ids (a database id has at most 10 digits), so entries with equal keys order by user id. */
export const MEMBER_WIDTH = 10;

export function memberOf(userId: number): string {
  return String(userId).padStart(MEMBER_WIDTH, '0');
}

export function userOfMember(member: string): number {
  return Number(member);
}
