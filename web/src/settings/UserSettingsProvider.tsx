import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsApi, type UserSettings, type UserSettingsChanges } from '../api/settings-api';
import { useAuth } from '../auth/auth-context';
import { setSettingsLanguage } from '../i18n/format';
import { useThemeMode } from '../theme-mode';
import { UserSettingsContext, type SettingsStatus, type UserSettingsValue } from './settings-context';

/** The signed-in user's settings in the query cache. */
export const settingsKey = (userId: number | null) => ['account', 'settings', userId] as const;

/**
 * Loads the signed-in user's settings after sign-in (and after a reload) and applies them: the
 * theme at once, the language for dates and numbers (i18n/format.ts). Settings live on the server, so they follow the user to every device.
 */
export function UserSettingsProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { setMode } = useThemeMode();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const key = useMemo(() => settingsKey(userId), [userId]);
  // What the server last confirmed, so a refused change can be put back.
  const confirmed = useRef<UserSettings | null>(null);

  const query = useQuery({
    queryKey: key,
    queryFn: async () => {
      const loaded = await settingsApi.mine();
      confirmed.current = loaded;
      setMode(loaded.theme);
      setSettingsLanguage(loaded.language);
      return loaded;
    },
    enabled: userId !== null,
    // A failure shows at once: the device keeps its own look meanwhile.
    retry: false,
  });

  const { mutateAsync } = useMutation({
    mutationFn: (changes: UserSettingsChanges) => settingsApi.save(changes),
    // Shown at once, put back when the server refuses.
    onMutate: (changes) => {
      queryClient.setQueryData<UserSettings>(key, (shown) => shown && { ...shown, ...changes });
      if (changes.theme) setMode(changes.theme);
    },
    onSuccess: (saved) => {
      confirmed.current = saved;
      setSettingsLanguage(saved.language);
      queryClient.setQueryData(key, saved);
      setMode(saved.theme);
    },
    onError: (_error, changes) => {
      const before = confirmed.current;
      if (before) queryClient.setQueryData(key, before);
      if (before && changes.theme) setMode(before.theme);
    },
  });

  const save = useCallback((changes: UserSettingsChanges) => mutateAsync(changes), [mutateAsync]);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  const settings = userId === null ? null : (query.data ?? null);
  const status: SettingsStatus = userId === null ? 'signed-out' : query.data ? 'ready' : query.isError && !query.isFetching ? 'failed' : 'loading';
  const value = useMemo<UserSettingsValue>(() => ({ settings, status, save, reload }), [settings, status, save, reload]);
  return <UserSettingsContext.Provider value={value}>{children}</UserSettingsContext.Provider>;
}
