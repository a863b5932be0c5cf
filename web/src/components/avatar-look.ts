import { isAvatarEmoji, isAvatarPicture, isAvatarUpload } from '../../../domain/accounts/avatar';

/** How an avatar is shown: one of the app's pictures (its gallery's or an uploaded one), an emoji as text, or nothing (initials instead). */
export type AvatarLook = { kind: 'picture'; src: string } | { kind: 'emoji'; text: string } | null;

/** Only the app's own pictures are ever loaded: any other address is shown as no avatar at all. */
export function avatarLook(avatar: string | null | undefined): AvatarLook {
  if (!avatar) return null;
  if (isAvatarPicture(avatar) || isAvatarUpload(avatar)) return { kind: 'picture', src: avatar };
  if (isAvatarEmoji(avatar)) return { kind: 'emoji', text: avatar };
  return null;
}
