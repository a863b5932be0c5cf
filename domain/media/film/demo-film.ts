import { avcMp4, lengthPrefixed, type AvcSample } from './avc-mp4';
import { filmCard, type FilmPlan } from './film-card';
import { idrSlice, predictedSlice } from './h264-slices';
import { pictureParameterSet, sequenceParameterSet, type PictureSize } from './h264-parameter-sets';
import { macroblockChanged, type Picture } from './picture';

/**
 * A demo film made by the product itself: an H.264 MP4 of the film card, exactly as long as its
 * plan says. Pictures are shown twice a second; an IDR picture every KEYFRAME_SECONDS, so a preview
 * cut at a whole number of those seconds lands on a sync sample.
 */

export const FILM_SIZE: PictureSize = { width: 320, height: 180 };
export const FRAMES_PER_SECOND = 2;
export const KEYFRAME_SECONDS = 30;
/** Units of the track's time a second. */
export const FILM_TIMESCALE = 1000;

export function encodeFilm(pictures: Iterable<Picture>, size: PictureSize, framesPerSecond: number, keyframeEvery: number): Uint8Array {
  const samples: AvcSample[] = [];
  let previous: Picture | null = null;
  let idrCount = 0;
  let sinceIdr = 0;
  for (const picture of pictures) {
    const index = samples.length;
    const sync = previous === null || index % keyframeEvery === 0;
    const last: Picture | null = previous;
    const slice = sync ? idrSlice(picture, idrCount++) : predictedSlice(picture, sinceIdr, (column, row) => macroblockChanged(last!, picture, column, row));
    sinceIdr = sync ? 1 : sinceIdr + 1;
    samples.push({ bytes: lengthPrefixed([slice]), duration: FILM_TIMESCALE / framesPerSecond, sync });
    previous = picture;
  }
  return avcMp4({ size, timescale: FILM_TIMESCALE, sps: sequenceParameterSet(size), pps: pictureParameterSet(), samples });
}

function* cardPictures(plan: FilmPlan): Generator<Picture> {
  for (let second = 0; second < plan.durationSeconds; second++) {
    // The card changes once a second: the same picture for each frame of the second.
    const card = filmCard(FILM_SIZE, plan, second);
    for (let frame = 0; frame < FRAMES_PER_SECOND; frame++) yield card;
  }
}

/** The film of a plan: durationSeconds × FRAMES_PER_SECOND pictures of its card. */
export function demoFilm(plan: FilmPlan): Uint8Array {
  if (!Number.isInteger(plan.durationSeconds) || plan.durationSeconds < 1) throw new Error('a demo film lasts a whole number of seconds, at least one');
  return encodeFilm(cardPictures(plan), FILM_SIZE, FRAMES_PER_SECOND, KEYFRAME_SECONDS * FRAMES_PER_SECOND);
}
