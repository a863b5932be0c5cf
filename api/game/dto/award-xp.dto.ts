import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { CLIENT_XP_SOURCES } from '../../../domain/game/progression/xp-award';

/**
 * `xpGain` and `source`; the shared gaming service calls them `amount` and `reason`, which are
 * accepted too. Every amount that is present is validated, whichever name the client used.
 */
export class AwardXpDto {
  @ApiProperty({ description: 'Requested XP; the server clamps it to 1..100 and 300 a day', example: 20 })
  @ValidateIf((body: AwardXpDto) => body.xpGain !== undefined || body.amount === undefined)
  @Max(1_000_000, { message: 'xpGain is too large' })
  @Min(1, { message: 'xpGain must be a positive whole number' })
  @IsInt({ message: 'xpGain must be a positive whole number' })
  xpGain?: number;

  @ApiProperty({ enum: CLIENT_XP_SOURCES, example: 'video_completed' })
  @ValidateIf((body: AwardXpDto) => body.reason === undefined)
  @MaxLength(40, { message: 'Unknown XP source' })
  @IsString({ message: 'source is required' })
  source?: string;

  @IsOptional()
  @Max(1_000_000, { message: 'amount is too large' })
  @Min(1, { message: 'amount must be a positive whole number' })
  @IsInt({ message: 'amount must be a positive whole number' })
  amount?: number;

  @IsOptional()
  @MaxLength(40, { message: 'Unknown XP source' })
  @IsString({ message: 'reason must be text' })
  reason?: string;
}
