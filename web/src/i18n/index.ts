import { en } from './en';

/** The texts of the active language. Only English exists for now. */
export const t = en;
export type { Texts } from './en';
export { gameTexts } from './game';
export type { GameTexts } from './game';
export { familyTexts } from './family';
export type { FamilyTexts } from './family';
export { parentTexts } from './parent';
export type { ParentTexts } from './parent';
export { sponsorTexts } from './sponsor';
export type { SponsorTexts } from './sponsor';
export { parentWishlistTexts } from './parent-wishlist';
export type { ParentWishlistTexts } from './parent-wishlist';
export { avatarTexts } from './avatar';
export type { AvatarTexts } from './avatar';
export { passwordResetTexts } from './password-reset';
export type { PasswordResetTexts } from './password-reset';
