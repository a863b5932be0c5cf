/** After Redis failed to answer, its callers act without asking it for this long. */
const AWAY_FOR_MS = 5000;

/**
 * Remembers, for a few seconds, that Redis did not answer: a Redis that stopped answering keeps
 * its connections open, so each command would wait out its timeout. Meanwhile callers answer
 * without it (a stand-in, or "try again soon"). Once the time is up, callers that ask through
 * `mayAsk` find out one at a time whether it is back, the others answering as if it were still away.
 * Measured in real time, whatever clock the product runs on: it is about timeouts.
 */
export class RedisAbsence {
  private until = 0;
  private asking = false;

  constructor(
    private readonly forMs = AWAY_FOR_MS,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get away(): boolean {
    return this.until !== 0 && (this.asking || this.now() < this.until);
  }

  /** Whether to ask Redis now; after an absence, true for one caller, who then tells what came of it. */
  mayAsk(): boolean {
    if (this.until === 0) return true;
    if (this.away) return false;
    this.asking = true;
    return true;
  }

  noticed(): void {
    this.until = this.now() + this.forMs;
    this.asking = false;
  }

  /** Redis answered (or its connection is ready again): it is asked at once. */
  answered(): void {
    this.until = 0;
    this.asking = false;
  }
}

/** The errors ioredis gives when a node cannot be reached, does not answer in time, or a cluster is moving its slots. */
export function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MaxRetriesPerRequestError' || error.name === 'ClusterAllFailedError') return true;
  return /Connection is closed|Command timed out|ECONNREFUSED|ECONNRESET|CLUSTERDOWN|TRYAGAIN|LOADING/.test(error.message);
}
