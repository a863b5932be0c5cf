import { childBoxes, Mp4FormatError, uint32, uint64, type Mp4Box } from './mp4-boxes';

/**
 * A track's sample tables, as its `moov` box holds them: how long each sample lasts (stts), how
 * samples are grouped into chunks (stsc), each sample's size (stsz) and each chunk's place in the
 * file (stco, or co64 for files past 4 GB).
 */
export interface Mp4Track {
  /** Units of the track's time per second (mdhd). */
  timescale: number;
  /** Runs of [sample count, duration of each] in timescale units. */
  durations: Array<[count: number, delta: number]>;
  /** Runs of [first chunk (1-based), samples in each chunk from there]. */
  chunkRuns: Array<[firstChunk: number, samplesPerChunk: number]>;
  sampleCount: number;
  /** Every sample's size, or the one size they all have. */
  sizes: number[] | number;
  chunkOffsets: number[];
}

/** One sample: where its bytes lie in the file and when it is decoded, in its track's timescale units. */
export interface Mp4Sample {
  offset: number;
  size: number;
  decodeTime: number;
}

function only(bytes: Uint8Array, parent: Mp4Box, type: string, skip = 0): Mp4Box | undefined {
  return childBoxes(bytes, parent, skip).find((box) => box.type === type);
}

function required(box: Mp4Box | undefined, type: string): Mp4Box {
  if (!box) throw new Mp4FormatError(`a track has no ${type} box`);
  return box;
}

/** A full box's entries: its count after version and flags (at `countAt` into the body), then `width` bytes each. */
function entries<T>(bytes: Uint8Array, box: Mp4Box, width: number, read: (at: number) => T, countAt = 4): T[] {
  const count = uint32(bytes, box.bodyStart + countAt);
  const first = box.bodyStart + countAt + 4;
  if (first + count * width > box.end) throw new Mp4FormatError(`its ${box.type} table is cut short`);
  return Array.from({ length: count }, (_, index) => read(first + index * width));
}

function timescaleOf(bytes: Uint8Array, mdhd: Mp4Box): number {
  const version = bytes[mdhd.bodyStart];
  const timescale = uint32(bytes, mdhd.bodyStart + (version === 1 ? 20 : 12));
  if (timescale === 0) throw new Mp4FormatError('a track has no timescale');
  return timescale;
}

function trackOf(bytes: Uint8Array, trak: Mp4Box): Mp4Track {
  const mdia = required(only(bytes, trak, 'mdia'), 'mdia');
  const stbl = required(only(bytes, required(only(bytes, mdia, 'minf'), 'minf'), 'stbl'), 'stbl');
  const table = (type: string) => only(bytes, stbl, type);
  const stsz = table('stsz');
  if (!stsz) throw new Mp4FormatError(table('stz2') ? 'compact sample sizes (stz2) are not read here' : 'a track has no stsz box');
  const fixedSize = uint32(bytes, stsz.bodyStart + 4);
  const sampleCount = uint32(bytes, stsz.bodyStart + 8);
  const co64 = table('co64');
  return {
    timescale: timescaleOf(bytes, required(only(bytes, mdia, 'mdhd'), 'mdhd')),
    durations: entries(bytes, required(table('stts'), 'stts'), 8, (at) => [uint32(bytes, at), uint32(bytes, at + 4)]),
    chunkRuns: entries(bytes, required(table('stsc'), 'stsc'), 12, (at) => [uint32(bytes, at), uint32(bytes, at + 4)]),
    sampleCount,
    sizes: fixedSize !== 0 ? fixedSize : entries(bytes, stsz, 4, (at) => uint32(bytes, at), 8),
    chunkOffsets: co64 ? entries(bytes, co64, 8, (at) => uint64(bytes, at)) : entries(bytes, required(table('stco'), 'stco'), 4, (at) => uint32(bytes, at)),
  };
}

/** The tracks of a `moov` box, given its bytes (header included). */
export function mp4Tracks(moov: Uint8Array): Mp4Track[] {
  const box = childBoxes(moov, { type: 'file', start: 0, end: moov.length, bodyStart: 0 })[0];
  if (box?.type !== 'moov' || box.end !== moov.length) throw new Mp4FormatError('its index (moov) is not one whole box');
  return childBoxes(moov, box)
    .filter((child) => child.type === 'trak')
    .map((trak) => trackOf(moov, trak));
}

/** Every sample of a track, in decoding order. */
export function* trackSamples(track: Mp4Track): Generator<Mp4Sample> {
  const { durations, chunkRuns, chunkOffsets, sizes, sampleCount } = track;
  if (sampleCount > 0 && chunkRuns[0]?.[0] !== 1) throw new Mp4FormatError('its chunk table (stsc) does not start at the first chunk');
  let sample = 0;
  let decodeTime = 0;
  let run = 0;
  let durationRun = 0;
  let leftInDurationRun = durations[0]?.[0] ?? 0;
  for (let chunk = 1; chunk <= chunkOffsets.length && sample < sampleCount; chunk++) {
    while (run + 1 < chunkRuns.length && chunkRuns[run + 1][0] <= chunk) run++;
    let offset = chunkOffsets[chunk - 1];
    for (let inChunk = 0; inChunk < chunkRuns[run][1] && sample < sampleCount; inChunk++) {
      while (leftInDurationRun === 0 && durationRun + 1 < durations.length) leftInDurationRun = durations[++durationRun][0];
      if (leftInDurationRun === 0) throw new Mp4FormatError('its time table (stts) holds fewer samples than its size table (stsz)');
      const size = typeof sizes === 'number' ? sizes : sizes[sample];
      yield { offset, size, decodeTime };
      offset += size;
      decodeTime += durations[durationRun][1];
      leftInDurationRun--;
      sample++;
    }
  }
  if (sample < sampleCount) throw new Mp4FormatError('its chunk tables place fewer samples than its size table (stsz) holds');
}
