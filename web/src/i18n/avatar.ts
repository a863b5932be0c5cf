/** Texts of the avatar choice (English). */

import type { AvatarPicture } from '../../../domain/accounts/avatar';

export const avatarTexts = {
  title: 'Your avatar',
  intro: "Everyone who sees you on a leaderboard sees it. Pick one of the app's pictures or an emoji.",
  current: 'Your avatar now',
  pictures: 'Pictures',
  emoji: 'Emoji',
  none: 'No avatar',
  noneHint: 'Your initial is shown instead.',
  picture: (name: string) => `Picture: ${name}`,
  emojiChoice: (emoji: string) => `Emoji ${emoji}`,
  saved: 'Your avatar is saved.',
  removed: 'Your avatar is removed.',
  failed: 'Your avatar could not be saved.',
  pictureNames: {
    fox: 'Fox', owl: 'Owl', cat: 'Cat', bear: 'Bear', bunny: 'Bunny', mouse: 'Mouse', panda: 'Panda', pig: 'Pig',
    chick: 'Chick', frog: 'Frog', koala: 'Koala', lion: 'Lion', tiger: 'Tiger', penguin: 'Penguin', monkey: 'Monkey', dog: 'Dog',
    sheep: 'Sheep', cow: 'Cow', unicorn: 'Unicorn', dragon: 'Dragon', octopus: 'Octopus', robot: 'Robot', alien: 'Alien', ghost: 'Ghost',
  } satisfies Record<AvatarPicture, string>,
};

export type AvatarTexts = typeof avatarTexts;
