import type { UserRole } from '../../../domain/accounts/roles';

/** Who is calling, as the verified access token says. */
export interface AuthenticatedUser {
  userId: number;
  role: UserRole;
}
