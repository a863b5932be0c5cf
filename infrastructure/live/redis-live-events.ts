import type { LiveEvents, LiveSignal } from '../../application/live/live-events.port';
import type { RedisTarget } from '../config/environment';
import { openRedis, type RedisConnection } from '../system/redis-connection';
import { readSignalPayload, signalPayloads } from './live-signal-payloads';

/**
 * Signals through Redis pub/sub, one channel per database (its namespace), so deployments and test
 * runs sharing a Redis never hear each other. A subscriber connection can only listen, so publishing
 * has a connection of its own; ioredis subscribes again by itself after a reconnection. On a Redis
 * Cluster a message published on any node reaches the subscribers of every node.
 */
export class RedisLiveEvents implements LiveEvents {
  private readonly publisher: RedisConnection;
  private readonly subscriber: RedisConnection;
  private readonly listeners = new Set<(signals: LiveSignal[]) => void>();
  private readonly channel: string;
  private subscribed: Promise<unknown> | null = null;

  /** `redis`: the Redis of the settings, or one server's URL. */
  constructor(
    redis: RedisTarget | string,
    private readonly namespace: string,
    private readonly onError: (error: unknown) => void,
  ) {
    const target = typeof redis === 'string' ? { url: redis } : redis;
    this.channel = `ql:live:${namespace}`;
    this.publisher = openRedis(target, { maxRetriesPerRequest: 1 });
    this.subscriber = openRedis(target);
    for (const connection of [this.publisher, this.subscriber]) connection.on('error', (error) => this.onError(error));
    this.subscriber.on('message', (channel: string, payload: string) => {
      if (channel !== this.channel) return;
      const signals = readSignalPayload(this.namespace, payload);
      if (signals.length > 0) for (const listener of this.listeners) listener(signals);
    });
  }

  async publish(signals: readonly LiveSignal[]): Promise<void> {
    await Promise.all(signalPayloads(this.namespace, signals).map((payload) => this.publisher.publish(this.channel, payload)));
  }

  subscribe(listener: (signals: LiveSignal[]) => void): () => void {
    this.listeners.add(listener);
    this.subscribed ??= this.connected()
      .then(() => this.subscriber.subscribe(this.channel))
      .catch((error: unknown) => this.onError(error));
    return () => this.listeners.delete(listener);
  }

  /**
   * Resolves once the subscriber is ready. ioredis sends a SUBSCRIBE asked for between the connection
   * and its ready check at once, and the check that follows is then refused in subscriber mode.
   */
  private connected(): Promise<void> {
    if (this.subscriber.status === 'ready') return Promise.resolve();
    return new Promise((resolve) => this.subscriber.once('ready', () => resolve()));
  }

  /** Resolves once the subscription is in place (a signal published after it is heard). */
  async ready(): Promise<void> {
    await this.subscribed;
  }

  async close(): Promise<void> {
    await Promise.all([this.publisher.quit().catch(() => undefined), this.subscriber.quit().catch(() => undefined)]);
  }
}
