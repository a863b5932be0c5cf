import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { settingsApi, type UserSettings, type UserSettingsChanges } from '../api/settings-api';
import { useAuth } from '../auth/auth-context';
import { useThemeMode } from '../theme-mode';
import { UserSettingsContext, type SettingsStatus, type UserSettingsValue } from './settings-context';

/**
 * Loads the signed-in user's settings after sign-in (and after a reload) and applies them: the
 * theme at once. Settings live on the server, so they follow the user to every device.
 */
export function UserSettingsProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { setMode } = useThemeMode();
  const userId = user?.id ?? null;
  const [settings, setSettings] = useState<UserSettings | null>(null);
  const [status, setStatus] = useState<SettingsStatus>('signed-out');
  const [attempt, setAttempt] = useState(0);
  // What the server last confirmed, so a refused change can be put back.
  const confirmed = useRef<UserSettings | null>(null);

  useEffect(() => {
    setSettings(null);
    confirmed.current = null;
    if (userId === null) {
      setStatus('signed-out');
      return;
    }
    setStatus('loading');
    let current = true;
    settingsApi
      .mine()
      .then((loaded) => {
        if (!current) return;
        confirmed.current = loaded;
        setSettings(loaded);
        setStatus('ready');
        setMode(loaded.theme);
      })
      .catch(() => {
        // The device keeps its own look meanwhile.
        if (current) setStatus('failed');
      });
    return () => {
      current = false;
    };
  }, [userId, attempt, setMode]);

  const save = useCallback(
    async (changes: UserSettingsChanges) => {
      setSettings((shown) => shown && { ...shown, ...changes });
      if (changes.theme) setMode(changes.theme);
      try {
        const saved = await settingsApi.save(changes);
        confirmed.current = saved;
        setSettings(saved);
        setMode(saved.theme);
        return saved;
      } catch (error) {
        const before = confirmed.current;
        setSettings(before);
        if (before && changes.theme) setMode(before.theme);
        throw error;
      }
    },
    [setMode],
  );

  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  const value = useMemo<UserSettingsValue>(() => ({ settings, status, save, reload }), [settings, status, save, reload]);
  return <UserSettingsContext.Provider value={value}>{children}</UserSettingsContext.Provider>;
}
