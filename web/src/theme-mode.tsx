import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { themeFor, type ThemeMode } from './theme';

interface ThemeModeValue {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
}

const ThemeModeContext = createContext<ThemeModeValue>({ mode: 'light', setMode: () => undefined });

/** The light or dark look, light by default; the choice lasts until the page is reloaded (settings are not saved). */
export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>('light');
  const value = useMemo(() => ({ mode, setMode }), [mode]);
  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={themeFor(mode)}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export const useThemeMode = () => useContext(ThemeModeContext);
