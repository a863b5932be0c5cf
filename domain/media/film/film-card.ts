import { clockText, GLYPH_HEIGHT, GLYPH_WIDTH, glyphPixels } from './digit-font';
import type { PictureSize } from './h264-parameter-sets';
import { blankPicture, fillRect, ycbcrOf, type Picture, type YCbCr } from './picture';

/**
 * What a demo film shows at each second: a card in the film's own colour, a band in its chapter's
 * colour across the top, a clock (m:ss), a marker that steps along a track once a second, and a
 * progress bar that fills as the film goes. Each moving part keeps to its own row of 16×16
 * macroblocks, so one second of film changes only a few of them.
 */

export interface FilmPlan {
  durationSeconds: number;
  /** Seconds at which each chapter starts, the first at 0. */
  chapterStarts: readonly number[];
  /** Picks the film's colours. */
  palette: number;
}

const BACKGROUNDS: ReadonlyArray<[number, number, number]> = [
  [38, 70, 83],
  [61, 52, 139],
  [32, 84, 64],
  [120, 48, 72],
  [40, 60, 110],
  [92, 64, 40],
];
const BANDS: ReadonlyArray<[number, number, number]> = [
  [233, 196, 106],
  [244, 162, 97],
  [231, 111, 81],
  [42, 157, 143],
  [142, 202, 230],
  [255, 183, 3],
  [181, 131, 230],
];
const WHITE = ycbcrOf(245, 245, 245);
const INK = ycbcrOf(30, 30, 40);

const mix = ([r, g, b]: [number, number, number], towards: number, share: number) => ycbcrOf(r + (towards - r) * share, g + (towards - g) * share, b + (towards - b) * share);

export const chapterAt = (plan: FilmPlan, second: number) => Math.max(0, plan.chapterStarts.filter((start) => start <= second).length - 1);

function drawText(picture: Picture, text: string, left: number, top: number, scale: number, colour: YCbCr): void {
  // Each character in its own 16-sample column, so a changed digit changes one macroblock column.
  [...text].forEach((character, index) => {
    const x = left + index * 16 + Math.floor((16 - GLYPH_WIDTH * scale) / 2);
    for (const [column, row] of glyphPixels(character)) fillRect(picture, x + column * scale, top + row * scale, x + (column + 1) * scale, top + (row + 1) * scale, colour);
  });
}

/** The picture of `second` (a whole second: the card changes once a second). */
export function filmCard(size: PictureSize, plan: FilmPlan, second: number): Picture {
  const base = BACKGROUNDS[plan.palette % BACKGROUNDS.length];
  const picture = blankPicture(size, ycbcrOf(...base));
  const columns = Math.floor(size.width / 16);
  const chapter = chapterAt(plan, second);

  // The chapter band (two macroblock rows) with the chapter's number.
  const band = BANDS[(plan.palette + chapter) % BANDS.length];
  fillRect(picture, 0, 0, size.width, 32, ycbcrOf(...band));
  drawText(picture, String((chapter + 1) % 10), 16, Math.floor((32 - GLYPH_HEIGHT * 3) / 2), 3, INK);

  // The clock, centred, in one macroblock row.
  const clock = clockText(second);
  const clockLeft = Math.floor((columns - clock.length) / 2) * 16;
  drawText(picture, clock, clockLeft, 64 + 1, 2, WHITE);

  // The marker steps one macroblock a second, to and fro along its track.
  const trackTop = 112;
  fillRect(picture, 16, trackTop + 7, size.width - 16, trackTop + 9, mix(base, 255, 0.25));
  const steps = columns - 3;
  const phase = second % (2 * steps);
  const markerColumn = 1 + (phase <= steps ? phase : 2 * steps - phase);
  fillRect(picture, markerColumn * 16 + 2, trackTop + 2, markerColumn * 16 + 14, trackTop + 14, ycbcrOf(...band));

  // The progress bar.
  const barTop = 148;
  const barRight = size.width - 16;
  fillRect(picture, 16, barTop, barRight, barTop + 8, mix(base, 0, 0.35));
  const done = plan.durationSeconds > 0 ? Math.min(1, second / plan.durationSeconds) : 1;
  fillRect(picture, 16, barTop, 16 + Math.round((barRight - 16) * done), barTop + 8, WHITE);
  return picture;
}
