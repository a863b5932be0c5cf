import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { SponsorProfileRecord } from './sponsor.repository.port';
import { findSponsorProfile } from './sponsor-profile';

/** GET /sponsors/me: the profile and the total pledged, in dollars. */
export class GetSponsorProfileUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(query: { sponsorId: number }): Promise<SponsorProfileRecord> {
    return this.unitOfWork.run((tx) => findSponsorProfile(tx, query.sponsorId));
  }
}
