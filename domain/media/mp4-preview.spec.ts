import fc from 'fast-check';
import type { ByteSpan } from './byte-spans';
import { mp4StartProblem } from './mp4-boxes';
import { mp4Layout, mp4PreviewSpans } from './mp4-preview';
import { secondsOfVideo, syntheticMp4, type SyntheticMp4, type SyntheticTrack } from './testing/synthetic-mp4';

const cutOf = (file: SyntheticMp4, seconds: number) => mp4PreviewSpans(mp4Layout(file.bytes), seconds);
const videoSampleAt = (file: SyntheticMp4, second: number) => file.samples.find((sample) => sample.track === 0 && sample.decodeSeconds === second)!;
const inside = (spans: ByteSpan[], bytes: ByteSpan) => spans.some((span) => span.start <= bytes.start && bytes.end <= span.end);
const overlaps = (spans: ByteSpan[], bytes: ByteSpan) => spans.some((span) => span.start < bytes.end && bytes.start < span.end);

const oneTrack = (overrides: Partial<SyntheticTrack> = {}): SyntheticTrack => ({
  handler: 'vide',
  timescale: 90_000,
  sampleDurations: new Array<number>(301).fill(90_000),
  sampleSizes: Array.from({ length: 301 }, (_, index) => 20 + (index % 5)),
  samplesPerChunk: 25,
  ...overrides,
});

