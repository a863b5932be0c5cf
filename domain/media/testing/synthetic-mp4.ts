import type { ByteSpan } from '../byte-spans';
import { box, concat, fourCc, fullBox, IDENTITY_MATRIX, runs, uint, zeros } from '../mp4-box-writer';

/**
 * Small MP4 files for tests: a real box structure (ftyp, moov with mvhd and one trak per track down
 * to its sample tables, mdat) whose samples are filler bytes, each sample filled with its own byte so
 * a test can tell which bytes it was served.
 */

export interface SyntheticTrack {
  handler: 'vide' | 'soun';
  timescale: number;
  /** Each sample's duration, in timescale units. */
  sampleDurations: number[];
  /** Each sample's size in bytes. */
  sampleSizes: number[];
  samplesPerChunk: number;
}

export interface SyntheticMp4Options {
  tracks: SyntheticTrack[];
  /** Where the index lies: before the media ("faststart") or after it. */
  moovAt: 'start' | 'end';
  chunkOffsetBox?: 'stco' | 'co64';
  mdhdVersion?: 0 | 1;
  /** Chunks ordered by their start time across tracks, or all of one track's before the next track's. */
  interleave?: 'by-time' | 'track-after-track';
}

export interface SyntheticSample extends ByteSpan {
  track: number;
  decodeSeconds: number;
}

export interface SyntheticMp4 {
  bytes: Uint8Array;
  ftyp: ByteSpan;
  moov: ByteSpan;
  mdat: ByteSpan;
  samples: SyntheticSample[];
}

const text = fourCc;

interface Chunk {
  track: number;
  firstSample: number;
  sampleCount: number;
  startSeconds: number;
}

function chunksOf(tracks: SyntheticTrack[]): Chunk[] {
  return tracks.flatMap((track, trackIndex) => {
    const chunks: Chunk[] = [];
    let time = 0;
    for (let first = 0; first < track.sampleSizes.length; first += track.samplesPerChunk) {
      const sampleCount = Math.min(track.samplesPerChunk, track.sampleSizes.length - first);
      chunks.push({ track: trackIndex, firstSample: first, sampleCount, startSeconds: time / track.timescale });
      for (let index = first; index < first + sampleCount; index++) time += track.sampleDurations[index];
    }
    return chunks;
  });
}

function trak(track: SyntheticTrack, id: number, offsets: number[], options: SyntheticMp4Options): Uint8Array {
  const duration = track.sampleDurations.reduce((sum, value) => sum + value, 0);
  const mdhd =
    options.mdhdVersion === 1
      ? fullBox('mdhd', 1, 0, uint(0, 8), uint(0, 8), uint(track.timescale, 4), uint(duration, 8), uint(0x55c4, 2), zeros(2))
      : fullBox('mdhd', 0, 0, uint(0, 4), uint(0, 4), uint(track.timescale, 4), uint(duration, 4), uint(0x55c4, 2), zeros(2));
  const mediaHeader = track.handler === 'vide' ? fullBox('vmhd', 0, 1, zeros(8)) : fullBox('smhd', 0, 0, zeros(4));
  const timeRuns = runs(track.sampleDurations);
  const chunkRuns = runs(offsets.map((_, chunk) => Math.min(track.samplesPerChunk, track.sampleSizes.length - chunk * track.samplesPerChunk)));
  let firstChunk = 1;
  const stscEntries = chunkRuns.map(([count, perChunk]) => {
    const entry = concat([uint(firstChunk, 4), uint(perChunk, 4), uint(1, 4)]);
    firstChunk += count;
    return entry;
  });
  const co64 = options.chunkOffsetBox === 'co64';
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, 0, uint(0, 4)),
    fullBox('stts', 0, 0, uint(timeRuns.length, 4), ...timeRuns.map(([count, delta]) => concat([uint(count, 4), uint(delta, 4)]))),
    fullBox('stsc', 0, 0, uint(stscEntries.length, 4), ...stscEntries),
    fullBox('stsz', 0, 0, uint(0, 4), uint(track.sampleSizes.length, 4), ...track.sampleSizes.map((size) => uint(size, 4))),
    fullBox(co64 ? 'co64' : 'stco', 0, 0, uint(offsets.length, 4), ...offsets.map((offset) => uint(offset, co64 ? 8 : 4))),
  );
  return box(
    'trak',
    fullBox('tkhd', 0, 3, uint(0, 4), uint(0, 4), uint(id, 4), zeros(4), uint(duration, 4), zeros(8), zeros(4), uint(track.handler === 'soun' ? 0x0100 : 0, 2), zeros(2), IDENTITY_MATRIX, zeros(8)),
    box(
      'mdia',
      mdhd,
      fullBox('hdlr', 0, 0, zeros(4), text(track.handler), zeros(12), text('synthetic\0')),
      box('minf', mediaHeader, box('dinf', fullBox('dref', 0, 0, uint(1, 4), fullBox('url ', 0, 1))), stbl),
    ),
  );
}

