import type { PasswordRule } from '../../../domain/accounts/password-rules';

/**
 * Texts of a new account's first steps (English): the password checklist of the registration form
 * and the student's first-visit welcome.
 */
export const onboardingTexts = {
  passwordRules: {
    title: 'Your password needs',
    rules: {
      length: '8 or more characters',
      uppercase: 'An uppercase letter (A–Z)',
      lowercase: 'A lowercase letter (a–z)',
      digit: 'A number (0–9)',
      special: 'A symbol or space, such as ! or -',
    } satisfies Record<PasswordRule, string>,
    met: 'done',
    notMet: 'not yet',
  },

  welcome: {
    title: (name: string) => `Welcome to QuestLearn, ${name}!`,
    intro: 'Three things to know before your first quest:',
    chestTitle: 'The daily chest',
    chestText: 'Open it once a day from Quick actions on your Dashboard. It holds tokens or a crafting material, and a new one is ready after midnight, your time.',
    xpTitle: 'XP and levels',
    xpText: (perLevel: number, login: number, video: number, quiz: number, course: number) =>
      `Every ${perLevel} XP is a new level, and levels raise your rank. You earn ${login} XP for your first visit each day, ${video} for a video, ${quiz} for a quiz and ${course} for a finished course; a login streak adds a bonus.`,
    coursesTitle: 'Where the courses are',
    coursesText: 'Find courses under Browse Content. The ones you join wait for you under My Courses.',
    browse: 'Browse courses',
    start: 'Start my quest',
  },
} as const;

export type OnboardingTexts = typeof onboardingTexts;
