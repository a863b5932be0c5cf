import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';

export class SignInDto {
  @ApiProperty({ description: 'E-mail or username', example: 'demo_student' })
  @IsString({ message: 'Email or username is required' })
  @IsNotEmpty({ message: 'Email or username is required' })
  @MaxLength(254, { message: 'Email or username is too long' })
  identifier: string;

  @ApiProperty({ example: 'Student123!' })
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  @MinLength(6, { message: 'Password must be at least 6 characters' })
  @MaxLength(128, { message: 'Password is too long' })
  password: string;

  @ApiPropertyOptional({ default: false, description: 'Keep the sign-in across browser restarts' })
  @IsOptional()
  @IsBoolean({ message: 'rememberMe must be true or false' })
  rememberMe?: boolean;
}
