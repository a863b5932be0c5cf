/**
 * A user's preferences, kept on the server so they follow the user to every device. Every role has
 * them. The spec's defaults: push notifications and sound effects on, the light theme.
 */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The languages the app speaks. */
export const LANGUAGES = ['en'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface UserSettings {
  pushNotifications: boolean;
  soundEffects: boolean;
  theme: Theme;
  language: Language;
}

export type UserSettingsChanges = Partial<UserSettings>;

export const DEFAULT_USER_SETTINGS: Readonly<UserSettings> = Object.freeze({
  pushNotifications: true,
  soundEffects: true,
  theme: 'light',
  language: 'en',
});

export const isTheme = (value: unknown): value is Theme => typeof value === 'string' && (THEMES as readonly string[]).includes(value);
export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The settings of a user who never saved any are the defaults. */
export function settingsOrDefaults(saved: UserSettings | null): UserSettings {
  return saved ? { ...saved } : { ...DEFAULT_USER_SETTINGS };
}

/** The settings after a partial change: a field left out keeps its value. */
export function changeSettings(current: UserSettings, changes: UserSettingsChanges): UserSettings {
  return {
    pushNotifications: changes.pushNotifications ?? current.pushNotifications,
    soundEffects: changes.soundEffects ?? current.soundEffects,
    theme: changes.theme ?? current.theme,
    language: changes.language ?? current.language,
  };
}
