import { isUploadedPictureAddress } from '../media/public-picture';

/**
 * An avatar is one emoji or one of the pictures the app itself serves (its gallery, or a picture
 * uploaded to it). A picture from any other address would make every viewer of a leaderboard load
 * it, and its owner would learn who looked.
 */

/** The pictures of the app's gallery, served as /avatars/<name>.svg. */
export const AVATAR_PICTURES = [
  'fox', 'owl', 'cat', 'bear', 'bunny', 'mouse', 'panda', 'pig',
  'chick', 'frog', 'koala', 'lion', 'tiger', 'penguin', 'monkey', 'dog',
  'sheep', 'cow', 'unicorn', 'dragon', 'octopus', 'robot', 'alien', 'ghost',
] as const;

export type AvatarPicture = (typeof AVATAR_PICTURES)[number];

/** The longest avatar there is: an uploaded picture's address, and more than any emoji needs. */
export const AVATAR_MAX_LENGTH = 60;

/** The most code points one emoji may have (a family or a couple with skin tones has 10). */
export const AVATAR_MAX_EMOJI_CODE_POINTS = 10;

export const AVATAR_RULE = "avatar must be an emoji or one of the app's pictures";

export const avatarPicturePath = (name: AvatarPicture): string => `/avatars/${name}.svg`;

const PICTURE_PATHS: ReadonlySet<string> = new Set(AVATAR_PICTURES.map(avatarPicturePath));

/**
 * Exactly one emoji of Unicode's recommended set (with its skin tone, joined sequence or flag).
 * Built at run time: the `v` flag is newer than the language level the code is checked against.
 * Where a browser lacks it, a looser pattern only decides how an avatar is shown; the server decides
 * what is stored.
 */
const ONE_EMOJI: RegExp = (() => {
  try {
    return new RegExp('^\\p{RGI_Emoji}$', 'v');
  } catch {
    return /^(?:\p{Regional_Indicator}{2}|\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F\u20E3\u{E0020}-\u{E007F}]*(?:\u200D\p{Extended_Pictographic}[\p{Emoji_Modifier}\uFE0F]*)*)$/u;
  }
})();

/** True for the path of one of the app's pictures, exactly as avatarPicturePath writes it. */
export function isAvatarPicture(value: string): boolean {
  return PICTURE_PATHS.has(value);
}

/** True for one emoji and nothing around it. */
export function isAvatarEmoji(value: string): boolean {
  if (value.length > AVATAR_MAX_LENGTH || [...value].length > AVATAR_MAX_EMOJI_CODE_POINTS) return false;
  return ONE_EMOJI.test(value);
}

/** True for the address of a picture uploaded to the app (/api/media/pictures/<32 hex digits>.jpg or .png). */
export function isAvatarUpload(value: string): boolean {
  return isUploadedPictureAddress(value);
}

/** True for an avatar that may be stored and shown: one emoji, one of the app's pictures or an uploaded one. */
export function isAllowedAvatar(value: string): boolean {
  return isAvatarPicture(value) || isAvatarUpload(value) || isAvatarEmoji(value);
}

/**
 * What a user may send as an avatar: an allowed one, spaces around it aside, or blank text to
 * remove it.
 */
export function isAvatarInput(text: string): boolean {
  const value = text.trim();
  return value === '' || isAllowedAvatar(value);
}

/** What is stored for an accepted input: the avatar without spaces around it, or null for blank text. */
export function storedAvatar(text: string): string | null {
  const value = text.trim();
  return value === '' ? null : value;
}
