import { createTheme, type Theme } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { withPhoneLayout } from './theme-phone';

export const brand = {
  purple: '#5b3fd6',
  violet: '#7c4dff',
  teal: '#00a6c7',
  /** The teal for text and filled controls: white on it, and it on white, meet WCAG AA. */
  deepTeal: '#00738b',
  gold: '#f5b301',
  ink: '#1d1742',
  // White text stays at WCAG AA (4.5:1 or more) on every stop.
  gradient: 'linear-gradient(135deg, #5b3fd6 0%, #6a3df0 45%, #00738b 100%)',
  softGradient: 'linear-gradient(160deg, #efeafe 0%, #f4f2fb 40%, #e3f6fb 100%)',
} as const;

/**
 * The product theme: react-admin's default theme with the QuestLearn colours, so the role
 * dashboards and the react-admin screens look like one product. Pass it to `<Admin theme>`.
 */
export const questLearnTheme: RaThemeOptions = deepmerge(defaultTheme, {
  palette: {
    mode: 'light',
    primary: { main: brand.purple, light: '#8b74ff', dark: '#3e27a6', contrastText: '#ffffff' },
    secondary: { main: brand.deepTeal, light: brand.teal, dark: '#005a6d', contrastText: '#ffffff' },
    warning: { main: '#9a5b00', contrastText: '#ffffff' },
    info: { main: '#0277bd', contrastText: '#ffffff' },
    background: { default: '#f4f2fb', paper: '#ffffff' },
    text: { primary: brand.ink },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontWeight: 800 },
    h2: { fontWeight: 800 },
    h3: { fontWeight: 800 },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiTextField: { defaultProps: { variant: 'outlined', margin: 'normal', size: 'medium' } },
    MuiFormControl: { defaultProps: { variant: 'outlined' } },
    MuiButton: {
      styleOverrides: {
        root: { borderRadius: 10 },
      },
    },
    MuiLink: {
      styleOverrides: {
        // The page-wide focus ring (theme-access.ts) follows the link's rounded corners.
        root: { '&:focus-visible': { borderRadius: 4 } },
      },
    },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
  },
} as RaThemeOptions);

export type ThemeMode = 'light' | 'dark';

/** The dark variant: the same brand, lighter accents on deep violet surfaces. */
const darkPalette = {
  palette: {
    mode: 'dark',
    primary: { main: '#a08cff', light: '#c4b8ff', dark: '#6f58e0', contrastText: '#14112b' },
    secondary: { main: '#4fd0ea', light: '#8fe4f3', dark: '#0a9ab8', contrastText: '#0b1f26' },
    error: { main: '#f44336', contrastText: 'rgba(0, 0, 0, 0.87)' },
    warning: { main: '#ffa726', contrastText: 'rgba(0, 0, 0, 0.87)' },
    info: { main: '#29b6f6', contrastText: 'rgba(0, 0, 0, 0.87)' },
    background: { default: '#14112b', paper: '#1e1a3b' },
    text: { primary: '#eeebff', secondary: 'rgba(238, 235, 255, 0.72)' },
  },
};

const themes: Record<ThemeMode, Theme> = {
  light: createTheme(withPhoneLayout(questLearnTheme)),
  dark: createTheme(withPhoneLayout(deepmerge(questLearnTheme, darkPalette))),
};

export const themeFor = (mode: ThemeMode): Theme => themes[mode];
