import type { UserRole } from '../../../domain/accounts/roles';
import type { components } from './schema';

export type { UserRole };

type Schemas = components['schemas'];

/** The user as the login and registration answers carry it. */
export type BasicUser = Schemas['PublicUserDto'];

export type RoleProfile = NonNullable<SessionUser['studentProfile']> | null;

/** The session user: GET /api/users/me?populate=* */
export type SessionUser = Schemas['CurrentUserDto'];

/** POST /api/auth/local and /api/auth/local/register. */
export type AuthResponse = Schemas['AuthSessionDto'];

export type LoginPayload = Schemas['SignInDto'];

export type RegisterPayload = Schemas['RegisterDto'];
