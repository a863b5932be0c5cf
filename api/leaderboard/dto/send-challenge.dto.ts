import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DEFAULT_CHALLENGE_MESSAGE, DEFAULT_CHALLENGE_TYPE } from '../../../domain/leaderboard/categories';
import { CHALLENGE_TYPES, MAX_CHALLENGE_MESSAGE_LENGTH } from '../../../domain/leaderboard/challenge';
import { MAX_ID } from '../../common/id-param';

/** POST /student/leaderboard/challenge (class-validator runs bottom-up). */
export class SendChallengeDto {
  @ApiProperty({ example: 42 })
  @Max(MAX_ID, { message: 'targetUserId is not a user' })
  @Min(1, { message: 'targetUserId is not a user' })
  @IsInt({ message: 'targetUserId must be a user id' })
  targetUserId: number;

  @ApiPropertyOptional({ enum: CHALLENGE_TYPES, default: DEFAULT_CHALLENGE_TYPE })
  @IsOptional()
  @IsIn(CHALLENGE_TYPES, { message: `challengeType must be one of ${CHALLENGE_TYPES.join(', ')}` })
  challengeType?: string;

  @ApiPropertyOptional({ maxLength: MAX_CHALLENGE_MESSAGE_LENGTH, default: DEFAULT_CHALLENGE_MESSAGE })
  @IsOptional()
  @MaxLength(MAX_CHALLENGE_MESSAGE_LENGTH, { message: `message must be at most ${MAX_CHALLENGE_MESSAGE_LENGTH} characters` })
  @IsString({ message: 'message must be text' })
  message?: string;
}
