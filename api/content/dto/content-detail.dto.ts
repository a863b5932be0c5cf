import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import type { ReaderEnrollment } from '../../../application/content/content-catalogue.port';
import type { ContentDetail } from '../../../application/content/read-content.use-case';
import type { AccessType } from '../../../domain/content/access-type';
import type { ContentAccess } from '../../../domain/content/content-access';
import { API_ENUMS } from '../../common/api-enums';
import { ContentCardDto, ContentTeacherDto } from './content-card.dto';

/**
 * GET /content-items/{id}: the card, the teacher, what the reader holds, and the contentData the
 * reader may see. contentData's fields depend on the content's type (video, quiz, document,
 * interactive); answers never leave in a read.
 */

export class VideoChapterDto {
  @ApiProperty()
  title: string;

  @ApiProperty({ description: 'Seconds into the video' })
  startSeconds: number;
}

/** A quiz question as a read sends it: the answer and its explanation stay on the server. */
export class QuizQuestionDto {
  @ApiProperty()
  id: string;

  @ApiProperty()
  prompt: string;

  @ApiProperty({ type: [String] })
  choices: string[];
}

export class DocumentSectionDto {
  @ApiProperty()
  heading: string;

  @ApiProperty({ description: 'Markdown' })
  body: string;
}

/** A section as a read sends it: its Markdown, and the same rendered as HTML that is safe to show as it is. */
export class ShownDocumentSectionDto extends DocumentSectionDto {
  @ApiProperty({ description: 'The body rendered from Markdown and sanitised on the server: no scripts, frames, styles or event handlers; links only to http(s) and mail' })
  html: string;
}

/** A step's task as a read sends it: the answer (and a number task's tolerance) stays on the server. */
export class InteractiveTaskDto {
  @ApiProperty({ enum: ['choice', 'number'], description: 'choice: pick one of choices; number: type a number (in unit, if given)' })
  kind: 'choice' | 'number';

  @ApiProperty()
  prompt: string;

  @ApiPropertyOptional({ type: [String], description: 'choice tasks' })
  choices?: string[];

  @ApiPropertyOptional({ description: 'number tasks, when the answer has a unit' })
  unit?: string;
}

export class InteractiveStepDto {
  @ApiProperty()
  title: string;

  @ApiProperty()
  instruction: string;

  @ApiPropertyOptional({ type: () => InteractiveTaskDto })
  task?: InteractiveTaskDto;
}

/** The fields of every type's contentData; a content carries those of its type (the preview fewer). */
export class ContentDataDto {
  /** The domain keeps contentData as a record of the documented formats' fields, listed below. */
  [field: string]: unknown;

  @ApiPropertyOptional({
    description:
      "video; not in the preview of a paid content (the free preview's player stops at 120 seconds). For a video the platform stores, " +
      'a signed address (/api/media/{key}?viewer&expires&cut&signature) valid for 5 minutes and for this reader only: the whole film, ' +
      'or in a preview its first 120 seconds, cut by the server',
  })
  videoUrl?: string;

  @ApiPropertyOptional({ type: 'integer', description: "video: the film's length in seconds, when its teacher gave it" })
  durationSeconds?: number;

  @ApiPropertyOptional({ type: () => [VideoChapterDto], description: 'video; the preview has those starting in its first 120 seconds' })
  chapters?: VideoChapterDto[];

  @ApiPropertyOptional({ description: 'video; not in the preview' })
  transcript?: string;

  @ApiPropertyOptional({ description: 'quiz: the pass mark in percent' })
  passPercent?: number;

  @ApiPropertyOptional({ type: () => [QuizQuestionDto], description: 'quiz; the preview has the first question only' })
  questions?: QuizQuestionDto[];

  @ApiPropertyOptional({ type: () => [ShownDocumentSectionDto], description: 'document; the preview has the first section only' })
  sections?: ShownDocumentSectionDto[];

  @ApiPropertyOptional({ type: () => [InteractiveStepDto], description: 'interactive; the preview has the first step only' })
  steps?: InteractiveStepDto[];
}

export class ContentAccessDto implements ContentAccess {
  @ApiProperty()
  isOwner: boolean;

  @ApiProperty()
  enrolled: boolean;

  @ApiProperty()
  hasAccess: boolean;

  @ApiProperty({ description: 'True when only the preview was sent' })
  preview: boolean;

  @ApiProperty({ type: 'integer', nullable: true, description: 'How much of a video the preview plays' })
  previewSeconds: number | null;
}

/** The reader's own enrollment in the content, with its progress. */
export class ReaderEnrollmentDto implements ReaderEnrollment {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty(API_ENUMS.accessType)
  accessType: AccessType;

  @ApiProperty({ type: 'integer' })
  tokensSpent: number;

  @ApiProperty({ type: String, format: 'date-time' })
  enrolledAt: Date;

  @ApiProperty({ description: '0..100' })
  percentage: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastAccessed: Date | null;

  @ApiProperty({ type: 'integer', description: 'Seconds' })
  timeSpent: number;

  @ApiProperty({ type: 'integer' })
  currentPosition: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt: Date | null;

  @ApiProperty({ type: [Number], description: 'Indexes of the sections read or steps passed, as the server saw them' })
  partsDone: number[];

  @ApiProperty({ type: 'integer', description: 'Video: the furthest position in seconds the server vouches for' })
  watchedSeconds: number;
}

export class ContentDetailDto extends OmitType(ContentCardDto, ['teacher']) implements ContentDetail {
  @ApiProperty({ type: () => ContentTeacherDto })
  teacher: ContentTeacherDto;

  @ApiProperty({ type: () => ContentDataDto })
  contentData: ContentDataDto;

  @ApiProperty({ type: () => ContentAccessDto })
  access: ContentAccessDto;

  @ApiProperty({ type: () => ReaderEnrollmentDto, nullable: true })
  enrollment: ReaderEnrollmentDto | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'My stars, 1..5' })
  myRating: number | null;
}
