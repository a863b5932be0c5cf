import { describe, expect, it } from '@jest/globals';
import { clockOfSeconds, secondsOfClock } from './clock-text';

describe('times typed as minutes:seconds', () => {
  it.each([
    ['2:30', 150],
    ['0:05', 5],
    ['90', 90],
    ['1:02:03', 3723],
    [' 12:00 ', 720],
  ])('reads %s as %i seconds', (typed, seconds) => expect(secondsOfClock(typed)).toBe(seconds));

  it.each(['', '2:3', '2:60', 'abc', '1.5', '-1:00'])('reads %p as no time', (typed) => expect(secondsOfClock(typed)).toBeNull());

  it('writes seconds as m:ss, with hours from an hour on', () => {
    expect(clockOfSeconds(0)).toBe('0:00');
    expect(clockOfSeconds(150)).toBe('2:30');
    expect(clockOfSeconds(3723)).toBe('1:02:03');
  });
});
