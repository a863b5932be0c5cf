import type { UserRole } from '../../domain/accounts/roles';

/** A signed-in caller, as the catalogue needs to know them. */
export interface Viewer {
  userId: number;
  role: UserRole;
}
