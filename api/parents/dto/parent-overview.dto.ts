import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import type { ParentOverview } from '../../../application/parents/get-parent-overview.use-case';
import { ActivityFiguresDto, LearningJourneyDto } from '../../learning/dto/student-analytics.dto';
import { MAX_ID } from '../../common/id-param';

/** GET /analytics/parent/overview (spec §3 "Parent analytics"). */
export class ParentOverviewDto implements ParentOverview {
  @ApiProperty({ type: () => ActivityFiguresDto, description: "Summed over the children, each in their own day" })
  activity: ActivityFiguresDto;

  @ApiProperty({ type: () => [LearningJourneyDto], description: 'One per subject' })
  journeys: LearningJourneyDto[];
}

export class ParentOverviewQueryDto {
  @ApiPropertyOptional({ type: 'integer', description: 'One connected child (their user id); without it, all of them together' })
  @IsOptional()
  @Max(MAX_ID, { message: 'childId is not a child' })
  @Min(1, { message: 'childId is not a child' })
  @IsInt({ message: 'childId must be a whole number' })
  @Type(() => Number)
  childId?: number;
}
