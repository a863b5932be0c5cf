import { learningHours } from '../../domain/sponsors/sponsorship';
import type { UnitOfWork } from '../ports/unit-of-work.port';

export interface SponsorStats {
  studentsSupported: number;
  contentSponsored: number;
  /** Hours with one decimal. */
  learningHoursEnabled: number;
  /** Dollars. */
  totalDonated: number;
}

/** GET /sponsors/stats: the dashboard's figures, counted from the pledges and the enrollments they paid for. */
export class GetSponsorStatsUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(query: { sponsorId: number }): Promise<SponsorStats> {
    return this.unitOfWork.run(async (tx) => {
      const totals = await tx.sponsors.totals(query.sponsorId);
      return {
        studentsSupported: totals.studentsSupported,
        contentSponsored: totals.contentSponsored,
        learningHoursEnabled: learningHours(totals.learningSeconds),
        totalDonated: totals.totalDonated,
      };
    });
  }
}
