import { planDigest } from '../plan-digest';
import type { FilmPlan } from './film-card';

/**
 * Bumped whenever the film maker's output changes (picture, size, rate, encoding), so a film made by
 * an older maker is never taken for the new one.
 */
export const FILM_MAKER_VERSION = 2;

/** A digest of everything a film is made from: equal plans give equal digests, and so the same file. */
export function filmDigest(plan: FilmPlan): string {
  return planDigest([FILM_MAKER_VERSION, plan.durationSeconds, plan.chapterStarts, plan.palette]);
}

/** The media key the film of a plan is stored under, and the key of its still. */
export const demoFilmKey = (plan: FilmPlan) => `demo-film-${filmDigest(plan)}.mp4`;
export const demoFilmStillKey = (plan: FilmPlan) => `demo-film-${filmDigest(plan)}.png`;

/**
 * Whether a key names a demo film's still: a picture of the catalogue anyone may see, served at a
 * plain address (no other stored file is).
 */
export const isDemoFilmStillKey = (key: unknown): key is string => typeof key === 'string' && /^demo-film-[0-9a-f]{16}\.png$/.test(key);

/** Where the product serves a demo film's still, as a catalogue thumbnail's address. */
export const DEMO_FILM_STILLS_PATH = '/api/media/stills/';
