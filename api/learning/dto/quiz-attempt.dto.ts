import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsInt, Max, Min } from 'class-validator';

export const MAX_QUIZ_QUESTIONS = 500;

/** POST /student/content/:id/quiz-attempts (class-validator runs bottom-up). */
export class QuizAttemptDto {
  @ApiProperty({ type: [Number], example: [0, 1, 2], description: 'One chosen index per question, in order; -1 for none' })
  @Max(999, { each: true, message: 'each answer must be a choice index or -1' })
  @Min(-1, { each: true, message: 'each answer must be a choice index or -1' })
  @IsInt({ each: true, message: 'each answer must be a choice index or -1' })
  @ArrayMaxSize(MAX_QUIZ_QUESTIONS, { message: `answers can hold at most ${MAX_QUIZ_QUESTIONS} answers` })
  @IsArray({ message: 'answers must be a list of choice indexes' })
  answers: number[];
}
