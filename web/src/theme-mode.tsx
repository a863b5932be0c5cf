import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider } from '@mui/material/styles';
import { readStored, STORAGE_KEYS, writeStored } from './api/storage';
import { themeFor, type ThemeMode } from './theme';
import { focusAndMotionStyles, REDUCED_MOTION_QUERY, withoutMotion } from './theme-access';

interface ThemeModeValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
}

const ThemeModeContext = createContext<ThemeModeValue>({ mode: 'light', setMode: () => undefined });

const isMode = (value: unknown): value is ThemeMode => value === 'light' || value === 'dark';

/** The look /theme.js put on <html> before the page painted (this device's last one); light by default. */
function startingMode(): ThemeMode {
  const marked = document.documentElement.getAttribute('data-theme');
  if (isMode(marked)) return marked;
  const stored = readStored(STORAGE_KEYS.theme);
  return isMode(stored) ? stored : 'light';
}

/**
 * The light or dark look. It starts as this device last showed it, so nothing flashes; a change
 * is kept on the device for the next page load (the user's saved settings apply it after sign-in).
 */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(startingMode);
  const setMode = useCallback((next: ThemeMode) => {
    setModeState(next);
    document.documentElement.setAttribute('data-theme', next);
    writeStored(STORAGE_KEYS.theme, next);
  }, []);
  const value = useMemo(() => ({ mode, setMode }), [mode, setMode]);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, { noSsr: true });
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={reducedMotion ? withoutMotion(themeFor(mode)) : themeFor(mode)}>
        <CssBaseline />
        <GlobalStyles styles={focusAndMotionStyles} />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export const useThemeMode = () => useContext(ThemeModeContext);
