import { mp4DurationSeconds } from './mp4-duration';
import { mp4Layout } from './mp4-preview';
import { secondsOfVideo, syntheticMp4 } from './testing/synthetic-mp4';

describe("a film's length, from its own index", () => {
  it.each([1, 30, 300])('a film of %i one-second samples lasts %i seconds', (seconds) => {
    expect(mp4DurationSeconds(mp4Layout(secondsOfVideo(seconds).bytes).moov)).toBe(seconds);
  });

  it('takes the longest track and rounds to whole seconds', () => {
    const film = syntheticMp4({
      moovAt: 'end',
      tracks: [
        { handler: 'vide', timescale: 1000, sampleDurations: Array(10).fill(1000), sampleSizes: Array(10).fill(4), samplesPerChunk: 5 },
        { handler: 'soun', timescale: 48000, sampleDurations: Array(21).fill(24000), sampleSizes: Array(21).fill(2), samplesPerChunk: 7 },
      ],
    });
    expect(mp4DurationSeconds(mp4Layout(film.bytes).moov)).toBe(11);
  });

  it('refuses an index without timed samples', () => {
    const film = syntheticMp4({ moovAt: 'start', tracks: [{ handler: 'vide', timescale: 1000, sampleDurations: [], sampleSizes: [], samplesPerChunk: 1 }] });
    expect(() => mp4DurationSeconds(mp4Layout(film.bytes).moov)).toThrow('holds no timed samples');
  });
});
