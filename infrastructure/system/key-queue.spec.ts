import { KeyQueue } from './key-queue';

/** A work that records when it starts and ends, and ends when the test lets it. */
function work(log: string[], name: string) {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return {
    end,
    run: async () => {
      log.push(`${name} starts`);
      await ended;
      log.push(`${name} ends`);
      return name;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('KeyQueue', () => {
  it('runs works that share a key one at a time, in the order they came, and those that share none side by side', async () => {
    const queue = new KeyQueue();
    const log: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => work(log, name));
    const answers = [queue.run(['x', 'y'], a.run), queue.run(['y'], b.run), queue.run(['z'], c.run), queue.run(['x', 'z'], d.run)];
    await settle();
    expect(log).toEqual(['a starts', 'c starts']);
    c.end();
    await settle();
    expect(log).toEqual(['a starts', 'c starts', 'c ends']);
    a.end();
    await settle();
    expect(log).toEqual(['a starts', 'c starts', 'c ends', 'a ends', 'b starts', 'd starts']);
    b.end();
    d.end();
    await expect(Promise.all(answers)).resolves.toEqual(['a', 'b', 'c', 'd']);
  });

  it('lets the next work run after one that failed, and forgets keys nobody waits on', async () => {
    const queue = new KeyQueue();
    await expect(queue.run(['x'], () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    await expect(queue.run(['x'], async () => 'next')).resolves.toBe('next');
    expect((queue as unknown as { last: Map<string, unknown> }).last.size).toBe(0);
  });
});
