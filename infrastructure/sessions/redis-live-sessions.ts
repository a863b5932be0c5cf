import type { Clock } from '../../application/ports/clock.port';
import type { LiveSessions, SessionStanding } from '../../application/sessions/live-sessions.port';
import type { SqlDatabase } from '../persistence/sql-database';
import {
  ACCOUNT_STANDING_FOR_SHARE,
  accountEntryOf,
  NOTE_MS,
  rebuildSessionRecord,
  standingOf,
  type RebuildCounts,
  type SessionRecordKeys,
  type SessionRecordRedis,
} from './redis-session-record';

const MAX_RETRY_MS = 30_000;

/** Whether changes made to accounts in the database by hand reach the record now (see AccountStandingWatch). */
export interface RecordWatch {
  readonly watching: boolean;
}

export interface RedisLiveSessionsOptions {
  redis: SessionRecordRedis;
  database: SqlDatabase;
  /** The database's own answer, given whenever the copy in Redis is not trusted. */
  truth: LiveSessions;
  clock: Clock;
  keys: SessionRecordKeys;
  /** How long an ended sign-in or account is kept: as long as an access token can live, and a margin. */
  lifetimeMs: number;
  watch: RecordWatch;
  onError: (error: unknown) => void;
  onRebuilt?: (counts: RebuildCounts) => void;
  /** The first wait before a failed rebuild is tried again; it doubles up to 30 seconds. */
  retryMs?: number;
}

/**
 * The session record answered from Redis in one round trip (an MGET in the part of the sign-in and
 * one in the part of the account, sent together), with PostgreSQL as its truth.
 *
 * Redis is trusted only after this process rebuilt the record from the database since Redis last
 * became ready (and since the watch on hand-made account changes last started), and only while no
 * read or write has failed since. Until then every answer is the database's. Each change is written
 * after its commit; a write Redis does not take (it is away, or fails) is not lost: the rebuild that
 * must run before Redis is trusted again reads it back from the database. A record found emptied
 * (flushed, or restarted without its data: the whole Redis, or one node of a cluster) is rebuilt the
 * same way. Instances share the record: what one writes, every other one reads.
 */
export class RedisLiveSessions implements LiveSessions {
  private trusted = false;
  private doubts = 0;
  private rebuilding: Promise<void> | null = null;
  private closed = false;
  private wake: (() => void) | null = null;
  private readonly writing = new Set<Promise<void>>();
  private readonly redis: SessionRecordRedis;
  private readonly keys: SessionRecordKeys;

  constructor(private readonly options: RedisLiveSessionsOptions) {
    this.redis = options.redis;
    this.keys = options.keys;
  }

  /** Whether requests are answered from Redis now. */
  get answersFromRedis(): boolean {
    return this.trusted;
  }

  async standing(sessionId: string, userId: number): Promise<SessionStanding> {
    if (this.trusted) {
      try {
        const { keys } = this;
        const [[familyBuilt, family], [accountBuilt, account]] = await Promise.all([
          this.redis.mget(keys.built(keys.sessionPart(sessionId)), keys.family(sessionId)),
          this.redis.mget(keys.built(keys.accountPart(userId)), keys.account(userId)),
        ]);
        if (familyBuilt !== null && accountBuilt !== null) return standingOf(family, account);
        this.doubt();
      } catch (error) {
        this.failed(error);
      }
    }
    return this.options.truth.standing(sessionId, userId);
  }

  async ended(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length === 0 || !this.reachable()) return;
    try {
      await Promise.all(sessionIds.map((id) => this.redis.set(this.keys.family(id), '1', 'PX', this.options.lifetimeMs)));
    } catch (error) {
      this.failed(error);
    }
  }

  /**
   * Reads the account's standing with its row locked for share and writes it while the lock holds:
   * a change to the account waits for the write, and its own write comes after. So the entries of
   * one account reach Redis in the order of their commits, whichever instance writes them.
   */
  async accountChanged(userId: number): Promise<void> {
    if (this.closed || !this.reachable()) return;
    const write = this.options.database
      .transaction(async (sql) => {
        const entry = accountEntryOf(await sql.one<{ ended: boolean; closing: boolean }>(ACCOUNT_STANDING_FOR_SHARE, [userId]));
        await this.redis.writeAccount(this.keys.touched(this.keys.accountPart(userId)), this.keys.account(userId), userId, entry, this.options.lifetimeMs, NOTE_MS);
      })
      .catch((error: unknown) => this.failed(error));
    this.writing.add(write);
    await write;
    this.writing.delete(write);
  }

  /** Redis or the watch went away: answer from the database until both are back and the record is rebuilt. */
  distrust(): void {
    this.trusted = false;
    this.doubts += 1;
  }

  /** Redis or the watch is (back) in place: rebuild the record from the database, then trust it. */
  recover(): void {
    this.doubt();
  }

  /** Stops rebuilding; waits for the rebuild and writes under way, which use the database. */
  async close(): Promise<void> {
    this.closed = true;
    this.trusted = false;
    this.wake?.();
    await Promise.all([this.rebuilding, ...this.writing]);
  }

  private reachable(): boolean {
    if (this.redis.status === 'ready') return true;
    this.distrust();
    return false;
  }

  private failed(error: unknown): void {
    this.options.onError(error);
    this.doubt();
  }

  private doubt(): void {
    this.distrust();
    // Started on the next tick, so `rebuilding` is set before the run can clear it.
    this.rebuilding ??= Promise.resolve().then(() => this.rebuildUntilTrusted());
  }

  private canTrust(): boolean {
    return !this.closed && this.redis.status === 'ready' && this.options.watch.watching;
  }

  /**
   * Rebuilds until one rebuild ran with no doubt arising meanwhile; gives up while Redis or the
   * watch is away (their return calls `recover`). `rebuilding` is cleared in the same step as the
   * last check, so a doubt after it always starts a new run.
   */
  private async rebuildUntilTrusted(): Promise<void> {
    let failures = 0;
    try {
      while (this.canTrust()) {
        const doubts = this.doubts;
        try {
          const counts = await rebuildSessionRecord(this.redis, this.options.database, this.keys, { lifetimeMs: this.options.lifetimeMs, now: this.options.clock.now() });
          if (this.doubts === doubts && this.canTrust()) {
            this.trusted = true;
            this.options.onRebuilt?.(counts);
            return;
          }
        } catch (error) {
          if (this.closed) return;
          this.options.onError(error);
          const waitMs = Math.min((this.options.retryMs ?? 1000) * 2 ** failures++, MAX_RETRY_MS);
          await new Promise<void>((resolve) => {
            this.wake = resolve;
            setTimeout(resolve, waitMs).unref();
          });
          this.wake = null;
        }
      }
    } finally {
      this.rebuilding = null;
    }
  }
}
