import { box, concat, fourCc, fullBox, IDENTITY_MATRIX, runs, uint, zeros } from '../mp4-box-writer';
import { CONSTRAINT_FLAGS, LEVEL_3, PROFILE_BASELINE, type PictureSize } from './h264-parameter-sets';

/**
 * An MP4 of one H.264 video track, its index (moov) before its media (faststart) so a player can
 * start before the whole file arrived: ftyp, moov (mvhd, trak down to the sample tables with the
 * avc1 sample entry and its avcC), then mdat with the samples in order.
 */

export interface AvcSample {
  /** The picture's NAL units, each after its 4-byte length. */
  bytes: Uint8Array;
  /** In timescale units. */
  duration: number;
  /** A picture decodable on its own (IDR): a place to start or cut. */
  sync: boolean;
}

export interface AvcTrack {
  size: PictureSize;
  /** Units of time a second. */
  timescale: number;
  sps: Uint8Array;
  pps: Uint8Array;
  samples: readonly AvcSample[];
}

const SAMPLES_PER_CHUNK = 20;

/** NAL units as one sample: each after its length in 4 bytes. */
export function lengthPrefixed(units: readonly Uint8Array[]): Uint8Array {
  return concat(units.flatMap((unit) => [uint(unit.length, 4), unit]));
}

function sampleEntry(track: AvcTrack): Uint8Array {
  const avcC = box(
    'avcC',
    uint(1, 1), // configurationVersion
    uint(PROFILE_BASELINE, 1),
    uint(CONSTRAINT_FLAGS, 1),
    uint(LEVEL_3, 1),
    uint(0xfc | 3, 1), // lengthSizeMinusOne: 4-byte lengths
    uint(0xe0 | 1, 1), // one SPS
    uint(track.sps.length, 2),
    track.sps,
    uint(1, 1), // one PPS
    uint(track.pps.length, 2),
    track.pps,
  );
  const compressorName = zeros(32);
  const avc1 = box(
    'avc1',
    zeros(6),
    uint(1, 2), // data_reference_index
    zeros(16),
    uint(track.size.width, 2),
    uint(track.size.height, 2),
    uint(0x00480000, 4), // 72 dpi
    uint(0x00480000, 4),
    zeros(4),
    uint(1, 2), // frame_count
    compressorName,
    uint(0x0018, 2), // depth
    uint(0xffff, 2), // pre_defined -1
    avcC,
  );
  return fullBox('stsd', 0, 0, uint(1, 4), avc1);
}

function moov(track: AvcTrack, chunkOffsets: number[]): Uint8Array {
  const { samples, timescale } = track;
  const duration = samples.reduce((sum, sample) => sum + sample.duration, 0);
  const timeRuns = runs(samples.map((sample) => sample.duration));
  const syncNumbers = samples.flatMap((sample, index) => (sample.sync ? [index + 1] : []));
  const lastChunkSamples = samples.length - (chunkOffsets.length - 1) * SAMPLES_PER_CHUNK;
  const stscEntries = [[1, Math.min(SAMPLES_PER_CHUNK, samples.length)]];
  if (chunkOffsets.length > 1 && lastChunkSamples !== SAMPLES_PER_CHUNK) stscEntries.push([chunkOffsets.length, lastChunkSamples]);
  const stbl = box(
    'stbl',
    sampleEntry(track),
    fullBox('stts', 0, 0, uint(timeRuns.length, 4), ...timeRuns.map(([count, delta]) => concat([uint(count, 4), uint(delta, 4)]))),
    fullBox('stss', 0, 0, uint(syncNumbers.length, 4), ...syncNumbers.map((number) => uint(number, 4))),
    fullBox('stsc', 0, 0, uint(stscEntries.length, 4), ...stscEntries.map(([first, count]) => concat([uint(first, 4), uint(count, 4), uint(1, 4)]))),
    fullBox('stsz', 0, 0, uint(0, 4), uint(samples.length, 4), ...samples.map((sample) => uint(sample.bytes.length, 4))),
    fullBox('stco', 0, 0, uint(chunkOffsets.length, 4), ...chunkOffsets.map((offset) => uint(offset, 4))),
  );
  const fixed16 = (value: number) => uint(value * 0x10000, 4);
  const trak = box(
    'trak',
    fullBox('tkhd', 0, 3, zeros(8), uint(1, 4), zeros(4), uint(duration, 4), zeros(8), zeros(4), zeros(4), IDENTITY_MATRIX, fixed16(track.size.width), fixed16(track.size.height)),
    box(
      'mdia',
      fullBox('mdhd', 0, 0, zeros(8), uint(timescale, 4), uint(duration, 4), uint(0x55c4, 2), zeros(2)),
      fullBox('hdlr', 0, 0, zeros(4), fourCc('vide'), zeros(12), fourCc('Video\0')),
      box('minf', fullBox('vmhd', 0, 1, zeros(8)), box('dinf', fullBox('dref', 0, 0, uint(1, 4), fullBox('url ', 0, 1))), stbl),
    ),
  );
  const mvhd = fullBox('mvhd', 0, 0, zeros(8), uint(timescale, 4), uint(duration, 4), uint(0x00010000, 4), uint(0x0100, 2), zeros(10), IDENTITY_MATRIX, zeros(24), uint(2, 4));
  return box('moov', mvhd, trak);
}

export function avcMp4(track: AvcTrack): Uint8Array {
  const ftyp = box('ftyp', fourCc('isom'), uint(512, 4), fourCc('isomiso2avc1mp41'));
  const chunkCount = Math.ceil(track.samples.length / SAMPLES_PER_CHUNK);
  const moovSize = moov(track, new Array<number>(chunkCount).fill(0)).length;
  const mediaSize = track.samples.reduce((sum, sample) => sum + sample.bytes.length, 0);
  if (ftyp.length + moovSize + 8 + mediaSize >= 2 ** 32) throw new Error('a film this large needs 64-bit offsets');
  const chunkOffsets: number[] = [];
  let at = ftyp.length + moovSize + 8;
  track.samples.forEach((sample, index) => {
    if (index % SAMPLES_PER_CHUNK === 0) chunkOffsets.push(at);
    at += sample.bytes.length;
  });
  const mdat = concat([uint(8 + mediaSize, 4), fourCc('mdat'), ...track.samples.map((sample) => sample.bytes)]);
  return concat([ftyp, moov(track, chunkOffsets), mdat]);
}
