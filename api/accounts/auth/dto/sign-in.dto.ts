import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

/** class-validator runs the decorators bottom-up; with stop-at-first-error the lowest one speaks first. */
export class SignInDto {
  @ApiProperty({ description: 'E-mail or username', example: 'demo_student' })
  @MaxLength(254, { message: 'Email or username is too long' })
  @IsNotEmpty({ message: 'Email or username is required' })
  @IsString({ message: 'Email or username is required' })
  identifier: string;

  @ApiProperty({ example: 'Student123!' })
  @MaxLength(128, { message: 'Password is too long' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  password: string;

  @ApiPropertyOptional({ default: false, description: 'Keep the sign-in across browser restarts' })
  @IsOptional()
  @IsBoolean({ message: 'rememberMe must be true or false' })
  rememberMe?: boolean;
}
