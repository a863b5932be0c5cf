import { en } from './en';

/** The texts of the active language. Only English exists for now. */
export const t = en;
export type { Texts } from './en';
export { gameTexts } from './game';
export type { GameTexts } from './game';
