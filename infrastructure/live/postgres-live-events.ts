import { Client } from 'pg';
import type { LiveEvents, LiveSignal } from '../../application/live/live-events.port';
import { readSignalPayload, signalPayloads } from './live-signal-payloads';

export const LIVE_CHANNEL = 'ql_live';
const RETRY_MS = [500, 1000, 2000, 5000];

/**
 * Signals through a PostgreSQL server's LISTEN/NOTIFY, on one connection of its own that both listens
 * and notifies: every instance on the database hears every signal, its own included (the embedded
 * database has EmbeddedLiveEvents). A lost connection is opened again; signals sent while it was away are lost, and streams catch up when they reconnect.
 * The connection answers one statement at a time, so the signals published while one notification is
 * on its way leave together in the next: one round trip however many transactions commit meanwhile.
 */
export class PostgresLiveEvents implements LiveEvents {
  private client: Client | null = null;
  private connecting: Promise<Client> | null = null;
  private readonly listeners = new Set<(signals: LiveSignal[]) => void>();
  /** The signals waiting for the notification on its way, and when they will have been sent. */
  private waiting: { signals: LiveSignal[]; sent: Promise<void> } | null = null;
  private onItsWay: Promise<unknown> = Promise.resolve();
  private failures = 0;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly namespace: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  publish(signals: readonly LiveSignal[]): Promise<void> {
    if (!this.waiting) {
      const batch: LiveSignal[] = [];
      const sent = this.onItsWay.then(() => {
        if (this.waiting?.signals === batch) this.waiting = null;
        return this.send(batch);
      });
      this.onItsWay = sent.catch(() => undefined);
      this.waiting = { signals: batch, sent };
    }
    this.waiting.signals.push(...signals);
    return this.waiting.sent;
  }

  subscribe(listener: (signals: LiveSignal[]) => void): () => void {
    this.listeners.add(listener);
    void this.connected().catch(() => undefined);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  /** All the payloads in one statement, in order. */
  private async send(signals: readonly LiveSignal[]): Promise<void> {
    const client = await this.connected();
    await client.query(`SELECT pg_notify($1, payload) FROM unnest($2::text[]) WITH ORDINALITY AS p(payload, n) ORDER BY n`, [LIVE_CHANNEL, signalPayloads(this.namespace, signals)]);
  }

  private connected(): Promise<Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<Client> {
    if (this.closed) throw new Error('The live events are closed');
    const client = new Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL || !message.payload) return;
      const signals = readSignalPayload(this.namespace, message.payload);
      if (signals.length > 0) for (const listener of this.listeners) listener(signals);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
    this.failures = 0;
    this.client = client;
    return client;
  }

  private lost(client: Client, error?: unknown): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    if (error) this.onError(error);
    client.removeAllListeners('end');
    client.on('error', () => undefined);
    void client.end().catch(() => undefined);
    const timer = setTimeout(() => void this.connected().catch((reason: unknown) => this.onError(reason)), RETRY_MS[Math.min(this.failures++, RETRY_MS.length - 1)]);
    timer.unref();
  }
}
