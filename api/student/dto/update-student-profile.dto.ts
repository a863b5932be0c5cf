import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';

export class UpdateStudentProfileDto {
  @ApiPropertyOptional({ description: 'Picture address or an emoji' })
  @IsOptional()
  @MaxLength(500, { message: 'avatar must be at most 500 characters' })
  @IsString({ message: 'avatar must be text' })
  avatar?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(30, { message: 'grade must be at most 30 characters' })
  @IsString({ message: 'grade must be text' })
  grade?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(100, { message: 'school must be at most 100 characters' })
  @IsString({ message: 'school must be text' })
  school?: string;

  @ApiPropertyOptional({ example: 'Europe/Paris', description: 'IANA time zone; can change once a day' })
  @IsOptional()
  @MaxLength(64, { message: 'Unknown time zone' })
  @IsString({ message: 'timeZone must be text' })
  timeZone?: string;

  @ApiPropertyOptional({ description: 'Leave the public leaderboards' })
  @IsOptional()
  @IsBoolean({ message: 'leaderboardOptOut must be true or false' })
  leaderboardOptOut?: boolean;
}
