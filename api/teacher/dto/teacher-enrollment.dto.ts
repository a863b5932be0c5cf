import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { TeacherEnrollment, TeacherEnrollmentPage } from '../../../application/teacher/list-teacher-enrollments.use-case';
import type { ActivityWord, EnrollmentStatusWord } from '../../../domain/classes/student-activity';
import type { PaymentType } from '../../../domain/content/access-type';
import type { ContentCategory, Difficulty } from '../../../domain/content/content-taxonomy';
import { SORT_DIRECTIONS, type SortDirection } from '../../../domain/content/browse-query';
import {
  DEFAULT_ENROLLMENT_PAGE_SIZE,
  ENROLLMENT_SORTS,
  ENROLLMENT_STATUS_FILTERS,
  MAX_ENROLLMENT_PAGE,
  MAX_ENROLLMENT_PAGE_SIZE,
  MAX_ENROLLMENT_SEARCH_LENGTH,
  STUDENT_ACTIVITY_FILTERS,
  type EnrollmentSort,
  type EnrollmentStatusFilter,
  type StudentActivityFilter,
} from '../../../domain/teacher/enrollment-filters';
import { API_ENUMS } from '../../common/api-enums';
import { PaginationDto } from '../../content/dto/content-card.dto';
import { MAX_ID } from '../../common/id-param';

/** GET /teacher/enrollments: which page, and the Students tab's search and filters (class-validator runs bottom-up). */
export class TeacherEnrollmentsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_ENROLLMENT_PAGE, default: 1 })
  @IsOptional()
  @Max(MAX_ENROLLMENT_PAGE, { message: `page must be at most ${MAX_ENROLLMENT_PAGE}` })
  @Min(1, { message: 'page must be at least 1' })
  @IsInt({ message: 'page must be a whole number' })
  @Type(() => Number)
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_ENROLLMENT_PAGE_SIZE, default: DEFAULT_ENROLLMENT_PAGE_SIZE })
  @IsOptional()
  @Max(MAX_ENROLLMENT_PAGE_SIZE, { message: `pageSize must be at most ${MAX_ENROLLMENT_PAGE_SIZE}` })
  @Min(1, { message: 'pageSize must be at least 1' })
  @IsInt({ message: 'pageSize must be a whole number' })
  @Type(() => Number)
  pageSize: number = DEFAULT_ENROLLMENT_PAGE_SIZE;

  @ApiPropertyOptional({ maxLength: MAX_ENROLLMENT_SEARCH_LENGTH, description: "Part of a student's username, first or last name, or of the content's title" })
  @IsOptional()
  @MaxLength(MAX_ENROLLMENT_SEARCH_LENGTH, { message: `search must be at most ${MAX_ENROLLMENT_SEARCH_LENGTH} characters` })
  @IsString({ message: 'search must be text' })
  search?: string;

  @ApiPropertyOptional({ description: 'Only the enrollments in this content item (one of yours)' })
  @IsOptional()
  @Max(MAX_ID, { message: 'contentId is not a content item' })
  @Min(1, { message: 'contentId is not a content item' })
  @IsInt({ message: 'contentId must be a whole number' })
  @Type(() => Number)
  contentId?: number;

  @ApiPropertyOptional({ enum: ENROLLMENT_STATUS_FILTERS, description: 'Complete, In Progress (progress above 0) or Not Started' })
  @IsOptional()
  @IsIn(ENROLLMENT_STATUS_FILTERS, { message: `status must be one of ${ENROLLMENT_STATUS_FILTERS.join(', ')}` })
  status?: EnrollmentStatusFilter;

  @ApiPropertyOptional({ enum: STUDENT_ACTIVITY_FILTERS, description: 'Active: enrolled in or worked on one of your courses within 7 days' })
  @IsOptional()
  @IsIn(STUDENT_ACTIVITY_FILTERS, { message: `activity must be one of ${STUDENT_ACTIVITY_FILTERS.join(', ')}` })
  activity?: StudentActivityFilter;

  @ApiPropertyOptional({
    enum: ENROLLMENT_SORTS,
    enumName: 'EnrollmentSort',
    description: "The column the list is sorted by: the student (last name, first name, username), the content's title, progress, time spent, last accessed (never accessed counts as oldest) or when the student enrolled (the default); ties are broken by the enrollment id",
  })
  @IsOptional()
  @IsIn(ENROLLMENT_SORTS, { message: `sort must be one of ${ENROLLMENT_SORTS.join(', ')}` })
  sort?: EnrollmentSort;

  @ApiPropertyOptional({ enum: SORT_DIRECTIONS, enumName: 'SortOrder', description: 'asc or desc; asc when a sort is named, newest first when none is' })
  @IsOptional()
  @IsIn(SORT_DIRECTIONS, { message: `order must be one of ${SORT_DIRECTIONS.join(', ')}` })
  order?: SortDirection;
}

export class EnrolledStudentUserDto {
  @ApiProperty()
  username: string;
}

export class EnrolledStudentDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: String, nullable: true })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName: string | null;

  @ApiProperty({ type: String, nullable: true })
  avatar: string | null;

  @ApiProperty({ type: () => EnrolledStudentUserDto })
  user: EnrolledStudentUserDto;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the student last enrolled in or worked on one of your courses' })
  lastActive: Date | null;

  @ApiProperty({ enum: ['Active', 'Inactive'], description: 'Active when last active within 7 days' })
  activity: ActivityWord;
}

export class EnrolledContentDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty(API_ENUMS.contentCategory)
  category: ContentCategory;

  @ApiProperty(API_ENUMS.difficulty)
  difficulty: Difficulty;
}

/** One enrollment in your content (spec §3 'Teacher enrollment'). */
export class TeacherEnrollmentDto implements TeacherEnrollment {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty({ type: () => EnrolledStudentDto })
  student: EnrolledStudentDto;

  @ApiProperty({ type: () => EnrolledContentDto })
  contentItem: EnrolledContentDto;

  @ApiProperty({ type: 'integer', description: 'Percent, 0..100' })
  progress: number;

  @ApiProperty({ type: 'integer', description: 'Seconds' })
  timeSpent: number;

  @ApiProperty()
  completed: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastAccessed: Date | null;

  @ApiProperty({ type: String, format: 'date-time', description: 'When the student enrolled' })
  createdAt: Date;

  @ApiProperty({ enum: ['free', 'tokens', 'sponsored'], enumName: 'PaymentType' })
  paymentType: PaymentType;

  @ApiProperty({ type: 'integer' })
  tokensSpent: number;

  @ApiProperty({ enum: ['Complete', 'In Progress', 'Not Started'], enumName: 'EnrollmentStatusWord' })
  status: EnrollmentStatusWord;
}

export class TeacherEnrollmentsMetaDto {
  @ApiProperty({ type: () => PaginationDto })
  pagination: PaginationDto;
}

/** GET /teacher/enrollments: newest enrollment first unless sorted. */
export class TeacherEnrollmentPageDto {
  @ApiProperty({ type: () => [TeacherEnrollmentDto] })
  data: TeacherEnrollmentDto[];

  @ApiProperty({ type: () => TeacherEnrollmentsMetaDto })
  meta: TeacherEnrollmentsMetaDto;
}

export const toEnrollmentPageAnswer = (page: TeacherEnrollmentPage): TeacherEnrollmentPageDto => ({ data: page.enrollments, meta: { pagination: page.pagination } });
