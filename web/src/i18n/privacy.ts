/**
 * Texts of the account's privacy (English): the Privacy section of every role's Settings, the
 * Privacy settings dialog, deleting the account and the screen a sign-in meets while the account
 * waits for its deletion. The buttons' names are the spec's (game.ts: Privacy Settings, Help Center,
 * Privacy Policy, Terms of Service).
 */

import { formatLongDate as longDate } from './format';

/** '15 March 2040' (in the reader's locale), or the text as it came when it is no date. */
export const formatLongDate = (iso: string): string => longDate(iso) || iso;

export const privacyTexts = {
  apiErrors: {
    download: 'Your data could not be downloaded. Please try again.',
    schedule: 'Your account could not be deleted. Please try again.',
    keep: 'Your account could not be kept. Please try again.',
    deletion: 'Failed to load the state of your account',
    optOut: 'Failed to save your leaderboard choice',
    parents: 'Failed to load your parents',
    removeParent: 'Failed to remove the parent',
  },

  panel: {
    title: 'Privacy and your data',
    intro: 'What QuestLearn keeps about you is yours to see, take with you and delete.',
    privacySettings: 'Privacy Settings',
    download: 'Download my data',
    downloading: 'Preparing your file...',
    downloaded: (fileName: string) => `Your data was saved as ${fileName}`,
    helpCenter: 'Help Center',
    privacyPolicy: 'Privacy Policy',
    termsOfService: 'Terms of Service',
  },

  dialog: {
    title: 'Privacy Settings',
    close: 'Close',
    leaderboardTitle: 'Leaderboards',
    leaderboardOptOut: 'Hide me from the public leaderboards',
    leaderboardHint: 'Other students see your username, first name, last initial and avatar on a board, never your e-mail. Hidden, you are on no board, not even your class board.',
    hidden: 'You are hidden from the leaderboards',
    shown: 'You are on the leaderboards again',
    parentsTitle: 'Parents who can see your progress',
    parentsHint: 'A parent sees your progress, your wishlist and can send you tokens only after you agreed. Remove a parent and their access ends at once.',
    noParents: 'No parent is connected to your account.',
    loadingParents: 'Loading your parents...',
    remove: 'Remove',
    removeOf: (name: string) => `Remove ${name}`,
    confirmRemove: (name: string) => `Remove ${name}? They will no longer see your progress or your wishlist.`,
    confirm: 'Remove',
    cancel: 'Cancel',
    removed: (name: string) => `${name} was removed`,
    dataTitle: 'Your data',
    dataHint: 'One JSON file with everything QuestLearn keeps about you: your account, progress, tokens and their history, items, courses, classes, wishlist and family links.',
    deleteTitle: 'Delete my account',
    deleteHint: (days: number) => `Your account is deleted ${days} days after you ask. Until then, signing in again lets you keep it.`,
    deleteButton: 'Delete my account...',
  },

  deletion: {
    title: 'Delete your account?',
    intro: (days: number) =>
      `You are signed out everywhere at once and hidden from the leaderboards. In ${days} days your name, e-mail, profile, wishlist, family links and class places are erased for good.`,
    keepHint: 'Changed your mind? Sign in again before then and choose Keep my account.',
    ledgerHint: 'Token and XP records stay without your name, so the teachers and parents you dealt with keep correct balances.',
    downloadFirst: 'You may want to download your data first.',
    password: 'Your password',
    passwordHint: 'Type your password to confirm it is you.',
    passwordRequired: 'Type your password to confirm',
    cancel: 'Cancel',
    submit: 'Delete my account',
    submitting: 'Deleting...',
    scheduledTitle: 'Your account will be deleted',
    scheduled: (date: string) => `Your account will be erased on ${date}. You have been signed out on every device.`,
    signOut: 'OK',
  },

  pending: {
    title: 'Your account is waiting to be deleted',
    when: (date: string) => `It will be erased on ${date}. Until then nobody sees you on the leaderboards and nothing else can be done with it.`,
    question: 'Do you want to keep your account?',
    keep: 'Keep my account',
    keeping: 'Keeping your account...',
    kept: 'Welcome back! Your account is yours again.',
    download: 'Download my data',
    signOut: 'Sign out',
  },
} as const;
