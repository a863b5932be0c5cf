import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, MaxLength } from 'class-validator';
import { REGISTRATION_LIMITS } from '../../../../domain/accounts/registration-validation';

/** Types and bounds only; the rules and their messages come from the domain's password change rule. */
export class ChangePasswordDto {
  @ApiProperty({ example: 'Secret123!' })
  @MaxLength(REGISTRATION_LIMITS.passwordMax, { message: 'Password is too long' })
  @IsString({ message: 'Current password must be text' })
  @IsDefined({ message: 'Current password is required' })
  currentPassword: string;

  @ApiProperty({
    example: 'Brand-New9',
    description: 'The registration rules: 8 to 128 characters with an uppercase and a lowercase letter, a number and a special character; not the current password',
  })
  @MaxLength(REGISTRATION_LIMITS.passwordMax, { message: `At most ${REGISTRATION_LIMITS.passwordMax} characters` })
  @IsString({ message: 'New password must be text' })
  @IsDefined({ message: 'Password is required' })
  newPassword: string;
}

export class PasswordChangedDto {
  @ApiProperty({ type: 'integer', description: 'How many other sign-ins of yours were ended (this one stays)', example: 2 })
  endedSessions: number;
}
