import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import type { ContentAnalytics } from '../../../application/content/content-analytics.use-case';
import type { ManagedContent } from '../../../application/content/content-management.port';
import { CONTENT_STATUSES, type ContentStatus } from '../../../domain/content/content-status';
import type { ContentRemoval, RemovalOutcome } from '../../../application/content/withdraw-content.use-case';
import { ContentAnalyticsDto, ContentCardDto, ContentTeacherDto } from './content-card.dto';
import { DocumentSectionDto, VideoChapterDto } from './content-detail.dto';

/**
 * The answers of the teacher's content calls: the content item of spec §3 as its teacher wrote it
 * (contentData with its answers), the outcome of a deletion, and a content's analytics.
 */

export class AuthoredQuizQuestionDto {
  @ApiPropertyOptional({ description: 'q1, q2, … by position when not given' })
  id?: string;

  @ApiProperty()
  prompt: string;

  @ApiProperty({ type: [String] })
  choices: string[];

  @ApiProperty({ type: 'integer', description: 'The right choice, from 0' })
  answerIndex: number;

  @ApiPropertyOptional()
  explanation?: string;
}

/** A choice task (kind 'choice' or none) or a number task (kind 'number'), with its answer. */
export class AuthoredInteractiveTaskDto {
  @ApiPropertyOptional({ enum: ['choice', 'number'], description: "'choice' when not given" })
  kind?: 'choice' | 'number';

  @ApiProperty()
  prompt: string;

  @ApiPropertyOptional({ type: [String], description: 'choice tasks' })
  choices?: string[];

  @ApiPropertyOptional({ type: 'integer', description: 'choice tasks: the right choice, from 0' })
  answerIndex?: number;

  @ApiPropertyOptional({ description: 'number tasks: the right number' })
  answer?: number;

  @ApiPropertyOptional({ description: 'number tasks: how far from the answer still passes (0 when not given)' })
  tolerance?: number;

  @ApiPropertyOptional({ description: "number tasks: the answer's unit" })
  unit?: string;
}

export class AuthoredInteractiveStepDto {
  @ApiProperty()
  title: string;

  @ApiProperty()
  instruction: string;

  @ApiPropertyOptional({ type: () => AuthoredInteractiveTaskDto })
  task?: AuthoredInteractiveTaskDto;
}

/** contentData as the teacher wrote it, in the format of the content's type; {} for a draft. */
export class AuthoredContentDataDto {
  [field: string]: unknown;

  @ApiPropertyOptional({ description: 'video: an outside address' })
  videoUrl?: string;

  @ApiPropertyOptional({ description: 'video: instead of videoUrl, the name of an MP4 the platform stores (e.g. fractions-intro.mp4)' })
  mediaKey?: string;

  @ApiPropertyOptional({ type: 'integer', description: "video: the film's length in seconds" })
  durationSeconds?: number;

  @ApiPropertyOptional({ type: () => [VideoChapterDto], description: 'video' })
  chapters?: VideoChapterDto[];

  @ApiPropertyOptional({ description: 'video' })
  transcript?: string;

  @ApiPropertyOptional({ description: 'quiz: the pass mark in percent' })
  passPercent?: number;

  @ApiPropertyOptional({ type: () => [AuthoredQuizQuestionDto], description: 'quiz' })
  questions?: AuthoredQuizQuestionDto[];

  @ApiPropertyOptional({ type: () => [DocumentSectionDto], description: 'document' })
  sections?: DocumentSectionDto[];

  @ApiPropertyOptional({ type: () => [AuthoredInteractiveStepDto], description: 'interactive' })
  steps?: AuthoredInteractiveStepDto[];
}

/** POST /content-items, PUT /content-items/{id} and publishing: the content item (spec §3) as its teacher sees it. */
export class ManagedContentDto extends OmitType(ContentCardDto, ['teacher']) implements ManagedContent {
  @ApiProperty({ type: () => ContentTeacherDto })
  teacher: ContentTeacherDto;

  @ApiProperty({ type: () => AuthoredContentDataDto })
  contentData: AuthoredContentDataDto;

  @ApiProperty({ enum: CONTENT_STATUSES, enumName: 'ContentStatus', description: 'draft: seen by its teacher only (new content); published: in the catalogue per its visibility' })
  status: ContentStatus;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was published; null for a draft' })
  publishedAt: Date | null;
}

const OUTCOMES: RemovalOutcome[] = ['deleted', 'withdrawn'];

/** DELETE /content-items/{id}. */
export class ContentRemovalDto implements ContentRemoval {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({
    enum: OUTCOMES,
    description: 'deleted: gone for good; withdrawn: students are enrolled (or a sponsor funds it), so it left the catalogue and they keep their access',
  })
  outcome: RemovalOutcome;
}

/** GET /content-items/{id}/analytics: the counters kept on the content and the rates made from them. */
export class OwnContentAnalyticsDto implements ContentAnalytics {
  @ApiProperty({ type: 'integer' })
  contentId: number;

  @ApiProperty()
  title: string;

  @ApiProperty({ description: 'Deleted while students were enrolled: out of the catalogue, still open to them' })
  withdrawn: boolean;

  @ApiProperty({ type: 'integer' })
  views: number;

  @ApiProperty({ type: 'integer' })
  enrollments: number;

  @ApiProperty({ type: 'integer' })
  completions: number;

  @ApiProperty({ description: 'The average of the ratings, 1 decimal; 0 without ratings' })
  rating: number;

  @ApiProperty({ type: 'integer' })
  ratingCount: number;

  @ApiProperty({ type: () => ContentAnalyticsDto })
  analytics: ContentAnalyticsDto;
}
