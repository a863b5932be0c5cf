import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ContentCard, ContentTeacher } from '../../../application/content/content-card';
import type { ContentCategory, ContentType, Difficulty, Visibility } from '../../../domain/content/content-taxonomy';
import { API_ENUMS } from '../../common/api-enums';

/**
 * The answers' shapes of the catalogue (spec §3), for the API document. Each class is checked by the
 * compiler against the application's shape it describes (`implements`); a time is a Date here and an
 * ISO 8601 string on the wire.
 */

export class TeacherUserDto {
  @ApiProperty()
  username: string;

  @ApiProperty({ type: String, nullable: true })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName: string | null;
}

export class ContentTeacherDto implements ContentTeacher {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: String, nullable: true })
  department: string | null;

  @ApiProperty({ type: () => TeacherUserDto })
  user: TeacherUserDto;

  @ApiPropertyOptional({ type: String, nullable: true, description: "One emoji or the address of one of the app's pictures; on a single content's read only" })
  avatar?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: "The teacher's own words about themself; on a single content's read only" })
  bio?: string | null;

  @ApiPropertyOptional({ type: [String], description: "The subjects the teacher teaches; on a single content's read only" })
  subjects?: string[];
}

export class ThumbnailDto {
  @ApiProperty()
  url: string;
}

export class ContentEngagementDto {
  @ApiProperty({ description: 'Enrollments per view, in percent (0..100)' })
  enrollmentRate: number;

  @ApiProperty({ description: 'Completions per enrollment, in percent (0..100)' })
  completionRate: number;
}

export class ContentAnalyticsDto {
  @ApiProperty({ type: () => ContentEngagementDto })
  engagement: ContentEngagementDto;
}

/** A content item as lists show it, without its contentData. */
export class ContentCardDto implements ContentCard {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty()
  description: string;

  @ApiProperty(API_ENUMS.contentType)
  type: ContentType;

  @ApiProperty(API_ENUMS.contentCategory)
  category: ContentCategory;

  @ApiProperty(API_ENUMS.difficulty)
  difficulty: Difficulty;

  @ApiProperty({ type: 'integer', description: 'Minutes' })
  duration: number;

  @ApiProperty({ type: 'integer' })
  tokenPrice: number;

  @ApiProperty(API_ENUMS.visibility)
  visibility: Visibility;

  @ApiProperty({ type: [String] })
  tags: string[];

  @ApiProperty({ type: () => ThumbnailDto, nullable: true })
  thumbnail: ThumbnailDto | null;

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

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;

  @ApiProperty({ type: String, nullable: true })
  teacherFirstName: string | null;

  @ApiProperty({ type: String, nullable: true })
  teacherLastName: string | null;

  @ApiProperty()
  teacherUsername: string;

  @ApiPropertyOptional({ type: () => ContentTeacherDto, description: 'Present when the teacher is populated' })
  teacher?: ContentTeacherDto;

  @ApiProperty({ type: () => ContentAnalyticsDto })
  analytics: ContentAnalyticsDto;
}

export class PaginationDto {
  @ApiProperty({ type: 'integer' })
  page: number;

  @ApiProperty({ type: 'integer' })
  pageSize: number;

  @ApiProperty({ type: 'integer', description: 'Every match, on all pages' })
  total: number;

  @ApiProperty({ type: 'integer' })
  pageCount: number;
}

export class ContentPageMetaDto {
  @ApiProperty({ type: () => PaginationDto })
  pagination: PaginationDto;
}

/** GET /content-items and /content-items/public. */
export class ContentPageDto {
  @ApiProperty({ type: () => [ContentCardDto] })
  data: ContentCardDto[];

  @ApiProperty({ type: () => ContentPageMetaDto })
  meta: ContentPageMetaDto;
}

