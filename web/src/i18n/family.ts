/**
 * Texts of the student's side of the family link (English): the 'Parents' section of Settings and
 * the 'Goals from your parents' card of the dashboard.
 */

import { formatCount, formatInteger, formatXp } from './format';

const plural = formatCount;

export const familyTexts = {
  /** Fallbacks when the server sends no message. */
  apiErrors: {
    parents: 'Failed to load your parents',
    accept: 'Failed to accept the request',
    decline: 'Failed to decline the request',
    remove: 'Failed to remove the parent',
    linkCode: 'Failed to make a link code',
    goals: 'Failed to load the goals from your parents',
  },

  parents: {
    title: 'Parents',
    intro: 'A parent sees your progress, your wishlist and can send you tokens only after you agree.',
    loading: 'Loading your parents...',
    connected: 'Connected parents',
    empty: 'No parent is connected yet.',
    since: (date: string) => `Connected since ${date}`,
    remove: 'Remove',
    removeOf: (name: string) => `Remove ${name}`,
    removeQuestion: (name: string) => `Remove ${name}? They will no longer see your progress or your wishlist.`,
    removed: (name: string) => `${name} was removed`,
    cancel: 'Cancel',
    requests: 'Requests from parents',
    noRequests: 'No requests waiting.',
    requestedOn: (date: string) => `Asked on ${date}`,
    accept: 'Accept',
    acceptOf: (name: string) => `Accept the request of ${name}`,
    decline: 'Decline',
    declineOf: (name: string) => `Decline the request of ${name}`,
    accepted: (name: string) => `${name} is now connected`,
    declined: (name: string) => `You declined the request of ${name}`,
  },

  linkCode: {
    title: 'Give a parent a link code',
    hint: 'Your parent types this code in their Connect Child dialog; it connects them at once. A new code replaces the old one.',
    make: 'Get a link code',
    makeNew: 'Get a new code',
    making: 'Making a code...',
    codeLabel: 'Your link code',
    copy: 'Copy code',
    copied: 'Link code copied',
    copyFailed: 'Copy failed',
    expiresIn: (time: string) => `Expires in ${time}`,
    expired: 'This code has expired. Get a new one.',
  },

  goals: {
    title: 'Goals from your parents',
    listLabel: 'Goals set by your parents',
    kinds: {
      study_minutes: 'Study minutes',
      courses_completed: 'Courses completed',
      quizzes_completed: 'Quizzes completed',
      videos_watched: 'Videos watched',
      xp: 'XP',
      custom: 'Custom goal',
    } as Record<string, string>,
    target: (target: number, kind: string) => {
      switch (kind) {
        case 'study_minutes':
          return `Target: ${plural(target, 'minute', 'minutes')}`;
        case 'courses_completed':
          return `Target: ${plural(target, 'course', 'courses')}`;
        case 'quizzes_completed':
          return `Target: ${plural(target, 'quiz', 'quizzes')}`;
        case 'videos_watched':
          return `Target: ${plural(target, 'video', 'videos')}`;
        case 'xp':
          return `Target: ${formatXp(target)}`;
        default:
          return `Target: ${formatInteger(target)}`;
      }
    },
    due: (date: string) => `Due ${date}`,
    noDueDate: 'No due date',
    from: (name: string) => `From ${name}`,
    completed: 'Completed',
    completedOn: (date: string) => `Completed on ${date}`,
    open: 'In progress',
  },
};

export type FamilyTexts = typeof familyTexts;
