import type { LeaderboardIndex } from '../../application/leaderboard/leaderboard-index.port';
import type { BoardMember, LeaderboardQueries, LeaderboardViewer } from '../../application/leaderboard/leaderboard-queries.port';
import type { Clock } from '../../application/ports/clock.port';

interface CachedMember {
  member: BoardMember | null;
  until: number;
}

export interface MemberCacheLimits {
  /** How long a member's row is shown without asking the database again. */
  ttlMs: number;
  maxEntries: number;
}

/**
 * Keeps the public rows of students seen on boards for a moment, so the most read pages (the top of
 * each board) do not ask the database for the same fifty students on every request. A refresh of
 * the leaderboard forgets the students it names, so this process never shows a row older than its
 * own last change, and a reader's own row is read afresh (see MemberForgettingIndex.caughtUp);
 * other students' changes made through other workers or instances show within the time to live.
 */
export class BoardMemberCache implements LeaderboardQueries {
  /**
   * Two generations: rows are stored in the newer one, and when it holds half the limit the older
   * one is dropped whole. Dropping the oldest row one at a time from a single Map cost a scan past
   * every row deleted before it, a large share of a busy reader's time.
   */
  private newer = new Map<number, CachedMember>();
  private older = new Map<number, CachedMember>();
  private readonly generationSize: number;

  constructor(
    private readonly database: LeaderboardQueries,
    private readonly clock: Clock,
    private readonly limits: MemberCacheLimits,
  ) {
    this.generationSize = Math.max(1, Math.floor(limits.maxEntries / 2));
  }

  viewer(userId: number, classId: number | null): Promise<LeaderboardViewer | null> {
    return this.database.viewer(userId, classId);
  }

  async members(userIds: readonly number[]): Promise<BoardMember[]> {
    const now = this.clock.now().getTime();
    const found: BoardMember[] = [];
    const missing: number[] = [];
    for (const id of userIds) {
      const entry = this.newer.get(id) ?? this.older.get(id);
      if (entry && entry.until > now) {
        if (entry.member) found.push(entry.member);
      } else missing.push(id);
    }
    if (missing.length === 0) return found;
    const fetched = await this.database.members(missing);
    const byId = new Map(fetched.map((member) => [member.userId, member]));
    for (const id of missing) this.remember(id, byId.get(id) ?? null, now);
    return [...found, ...fetched];
  }

  forget(userIds: readonly number[]): void {
    for (const id of userIds) {
      this.newer.delete(id);
      this.older.delete(id);
    }
  }

  private remember(userId: number, member: BoardMember | null, now: number): void {
    if (this.newer.size >= this.generationSize && !this.newer.has(userId)) {
      this.older = this.newer;
      this.newer = new Map();
    }
    this.newer.set(userId, { member, until: now + this.limits.ttlMs });
  }
}

/** The index game commands notify, which also drops the named students from the member cache. */
export class MemberForgettingIndex implements LeaderboardIndex {
  constructor(
    private readonly index: LeaderboardIndex,
    private readonly cache: BoardMemberCache,
  ) {}

  async refresh(userIds: readonly number[]): Promise<void> {
    this.cache.forget(userIds);
    await this.index.refresh(userIds);
    // A read that started before the change may have stored the old row meanwhile.
    this.cache.forget(userIds);
  }

  /** The viewer's own row is read afresh: their latest change may have been made through another process. */
  async caughtUp(viewerId?: number, changePending?: boolean): Promise<void> {
    await this.index.caughtUp(viewerId, changePending);
    if (viewerId !== undefined) this.cache.forget([viewerId]);
  }
}
