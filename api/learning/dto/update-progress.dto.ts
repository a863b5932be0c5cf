import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsNumber, IsOptional, Max, Min } from 'class-validator';

/** PUT /student/content/:id/progress (class-validator runs bottom-up). */
export class UpdateProgressDto {
  @ApiPropertyOptional({ minimum: 0, maximum: 100, description: 'Progress in percent; never goes down' })
  @IsOptional()
  @Max(100, { message: 'percentage must be between 0 and 100' })
  @Min(0, { message: 'percentage must be between 0 and 100' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'percentage must be a number' })
  percentage?: number;

  @ApiPropertyOptional({ minimum: 0, description: 'Where the student is: seconds into a video, a section or step index' })
  @IsOptional()
  @Max(2_147_483_647, { message: 'currentPosition is too large' })
  @Min(0, { message: 'currentPosition must be 0 or more' })
  @IsInt({ message: 'currentPosition must be a whole number' })
  currentPosition?: number;

  @ApiPropertyOptional({ minimum: 0, maximum: 86_400, description: 'Seconds since the last update; at most 3600 are counted' })
  @IsOptional()
  @Max(86_400, { message: 'timeSpent must be at most 86400 seconds' })
  @Min(0, { message: 'timeSpent must be 0 or more' })
  @IsInt({ message: 'timeSpent must be a whole number of seconds' })
  timeSpent?: number;
}
