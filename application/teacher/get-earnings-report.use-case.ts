import { resolveTimeZone } from '../../domain/shared/calendar';
import { recentMonths } from '../../domain/teacher/earnings-month';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { findTeacher } from './teacher-access';

const EARNINGS_REPORT_MONTHS = 12;

/** GET /analytics/teacher/earnings-report: totals, the last 12 months in the teacher's time zone, and the earning content. */
export interface EarningsReport {
  timeZone: string;
  total: number;
  thisMonth: number;
  months: Array<{ month: string; tokens: number; sales: number }>;
  byContent: Array<{ contentId: number; title: string; tokenPrice: number; tokensEarned: number }>;
}

export class GetEarningsReportUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(query: { teacherId: number }): Promise<EarningsReport> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const teacher = await findTeacher(tx, query.teacherId);
      const timeZone = resolveTimeZone(teacher.timeZone);
      const months = recentMonths(now, timeZone, EARNINGS_REPORT_MONTHS);
      const [earned, figures] = await Promise.all([tx.teacherFigures.earnings(query.teacherId, months), tx.teacherFigures.contentFigures(query.teacherId)]);
      return {
        timeZone,
        total: teacher.totalEarnings,
        thisMonth: earned[earned.length - 1].tokens,
        months: months.map((month, index) => ({ month: month.month, tokens: earned[index].tokens, sales: earned[index].sales })),
        byContent: figures
          .filter((item) => item.tokensEarned > 0)
          .sort((a, b) => b.tokensEarned - a.tokensEarned || b.id - a.id)
          .map((item) => ({ contentId: item.id, title: item.title, tokenPrice: item.tokenPrice, tokensEarned: item.tokensEarned })),
      };
    });
  }
}
