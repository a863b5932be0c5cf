import type { LiveSignal } from '../../application/live/live-events.port';
import { PostgresLiveEvents } from '../../infrastructure/live/postgres-live-events';

/**
 * The LISTEN/NOTIFY adapter on the run's database (it listens on the connection it notifies on, so
 * it hears itself on the embedded database too). Its namespace is its own: other files' signals on
 * the same database are not heard.
 */
describe('PostgresLiveEvents', () => {
  let events: PostgresLiveEvents;
  let heard: LiveSignal[][];
  let heardAll: (count: number) => Promise<void>;
  let errors: unknown[];

  beforeEach(() => {
    errors = [];
    events = new PostgresLiveEvents(process.env.TEST_DATABASE_URL!, `live_probe_${process.pid}_${Date.now()}`, (error) => errors.push(error));
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

  it('sends what many transactions publish at once in a few notifications, each signal heard once and in order', async () => {
    const signals = Array.from({ length: 300 }, (_, n) => signal(n + 1));
    await Promise.all(signals.map((each) => events.publish([each])));
    await heardAll(signals.length);
    expect(heard.flat()).toEqual(signals);
    expect(heard.length).toBeLessThanOrEqual(3);
  });

  it('sends a signal published after the last notification left without waiting for more', async () => {
    await events.publish([signal(1)]);
    await heardAll(1);
    await events.publish([signal(2), signal(3)]);
    await heardAll(3);
    expect(heard).toEqual([[signal(1)], [signal(2), signal(3)]]);
  });
});
