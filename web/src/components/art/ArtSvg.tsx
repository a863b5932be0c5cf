import type { CSSProperties, ReactNode } from 'react';
import { useTheme } from '@mui/material/styles';
import { OUTLINE, OUTLINE_COLOUR } from './art-palette';

export interface ArtProps {
  /** Width and height: a number of pixels or a CSS length ('1em' follows the text around it). */
  size?: number | string;
  /** The art's accessible name when it carries meaning; without one it is decorative and hidden. */
  label?: string;
  style?: CSSProperties;
  /** Lets a host component (a Chip's icon, say) style the art. */
  className?: string;
}

/**
 * The frame of every drawing of the game: a 48 × 48 canvas whose shapes share one ink outline, so
 * the whole set looks drawn by one hand. Marked with data-art so tests and styles can find it.
 */
export function ArtSvg({ name, size = '1em', label, style, className, children }: ArtProps & { name: string; children: ReactNode }) {
  const outline = OUTLINE_COLOUR[useTheme().palette.mode];
  const naming = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      viewBox="0 0 48 48"
      width={size}
      height={size}
      focusable="false"
      className={className}
      data-testid="game-art"
      data-art={name}
      style={{ display: 'inline-block', flexShrink: 0, verticalAlign: 'middle', overflow: 'visible', ...style }}
      {...naming}
    >
      <g stroke={outline} {...OUTLINE}>{children}</g>
    </svg>
  );
}
