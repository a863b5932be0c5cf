import { ApiProperty } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { RATING_STARS } from '../../../domain/content/rating';

/** PUT /student/content/:id/rating (class-validator runs bottom-up). */
export class RateContentDto {
  @ApiProperty({ minimum: 1, maximum: RATING_STARS, example: 4 })
  @Max(RATING_STARS, { message: `rating must be a whole number from 1 to ${RATING_STARS}` })
  @Min(1, { message: `rating must be a whole number from 1 to ${RATING_STARS}` })
  @IsInt({ message: `rating must be a whole number from 1 to ${RATING_STARS}` })
  rating: number;
}
