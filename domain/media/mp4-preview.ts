import { mergeSpans, type ByteSpan } from './byte-spans';
import { boxesBetween, Mp4FormatError, mp4StartProblem, type Mp4Box } from './mp4-boxes';
import { mp4Tracks, trackSamples } from './mp4-samples';

/** What a preview is cut from: the file's size, its top-level boxes, and the bytes of its `moov` box. */
export interface Mp4Layout {
  fileSize: number;
  boxes: readonly Mp4Box[];
  moov: Uint8Array;
}

/** The `moov` box among the top-level boxes, after checking they are an MP4's that a preview can be cut from. */
export function moovBoxOf(boxes: readonly Mp4Box[]): Mp4Box {
  if (boxes[0]?.type !== 'ftyp') throw new Mp4FormatError('an MP4 starts with an ftyp box, and this file does not');
  if (boxes.some((box) => box.type === 'moof')) throw new Mp4FormatError('it is fragmented (moof boxes), and its index holds none of its samples');
  const moovs = boxes.filter((box) => box.type === 'moov');
  if (moovs.length !== 1) throw new Mp4FormatError(moovs.length === 0 ? 'it has no index (moov box)' : 'it has more than one index (moov box)');
  return moovs[0];
}

/** The layout of a whole file held in memory. */
export function mp4Layout(file: Uint8Array): Mp4Layout {
  const problem = mp4StartProblem(file);
  if (problem) throw new Mp4FormatError(problem);
  const boxes = boxesBetween(file, 0, file.length);
  const moov = moovBoxOf(boxes);
  return { fileSize: file.length, boxes, moov: file.subarray(moov.start, moov.end) };
}

/**
 * The bytes a preview of the first `seconds` may serve: the `ftyp` box, the `moov` box wherever it
 * lies (at the start, or at the end after the media), and the file from its first byte up to the end
 * of the last sample, of any track, decoded before `seconds`. That prefix stops short at the first
 * byte of any sample decoded at or after `seconds`, so a file whose tracks are not interleaved by
 * time gives a shorter preview, never more of the film.
 */
export function mp4PreviewSpans(layout: Mp4Layout, seconds: number): ByteSpan[] {
  const moovBox = moovBoxOf(layout.boxes);
  if (layout.moov.length !== moovBox.end - moovBox.start) throw new Mp4FormatError('its index (moov) was not read whole');
  let lastEndBefore = 0;
  let firstStartAfter = layout.fileSize;
  for (const track of mp4Tracks(layout.moov)) {
    const cut = seconds * track.timescale;
    for (const sample of trackSamples(track)) {
      const end = sample.offset + sample.size;
      if (end > layout.fileSize) throw new Mp4FormatError('a sample lies past the end of the file');
      if (sample.decodeTime < cut) lastEndBefore = Math.max(lastEndBefore, end);
      else firstStartAfter = Math.min(firstStartAfter, sample.offset);
    }
  }
  const ftyp = layout.boxes[0];
  return mergeSpans([
    { start: 0, end: Math.min(lastEndBefore, firstStartAfter) },
    { start: ftyp.start, end: ftyp.end },
    { start: moovBox.start, end: moovBox.end },
  ]);
}
