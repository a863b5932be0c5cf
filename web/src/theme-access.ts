import type { Theme } from '@mui/material/styles';

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
 * The focus ring of a control reached by keyboard: two colours, so that one of them stands out
 * (3:1 or more, WCAG 1.4.11) on any background, the brand gradient included: a band of white (black
 * in the dark theme) next to the control and a solid ring of the accent colour around it.
 */
const focusRing = (theme: Theme) => ({
  outline: `3px solid ${theme.palette.primary.main}`,
  outlineOffset: 2,
  boxShadow: `0 0 0 2px ${theme.palette.mode === 'dark' ? '#000' : '#fff'}`,
});

/**
 * Page-wide rules: a visible focus ring on every control reached by keyboard, and, when the system
 * asks for reduced motion, no animation or transition anywhere (CSS ones included).
 */
export const focusAndMotionStyles = (theme: Theme) => ({
  '.MuiButtonBase-root.Mui-focusVisible, a:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible': focusRing(theme),
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
