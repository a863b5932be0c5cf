import { ApiProperty } from '@nestjs/swagger';
import type { PublicUser } from '../../../../application/accounts/user.record';
import { USER_ROLE_VALUES, type UserRole } from '../../../../domain/accounts/roles';

/** What a user sees of their own account: never the password hash. */
export class PublicUserDto implements PublicUser {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  username: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ enum: [...USER_ROLE_VALUES] })
  userRole: UserRole;

  @ApiProperty({ type: String, nullable: true })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName: string | null;

  @ApiProperty({ type: 'integer' })
  tokenBalance: number;

  @ApiProperty()
  isActive: boolean;

  @ApiProperty()
  confirmed: boolean;

  @ApiProperty()
  blocked: boolean;

  @ApiProperty({ example: 'Europe/Paris' })
  timeZone: string;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
}

/** POST /auth/local and /auth/local/register: the access token and the account; the refresh token goes in its cookie. */
export class AuthSessionDto {
  @ApiProperty({ description: 'The access token, sent back as Authorization: Bearer' })
  jwt: string;

  @ApiProperty({ type: () => PublicUserDto })
  user: PublicUserDto;
}

/** POST /token/refresh: a new access token (the refresh cookie is rotated). */
export class AccessTokenDto {
  @ApiProperty({ description: 'The access token, sent back as Authorization: Bearer' })
  jwt: string;
}

/** POST /auth/logout. */
export class SignedOutDto {
  @ApiProperty({ enum: [true] })
  ok: true;
}

/** GET /csrf: the token also set in the csrf_token cookie. */
export class CsrfTokenDto {
  @ApiProperty({ description: 'Echo it in the X-CSRF-Token header of state-changing requests' })
  csrfToken: string;
}
