import type { UserRole } from '../../domain/accounts/roles';

export interface UserRecord {
  id: number;
  username: string;
  email: string;
  passwordHash: string;
  userRole: UserRole;
  firstName: string | null;
  lastName: string | null;
  tokenBalance: number;
  isActive: boolean;
  confirmed: boolean;
  blocked: boolean;
  timeZone: string;
  timeZoneChangedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  userRole: UserRole;
  firstName: string | null;
  lastName: string | null;
  timeZone: string;
  /** When the account is created: registration counts as the day's time-zone setting (once a day). */
  registeredAt?: Date;
  companyName: string | null;
  contactPerson: string | null;
}

export type UserProfiles = {
  studentProfile: Record<string, unknown> | null;
  teacherProfile: Record<string, unknown> | null;
  parentProfile: Record<string, unknown> | null;
  sponsorProfile: Record<string, unknown> | null;
};

/** What a user sees of their own account: never the password hash. */
export type PublicUser = Omit<UserRecord, 'passwordHash' | 'timeZoneChangedAt'>;

export function toPublicUser(user: UserRecord): PublicUser {
  const { passwordHash: _hash, timeZoneChangedAt: _changed, ...visible } = user;
  return visible;
}
