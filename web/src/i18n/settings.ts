/**
 * Texts of the settings every role has (English): the saved preferences and Change Password. The
 * labels the spec names for the student's settings (notifications, sound, theme) are in game.ts.
 */

export const settingsTexts = {
  apiErrors: {
    load: 'Your settings could not be loaded.',
    save: 'Your settings could not be saved. Please try again.',
    changePassword: 'Your password could not be changed. Please try again.',
  },

  preferences: {
    title: 'Preferences',
    intro: 'Saved to your account: they follow you to every device you sign in on.',
    loading: 'Loading your settings...',
    retry: 'Try again',
    language: 'Language',
    languages: { en: 'English' } as Record<string, string>,
  },

  changePassword: {
    title: 'Change password',
    intro: 'You stay signed in here; every other device signed in to your account is signed out.',
    current: 'Current password',
    next: 'New password',
    confirm: 'Confirm new password',
    cancel: 'Cancel',
    submit: 'Change password',
    submitting: 'Changing...',
    done: (endedSessions: number) =>
      endedSessions === 0
        ? 'Your password was changed.'
        : `Your password was changed. ${endedSessions} other sign-in${endedSessions === 1 ? ' was' : 's were'} ended.`,
  },
} as const;

export type SettingsTexts = typeof settingsTexts;
