import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { CHILD_RESET_CODE_LIFETIME_MINUTES, RESET_LINK_LIFETIME_MINUTES } from '../../../../domain/accounts/password-reset';
import { REGISTRATION_LIMITS } from '../../../../domain/accounts/registration-validation';

/** POST /auth/forgot-password. */
export class ForgotPasswordDto {
  @ApiProperty({ example: 'ada@example.org', maxLength: REGISTRATION_LIMITS.emailMax, description: "The account's e-mail" })
  @Matches(/^[^\s@]+@[^\s@]+$/, { message: 'Enter a valid email' })
  @MaxLength(REGISTRATION_LIMITS.emailMax, { message: `At most ${REGISTRATION_LIMITS.emailMax} characters` })
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Email is required' })
  email: string;
}

/** Strapi's answer to a password request: the same whatever the e-mail. */
export class ForgotPasswordAnswerDto {
  @ApiProperty({ enum: [true], description: `Always true: when an account uses the e-mail, a link valid for ${RESET_LINK_LIFETIME_MINUTES} minutes is on its way` })
  ok: true;
}

/** POST /auth/reset-password. Types and bounds only; the password rules and their messages come from the domain. */
export class ResetPasswordDto {
  @ApiProperty({
    example: 'ABCD-EFGH',
    maxLength: 100,
    description: "The code from the e-mail's link (after #code=), or the 8-character code a parent or teacher made (spaces and dashes allowed)",
  })
  @Matches(/^[A-Za-z0-9_ -]+$/, { message: 'A reset code is letters, digits, - and _' })
  @MaxLength(100, { message: 'A reset code is at most 100 characters' })
  @IsNotEmpty({ message: 'Enter the reset code' })
  @IsString({ message: 'Enter the reset code' })
  code: string;

  @ApiProperty({
    example: 'Brand-New9',
    maxLength: REGISTRATION_LIMITS.passwordMax,
    description: 'The registration rules: 8 to 128 characters with an uppercase and a lowercase letter, a number and a special character',
  })
  @MaxLength(REGISTRATION_LIMITS.passwordMax, { message: `At most ${REGISTRATION_LIMITS.passwordMax} characters` })
  @IsString({ message: 'Password is required' })
  password: string;

  @ApiProperty({ example: 'Brand-New9', maxLength: REGISTRATION_LIMITS.passwordMax, description: 'The new password again' })
  @MaxLength(REGISTRATION_LIMITS.passwordMax, { message: `At most ${REGISTRATION_LIMITS.passwordMax} characters` })
  @IsString({ message: 'Password confirmation is required' })
  passwordConfirmation: string;
}

export class PasswordResetDoneDto {
  @ApiProperty({ enum: [true] })
  ok: true;

  @ApiProperty({ example: 'ada_l', description: 'The account whose password was set, to sign in with; every earlier sign-in of it has ended' })
  username: string;
}

export class ChildResetCodeDto {
  @ApiProperty({ example: 'ABCD-EFGH', description: 'Shown once: 8 characters without look-alikes, in two groups of four; the child types it at /reset-password' })
  code: string;

  @ApiProperty({ type: String, format: 'date-time', description: `${CHILD_RESET_CODE_LIFETIME_MINUTES} minutes after it was made` })
  expiresAt: Date;
}
