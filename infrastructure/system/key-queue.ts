/**
 * Runs work in the order it arrived among the works that name a common key, one at a time, in this
 * process. A work takes its place behind every key's last work at once, so the queues can never wait
 * on one another in a circle.
 */
export class KeyQueue {
  private readonly last = new Map<string, Promise<void>>();

  async run<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
    const names = [...new Set(keys)];
    const before = names.map((name) => this.last.get(name));
    let finished!: () => void;
    const done = new Promise<void>((resolve) => (finished = resolve));
    for (const name of names) this.last.set(name, done);
    try {
      await Promise.all(before);
      return await work();
    } finally {
      finished();
      for (const name of names) if (this.last.get(name) === done) this.last.delete(name);
    }
  }
}
