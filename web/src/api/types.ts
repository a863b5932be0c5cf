import type { UserRole } from '../../../domain/accounts/roles';

export type { UserRole };

/** The user as the login and registration answers carry it. */
export interface BasicUser {
  id: number;
  username: string;
  email: string;
  userRole: UserRole;
  firstName?: string | null;
  lastName?: string | null;
  tokenBalance?: number;
  [extra: string]: unknown;
}

export type RoleProfile = Record<string, unknown> | null;

/** The session user: GET /api/users/me?populate=* */
export interface SessionUser extends BasicUser {
  firstName: string | null;
  lastName: string | null;
  tokenBalance: number;
  isActive?: boolean;
  confirmed?: boolean;
  blocked?: boolean;
  timeZone?: string;
  createdAt?: string;
  updatedAt?: string;
  studentProfile?: RoleProfile;
  teacherProfile?: RoleProfile;
  parentProfile?: RoleProfile;
  sponsorProfile?: RoleProfile;
}

export interface AuthResponse {
  jwt: string;
  user: BasicUser;
}

export interface LoginPayload {
  identifier: string;
  password: string;
  rememberMe?: boolean;
}

export interface RegisterPayload {
  username: string;
  email: string;
  password: string;
  userRole: UserRole;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  contactPerson?: string;
  timeZone?: string;
}
