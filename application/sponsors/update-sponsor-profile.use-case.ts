import { tidySponsorProfile } from '../../domain/sponsors/sponsor-profile';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { SponsorProfileChanges, SponsorProfileRecord } from './sponsor.repository.port';
import { findSponsorProfile } from './sponsor-profile';

/** PUT /sponsors/me: company name, contact person, website and description; an empty text clears its field. */
export class UpdateSponsorProfileUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { sponsorId: number; changes: SponsorProfileChanges }): Promise<SponsorProfileRecord> {
    return this.unitOfWork.run(async (tx) => {
      const changes = tidySponsorProfile(command.changes);
      if (Object.keys(changes).length > 0) await tx.sponsors.saveProfile(command.sponsorId, changes);
      return findSponsorProfile(tx, command.sponsorId);
    });
  }
}
