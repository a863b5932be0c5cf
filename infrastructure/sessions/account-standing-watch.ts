import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { RecordWatch } from './redis-live-sessions';

/** The channel the database notifies on when an account is blocked, unblocked, deactivated or reactivated. */
export const ACCOUNT_STANDING_CHANNEL = 'ql_account_standing';

export interface AccountStandingWatchOptions {
  /** The database server; the watch holds a connection of its own to it. */
  url: string;
  /** The schema whose users are watched (the payload names it: `<schema>:<user id>`). */
  schema: string;
  /** Sends a notification on the channel from another connection, as a change would. */
  notify: (payload: string) => Promise<void>;
  onChanged: (userId: number) => void;
  /** The watch hears the database (again): what it missed meanwhile must be read again. */
  onWatching: () => void;
  /** The watch stopped hearing the database. */
  onLost: () => void;
  onError: (error: unknown) => void;
  /** A database that does not pass notifications between connections (the embedded one, a pooler in transaction mode). */
  onDeaf?: () => void;
  probeTimeoutMs?: number;
}

const RETRY_MS = [500, 1000, 2000, 5000, 10_000];
const DEAF_RETRY_MS = 60_000;

/**
 * Listens for the database's notices of accounts changed (see the AccountStandingNotices migration),
 * so an account blocked by hand in the database ends its sign-ins at once, on every instance. It
 * counts as watching only once it heard a notice of its own sent from another connection; then it
 * tells `onWatching`. A lost connection is opened again.
 */
export class AccountStandingWatch implements RecordWatch {
  private listening = false;
  private client: Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private failures = 0;
  private closed = false;
  private readonly probes = new Map<string, () => void>();

  constructor(private readonly options: AccountStandingWatchOptions) {}

  get watching(): boolean {
    return this.listening;
  }

  start(): void {
    void this.open();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.listening = false;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async open(): Promise<void> {
    if (this.closed) return;
    const client = new Client({ connectionString: this.options.url });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel !== ACCOUNT_STANDING_CHANNEL || !message.payload) return;
      const probe = this.probes.get(message.payload);
      if (probe) return probe();
      const separator = message.payload.lastIndexOf(':');
      const userId = Number(message.payload.slice(separator + 1));
      if (message.payload.slice(0, separator) === this.options.schema && Number.isSafeInteger(userId)) this.options.onChanged(userId);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${ACCOUNT_STANDING_CHANNEL}`);
      if (!(await this.heard(randomUUID()))) {
        // The embedded database serves every connection from one session: leave it listening to nothing.
        await client.query('UNLISTEN *').catch(() => undefined);
        this.options.onDeaf?.();
        this.retire(client, DEAF_RETRY_MS);
        return;
      }
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.closed || this.client !== client) return;
    this.failures = 0;
    this.listening = true;
    this.options.onWatching();
  }

  /** Sends a probe from another connection and waits for it to come back on this one. */
  private async heard(probe: string): Promise<boolean> {
    const payload = `probe:${probe}`;
    const arrived = new Promise<boolean>((resolve) => {
      const timeout = setTimeout(() => resolve(false), this.options.probeTimeoutMs ?? 5000);
      timeout.unref();
      this.probes.set(payload, () => {
        clearTimeout(timeout);
        resolve(true);
      });
    });
    try {
      await this.options.notify(payload);
      return await arrived;
    } finally {
      this.probes.delete(payload);
    }
  }

  private lost(client: Client, error?: unknown): void {
    if (this.client !== client || this.closed) return;
    if (error) this.options.onError(error);
    this.retire(client, RETRY_MS[Math.min(this.failures++, RETRY_MS.length - 1)]);
  }

  private retire(client: Client, retryMs: number): void {
    this.client = null;
    if (this.listening) {
      this.listening = false;
      this.options.onLost();
    }
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    if (this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.open();
    }, retryMs);
    this.timer.unref();
  }
}
