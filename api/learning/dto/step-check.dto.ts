import { ApiProperty } from '@nestjs/swagger';
import { IsNumber, Max, Min } from 'class-validator';

/** POST /student/content/:id/steps/:index/check (class-validator runs bottom-up). */
export class StepCheckDto {
  @ApiProperty({ example: 7, description: "The chosen choice's index, or the number typed" })
  @Max(1e12, { message: 'answer must be a number from -1e12 to 1e12' })
  @Min(-1e12, { message: 'answer must be a number from -1e12 to 1e12' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'answer must be a number' })
  answer: number;
}
