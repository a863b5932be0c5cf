import { withinWindow } from '../../domain/accounts/sign-in-limits';
import { type AttemptTimesStore, changedTimes, type TimesChange, type TimesKey } from './sign-in-keys';

/**
 * The times of the limits in this process's memory: one process only, for unit tests and tools. A
 * change reads, decides and writes without awaiting anything, so no other change runs in between.
 */
export class MemoryAttemptTimes implements AttemptTimesStore {
  private readonly times = new Map<string, { times: number[]; keepUntil: number }>();

  async change<T>(keys: readonly TimesKey[], now: number, decide: (times: number[][]) => { answer: T; changes: readonly TimesChange[] }): Promise<T> {
    const recent = keys.map(({ key, windowMs }) => withinWindow(this.times.get(key)?.times ?? [], windowMs, now));
    const { answer, changes } = decide(recent);
    for (const { key, change } of changes) {
      const index = keys.findIndex((listed) => listed.key === key);
      const times = changedTimes(recent[index], change, now);
      if (times.length === 0) this.times.delete(key);
      else this.times.set(key, { times, keepUntil: now + keys[index].windowMs });
    }
    for (const [key, { keepUntil }] of this.times) if (keepUntil <= now) this.times.delete(key);
    return answer;
  }
}
