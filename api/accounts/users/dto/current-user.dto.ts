import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { GetCurrentUserUseCase } from '../../../../application/accounts/get-current-user.use-case';
import type { UseCaseAnswer } from '../../../common/data-answer';
import { PublicUserDto } from '../../auth/dto/session.dto';

const ROLE_PROFILE = { type: 'object', additionalProperties: true, nullable: true, description: 'With populate=* only; null for the other roles' } as const;

/** GET /users/me: the signed-in user, the role profiles with populate=*, and a pending deletion. */
export class CurrentUserDto extends PublicUserDto implements UseCaseAnswer<GetCurrentUserUseCase> {
  @ApiPropertyOptional(ROLE_PROFILE)
  studentProfile?: Record<string, unknown> | null;

  @ApiPropertyOptional(ROLE_PROFILE)
  teacherProfile?: Record<string, unknown> | null;

  @ApiPropertyOptional(ROLE_PROFILE)
  parentProfile?: Record<string, unknown> | null;

  @ApiPropertyOptional(ROLE_PROFILE)
  sponsorProfile?: Record<string, unknown> | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the account is erased, if its deletion waits' })
  deletionScheduledFor: Date | null;
}
