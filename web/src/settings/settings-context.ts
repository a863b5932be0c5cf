import { createContext, useContext } from 'react';
import type { UserSettings, UserSettingsChanges } from '../api/settings-api';

export type SettingsStatus = 'signed-out' | 'loading' | 'ready' | 'failed';

export interface UserSettingsValue {
  /** The user's saved settings; null while they load, when they failed, or when nobody is signed in. */
  settings: UserSettings | null;
  status: SettingsStatus;
  /** Saves the changes (shown at once, put back when the server refuses) and answers what was saved. */
  save(changes: UserSettingsChanges): Promise<UserSettings>;
  reload(): void;
}

const signedOut: UserSettingsValue = {
  settings: null,
  status: 'signed-out',
  save: () => Promise.reject(new Error('Nobody is signed in')),
  reload: () => undefined,
};

export const UserSettingsContext = createContext<UserSettingsValue>(signedOut);

export const useUserSettings = () => useContext(UserSettingsContext);
