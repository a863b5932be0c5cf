import { changeSettings, DEFAULT_USER_SETTINGS, isLanguage, isTheme, settingsOrDefaults, type UserSettings } from './user-settings';

const saved: UserSettings = { pushNotifications: false, soundEffects: false, theme: 'dark', language: 'en' };

describe('user settings', () => {
  it('defaults to notifications and sound on, the light theme and English (spec: both toggles on, theme light)', () => {
    expect(settingsOrDefaults(null)).toEqual({ pushNotifications: true, soundEffects: true, theme: 'light', language: 'en' });
  });

  it('answers what was saved once something was', () => {
    expect(settingsOrDefaults(saved)).toEqual(saved);
  });

  it.each([
    [{}, DEFAULT_USER_SETTINGS],
    [{ theme: 'dark' as const }, { ...DEFAULT_USER_SETTINGS, theme: 'dark' }],
    [{ soundEffects: false }, { ...DEFAULT_USER_SETTINGS, soundEffects: false }],
    [{ pushNotifications: false, theme: 'dark' as const }, { ...DEFAULT_USER_SETTINGS, pushNotifications: false, theme: 'dark' }],
  ])('a partial change %j keeps every field it leaves out', (changes, expected) => {
    expect(changeSettings(settingsOrDefaults(null), changes)).toEqual(expected);
  });

  it('a false value is a change, not a missing one', () => {
    expect(changeSettings({ ...saved, soundEffects: true }, { soundEffects: false }).soundEffects).toBe(false);
  });

  it.each([
    ['light', true],
    ['dark', true],
    ['Dark', false],
    ['sepia', false],
    [null, false],
  ])('theme %j is known: %s', (value, known) => {
    expect(isTheme(value)).toBe(known);
  });

  it.each([
    ['en', true],
    ['fr', false],
    ['', false],
  ])('language %j is offered: %s', (value, offered) => {
    expect(isLanguage(value)).toBe(offered);
  });
});
