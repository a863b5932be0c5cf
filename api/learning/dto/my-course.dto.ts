import { ApiProperty, PickType } from '@nestjs/swagger';
import type { MyCourse, MyCourseContent } from '../../../application/learning/learning.repositories.port';
import type { AccessType } from '../../../domain/content/access-type';
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
