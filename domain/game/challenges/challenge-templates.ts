import type { Period } from '../../shared/calendar';

/** Activity counted over one period (kept per local day and summed over the period). */
export type PeriodCounters = {
  studyMinutes: number;
  videosWatched: number;
  quizzesCompleted: number;
  coursesCompleted: number;
  loginDays: number;
};

export const EMPTY_PERIOD_COUNTERS: PeriodCounters = { studyMinutes: 0, videosWatched: 0, quizzesCompleted: 0, coursesCompleted: 0, loginDays: 0 };

export type GoalTemplate = {
  id: string;
  title: string;
  icon: string;
  unit: string;
  target: number;
  xpReward: number;
  counter: keyof PeriodCounters;
};

export type BonusTemplate = { id: string; title: string; icon: string; xpReward: number };

/** Goals per period (PRODUCT.md, Challenges). */
export const CHALLENGE_TEMPLATES: Readonly<Record<Period, readonly GoalTemplate[]>> = {
  daily: [
    { id: 'daily-study', title: 'Study for 30 minutes', icon: '📚', unit: 'minutes', target: 30, xpReward: 25, counter: 'studyMinutes' },
    { id: 'daily-videos', title: 'Watch 2 videos', icon: '🎬', unit: 'videos', target: 2, xpReward: 20, counter: 'videosWatched' },
    { id: 'daily-quiz', title: 'Complete 1 quiz', icon: '📝', unit: 'quizzes', target: 1, xpReward: 30, counter: 'quizzesCompleted' },
  ],
  weekly: [
    { id: 'weekly-study', title: 'Study for 150 minutes', icon: '📚', unit: 'minutes', target: 150, xpReward: 120, counter: 'studyMinutes' },
    { id: 'weekly-videos', title: 'Watch 10 videos', icon: '🎬', unit: 'videos', target: 10, xpReward: 100, counter: 'videosWatched' },
    { id: 'weekly-quizzes', title: 'Complete 5 quizzes', icon: '📝', unit: 'quizzes', target: 5, xpReward: 120, counter: 'quizzesCompleted' },
    { id: 'weekly-logins', title: 'Log in on 5 days', icon: '📅', unit: 'days', target: 5, xpReward: 100, counter: 'loginDays' },
  ],
  monthly: [
    { id: 'monthly-study', title: 'Study for 600 minutes', icon: '📚', unit: 'minutes', target: 600, xpReward: 400, counter: 'studyMinutes' },
    { id: 'monthly-videos', title: 'Watch 40 videos', icon: '🎬', unit: 'videos', target: 40, xpReward: 300, counter: 'videosWatched' },
    { id: 'monthly-quizzes', title: 'Complete 20 quizzes', icon: '📝', unit: 'quizzes', target: 20, xpReward: 400, counter: 'quizzesCompleted' },
    { id: 'monthly-courses', title: 'Complete 2 courses', icon: '🎓', unit: 'courses', target: 2, xpReward: 500, counter: 'coursesCompleted' },
  ],
};

/** The bonus for finishing every goal of a period. */
export const CHALLENGE_BONUSES: Readonly<Record<Period, BonusTemplate>> = {
  daily: { id: 'daily-bonus', title: 'Daily bonus: all goals done', icon: '🎁', xpReward: 50 },
  weekly: { id: 'weekly-bonus', title: 'Weekly bonus: all goals done', icon: '🏆', xpReward: 200 },
  monthly: { id: 'monthly-bonus', title: 'Monthly bonus: all goals done', icon: '👑', xpReward: 600 },
};

/** The template of a goal id within a period, or undefined when the id is not one of its goals. */
export function findGoalTemplate(period: Period, goalId: string): GoalTemplate | undefined {
  return CHALLENGE_TEMPLATES[period].find((goal) => goal.id === goalId);
}
