import { ApiProperty } from '@nestjs/swagger';
import type { MyCourse } from '../../../application/learning/learning.repositories.port';
import type { AccessType } from '../../../domain/content/access-type';
import { API_ENUMS } from '../../common/api-enums';
import { ContentCardDto } from '../../content/dto/content-card.dto';
import { CourseProgressDto, QuizScoreDto } from './course-progress.dto';

export class MyCourseDto implements MyCourse {
  @ApiProperty({ type: 'integer', description: 'The enrollment' })
  id: number;

  @ApiProperty({ type: () => ContentCardDto, description: 'The teacher populated' })
  contentItem: ContentCardDto;

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

  @ApiProperty({ type: 'integer', nullable: true })
  myRating: number | null;
}

/** GET /student/content/my-courses: newest enrollment first. */
export class MyCoursesDto {
  @ApiProperty({ type: () => [MyCourseDto] })
  activeCourses: MyCourseDto[];

  @ApiProperty({ type: () => [MyCourseDto] })
  completedCourses: MyCourseDto[];
}
