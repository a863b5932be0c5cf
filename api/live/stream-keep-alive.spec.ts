import { keepStreamAlive } from './stream-keep-alive';

const EVERY_MS = 25_000;

/** A stream whose looks at the sign-in the test answers, one at a time. */
function stream() {
  const asked: Array<(live: boolean) => void> = [];
  const seen = { pings: 0, ended: 0, asked };
  const keepAlive = keepStreamAlive(EVERY_MS, {
    ping: () => seen.pings++,
    signInLive: () => new Promise<boolean>((answer) => asked.push(answer)),
    signInEnded: () => seen.ended++,
  });
  return { seen, keepAlive };
}

describe('keepStreamAlive', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends a comment and looks at the sign-in every 25 s while it is live, and ends the stream once it is gone', async () => {
    const { seen } = stream();
    await jest.advanceTimersByTimeAsync(EVERY_MS - 1);
    expect(seen).toMatchObject({ pings: 0 });
    await jest.advanceTimersByTimeAsync(1);
    expect(seen).toMatchObject({ pings: 1, ended: 0 });
    seen.asked[0](true);
    await jest.advanceTimersByTimeAsync(EVERY_MS);
    expect(seen).toMatchObject({ pings: 2, ended: 0 });
    seen.asked[1](false);
    await jest.advanceTimersByTimeAsync(0);
    expect(seen).toMatchObject({ pings: 2, ended: 1 });
    await jest.advanceTimersByTimeAsync(10 * EVERY_MS);
    expect(seen).toMatchObject({ pings: 2, ended: 1 });
    expect(jest.getTimerCount()).toBe(0);
  });

  it('asks nothing more once stopped, even when the stream closed while a look at the sign-in was under way', async () => {
    const { seen, keepAlive } = stream();
    await jest.advanceTimersByTimeAsync(EVERY_MS);
    expect(seen.asked).toHaveLength(1);
    keepAlive.stop();
    seen.asked[0](true);
    await jest.advanceTimersByTimeAsync(10 * EVERY_MS);
    expect(seen).toMatchObject({ pings: 1, ended: 0 });
    expect(seen.asked).toHaveLength(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('leaves no timer behind when stopped before its first comment', () => {
    const { keepAlive } = stream();
    keepAlive.stop();
    expect(jest.getTimerCount()).toBe(0);
  });
});
