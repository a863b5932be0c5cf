import { UserNotFoundError } from './auth/auth.errors';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { toPublicUser, type PublicUser, type UserProfiles } from './user.record';

export class GetCurrentUserUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  async execute(query: { userId: number; withProfiles: boolean }): Promise<PublicUser & Partial<UserProfiles> & { deletionScheduledFor: Date | null }> {
    return this.unitOfWork.run(async (tx) => {
      const user = await tx.users.findById(query.userId);
      if (!user) throw new UserNotFoundError();
      const profiles = query.withProfiles ? await tx.users.profilesOf(user) : {};
      // A sign-in during the grace period learns here that the account waits for its deletion.
      const deletion = await tx.accountDeletions.pendingFor(user.id);
      return { ...toPublicUser(user), ...profiles, deletionScheduledFor: deletion?.eraseAt ?? null };
    });
  }
}
