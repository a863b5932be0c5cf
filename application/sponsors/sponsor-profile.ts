import { UserNotFoundError } from '../accounts/auth/auth.errors';
import type { Transaction } from '../ports/unit-of-work.port';
import type { SponsorProfileRecord } from './sponsor.repository.port';

export async function findSponsorProfile(tx: Transaction, sponsorId: number): Promise<SponsorProfileRecord> {
  const profile = await tx.sponsors.profile(sponsorId);
  if (!profile) throw new UserNotFoundError();
  return profile;
}