describe('the bytes a preview of the first N seconds may serve, from the file’s own index', () => {
  const faststart = secondsOfVideo(300);
  const moovAtEnd = secondsOfVideo(300, { moovAt: 'end' });
  const videoOnly = secondsOfVideo(300, { withAudio: false });
  const co64 = syntheticMp4({ tracks: [oneTrack()], moovAt: 'end', chunkOffsetBox: 'co64', mdhdVersion: 1 });
  const stco = syntheticMp4({ tracks: [oneTrack()], moovAt: 'end' });
  const short = secondsOfVideo(60);
  const shortAtEnd = secondsOfVideo(60, { moovAt: 'end' });

  it.each([
    ['faststart, video and audio: ftyp, moov and the media up to 120 s, in one span', faststart, 120, [{ start: 0, end: videoSampleAt(faststart, 120).start }]],
    ['the index at the end: the media up to 120 s, then the moov', moovAtEnd, 120, [{ start: 0, end: videoSampleAt(moovAtEnd, 120).start }, moovAtEnd.moov]],
    ['video only: up to the end of the sample decoded at 119 s', videoOnly, 120, [{ start: 0, end: videoSampleAt(videoOnly, 119).end }]],
    ['a one-second cut: the first video sample (the audio of that second lies after later video, so it stays back)', faststart, 1, [{ start: 0, end: videoSampleAt(faststart, 1).start }]],
    ['64-bit chunk offsets and a version 1 mdhd read as 32-bit ones', co64, 120, [{ start: 0, end: videoSampleAt(co64, 120).start }, co64.moov]],
    ['32-bit chunk offsets, a last chunk shorter than the rest', stco, 120, [{ start: 0, end: videoSampleAt(stco, 120).start }, stco.moov]],
    ['a film shorter than the cut: all of it', short, 120, [{ start: 0, end: short.bytes.length }]],
    ['a film shorter than the cut, index at the end: all of it', shortAtEnd, 120, [{ start: 0, end: shortAtEnd.bytes.length }]],
  ])('%s', (_, file, seconds, spans) => {
    expect(cutOf(file, seconds)).toEqual(spans);
  });

  it('64-bit and 32-bit chunk offsets cut the same media at the same byte (their indexes differ in size only)', () => {
    expect(cutOf(co64, 120)[0]).toEqual(cutOf(stco, 120)[0]);
  });

  it('a file whose tracks are not interleaved gives a shorter preview, never more of the film', () => {
    const separate = syntheticMp4({ tracks: secondsOfVideoTracks(300), moovAt: 'start', interleave: 'track-after-track' });
    const spans = cutOf(separate, 120);
    expect(spans).toEqual([{ start: 0, end: videoSampleAt(separate, 120).start }]);
    expect(separate.samples.filter((sample) => sample.decodeSeconds >= 120).some((sample) => overlaps(spans, sample))).toBe(false);
  });

  it('serves no byte of a sample decoded at or after the cut, and every sample before the first such byte, wherever the index lies', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 300 }),
        fc.constantFrom<'start' | 'end'>('start', 'end'),
        fc.boolean(),
        (length, seconds, moovAt, withAudio) => {
          const file = secondsOfVideo(length, { moovAt, withAudio });
          const spans = cutOf(file, seconds);
          const later = file.samples.filter((sample) => sample.decodeSeconds >= seconds);
          const firstLaterByte = Math.min(file.bytes.length, ...later.map((sample) => sample.start));
          expect(later.filter((sample) => overlaps(spans, sample))).toEqual([]);
          const earlier = file.samples.filter((sample) => sample.decodeSeconds < seconds && sample.end <= firstLaterByte);
          expect(earlier.filter((sample) => !inside(spans, sample))).toEqual([]);
          expect(inside(spans, file.ftyp) && inside(spans, file.moov)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

function secondsOfVideoTracks(seconds: number): SyntheticTrack[] {
  return [
    oneTrack({ timescale: 1000, sampleDurations: new Array<number>(seconds).fill(1000), sampleSizes: new Array<number>(seconds).fill(30), samplesPerChunk: 30 }),
    oneTrack({ handler: 'soun', timescale: 48_000, sampleDurations: new Array<number>(seconds).fill(48_000), sampleSizes: new Array<number>(seconds).fill(10), samplesPerChunk: 10 }),
  ];
}

describe('files are checked by their own bytes', () => {
  const file = secondsOfVideo(10).bytes;
  const withType = (at: number, type: string) => {
    const copy = file.slice();
    copy.set(Array.from(type, (character) => character.charCodeAt(0)), at);
    return copy;
  };
  const moovType = secondsOfVideo(10).moov.start + 4;
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

  it.each([
    ['an MP4', file, null],
    ['a PNG', png, 'an MP4 starts with an ftyp box, and this file does not'],
    ['nothing', new Uint8Array(0), 'an MP4 starts with an ftyp box, and this file does not'],
    ['text', new TextEncoder().encode('<html>not a film</html>'), 'an MP4 starts with an ftyp box, and this file does not'],
  ])('%s', (_, bytes, problem) => {
    expect(mp4StartProblem(bytes)).toBe(problem);
  });

  it.each([
    ['a PNG', png, 'an MP4 starts with an ftyp box, and this file does not'],
    ['a file cut short inside its media', file.subarray(0, file.length - 5), 'the mdat box runs past the end of what holds it'],
    ['an index renamed away', withType(moovType, 'free'), 'it has no index (moov box)'],
    ['a fragmented file', withType(moovType, 'moof'), 'it is fragmented (moof boxes), and its index holds none of its samples'],
  ])('%s is refused', (_, bytes, detail) => {
    expect(() => mp4PreviewSpans(mp4Layout(bytes), 120)).toThrow(`This file is not an MP4 video that can be served: ${detail}.`);
  });

  it('refuses an index whose tables lie about where the samples are', () => {
    const file = secondsOfVideo(10, { moovAt: 'end', withAudio: false });
    const bytes = file.bytes.slice();
    const stco = findType(bytes, 'stco', file.moov.start);
    new DataView(bytes.buffer).setUint32(stco + 16, file.bytes.length, false);
    expect(() => cutOf({ ...file, bytes }, 120)).toThrow('a sample lies past the end of the file');
  });
});

/** Where the 4-character type `type` is written, as the start of its box, from `from` on. */
function findType(bytes: Uint8Array, type: string, from: number): number {
  for (let at = from; at + 4 <= bytes.length; at++) {
    if (String.fromCharCode(...bytes.subarray(at, at + 4)) === type) return at - 4;
  }
  throw new Error(`no ${type}`);
}
