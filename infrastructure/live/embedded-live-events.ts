import type { LiveEvents, LiveSignal } from '../../application/live/live-events.port';
import type { SqlDatabase } from '../persistence/sql-database';
import { readSignalPayload, signalPayloads } from './live-signal-payloads';
import { LIVE_CHANNEL } from './postgres-live-events';

/**
 * Signals through the embedded database's LISTEN/NOTIFY. That database runs one session for every
 * connection, keeps a connection's protocol messages together only inside a transaction, and answers
 * a notification on the connection whose commit sent it. So the signals go as a transaction of the
 * application's own connections, and are heard where they come back: on those connections. One
 * process is all the embedded database serves, so that is every instance there is.
 */
export class EmbeddedLiveEvents implements LiveEvents {
  private readonly listeners = new Set<(signals: LiveSignal[]) => void>();
  private listening: Promise<unknown> | null = null;

  constructor(
    private readonly database: SqlDatabase,
    private readonly namespace: string,
    private readonly onError: (error: unknown) => void,
  ) {
    database.onNotification((channel, payload) => {
      if (channel !== LIVE_CHANNEL) return;
      const signals = readSignalPayload(this.namespace, payload);
      if (signals.length > 0) for (const listener of this.listeners) listener(signals);
    });
  }

  async publish(signals: readonly LiveSignal[]): Promise<void> {
    await this.listening;
    await this.database.transaction(async (sql) => {
      for (const payload of signalPayloads(this.namespace, signals)) await sql.execute(`SELECT pg_notify($1, $2)`, [LIVE_CHANNEL, payload]);
    });
  }

  subscribe(listener: (signals: LiveSignal[]) => void): () => void {
    this.listeners.add(listener);
    this.listening ??= this.database.transaction((sql) => sql.execute(`LISTEN ${LIVE_CHANNEL}`)).catch((error: unknown) => this.onError(error));
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
