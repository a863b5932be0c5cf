import { AnswerCache } from './answer-cache';

const body = (text: string) => Buffer.from(text);

/** A cache on a clock the test moves (refreshes not spread unless `random` says), with a reader that counts its readings and finishes when told. */
function setUp(limits: Partial<{ ttlMs: number; refreshAfterMs: number; maxRefreshing: number; maxBytes: number; maxEntries: number }> = {}, random = () => 0) {
  let now = 0;
  const cache = new AnswerCache<string>({ ttlMs: 5_000, maxBytes: 1_000, maxEntries: 10, ...limits }, () => now, random);
  const readings: Array<{ key: string; finish: (text: string) => void; fail: (error: Error) => void }> = [];
  const read = (key: string) => () =>
    new Promise<Buffer>((resolve, reject) => readings.push({ key, finish: (text) => resolve(body(text)), fail: reject }));
  return {
    cache,
    readings,
    read,
    advance: (ms: number) => (now += ms),
  };
}

const text = async (answer: Promise<Buffer>) => (await answer).toString();

describe('AnswerCache', () => {
  it('serves the bytes it read for as long as the time to live, then reads again', async () => {
    const { cache, readings, read, advance } = setUp({ ttlMs: 5_000 });
    const first = cache.answer('a', read('a'));
    readings[0].finish('one');
    expect(await text(first)).toBe('one');

    advance(4_999);
    expect(await text(cache.answer('a', read('a')))).toBe('one');
    expect(readings).toHaveLength(1);

    advance(1);
    const again = cache.answer('a', read('a'));
    expect(readings).toHaveLength(2);
    readings[1].finish('two');
    expect(await text(again)).toBe('two');
  });

  it('counts the time to live from when the reading began', async () => {
    const { cache, readings, read, advance } = setUp({ ttlMs: 5_000 });
    const first = cache.answer('a', read('a'));
    advance(3_000);
    readings[0].finish('slow');
    await first;
    advance(2_000);
    cache.answer('a', read('a'));
    expect(readings).toHaveLength(2);
  });

  it('keeps answers of different keys apart', async () => {
    const { cache, readings, read } = setUp();
    const a = cache.answer('a', read('a'));
    const b = cache.answer('b', read('b'));
    readings[0].finish('for a');
    readings[1].finish('for b');
    expect([await text(a), await text(b)]).toEqual(['for a', 'for b']);
    expect(await text(cache.answer('b', read('b')))).toBe('for b');
  });

  it('reads once for callers asking the same key at the same time', async () => {
    const { cache, readings, read } = setUp();
    const answers = [cache.answer('a', read('a')), cache.answer('a', read('a')), cache.answer('a', read('a'))];
    expect(readings).toHaveLength(1);
    readings[0].finish('shared');
    expect(await Promise.all(answers.map(text))).toEqual(['shared', 'shared', 'shared']);
  });

  it('reads an answer again once it is older than refreshAfterMs, serving the kept one meanwhile', async () => {
    const { cache, readings, read, advance } = setUp({ ttlMs: 5_000, refreshAfterMs: 4_000 });
    const first = cache.answer('a', read('a'));
    readings[0].finish('one');
    await first;

    advance(3_999);
    expect(await text(cache.answer('a', read('a')))).toBe('one');
    expect(readings).toHaveLength(1);

    advance(1);
    expect(await text(cache.answer('a', read('a')))).toBe('one');
    expect(await text(cache.answer('a', read('a')))).toBe('one');
    expect(readings).toHaveLength(2);
    advance(500);
    readings[1].finish('two');
    await new Promise((done) => setImmediate(done));
    expect(await text(cache.answer('a', read('a')))).toBe('two');

    // The new answer counts from when its reading began (at 4,000): at 8,100 it is read again.
    advance(3_600);
    expect(await text(cache.answer('a', read('a')))).toBe('two');
    expect(readings).toHaveLength(3);
    // Past its time to live it is no longer served: the caller waits for that reading, and meets its failure.
    advance(1_000);
    const expired = cache.answer('a', read('a'));
    expect(readings).toHaveLength(3);
    readings[2].fail(new Error('database away'));
    await expect(expired).rejects.toThrow('database away');
  });

  it('spreads the refreshes of answers read together over the last 30 % of refreshAfterMs', async () => {
    const spread = [0.5, 0];
    const { cache, readings, read, advance } = setUp({ ttlMs: 5_000, refreshAfterMs: 4_000 }, () => spread.shift() ?? 0);
    const early = cache.answer('early', read('early'));
    const late = cache.answer('late', read('late'));
    readings[0].finish('e');
    readings[1].finish('l');
    await Promise.all([early, late]);

    // 4,000 ms less 15 % (half of the 30 %) for the first, the whole 4,000 ms for the second.
    advance(3_399);
    cache.answer('early', read('early'));
    expect(readings).toHaveLength(2);
    advance(1);
    cache.answer('early', read('early'));
    cache.answer('late', read('late'));
    expect(readings.map((reading) => reading.key)).toEqual(['early', 'late', 'early']);
    advance(599);
    cache.answer('late', read('late'));
    expect(readings).toHaveLength(3);
    advance(1);
    cache.answer('late', read('late'));
    expect(readings.map((reading) => reading.key)).toEqual(['early', 'late', 'early', 'late']);
  });

  it('runs at most maxRefreshing refreshes at once, serving the kept answers meanwhile', async () => {
    const { cache, readings, read, advance } = setUp({ ttlMs: 5_000, refreshAfterMs: 4_000, maxRefreshing: 1 });
    const first = [cache.answer('a', read('a')), cache.answer('b', read('b'))];
    readings[0].finish('a1');
    readings[1].finish('b1');
    await Promise.all(first);

    advance(4_000);
    expect(await text(cache.answer('a', read('a')))).toBe('a1');
    expect(await text(cache.answer('b', read('b')))).toBe('b1');
    expect(readings.map((reading) => reading.key)).toEqual(['a', 'b', 'a']);
    readings[2].finish('a2');
    await new Promise((done) => setImmediate(done));
    expect(await text(cache.answer('b', read('b')))).toBe('b1');
    expect(readings.map((reading) => reading.key)).toEqual(['a', 'b', 'a', 'b']);
  });

  it('drops every answer on forget', async () => {
    const { cache, readings, read } = setUp();
    const first = cache.answer('a', read('a'));
    readings[0].finish('before');
    await first;
    cache.forget();
    expect(cache.size).toBe(0);
    const after = cache.answer('a', read('a'));
    expect(readings).toHaveLength(2);
    readings[1].finish('after');
    expect(await text(after)).toBe('after');
  });

  it('does not keep, nor share, a reading begun before a forget', async () => {
    const { cache, readings, read } = setUp();
    const early = cache.answer('a', read('a'));
    cache.forget();
    const late = cache.answer('a', read('a'));
    expect(readings).toHaveLength(2);
    readings[0].finish('stale');
    readings[1].finish('fresh');
    expect(await text(early)).toBe('stale');
    expect(await text(late)).toBe('fresh');
    expect(await text(cache.answer('a', read('a')))).toBe('fresh');
    expect(readings).toHaveLength(2);
  });

  it('keeps nothing of a reading that failed, and reads again for the next caller', async () => {
    const { cache, readings, read } = setUp();
    const failed = cache.answer('a', read('a'));
    readings[0].fail(new Error('database away'));
    await expect(failed).rejects.toThrow('database away');
    const next = cache.answer('a', read('a'));
    expect(readings).toHaveLength(2);
    readings[1].finish('back');
    expect(await text(next)).toBe('back');
  });

  it('refuses an answer kept with an outdated ticket', () => {
    const { cache } = setUp();
    const ticket = cache.ticket();
    cache.forget();
    cache.keep('a', body('stale'), 'v1', ticket);
    expect(cache.fresh('a')).toBeUndefined();
    cache.keep('a', body('fresh'), 'v2', cache.ticket());
    expect(cache.fresh('a')).toMatchObject({ version: 'v2' });
    expect(cache.fresh('a')!.body.toString()).toBe('fresh');
  });

  it('drops the oldest answers beyond its bytes or its entries, and keeps none larger than all it may hold', () => {
    const { cache } = setUp({ maxBytes: 10, maxEntries: 3 });
    cache.keep('a', body('aaaa'), null, cache.ticket());
    cache.keep('b', body('bbbb'), null, cache.ticket());
    cache.keep('c', body('cccc'), null, cache.ticket());
    expect([cache.fresh('a'), cache.fresh('b'), cache.fresh('c')].map((kept) => kept?.body.toString())).toEqual([undefined, 'bbbb', 'cccc']);
    cache.keep('d', body('d'), null, cache.ticket());
    cache.keep('e', body('e'), null, cache.ticket());
    expect(cache.size).toBe(3);
    expect(cache.fresh('b')).toBeUndefined();
    cache.keep('huge', body('x'.repeat(11)), null, cache.ticket());
    expect(cache.fresh('huge')).toBeUndefined();
    expect(cache.size).toBe(3);
  });
});
