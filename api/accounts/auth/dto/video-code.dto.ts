import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { USER_ROLE_VALUES, type UserRole } from '../../../../domain/accounts/roles';
import { VIDEO_CODE_LIFETIME_SECONDS } from '../../../../domain/accounts/video-code';
import type { IssuedVideoCode } from '../../../../application/accounts/auth/issue-video-code.use-case';
import type { VideoCoursesSession } from '../../../../application/accounts/auth/exchange-video-code.use-case';

export class VideoCodeDto implements IssuedVideoCode {
  @ApiProperty({ example: 'q3Zr9x0v8YJm0oN4kR2tq6p8bW1sE5cD7fG9hJ2kL4m', description: 'Random, base64url; exchanged once by the video courses app' })
  code: string;

  @ApiProperty({ type: String, format: 'date-time', description: `${VIDEO_CODE_LIFETIME_SECONDS} seconds after it was made` })
  expiresAt: Date;
}

/** POST /auth/video-code/exchange, sent by the video courses app's server. */
export class ExchangeVideoCodeDto {
  @ApiProperty({ maxLength: 100, example: 'q3Zr9x0v8YJm0oN4kR2tq6p8bW1sE5cD7fG9hJ2kL4m', description: 'The code the browser brought in the address' })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'A video courses code is letters, digits, - and _' })
  @MaxLength(100, { message: 'A video courses code is at most 100 characters' })
  @IsNotEmpty({ message: 'Send the video courses code' })
  @IsString({ message: 'Send the video courses code' })
  code: string;
}

export class VideoCoursesUserDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  username: string;

  @ApiProperty({ enum: [...USER_ROLE_VALUES] })
  role: UserRole;
}

export class VideoCoursesSessionDto implements VideoCoursesSession {
  @ApiProperty({ description: "A JWT with aud 'video-courses', for the video courses app only: the QuestLearn API refuses it" })
  accessToken: string;

  @ApiProperty({ type: 'integer', description: 'Seconds the access token is valid' })
  expiresIn: number;

  @ApiProperty({ type: VideoCoursesUserDto })
  user: VideoCoursesUserDto;
}
