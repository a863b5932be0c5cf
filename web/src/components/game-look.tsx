import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import { alpha, lighten, type Theme } from '@mui/material/styles';
import AutoStories from '@mui/icons-material/AutoStories';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Flag from '@mui/icons-material/Flag';
import OndemandVideo from '@mui/icons-material/OndemandVideo';
import Quiz from '@mui/icons-material/Quiz';
import School from '@mui/icons-material/School';
import type { FlameColour } from '../../../domain/game/streak/login-streak';
import type { Medal } from '../../../domain/leaderboard/ranking';
import { avatarLook } from './avatar-look';
import { gameTexts } from '../i18n';
import { AchievementArt, MedalArt } from './art/BadgeArt';
import { CoinArt } from './art/RewardArt';

/** The colour of each item rarity. */
export const RARITY_COLOURS: Record<string, { main: string; soft: string }> = {
  common: { main: '#78849e', soft: '#eef0f5' },
  rare: { main: '#1e88e5', soft: '#e3f0fd' },
  epic: { main: '#8e24aa', soft: '#f4e5f8' },
  legendary: { main: '#f59e0b', soft: '#fff4dc' },
};

export const rarityColour = (rarity: string) => RARITY_COLOURS[rarity] ?? RARITY_COLOURS.common;

/** Text in a rarity's colour that stays readable (WCAG AA) on its pale fill, or on the dark theme's paper. */
const RARITY_TEXT_ON_LIGHT: Record<string, string> = {
  '#78849e': '#565f75',
  '#1e88e5': '#1565c0',
  '#8e24aa': '#7b1fa2',
  '#f59e0b': '#8a5300',
};
export const rarityText =
  (colour: { main: string; soft: string }) =>
  (theme: Theme): string =>
    theme.palette.mode === 'dark' ? lighten(colour.main, 0.35) : (RARITY_TEXT_ON_LIGHT[colour.main] ?? colour.main);

/** The pale fill behind an item of a rarity; on the dark theme, a faint wash of the rarity's colour. */
export const softFill =
  (colour: { main: string; soft: string }) =>
  (theme: Theme): string =>
    theme.palette.mode === 'dark' ? alpha(colour.main, 0.2) : colour.soft;

export const rarityName = (rarity: string) => gameTexts.inventory.rarity[rarity] ?? rarity;

/** The streak flame's colours (domain/streak/login-streak.ts decides which). */
export const FLAME_COLOURS: Record<FlameColour, string> = {
  grey: '#9e9e9e',
  orange: '#fb8c00',
  red: '#e53935',
  purple: '#8e24aa',
  blue: '#1e88e5',
};

export const MEDAL_COLOURS: Record<Medal, string> = { gold: '#f5b301', silver: '#9aa5b1', bronze: '#c27c3e' };

export function MedalIcon({ medal, size = '1em' }: { medal: Medal; size?: number | string }) {
  return <MedalArt medal={medal} size={size} />;
}

/** A goal's picture by what it counts. */
export function GoalIcon({ unit, sx }: { unit: string; sx?: object }) {
  const props = { sx: { color: 'primary.main', ...sx }, 'aria-hidden': true } as const;
  switch (unit) {
    case 'minutes':
      return <AutoStories {...props} />;
    case 'videos':
      return <OndemandVideo {...props} />;
    case 'quizzes':
      return <Quiz {...props} />;
    case 'days':
      return <CalendarMonth {...props} />;
    case 'courses':
      return <School {...props} />;
    default:
      return <Flag {...props} />;
  }
}

/** An achievement's badge (domain/dashboard/achievements.ts names them). */
export function AchievementIcon({ id, unlocked, size = 32 }: { id: string; unlocked: boolean; size?: number | string }) {
  return <AchievementArt id={id} unlocked={unlocked} size={size} />;
}

/** The token coin, as big as the text around it. */
export function TokenIcon({ size = '1.1em' }: { size?: number | string }) {
  return <CoinArt size={size} style={{ verticalAlign: '-0.2em' }} />;
}

export function RarityChip({ rarity, size = 'small' }: { rarity: string; size?: 'small' | 'medium' }) {
  const colour = rarityColour(rarity);
  return (
    <Chip
      size={size}
      label={rarityName(rarity)}
      sx={{ bgcolor: softFill(colour), color: rarityText(colour), fontWeight: 700, border: `1px solid ${colour.main}` }}
      data-rarity={rarity}
    />
  );
}

/** One of the app's pictures, or else an emoji or the name's initial. */
export function PlayerAvatar({ avatar, name, size = 40, label }: { avatar: string | null | undefined; name: string; size?: number; label?: string }) {
  const look = avatarLook(avatar);
  const isPicture = look?.kind === 'picture';
  return (
    <Avatar
      src={isPicture ? look.src : undefined}
      alt={label ?? ''}
      aria-hidden={label ? undefined : true}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.45,
        fontWeight: 800,
        background: 'linear-gradient(135deg, #5b3fd6, #8b74ff)',
        color: 'common.white',
      }}
    >
      {/* Shown instead of a picture that cannot be loaded. */}
      {look?.kind === 'emoji' ? look.text : name.charAt(0).toUpperCase()}
    </Avatar>
  );
}
