import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** Types and bounds only; the spec's rules and messages come from the domain's registration rule. */
export class RegisterDto {
  @ApiProperty({ example: 'ada_l' })
  @IsOptional()
  @IsString({ message: 'Username must be text' })
  @MaxLength(30, { message: 'Username must be at most 30 characters' })
  username: string;

  @ApiProperty({ example: 'ada@example.org' })
  @IsOptional()
  @IsString({ message: 'Email must be text' })
  @MaxLength(254, { message: 'Email must be at most 254 characters' })
  email: string;

  @ApiProperty({ example: 'Secret123!' })
  @IsOptional()
  @IsString({ message: 'Password must be text' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  password: string;

  @ApiPropertyOptional({ enum: ['student', 'teacher', 'parent', 'sponsor'], default: 'student' })
  @IsOptional()
  @IsString({ message: 'Choose an account type: student, teacher, parent or sponsor' })
  @MaxLength(20, { message: 'Choose an account type: student, teacher, parent or sponsor' })
  userRole?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'First name must be text' })
  @MaxLength(50, { message: 'First name must be at most 50 characters' })
  firstName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Last name must be text' })
  @MaxLength(50, { message: 'Last name must be at most 50 characters' })
  lastName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Company name must be text' })
  @MaxLength(100, { message: 'Company name must be at most 100 characters' })
  companyName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'Contact person must be text' })
  @MaxLength(100, { message: 'Contact person must be at most 100 characters' })
  contactPerson?: string;

  @ApiPropertyOptional({ description: "The user's IANA time zone", example: 'Europe/London' })
  @IsOptional()
  @IsString({ message: 'Time zone must be text' })
  @MaxLength(64, { message: 'Time zone must be at most 64 characters' })
  timeZone?: string;
}
