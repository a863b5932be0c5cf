import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { SponsoredContentRecord } from './sponsor.repository.port';

/** GET /sponsors/sponsored-content: every pledge of the sponsor, newest first, with what is left of its pool. */
export class ListSponsoredContentUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(query: { sponsorId: number }): Promise<SponsoredContentRecord[]> {
    return this.unitOfWork.run((tx) => tx.sponsors.sponsoredContent(query.sponsorId));
  }
}
