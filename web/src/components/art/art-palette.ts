import { brand, themeFor } from '../../theme';

const light = themeFor('light').palette;
const dark = themeFor('dark').palette;

/**
 * The colours of the game's art: the theme's own, and the few earth tones the game already uses for
 * wood, stone and metal (rarity grey, the medals, the streak flames).
 */
export const ART_PALETTE = {
  ink: brand.ink,
  purple: brand.purple,
  violet: brand.violet,
  lilac: light.primary.light,
  mist: dark.primary.light,
  teal: brand.teal,
  aqua: light.secondary.light,
  frost: dark.secondary.light,
  deepTeal: light.secondary.dark,
  gold: brand.gold,
  amber: light.warning.main,
  cream: '#fff4dc',
  white: '#ffffff',
  paper: light.background.default,
  pebble: '#c9d0d8',
  stone: '#9aa5b1',
  slate: '#78849e',
  wood: '#c27c3e',
  bark: '#8a5228',
  orange: '#fb8c00',
  red: '#e53935',
} as const;

/**
 * The outline every drawing shares: the brand's ink, and on the dark theme its light text colour, so
 * the outlines stay visible on the dark surfaces. Highlights are white at HIGHLIGHT_OPACITY.
 */
export const OUTLINE_COLOUR = { light: brand.ink, dark: dark.text.primary } as const;
export const OUTLINE = { strokeWidth: 2.5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
export const HIGHLIGHT_OPACITY = 0.6;
