import { describe, expect, it } from '@jest/globals';
import { reconnectDelay } from './live-stream';

describe('reconnectDelay', () => {
  const steady = () => 1;

  it("waits the server's retry first, then doubles it with each failure in a row, up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 20].map((failures) => reconnectDelay(failures, 2000, steady))).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('takes up to a fifth off at random, so tabs do not all return at once', () => {
    expect(reconnectDelay(0, 2000, () => 0)).toBe(1600);
    expect(reconnectDelay(9, 2000, () => 0)).toBe(24000);
  });
});
