import { ApiProperty } from '@nestjs/swagger';
import type { ChildContentEntry, ChildProgress } from '../../../application/parents/get-child-progress.use-case';
import type { ChallengeTotals, RecentActivity, TeacherSummary } from '../../../domain/parents/child-progress';
import type { AccessType } from '../../../domain/content/access-type';
import type { ContentCategory, ContentType } from '../../../domain/content/content-taxonomy';
import { API_ENUMS } from '../../common/api-enums';
import { ChildSummaryDto } from './connect-child.dto';

export class ChildContentDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty(API_ENUMS.contentType)
  type: ContentType;

  @ApiProperty(API_ENUMS.contentCategory)
  category: ContentCategory;
}

export class ChildContentEntryDto implements ChildContentEntry {
  @ApiProperty({ type: 'integer' })
  enrollmentId: number;

  @ApiProperty({ type: () => ChildContentDto })
  content: ChildContentDto;

  @ApiProperty()
  teacherUsername: string;

  @ApiProperty({ description: 'First and last name, else the username' })
  teacherName: string;

  @ApiProperty({ type: 'integer', description: 'Percent, 0..100' })
  progress: number;

  @ApiProperty({ type: 'integer', description: 'Seconds' })
  timeSpent: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastAccessed: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt: Date | null;

  @ApiProperty({ type: 'integer' })
  tokensSpent: number;

  @ApiProperty(API_ENUMS.accessType)
  accessType: AccessType;
}

export class TeacherSummaryDto implements TeacherSummary {
  @ApiProperty({ type: 'integer' })
  teacherId: number;

  @ApiProperty({ description: 'First and last name, else the username' })
  teacherName: string;

  @ApiProperty({ type: 'integer', description: 'Completed enrollments over enrollments, percent 0..100' })
  completionRate: number;

  @ApiProperty({ type: 'integer' })
  enrollments: number;
}

export class RecentActivityDto implements RecentActivity {
  @ApiProperty({ type: 'integer' })
  enrollmentId: number;

  @ApiProperty()
  title: string;

  @ApiProperty()
  teacherUsername: string;

  @ApiProperty({ description: 'First and last name, else the username' })
  teacherName: string;

  @ApiProperty({ type: String, format: 'date-time' })
  lastAccessed: Date;

  @ApiProperty({ type: 'integer', description: 'Percent, 0..100' })
  progress: number;
}

const COUNTS = { type: 'object', additionalProperties: { type: 'integer' } } as const;

export class ChildAnalyticsDto {
  @ApiProperty({ ...COUNTS, example: { math: 2, science: 1 }, description: 'Enrollments per content category' })
  categoryBreakdown: Record<string, number>;

  @ApiProperty({ ...COUNTS, example: { video: 2, quiz: 1 }, description: 'Enrollments per content type' })
  typeBreakdown: Record<string, number>;

  @ApiProperty({ type: () => [TeacherSummaryDto], description: 'The top 5 teachers by enrollments' })
  teacherSummary: TeacherSummaryDto[];

  @ApiProperty({ type: () => [RecentActivityDto], description: 'At most 10, last accessed first' })
  recentActivity: RecentActivityDto[];
}

export class ChallengeTotalsDto implements ChallengeTotals {
  @ApiProperty({ type: 'integer' })
  not_started: number;

  @ApiProperty({ type: 'integer' })
  in_progress: number;

  @ApiProperty({ type: 'integer' })
  completed: number;
}

export class ChallengeStatsDto {
  @ApiProperty({ type: () => ChallengeTotalsDto, description: 'Enrollments not started, in progress and completed' })
  totals: ChallengeTotalsDto;

  @ApiProperty({ type: 'integer', description: 'The mean score of the quiz attempts, percent 0..100' })
  averageScore: number;

  @ApiProperty({ type: 'integer', description: 'Minutes spent over all enrollments' })
  totalTimeSpent: number;
}

/** GET /parent/child/{id}/content-progress (spec §3 "Child progress"). */
export class ChildProgressDto implements ChildProgress {
  @ApiProperty({ type: () => ChildSummaryDto })
  child: ChildSummaryDto;

  @ApiProperty({ type: 'integer' })
  level: number;

  @ApiProperty({ type: 'integer' })
  xp: number;

  @ApiProperty({ example: 'Bronze I' })
  rank: string;

  @ApiProperty({ type: 'integer' })
  completedCourses: number;

  @ApiProperty({ type: () => ChildAnalyticsDto })
  analytics: ChildAnalyticsDto;

  @ApiProperty({ type: () => ChallengeStatsDto })
  challengeStats: ChallengeStatsDto;

  @ApiProperty({ type: () => [ChildContentEntryDto], description: 'Unfinished, last accessed first' })
  currentContent: ChildContentEntryDto[];

  @ApiProperty({ type: () => [ChildContentEntryDto], description: 'Completed, last completed first' })
  completedContent: ChildContentEntryDto[];
}
