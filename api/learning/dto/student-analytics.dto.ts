import { ApiProperty } from '@nestjs/swagger';
import type { Journey } from '../../../domain/analytics/journeys';
import type { LearningPatternEntry } from '../../../domain/analytics/learning-pattern';
import type { SkillLevel } from '../../../domain/analytics/skill';
import type { PatternContent } from '../../../application/learning/learning.repositories.port';
import type { ContentCategory, ContentType } from '../../../domain/content/content-taxonomy';
import type { DayPart } from '../../../domain/shared/day-part';
import { API_ENUMS } from '../../common/api-enums';

/** The four answers of /analytics/student (spec §7 "Learning analytics"). */

/** Today's study and the learning counters (spec §3 "activity", for a student and for a family). */
export class ActivityFiguresDto {
  @ApiProperty({ type: 'integer', description: "Today's study minutes, in the student's own day" })
  dailyStudyMinutes: number;

  @ApiProperty({ type: 'integer' })
  completedCourses: number;

  @ApiProperty({ type: 'integer' })
  videosWatched: number;

  @ApiProperty({ type: 'integer' })
  quizzesCompleted: number;
}

export class StudyActivityDto extends ActivityFiguresDto {
  @ApiProperty({ type: 'integer' })
  totalStudyMinutes: number;
}

/** How the student stands in one subject (a content category). */
export class SubjectSummaryDto {
  @ApiProperty({ type: 'integer' })
  enrolled: number;

  @ApiProperty({ type: 'integer' })
  completed: number;

  @ApiProperty({ description: 'Percent, 1 decimal' })
  averageProgress: number;

  @ApiProperty(API_ENUMS.skillLevel)
  skillLevel: SkillLevel;

  @ApiProperty({ description: '0..100' })
  skillScore: number;

  @ApiProperty({ description: 'Percent points of progress per week over the last 28 days, 1 decimal' })
  learningVelocity: number;
}

export class LearningJourneyDto extends SubjectSummaryDto implements Journey {
  /** The subject again. */
  @ApiProperty(API_ENUMS.contentCategory)
  id: ContentCategory;

  @ApiProperty(API_ENUMS.contentCategory)
  subject: ContentCategory;
}

export class StudyDayDto {
  @ApiProperty({ format: 'date', description: 'A local date, YYYY-MM-DD' })
  date: string;

  @ApiProperty({ type: 'integer' })
  minutes: number;
}

/** GET /analytics/student/dashboard. */
export class StudentDashboardDto {
  @ApiProperty({ type: () => StudyActivityDto })
  activity: StudyActivityDto;

  @ApiProperty({ type: () => [LearningJourneyDto], description: 'One per subject' })
  journeys: LearningJourneyDto[];

  @ApiProperty({ type: () => [StudyDayDto], description: 'The last 7 local days, oldest first' })
  weeklyStudy: StudyDayDto[];
}

export class SubjectCourseDto {
  @ApiProperty({ type: 'integer' })
  contentId: number;

  @ApiProperty()
  title: string;

  @ApiProperty(API_ENUMS.contentType)
  type: ContentType;

  @ApiProperty({ description: '0..100' })
  percentage: number;

  @ApiProperty({ type: 'integer', description: 'Seconds' })
  timeSpent: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastAccessed: Date | null;
}

/** GET /analytics/student/progress/{subject}. */
export class SubjectProgressDto extends SubjectSummaryDto {
  @ApiProperty(API_ENUMS.contentCategory)
  subject: ContentCategory;

  @ApiProperty({ type: 'integer' })
  timeSpentSeconds: number;

  @ApiProperty({ type: () => [SubjectCourseDto] })
  courses: SubjectCourseDto[];
}

export class PatternContentDto implements PatternContent {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  title: string;

  @ApiProperty(API_ENUMS.contentType)
  type: ContentType;

  @ApiProperty(API_ENUMS.contentCategory)
  category: ContentCategory;
}

/** GET /analytics/student/learning-pattern answers up to 10, most time first. */
export class LearningPatternEntryDto implements LearningPatternEntry<PatternContentDto> {
  @ApiProperty({ type: () => PatternContentDto })
  contentItem: PatternContentDto;

  @ApiProperty({ type: 'integer' })
  timeSpentSeconds: number;

  @ApiProperty({ description: 'The device used most (desktop, mobile, tablet, … or unknown)' })
  deviceType: string;

  /** The part of the day used most (a description here would land on the shared DayPart schema). */
  @ApiProperty(API_ENUMS.dayPart)
  studyPattern: DayPart;
}

export class PeerClassDto {
  @ApiProperty({ type: 'integer' })
  id: number;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: String, nullable: true })
  subject: string | null;
}

export class AveragePerformanceDto {
  @ApiProperty({ description: "The class members' average progress, in percent" })
  overall: number;

  @ApiProperty({ description: 'My own average progress, in percent' })
  mine: number;
}

/** GET /analytics/student/peer-comparison answers up to 5. */
export class PeerComparisonEntryDto {
  @ApiProperty({ type: () => PeerClassDto })
  class: PeerClassDto;

  @ApiProperty({ type: () => AveragePerformanceDto })
  averagePerformance: AveragePerformanceDto;
}
