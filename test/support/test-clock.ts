import type { Clock } from '../../application/ports/clock.port';

/** A clock the test sets and moves; it starts at the real time unless told otherwise. */
export class TestClock implements Clock {
  private current: Date;

  constructor(start: Date | string = new Date()) {
    this.current = new Date(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(instant: Date | string): void {
    this.current = new Date(instant);
  }

  advance(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

/** Plays back the given numbers in order, then repeats the last one. */
export function scriptedRandom(values: number[]): () => number {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)];
}

/** A random source the test scripts: queued values first, then a fixed fallback. */
export class ScriptedRandom {
  private queue: number[] = [];

  constructor(private fallback = 0.99) {}

  readonly source = (): number => this.queue.shift() ?? this.fallback;

  script(...values: number[]): void {
    this.queue = [...values];
  }

  always(value: number): void {
    this.queue = [];
    this.fallback = value;
  }
}
