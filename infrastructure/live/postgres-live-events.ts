import { Client } from 'pg';
import type { LiveEvents, LiveSignal } from '../../application/live/live-events.port';
import { readSignalPayload, signalPayloads } from './live-signal-payloads';

export const LIVE_CHANNEL = 'ql_live';
const RETRY_MS = [500, 1000, 2000, 5000];

/**
 * Signals through the database's LISTEN/NOTIFY, on one connection of its own that both listens and
 * notifies: every instance on the database hears every signal, its own included. (The embedded
 * database answers a notification on the connection that sent it, so there, where one process is all
 * there is, sending and listening on the same connection is what makes it heard.) A lost connection
 * is opened again; signals sent while it was away are lost, and streams catch up when they reconnect.
 */
export class PostgresLiveEvents implements LiveEvents {
  private client: Client | null = null;
  private connecting: Promise<Client> | null = null;
  private readonly listeners = new Set<(signals: LiveSignal[]) => void>();
  private failures = 0;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly namespace: string,
    private readonly onError: (error: unknown) => void,
  ) {}

  async publish(signals: readonly LiveSignal[]): Promise<void> {
    const client = await this.connected();
    for (const payload of signalPayloads(this.namespace, signals)) await client.query(`SELECT pg_notify($1, $2)`, [LIVE_CHANNEL, payload]);
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
