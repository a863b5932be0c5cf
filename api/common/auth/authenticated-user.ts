import type { UserRole } from '../../../domain/accounts/roles';

/** Who is calling, as the verified access token says. */
export interface AuthenticatedUser {
  userId: number;
  role: UserRole;
  /** The sign-in (refresh-token family) the access token belongs to. */
  sessionId: string;
  /** The account waits for its deletion: only the routes marked for that answer (see deletion-pending.ts). */
  deletionPending?: boolean;
  /** When the access token stops being accepted (a live stream ends then, and the browser opens it again signed anew). */
  tokenExpiresAt?: Date;
}
