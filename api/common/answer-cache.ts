/** How long answers are kept and how much of them. */
export interface AnswerCacheLimits {
  /** An answer is served for at most this long after it was read. */
  ttlMs: number;
  /**
   * From about this age on (a random part of it earlier, so answers read together are not all read
   * again together), serving an answer also starts reading it again (`answer` only): a key asked for
   * steadily is read again before it expires, and its callers do not wait for the reading.
   */
  refreshAfterMs?: number;
  /** How many of those readings may run at once; beyond it, answers are served and read again later. */
  maxRefreshing?: number;
  /** The answers' bytes together; the oldest go first beyond it. */
  maxBytes: number;
  maxEntries: number;
}

/** A serialized answer, the version of the data it was read at (if the data has one), and when it was read. */
export interface KeptAnswer<V> {
  body: Buffer;
  version: V | null;
  readAt: number;
  /** When serving it also reads it again (with refreshAfterMs). */
  refreshAt: number;
}

/** The share of refreshAfterMs by which an answer's refresh may come earlier. */
const REFRESH_SPREAD = 0.3;

/**
 * Serialized answers of one process, each kept for a few seconds (`ttlMs`) and served as the same
 * bytes without being serialized again. `forget` drops them all when the data behind them changes
 * in this process; an answer read before a `forget` and kept after it would be stale, so a read
 * takes a ticket (`ticket()`) when it starts and `keep` refuses answers whose ticket a `forget`
 * has outdated. `now` is a monotonic clock in milliseconds.
 */
export class AnswerCache<K, V = string> {
  private readonly answers = new Map<K, KeptAnswer<V>>();
  private readonly reading = new Map<K, Promise<Buffer>>();
  private generation = 0;
  private bytes = 0;
  private refreshing = 0;

  /** `now`: a monotonic clock in milliseconds; `random`: a number in [0, 1) for spreading the refreshes. */
  constructor(
    private readonly limits: AnswerCacheLimits,
    private readonly now: () => number = () => performance.now(),
    private readonly random: () => number = Math.random,
  ) {}

  /** The answer kept for `key`, while it is fresh. */
  fresh(key: K): KeptAnswer<V> | undefined {
    const kept = this.answers.get(key);
    if (!kept) return undefined;
    if (this.now() - kept.readAt < this.limits.ttlMs) return kept;
    this.drop(key, kept);
    return undefined;
  }

  /** Taken before reading an answer, and handed to `keep` with it. */
  ticket(): { generation: number; readAt: number } {
    return { generation: this.generation, readAt: this.now() };
  }

  /** Keeps an answer read since `ticket` was taken, unless the data changed meanwhile (`forget`). */
  keep(key: K, body: Buffer, version: V | null, ticket: { generation: number; readAt: number }): void {
    if (ticket.generation !== this.generation || body.length > this.limits.maxBytes) return;
    const previous = this.answers.get(key);
    if (previous) this.drop(key, previous);
    const refreshAfter = (this.limits.refreshAfterMs ?? Infinity) * (1 - REFRESH_SPREAD * this.random());
    this.answers.set(key, { body, version, readAt: ticket.readAt, refreshAt: ticket.readAt + refreshAfter });
    this.bytes += body.length;
    for (const [oldestKey, oldest] of this.answers) {
      if (this.bytes <= this.limits.maxBytes && this.answers.size <= this.limits.maxEntries) break;
      this.drop(oldestKey, oldest);
    }
  }

  /**
   * The fresh answer of `key`, or one read now by `read`: callers asking for the same key while it is
   * being read share that one reading, unless a `forget` came in between. An answer due for its
   * refresh (refreshAfterMs) is still served, and read again meanwhile for the callers after it.
   */
  answer(key: K, read: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.fresh(key);
    if (kept) {
      if (this.now() >= kept.refreshAt && !this.reading.has(key) && this.refreshing < (this.limits.maxRefreshing ?? Infinity)) {
        this.refreshing++;
        // A failed refresh keeps nothing; a caller after the expiry reads again and meets the error.
        this.startReading(key, read)
          .catch(() => undefined)
          .finally(() => this.refreshing--);
      }
      return Promise.resolve(kept.body);
    }
    return this.reading.get(key) ?? this.startReading(key, read);
  }

  /** The data behind the answers changed: none of them, nor any read begun before now, is served again. */
  forget(): void {
    this.generation++;
    this.answers.clear();
    this.reading.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.answers.size;
  }

  private startReading(key: K, read: () => Promise<Buffer>): Promise<Buffer> {
    const ticket = this.ticket();
    const reading = read().then(
      (body) => {
        if (this.reading.get(key) === reading) this.reading.delete(key);
        this.keep(key, body, null, ticket);
        return body;
      },
      (error: unknown) => {
        if (this.reading.get(key) === reading) this.reading.delete(key);
        throw error;
      },
    );
    this.reading.set(key, reading);
    return reading;
  }

  private drop(key: K, kept: KeptAnswer<V>): void {
    this.answers.delete(key);
    this.bytes -= kept.body.length;
  }
}