function moovBox(options: SyntheticMp4Options, offsets: number[][]): Uint8Array {
  const mvhd = fullBox('mvhd', 0, 0, uint(0, 4), uint(0, 4), uint(1000, 4), uint(0, 4), uint(0x00010000, 4), uint(0x0100, 2), zeros(10), IDENTITY_MATRIX, zeros(24), uint(options.tracks.length + 1, 4));
  return box('moov', mvhd, ...options.tracks.map((track, index) => trak(track, index + 1, offsets[index], options)));
}

/** The filler byte of a sample: different for neighbouring samples and for each track. */
const fillerOf = (track: number, sample: number) => (1 + track * 97 + sample) % 251;

export function syntheticMp4(options: SyntheticMp4Options): SyntheticMp4 {
  const ftyp = box('ftyp', text('isom'), uint(512, 4), text('isomiso2mp41'));
  const chunks = chunksOf(options.tracks);
  if (options.interleave !== 'track-after-track') chunks.sort((a, b) => a.startSeconds - b.startSeconds || a.track - b.track);
  const chunkCounts = options.tracks.map((_, track) => chunks.filter((chunk) => chunk.track === track).length);
  const moovSize = moovBox(options, chunkCounts.map((count) => new Array<number>(count).fill(0))).length;
  const mdatStart = ftyp.length + (options.moovAt === 'start' ? moovSize : 0);

  const offsets = options.tracks.map(() => [] as number[]);
  const samples: SyntheticSample[] = [];
  const media: Uint8Array[] = [];
  let at = mdatStart + 8;
  for (const chunk of chunks) {
    const track = options.tracks[chunk.track];
    offsets[chunk.track][chunk.firstSample / track.samplesPerChunk] = at;
    for (let sample = chunk.firstSample; sample < chunk.firstSample + chunk.sampleCount; sample++) {
      const size = track.sampleSizes[sample];
      const decodeUnits = track.sampleDurations.slice(0, sample).reduce((sum, value) => sum + value, 0);
      samples.push({ track: chunk.track, start: at, end: at + size, decodeSeconds: decodeUnits / track.timescale });
      media.push(new Uint8Array(size).fill(fillerOf(chunk.track, sample)));
      at += size;
    }
  }
  const mdat = box('mdat', ...media);
  const moov = moovBox(options, offsets);
  const parts = options.moovAt === 'start' ? [ftyp, moov, mdat] : [ftyp, mdat, moov];
  const moovStart = options.moovAt === 'start' ? ftyp.length : ftyp.length + mdat.length;
  return {
    bytes: concat(parts),
    ftyp: { start: 0, end: ftyp.length },
    moov: { start: moovStart, end: moovStart + moov.length },
    mdat: { start: mdatStart, end: mdatStart + mdat.length },
    samples,
  };
}

/**
 * A video of `seconds` one-second samples (timescale 1000, 30 samples a chunk) and, unless told
 * otherwise, an audio track of one-second samples beside it, interleaved by time.
 */
export function secondsOfVideo(seconds: number, options: { moovAt?: 'start' | 'end'; withAudio?: boolean } = {}): SyntheticMp4 {
  const video: SyntheticTrack = {
    handler: 'vide',
    timescale: 1000,
    sampleDurations: new Array<number>(seconds).fill(1000),
    sampleSizes: Array.from({ length: seconds }, (_, index) => 40 + (index % 7) * 3),
    samplesPerChunk: 30,
  };
  const audio: SyntheticTrack = {
    handler: 'soun',
    timescale: 48_000,
    sampleDurations: new Array<number>(seconds).fill(48_000),
    sampleSizes: new Array<number>(seconds).fill(16),
    samplesPerChunk: 10,
  };
  return syntheticMp4({ tracks: options.withAudio === false ? [video] : [video, audio], moovAt: options.moovAt ?? 'start' });
}
