export type AnalyticsInput = { currentStreak: number; videosWatched: number; quizzesCompleted: number; level: number };
export type AnalyticsBars = { studyConsistency: number; learningActivity: number; gamingProgress: number };

const percent = (value: number) => (Number.isFinite(value) ? Math.round(Math.min(100, Math.max(0, value))) : 0);

/**
 * The analytics bars, whole percents capped at 100: study consistency is streak / 30, learning
 * activity 10 % per video or quiz, gaming progress level / 50.
 */
export function analyticsBars(input: AnalyticsInput): AnalyticsBars {
  return {
    studyConsistency: percent((input.currentStreak / 30) * 100),
    learningActivity: percent((input.videosWatched + input.quizzesCompleted) * 10),
    gamingProgress: percent((input.level / 50) * 100),
  };
}
