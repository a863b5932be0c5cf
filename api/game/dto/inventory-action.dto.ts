import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { PERIODS, type Period } from '../../../domain/shared/calendar';
import { API_ENUMS } from '../../common/api-enums';
import { MAX_ID } from '../../common/id-param';

export class InventoryActionDto {
  @ApiProperty({ example: 12 })
  @Max(MAX_ID, { message: 'Unknown inventory item' })
  @Min(1, { message: 'Unknown inventory item' })
  @IsInt({ message: 'inventoryItemId must be a whole number' })
  inventoryItemId: number;

  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: 1000 })
  @IsOptional()
  @Max(1000, { message: 'quantity must be at most 1000' })
  @Min(1, { message: 'quantity must be at least 1' })
  @IsInt({ message: 'quantity must be a whole number' })
  quantity?: number;
}

export class CraftItemDto {
  @ApiProperty({ example: 'wooden-bookmark' })
  @Matches(/^[a-z0-9-]+$/, { message: 'Unknown recipe' })
  @MaxLength(50, { message: 'Unknown recipe' })
  @IsString({ message: 'itemId is required' })
  itemId: string;

  @ApiPropertyOptional({ default: 1, minimum: 1, maximum: 100 })
  @IsOptional()
  @Max(100, { message: 'quantity must be at most 100' })
  @Min(1, { message: 'quantity must be at least 1' })
  @IsInt({ message: 'quantity must be a whole number' })
  quantity?: number;
}

export class ClaimChallengeDto {
  @ApiProperty(API_ENUMS.period)
  @IsIn(PERIODS, { message: 'period must be daily, weekly or monthly' })
  period: Period;

  @ApiProperty({ example: 'daily-study', description: "A goal id of the period, or the period's bonus id (e.g. 'daily-bonus')" })
  @Matches(/^[a-z0-9-]+$/, { message: 'Unknown goal' })
  @MaxLength(40, { message: 'Unknown goal' })
  @IsString({ message: 'goalId is required' })
  goalId: string;
}
