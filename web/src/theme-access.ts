import { alpha, type Theme } from '@mui/material/styles';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const still = new WeakMap<Theme, Theme>();

/** The theme with every MUI transition turned off, for a system that asks for reduced motion. */
export function withoutMotion(theme: Theme): Theme {
  let result = still.get(theme);
  if (!result) {
    const duration = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };
    result = { ...theme, transitions: { ...theme.transitions, create: () => 'none', duration } };
    still.set(theme, result);
  }
  return result;
}

/**
 * Page-wide rules: a visible focus ring on every control reached by keyboard, and, when the system
 * asks for reduced motion, no animation or transition anywhere (CSS ones included).
 */
export const focusAndMotionStyles = (theme: Theme) => ({
  '.MuiButtonBase-root.Mui-focusVisible, a:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible': {
    outline: `3px solid ${alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.85 : 0.6)}`,
    outlineOffset: 2,
  },
  // Inside the scrolling tab bar a ring outside the tab would be cut off.
  '.MuiTab-root.Mui-focusVisible': { outlineOffset: -3 },
  [`@media ${REDUCED_MOTION_QUERY}`]: {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
});
