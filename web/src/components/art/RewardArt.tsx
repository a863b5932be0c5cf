import { ART_PALETTE as P, HIGHLIGHT_OPACITY } from './art-palette';
import { ArtSvg, type ArtProps } from './ArtSvg';
import { starPath } from './shapes';

/** The token coin. */
export function CoinArt(props: ArtProps) {
  return (
    <ArtSvg name="token" {...props}>
      <circle cx="24" cy="24" r="19" fill={P.gold} />
      <circle cx="24" cy="24" r="13.5" fill="none" stroke={P.amber} strokeWidth="2.2" />
      <path d={starPath(24, 24.5, 8)} fill={P.cream} strokeWidth="2" />
      <path d="M12 17 A13 13 0 0 1 17 11.5" fill="none" stroke={P.white} strokeWidth="2.5" opacity={HIGHLIGHT_OPACITY} />
    </ArtSvg>
  );
}

/** The daily chest, closed. */
export function ChestArt(props: ArtProps) {
  return (
    <ArtSvg name="chest" {...props}>
      <rect x="6" y="22" width="36" height="20" rx="3" fill={P.wood} />
      <path d="M6 22 V17 C6 11 11 8 16 8 H32 C37 8 42 11 42 17 V22 Z" fill={P.wood} />
      <path d="M10 14 C11 12 13 11 15.5 11 H20" fill="none" stroke={P.white} strokeWidth="2" opacity={HIGHLIGHT_OPACITY} />
      <path d="M6 28 H42" fill="none" stroke={P.bark} strokeWidth="1.8" />
      <rect x="11" y="22" width="5" height="20" fill={P.gold} strokeWidth="2" />
      <rect x="32" y="22" width="5" height="20" fill={P.gold} strokeWidth="2" />
      <rect x="5" y="20" width="38" height="4" rx="2" fill={P.gold} strokeWidth="2" />
      <rect x="19.5" y="18" width="9" height="11" rx="2" fill={P.gold} strokeWidth="2" />
      <path d="M24 22 V25" fill="none" strokeWidth="2.2" />
    </ArtSvg>
  );
}
