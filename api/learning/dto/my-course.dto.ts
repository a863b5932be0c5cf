import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import type { MyCourse, MyCourseContent } from '../../../application/learning/learning.repositories.port';
import type { AccessType } from '../../../domain/content/access-type';
import { CONTENT_CATEGORIES, CONTENT_TYPES, type ContentCategory, type ContentType } from '../../../domain/content/content-taxonomy';
import { MY_COURSE_PAGE_MAX, MY_COURSE_PAGE_SIZE, MY_COURSE_SORTS, type MyCourseSort } from '../../../domain/content/my-course-list';
import { API_ENUMS } from '../../common/api-enums';
import { ContentCardDto } from '../../content/dto/content-card.dto';
import { CourseProgressDto, QuizScoreDto } from './course-progress.dto';

/** The course of a My Courses entry: what its card shows; the rest of the content item is on its page (GET /content-items/{id}). */
export class MyCourseContentDto
  extends PickType(ContentCardDto, ['id', 'title', 'description', 'type', 'category', 'difficulty', 'duration', 'thumbnail', 'teacherFirstName', 'teacherLastName', 'teacherUsername'] as const)
  implements MyCourseContent {}

export class MyCourseDto implements MyCourse {
  @ApiProperty({ type: 'integer', description: 'The enrollment' })
  id: number;

  @ApiProperty({ type: () => MyCourseContentDto })
  contentItem: MyCourseContentDto;

  @ApiProperty(API_ENUMS.accessType)
  accessType: AccessType;

  @ApiProperty({ type: 'integer' })
  tokensSpent: number;

  @ApiProperty({ type: String, format: 'date-time' })
  enrolledAt: Date;

  @ApiProperty({ type: () => CourseProgressDto })
  progress: CourseProgressDto;

  @ApiProperty({ type: () => QuizScoreDto, nullable: true, description: 'The best quiz score' })
  quizScore: QuizScoreDto | null;
}

/** GET /student/content/my-courses: newest enrollment first. */
export class MyCoursesDto {
  @ApiProperty({ type: () => [MyCourseDto] })
  activeCourses: MyCourseDto[];

  @ApiProperty({ type: () => [MyCourseDto] })
  completedCourses: MyCourseDto[];
}

/** GET /student/content/my-courses/{list}: a page of one list. */
export class MyCoursesPageDto {
  @ApiProperty({ type: () => [MyCourseDto] })
  courses: MyCourseDto[];

  @ApiProperty({ type: 'integer', description: 'How many courses the list holds of the category and type asked for' })
  total: number;

  @ApiProperty({ type: 'integer', description: 'Active courses in all' })
  activeCount: number;

  @ApiProperty({ type: 'integer', description: 'Completed courses in all' })
  completedCount: number;
}

export class MyCoursesPageQueryDto {
  @ApiPropertyOptional(API_ENUMS.contentCategory)
  @IsOptional()
  @IsIn(CONTENT_CATEGORIES, { message: `category must be one of ${CONTENT_CATEGORIES.join(', ')}` })
  category?: ContentCategory;

  @ApiPropertyOptional(API_ENUMS.contentType)
  @IsOptional()
  @IsIn(CONTENT_TYPES, { message: `type must be one of ${CONTENT_TYPES.join(', ')}` })
  type?: ContentType;

  @ApiPropertyOptional({ enum: [...MY_COURSE_SORTS], default: 'recent', description: 'recent: last opened (else enrolled) first; progress: furthest first; title: A to Z' })
  @IsOptional()
  @IsIn(MY_COURSE_SORTS, { message: `sort must be one of ${MY_COURSE_SORTS.join(', ')}` })
  sort: MyCourseSort = 'recent';

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 10_000, default: 0, description: 'How many courses of the list to pass over' })
  @IsOptional()
  @Max(10_000, { message: 'offset must be at most 10000' })
  @Min(0, { message: 'offset must be at least 0' })
  @IsInt({ message: 'offset must be a whole number' })
  @Type(() => Number)
  offset: number = 0;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: MY_COURSE_PAGE_MAX, default: MY_COURSE_PAGE_SIZE })
  @IsOptional()
  @Max(MY_COURSE_PAGE_MAX, { message: `limit must be at most ${MY_COURSE_PAGE_MAX}` })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  @Type(() => Number)
  limit: number = MY_COURSE_PAGE_SIZE;
}
