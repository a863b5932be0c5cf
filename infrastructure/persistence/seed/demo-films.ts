import { deflateSync } from 'node:zlib';
import type { MediaStore } from '../../../application/media/media-store.port';
import { demoFilm } from '../../../domain/media/film/demo-film';
import type { FilmPlan } from '../../../domain/media/film/film-card';
import { demoFilmKey, demoFilmStillKey } from '../../../domain/media/film/film-key';
import { filmStill } from '../../../domain/media/film/film-still';
import { pngFile } from '../../../domain/media/film/png-image';
import { MEDIA_TYPES } from '../../../domain/media/media-key';
import { DEMO_CONTENT } from './demo-content.data';
import { demoFilmPlan } from './demo-content-kit';
import { storeMissingDemoMedia } from './demo-media';

/** The film of every demo video, once each, by the key its video names. */
export function demoFilmPlans(): Map<string, FilmPlan> {
  const plans = new Map<string, FilmPlan>();
  for (const item of DEMO_CONTENT) {
    if (item.type !== 'video') continue;
    const plan = demoFilmPlan(item.contentData.durationSeconds, item.contentData.chapters);
    plans.set(demoFilmKey(plan), plan);
  }
  return plans;
}

/**
 * Makes and stores the demo videos' films, and their stills (the videos' thumbnails), that the store
 * does not hold yet, with the other demo content's covers and handouts (demo-media.ts). A film's key is a digest of what it is made from, so a file already there is
 * the right one and is left alone: a second run only looks. Answers how many films it made.
 */
export async function storeMissingDemoFilms(store: MediaStore): Promise<number> {
  // The other content's covers and the documents' handouts first: they take a moment, the films longer.
  await storeMissingDemoMedia(store, DEMO_CONTENT);
  let made = 0;
  for (const [key, plan] of demoFilmPlans()) {
    const stillKey = demoFilmStillKey(plan);
    if (!(await store.stat(stillKey))) await store.put(stillKey, pngFile(filmStill(plan), (raw) => deflateSync(raw)), MEDIA_TYPES.png);
    if (await store.stat(key)) continue;
    await store.put(key, demoFilm(plan), MEDIA_TYPES.mp4);
    made++;
  }
  return made;
}
