import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  DEFAULT_LEADERBOARD_CATEGORY,
  DEFAULT_LEADERBOARD_PERIOD,
  LEADERBOARD_CATEGORIES,
  LEADERBOARD_PERIODS,
  type LeaderboardCategory,
  type LeaderboardPeriod,
} from '../../../domain/leaderboard/categories';
import { DEFAULT_LEADERBOARD_LIMIT, MAX_PAGE_LIMIT } from '../../../domain/leaderboard/paging';
import { MAX_ID } from '../../common/id-param';

export const MAX_LEADERBOARD_PAGE = 100_000;

/** GET /student/leaderboard: which board, which page (class-validator runs bottom-up). */
export class LeaderboardQueryDto {
  @ApiPropertyOptional({ enum: LEADERBOARD_PERIODS, default: DEFAULT_LEADERBOARD_PERIOD })
  @IsOptional()
  @IsIn(LEADERBOARD_PERIODS, { message: `type must be one of ${LEADERBOARD_PERIODS.join(', ')}` })
  type: LeaderboardPeriod = DEFAULT_LEADERBOARD_PERIOD;

  @ApiPropertyOptional({ enum: LEADERBOARD_CATEGORIES, default: DEFAULT_LEADERBOARD_CATEGORY })
  @IsOptional()
  @IsIn(LEADERBOARD_CATEGORIES, { message: `category must be one of ${LEADERBOARD_CATEGORIES.join(', ')}` })
  category: LeaderboardCategory = DEFAULT_LEADERBOARD_CATEGORY;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_LEADERBOARD_PAGE, default: 1 })
  @IsOptional()
  @Max(MAX_LEADERBOARD_PAGE, { message: `page must be at most ${MAX_LEADERBOARD_PAGE}` })
  @Min(1, { message: 'page must be at least 1' })
  @IsInt({ message: 'page must be a whole number' })
  @Type(() => Number)
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_LIMIT, default: DEFAULT_LEADERBOARD_LIMIT })
  @IsOptional()
  @Max(MAX_PAGE_LIMIT, { message: `limit must be at most ${MAX_PAGE_LIMIT}` })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  @Type(() => Number)
  limit: number = DEFAULT_LEADERBOARD_LIMIT;

  @ApiPropertyOptional({ description: 'Only the students of this class (one of yours)' })
  @IsOptional()
  @Max(MAX_ID, { message: 'classId is not a class' })
  @Min(1, { message: 'classId is not a class' })
  @IsInt({ message: 'classId must be a whole number' })
  @Type(() => Number)
  classId?: number;

  @ApiPropertyOptional({ enum: ['me'], description: 'Your neighbourhood: five places above you and five below' })
  @IsOptional()
  @IsIn(['me'], { message: "around must be 'me'" })
  around?: 'me';
}
