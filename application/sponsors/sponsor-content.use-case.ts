import { isEnrollable } from '../../domain/content/content-access';
import { tokenPoolFor } from '../../domain/sponsors/sponsorship';
import { ContentNotFoundError } from '../content/content.errors';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { findSponsorProfile } from './sponsor-profile';
import type { SponsoredContentRecord } from './sponsor.repository.port';

export interface PledgeResult {
  sponsorship: SponsoredContentRecord;
  totalDonated: number;
}

/**
 * POST /sponsors/sponsor-content: pledges whole dollars to a content in the catalogue. No payment is
 * taken; the pledge is recorded as donated and its pool (10 tokens a dollar) pays for enrollments
 * in that content while it lasts. The amount's bounds are checked by the request's DTO.
 */
export class SponsorContentUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { sponsorId: number; contentId: number; amountDollars: number }): Promise<PledgeResult> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const content = await tx.contentItems.getForEnrollment(command.contentId);
      if (!content || !isEnrollable(content)) throw new ContentNotFoundError();
      const id = await tx.sponsors.pledge({
        sponsorId: command.sponsorId,
        contentId: content.id,
        amountDollars: command.amountDollars,
        tokenPool: tokenPoolFor(command.amountDollars),
        at: now,
      });
      const [[sponsorship], profile] = await Promise.all([tx.sponsors.sponsoredContent(command.sponsorId, id), findSponsorProfile(tx, command.sponsorId)]);
      return { sponsorship, totalDonated: profile.totalDonated };
    });
  }
}
