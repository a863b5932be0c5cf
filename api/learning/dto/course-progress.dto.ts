import { ApiProperty } from '@nestjs/swagger';
import type { QuestionResult, QuizScore } from '../../../domain/content/quiz';
import { XpResultDto } from '../../game/dto/xp-result.dto';

/** The progress block of a course (spec §3's my-courses entry). */
export class CourseProgressDto {
  @ApiProperty({ description: '0..100; never goes down' })
  percentage: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastAccessed: Date | null;

  @ApiProperty({ type: 'integer', description: 'Seconds' })
  timeSpent: number;

  @ApiProperty({ type: 'integer', description: 'Seconds into a video, or the section or step reached' })
  currentPosition: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt: Date | null;
}

/** PUT /student/content/{id}/progress. */
export class ProgressResultDto {
  @ApiProperty({ type: () => CourseProgressDto })
  progress: CourseProgressDto;

  @ApiProperty({ description: 'This report completed the course (the first time only)' })
  completedNow: boolean;

  @ApiProperty({ type: () => XpResultDto, nullable: true, description: 'The completion XP, when completedNow' })
  xpAward: XpResultDto | null;

  @ApiProperty({
    type: 'integer',
    description: 'Study seconds this report counted: at most the real time since the previous report (plus 10 s), none on the report that opens a session',
  })
  creditedSeconds: number;

  @ApiProperty({ type: [Number], description: 'Indexes of the sections read or steps passed, as the server saw them' })
  partsDone: number[];

  @ApiProperty({ type: 'integer', description: 'Video: the furthest position in seconds the server vouches for (at most 2× playback of real time)' })
  watchedSeconds: number;
}

/** POST /student/content/{id}/steps/{index}/check. */
export class StepCheckResultDto extends ProgressResultDto {
  @ApiProperty({ description: 'The answer passed the step’s check' })
  correct: boolean;
}

export class QuizScoreDto implements QuizScore {
  @ApiProperty({ type: 'integer' })
  score: number;

  @ApiProperty({ type: 'integer' })
  maxScore: number;
}

export class QuizQuestionResultDto implements QuestionResult {
  @ApiProperty()
  questionId: string;

  @ApiProperty({ type: 'integer', description: 'The index chosen; -1 for none' })
  chosenIndex: number;

  @ApiProperty({ type: 'integer', nullable: true, description: 'The right index; null for a missed question until the quiz is passed' })
  correctIndex: number | null;

  @ApiProperty()
  correct: boolean;

  @ApiProperty({ type: String, nullable: true })
  explanation: string | null;
}

/** POST /student/content/{id}/quiz-attempts: the marking, and the progress as after a progress report. */
export class QuizAttemptResultDto extends ProgressResultDto {
  @ApiProperty({ type: 'integer' })
  score: number;

  @ApiProperty({ type: 'integer' })
  maxScore: number;

  @ApiProperty({ description: 'Score in percent' })
  percent: number;

  @ApiProperty({ description: 'The attempt reached the pass mark: only such an attempt completes the quiz' })
  passed: boolean;

  @ApiProperty({ description: "The quiz's pass mark in percent (60 unless the teacher set one)" })
  passPercent: number;

  @ApiProperty({ type: () => [QuizQuestionResultDto] })
  results: QuizQuestionResultDto[];
}

/** PUT /student/content/{id}/rating. */
export class RatingResultDto {
  @ApiProperty({ type: 'integer', description: 'My stars, 1..5' })
  rating: number;

  @ApiProperty({ description: "The content's average, 1 decimal" })
  contentRating: number;

  @ApiProperty({ type: 'integer' })
  ratingCount: number;
}
