/** Study minutes that make a full day, and the bar's ceiling until the daily goal is done. */
export const DAILY_STUDY_MINUTES_FOR_FULL_BAR = 60;
export const TODAY_PROGRESS_CAP_UNTIL_GOAL = 75;

/** Today's progress bar: 100 when the daily goal is done, else the lesser of 75 and minutes / 60 as a percent. */
export function todayProgressPercent(dailyGoalCompleted: boolean, dailyStudyMinutes: number): number {
  if (dailyGoalCompleted) return 100;
  const minutes = Number.isFinite(dailyStudyMinutes) ? Math.max(0, dailyStudyMinutes) : 0;
  return Math.min(TODAY_PROGRESS_CAP_UNTIL_GOAL, (minutes / DAILY_STUDY_MINUTES_FOR_FULL_BAR) * 100);
}
