import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { CHILD_RESET_CODE_LIFETIME_MINUTES, RESET_LINK_LIFETIME_MINUTES } from '../../../domain/accounts/password-reset';
import { REGISTRATION_LIMITS } from '../../../domain/accounts/registration-validation';
import { FIELD_PROBLEM_CODES, type FieldProblemCode } from '../../../domain/shared/field-problem';

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

export class ErrorDetailDto {
  @ApiProperty({ type: 'integer', example: 400 })
  status: number;

  @ApiProperty({ example: 'ValidationError' })
  name: string;

  @ApiProperty({ example: 'Passwords do not match' })
  message: string;
}

/** What is wrong with one field, as a code a client turns into its own words; the parameters its code names. */
export class FieldProblemDto {
  @ApiProperty({ enum: FIELD_PROBLEM_CODES, enumName: 'FieldProblemCode', example: 'tooLong' })
  code: FieldProblemCode;

  @ApiPropertyOptional({ type: 'integer', description: 'tooShort, tooSmall, tooFew: the least allowed', example: 3 })
  min?: number;

  @ApiPropertyOptional({ type: 'integer', description: 'tooLong, tooLarge, tooMany: the most allowed', example: 30 })
  max?: number;

  @ApiPropertyOptional({ type: [String], description: 'notOneOf: the values allowed', example: ['student', 'teacher', 'parent', 'sponsor'] })
  allowed?: string[];

  @ApiPropertyOptional({ enum: ['uppercase', 'lowercase', 'digit', 'special'], description: 'needsCharacter: the kind of character missing' })
  kind?: string;

  @ApiPropertyOptional({ enum: ['text', 'integer', 'number', 'boolean', 'list', 'object'], description: 'wrongType: the type expected' })
  expected?: string;
}

/** The shape of every refusal (documented with each route's errors). */
@ApiExtraModels(FieldProblemDto)
export class ErrorAnswerDto {
  @ApiProperty({ type: 'integer', example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'RESET_CODE_INVALID' })
  code: string;

  @ApiProperty({ example: 'This reset code is not valid or has expired. Ask for a new one.' })
  message: string;

  @ApiProperty({ type: ErrorDetailDto })
  error: ErrorDetailDto;

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'string' }, description: 'A message per form field', example: { passwordConfirmation: 'Passwords do not match' } })
  errors?: Record<string, string>;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(FieldProblemDto) },
    description: 'The same fields as errors, each as a code with its parameters',
    example: { username: { code: 'tooLong', max: 30 } },
  })
  problems?: Record<string, FieldProblemDto>;
}
