import type { ReactElement } from 'react';
import type { Medal } from '../../../../domain/leaderboard/ranking';
import { ART_PALETTE as P, HIGHLIGHT_OPACITY } from './art-palette';
import { ArtSvg, type ArtProps } from './ArtSvg';
import { starPath } from './shapes';

/** The colours of a medal, bronze to gold (the leaderboard's own). */
const MEDAL_FILL: Record<Medal, string> = { gold: P.gold, silver: P.stone, bronze: P.wood };

/** A leaderboard medal: a disc on a ribbon in the brand's purple and teal. */
export function MedalArt({ medal, ...props }: ArtProps & { medal: Medal }) {
  return (
    <ArtSvg name={`medal-${medal}`} {...props}>
      <path d="M13 4 H22 L27 19 H18 Z" fill={P.purple} />
      <path d="M26 4 H35 L30 19 H21 Z" fill={P.teal} />
      <circle cx="24" cy="30" r="14" fill={MEDAL_FILL[medal]} />
      <circle cx="24" cy="30" r="9.5" fill="none" stroke={P.white} strokeWidth="1.8" opacity={HIGHLIGHT_OPACITY} />
      <path d={starPath(24, 30.5, 6)} fill={P.cream} strokeWidth="1.8" />
    </ArtSvg>
  );
}

type Tone = { frame: string; inner: string; symbol: string; accent: string };
const EARNED: Tone = { frame: P.gold, inner: P.cream, symbol: P.orange, accent: P.red };
const LOCKED: Tone = { frame: P.stone, inner: P.paper, symbol: P.slate, accent: P.pebble };

/** The symbols inside an achievement's shield (domain/dashboard/achievements.ts names them). */
const ACHIEVEMENT_SYMBOLS: Record<string, (tone: Tone) => ReactElement> = {
  'week-streak': (tone) => (
    <>
      <path d="M24 13 C29 18 32 22 31 28 C30.5 33 27.5 35 24 35 C20 35 17 32 17 28 C17 24 19.5 22 21 18 C22 21 23 22 24.5 23 C25.5 20 25.5 17 24 13 Z" fill={tone.symbol} strokeWidth="2" />
      <path d="M24 26 C26 28 27 29.5 26.5 31 C26 32.5 25 33 24 33 C22.5 33 21.5 32 21.5 30.5 C21.5 29 23 28 24 26 Z" fill={tone.accent} stroke="none" />
    </>
  ),
  'level-10': (tone) => <path d={starPath(24, 24.5, 11)} fill={tone.symbol} strokeWidth="2" />,
  'token-collector': (tone) => (
    <>
      <circle cx="24" cy="24" r="10" fill={tone.symbol} strokeWidth="2" />
      <path d={starPath(24, 24.5, 5)} fill={tone.inner} strokeWidth="1.6" />
    </>
  ),
  'video-enthusiast': (tone) => (
    <>
      <rect x="14" y="21" width="20" height="14" rx="2" fill={tone.symbol} strokeWidth="2" />
      <path d="M14 21 L15 14 L34 16 L33 21 Z" fill={tone.inner} strokeWidth="2" />
      <path d="M19 14.5 L18 21 M25 15 L24 21 M31 15.8 L30 21" fill="none" strokeWidth="1.8" />
      <path d="M22 25 V31 L27.5 28 Z" fill={tone.inner} strokeWidth="1.6" />
    </>
  ),
  trophy: (tone) => <path d="M17 14 H31 V20 C31 25 28 28 24 28 C20 28 17 25 17 20 Z M21 34 H27 M24 28 V34" fill={tone.symbol} strokeWidth="2" />,
};

/** An achievement's badge: a shield with its symbol, gold once earned and grey until then. */
export function AchievementArt({ id, unlocked, ...props }: ArtProps & { id: string; unlocked: boolean }) {
  const tone = unlocked ? EARNED : LOCKED;
  const symbol = ACHIEVEMENT_SYMBOLS[id] ?? ACHIEVEMENT_SYMBOLS.trophy;
  return (
    <ArtSvg name={`achievement-${Object.hasOwn(ACHIEVEMENT_SYMBOLS, id) ? id : 'trophy'}`} {...props}>
      <path d="M24 3 L41 9 V22 C41 32 34 40 24 45 C14 40 7 32 7 22 V9 Z" fill={tone.frame} />
      <path d="M24 8 L36.5 12.5 V22 C36.5 29.5 31.5 35.5 24 39.5 C16.5 35.5 11.5 29.5 11.5 22 V12.5 Z" fill={tone.inner} strokeWidth="1.8" />
      {symbol(tone)}
    </ArtSvg>
  );
}

/** The bonus of a challenge period: a gift for the day, a trophy for the week, a crown for the month. */
const BONUS_DRAWINGS: Record<string, ReactElement> = {
  gift: (
    <>
      <rect x="8" y="20" width="32" height="22" rx="3" fill={P.purple} />
      <rect x="6" y="14" width="36" height="8" rx="2.5" fill={P.violet} />
      <path d="M24 14 V42" fill="none" stroke={P.gold} strokeWidth="5" />
      <path d="M24 14 V42" fill="none" strokeWidth="1.2" opacity="0.35" />
      <path d="M24 14 C20 6 12 7 14 12 C15 14 19 14 24 14 C29 14 33 14 34 12 C36 7 28 6 24 14 Z" fill={P.gold} strokeWidth="2" />
    </>
  ),
  trophy: (
    <>
      <path d="M14 10 C6 10 6 22 15 22 M34 10 C42 10 42 22 33 22" fill="none" strokeWidth="3" />
      <path d="M13 6 H35 V16 C35 24 30 29 24 29 C18 29 13 24 13 16 Z" fill={P.gold} />
      <path d="M24 29 V34" fill="none" strokeWidth="3" />
      <path d="M15 34 H33 V42 H15 Z" fill={P.wood} />
      <path d="M17 10 V16 C17 19 18 21 20 23" fill="none" stroke={P.white} strokeWidth="2" opacity={HIGHLIGHT_OPACITY} />
      <path d={starPath(24, 16.5, 5)} fill={P.cream} strokeWidth="1.6" />
    </>
  ),
  crown: (
    <>
      <path d="M7 16 L16 26 L24 10 L32 26 L41 16 L37 38 H11 Z" fill={P.gold} />
      <rect x="11" y="36" width="26" height="6" rx="2" fill={P.amber} />
      <circle cx="24" cy="29" r="3.5" fill={P.teal} strokeWidth="2" />
      <circle cx="16" cy="31" r="2.2" fill={P.violet} strokeWidth="1.6" />
      <circle cx="32" cy="31" r="2.2" fill={P.violet} strokeWidth="1.6" />
      <circle cx="7" cy="16" r="2.2" fill={P.cream} strokeWidth="1.6" />
      <circle cx="24" cy="10" r="2.2" fill={P.cream} strokeWidth="1.6" />
      <circle cx="41" cy="16" r="2.2" fill={P.cream} strokeWidth="1.6" />
    </>
  ),
};

/** The bonus ids of domain/challenges/challenge-templates.ts. */
const BONUS_ART_BY_ID: Record<string, string> = { 'daily-bonus': 'gift', 'weekly-bonus': 'trophy', 'monthly-bonus': 'crown' };

export function BonusArt({ id, ...props }: ArtProps & { id: string }) {
  const name = BONUS_ART_BY_ID[id] ?? 'trophy';
  return (
    <ArtSvg name={`bonus-${name}`} {...props}>
      {BONUS_DRAWINGS[name]}
    </ArtSvg>
  );
}
