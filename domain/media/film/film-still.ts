import { FILM_SIZE } from './demo-film';
import { filmCard, type FilmPlan } from './film-card';
import type { RgbImage } from './png-image';
import { rgbOf } from './picture';

/** The second a film's still shows: a little way in, its bar partly filled. */
export const stillSecond = (plan: FilmPlan) => Math.min(plan.durationSeconds - 1, Math.floor(plan.durationSeconds * 0.4));

/** A still of the film, as its thumbnail: the card at `stillSecond`, in RGB at the film's size. */
export function filmStill(plan: FilmPlan): RgbImage {
  const picture = filmCard(FILM_SIZE, plan, stillSecond(plan));
  const { width, height } = FILM_SIZE;
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const chroma = (y >> 1) * picture.chromaStride + (x >> 1);
      rgb.set(rgbOf(picture.y[y * picture.lumaStride + x], picture.cb[chroma], picture.cr[chroma]), (y * width + x) * 3);
    }
  }
  return { width, height, rgb };
}
