import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { AvatarField } from '../../common/avatar-field';

export class UpdateStudentProfileDto {
  @AvatarField()
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
