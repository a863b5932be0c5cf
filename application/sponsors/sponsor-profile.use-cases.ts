import { tidySponsorProfile } from '../../domain/sponsors/sponsor-profile';
import { UserNotFoundError } from '../auth/auth.errors';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import type { SponsorProfileChanges, SponsorProfileRecord } from './sponsor.repository.port';

export async function findSponsorProfile(tx: Transaction, sponsorId: number): Promise<SponsorProfileRecord> {
  const profile = await tx.sponsors.profile(sponsorId);
  if (!profile) throw new UserNotFoundError();
  return profile;
}

/** GET /sponsors/me: the profile and the total pledged, in dollars. */
export class GetSponsorProfileUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(query: { sponsorId: number }): Promise<SponsorProfileRecord> {
    return this.unitOfWork.run((tx) => findSponsorProfile(tx, query.sponsorId));
  }
}

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
