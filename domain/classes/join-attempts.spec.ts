import fc from 'fast-check';
import { attemptsWithin, JOIN_ATTEMPT_LIMITS, joinAttemptWaitMs } from './join-attempts';

const HOUR = 3_600_000;
const NOW = 10 * HOUR;
const times = (count: number, from: number, step = 1000) => Array.from({ length: count }, (_, i) => from + i * step);

describe('wrong join codes: 10 an hour per student and per address', () => {
  it('the limits are 10 per hour for each', () => {
    expect(JOIN_ATTEMPT_LIMITS).toEqual({ windowSeconds: 3600, perStudent: 10, perAddress: 10 });
  });

  it.each([
    ['no attempts', [], [], 0],
    ['9 of the student', times(9, NOW - 60_000), [], 0],
    ['10 of the student: wait until the oldest leaves the hour', times(10, NOW - 60_000), [], HOUR - 60_000],
    ['10 of the address', [], times(10, NOW - 30 * 60_000), 30 * 60_000],
    ['10 older than an hour', times(10, NOW - 2 * HOUR), times(10, NOW - 2 * HOUR), 0],
    ['the longer of the two waits', times(10, NOW - 50 * 60_000), times(10, NOW - 20 * 60_000), 40 * 60_000],
  ])('%s', (_, student, address, wait) => {
    expect(joinAttemptWaitMs({ student, address }, JOIN_ATTEMPT_LIMITS, NOW)).toBe(wait);
  });

  it('never waits longer than an hour, and waits whenever 10 attempts fall inside the hour', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: NOW - 2 * HOUR, max: NOW }), { maxLength: 30 }), (attempts) => {
        const wait = joinAttemptWaitMs({ student: attempts, address: [] }, JOIN_ATTEMPT_LIMITS, NOW);
        expect(wait).toBeLessThanOrEqual(HOUR);
        expect(wait > 0).toBe(attemptsWithin(attempts, HOUR, NOW).length >= 10);
      }),
    );
  });
});
