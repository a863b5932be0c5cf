import type { TeacherAnalytics } from '../../api/teacher-api';
import { teacherTexts } from '../../i18n/teacher';

const tips = teacherTexts.analytics.tips;

/** Below these the tab suggests what to improve. */
export const TIP_THRESHOLDS = { enrollmentRate: 20, completionRate: 50, minReviews: 5, rating: 3.5, activeShare: 0.5 } as const;

/** The performance tips that fit the teacher's figures; one encouraging tip when nothing stands out. */
export function performanceTips(analytics: TeacherAnalytics): string[] {
  const { overview, contentStats, ratings } = analytics;
  if (overview.totalContent === 0) return [tips.noContent];
  const found: string[] = [];
  if (contentStats.totalViews > 0 && contentStats.enrollmentRate < TIP_THRESHOLDS.enrollmentRate) found.push(tips.lowEnrollment);
  if (contentStats.totalEnrollments > 0 && contentStats.completionRate < TIP_THRESHOLDS.completionRate) found.push(tips.lowCompletion);
  if (contentStats.totalEnrollments > 0 && ratings.totalReviews < TIP_THRESHOLDS.minReviews) found.push(tips.fewReviews);
  if (ratings.totalReviews > 0 && ratings.averageRating < TIP_THRESHOLDS.rating) found.push(tips.lowRating);
  if (overview.totalStudents > 0 && overview.activeStudents < overview.totalStudents * TIP_THRESHOLDS.activeShare) found.push(tips.inactive);
  return found.length > 0 ? found : [tips.allGood];
}
