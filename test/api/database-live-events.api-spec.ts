import type { LiveEvents, LiveSignal } from '../../application/live/live-events.port';
import { EmbeddedLiveEvents } from '../../infrastructure/live/embedded-live-events';
import { PostgresLiveEvents } from '../../infrastructure/live/postgres-live-events';
import { SqlDatabase } from '../../infrastructure/persistence/sql-database';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';

/**
 * The LISTEN/NOTIFY adapter of the run's database: on a server, a connection of its own that listens
 * and notifies; on the embedded database, transactions of the application's own connection. Its
 * namespace is its own: other files' signals on the same database are not heard.
 */
describe(runsOnPostgresServer() ? 'PostgresLiveEvents' : 'EmbeddedLiveEvents', () => {
  let t: TestApp | null = null;
  let events: LiveEvents;

  beforeAll(async () => {
    if (!runsOnPostgresServer()) t = await createTestApp();
  });
  afterAll(() => t?.close());

  let heard: LiveSignal[][];
  let heardAll: (count: number) => Promise<void>;
  let errors: unknown[];

  beforeEach(() => {
    errors = [];
    const namespace = `live_probe_${process.pid}_${Date.now()}`;
    const onError = (error: unknown) => errors.push(error);
    events = t ? new EmbeddedLiveEvents(t.app.get(SqlDatabase), namespace, onError) : new PostgresLiveEvents(process.env.TEST_DATABASE_URL!, namespace, onError);
    heard = [];
    const waiters: Array<{ count: number; done: () => void }> = [];
    events.subscribe((signals) => {
      heard.push(signals);
      for (const waiter of waiters) if (heard.flat().length >= waiter.count) waiter.done();
    });
    heardAll = (count) => new Promise((done) => (heard.flat().length >= count ? done() : waiters.push({ count, done })));
  });

  afterEach(async () => {
    await events.close();
    expect(errors).toEqual([]);
  });

  const signal = (id: number): LiveSignal => ({ kind: id % 2 ? 'notification' : 'message', id, userIds: [id, id + 1] });

  const publishedTogether = async () => {
    const signals = Array.from({ length: 300 }, (_, n) => signal(n + 1));
    await Promise.all(signals.map((each) => events.publish([each])));
    await heardAll(signals.length);
    expect(heard.flat()).toEqual(signals);
  };

  it('hears each of many signals published at once, once and in order', publishedTogether);

  if (runsOnPostgresServer()) {
    it('sends what many transactions publish at once in a few notifications', async () => {
      await publishedTogether();
      expect(heard.length).toBeLessThanOrEqual(3);
    });
  }

  it('sends a signal published after the last notification left without waiting for more', async () => {
    await events.publish([signal(1)]);
    await heardAll(1);
    await events.publish([signal(2), signal(3)]);
    await heardAll(3);
    expect(heard).toEqual([[signal(1)], [signal(2), signal(3)]]);
  });
});
