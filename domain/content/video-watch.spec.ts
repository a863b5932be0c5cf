import fc from 'fast-check';
import { FASTEST_PLAYBACK_RATE, VIDEO_TOLERANCE_SECONDS, videoWatched, watchVideo, type WatchState } from './video-watch';

const T0 = new Date('2026-11-18T12:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
const atMs = (milliseconds: number) => new Date(T0.getTime() + milliseconds);
const from = (watchedSeconds: number): WatchState => ({ watchedSeconds, watchClockAt: null });

describe('a video watched as the server saw it (PRODUCT.md)', () => {
  it.each([
    // vouched, reported, seconds since the previous update, duration, vouched after
    [0, 30, 30, 600, 30], // watching at 1×
    [0, 70, 30, 600, 70], // at 2× with the tolerance
    [0, 600, 30, 600, 70], // a jump to the end gains only what 2× playback allows
    [100, 40, 30, 600, 100], // going back keeps what was watched
    [590, 700, 30, 600, 600], // never past the end
    [0, 50, 0, 600, 10], // no time at all: the tolerance
  ])('from %d s a report of %d s after %d s (video of %d s) vouches %d s', (watched, reported, elapsed, duration, after) => {
    expect([FASTEST_PLAYBACK_RATE, VIDEO_TOLERANCE_SECONDS]).toEqual([2, 10]);
    expect(watchVideo(from(watched), reported, at(elapsed), at(0), duration).watchedSeconds).toBe(after);
  });

  it('gains nothing on the update that opens a session', () => {
    expect(watchVideo(from(120), 500, at(0), null, 600)).toEqual(from(120));
  });

  it('gives the tolerance once, not on every update', () => {
    let state = from(0);
    for (let update = 1; update <= 100; update++) state = watchVideo(state, 600, at(update * 0.01), at((update - 1) * 0.01), 600);
    expect(state.watchedSeconds).toBe(VIDEO_TOLERANCE_SECONDS + 2);
  });

  it('follows an honest viewer at normal speed to the end', () => {
    let state = from(0);
    for (let second = 15; second <= 600; second += 15) state = watchVideo(state, second, at(second + (second % 2)), at(second - 15), 600);
    expect(state.watchedSeconds).toBe(600);
  });

  it.each([
    [540, 600, true],
    [539, 600, false],
    [0, 0, false],
  ])('%d s of %d s is watched: %s', (watched, duration, done) => {
    expect(videoWatched(watched, duration)).toBe(done);
  });

  it('never lets any sequence of reports gain more than 2× the real time plus one tolerance', () => {
    const report = fc.record({ after: fc.integer({ min: 0, max: 120_000 }), position: fc.integer({ min: 0, max: 10_000 }) });
    fc.assert(
      fc.property(fc.array(report, { maxLength: 50 }), (reports) => {
        // Real time in whole milliseconds, as the server's clock gives it: seconds summed as
        // fractions would drift below the true bound.
        let state = from(0);
        let nowMs = 0;
        for (const { after, position } of reports) {
          const previousMs = nowMs;
          nowMs += after;
          state = watchVideo(state, position, atMs(nowMs), atMs(previousMs), 10_000);
        }
        expect(state.watchedSeconds).toBeLessThanOrEqual((FASTEST_PLAYBACK_RATE * nowMs) / 1000 + VIDEO_TOLERANCE_SECONDS);
      }),
      // 379.5 s of real time allow exactly 769 s, which 379.5 summed as fractions of seconds misses.
      { examples: [[[20_327, 72_721, 35_318, 67_665, 12_051, 118_439, 47_829, 5_150].map((after, index) => ({ after, position: [41, 187, 257, 393, 417, 654, 749, 769][index] }))]] },
    );
  });
});
