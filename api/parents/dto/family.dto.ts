import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy, ValidateIf, type ValidationOptions } from 'class-validator';
import type { ChildSummary } from '../../../application/parents/child-summary';
import type { ChildContentEntry, ChildProgress } from '../../../application/parents/get-child-progress.use-case';
import type { ParentOverview } from '../../../application/parents/get-parent-overview.use-case';
import type { ParentProfile } from '../../../application/parents/get-parent-profile.use-case';
import type { ParentView } from '../../../application/parents/family-link';
import type { StudentParentsView } from '../../../application/parents/get-student-parents.use-case';
import type { ChallengeTotals, RecentActivity, TeacherSummary } from '../../../domain/parents/child-progress';
import type { AccessType } from '../../../domain/content/access-type';
import type { ContentCategory, ContentType } from '../../../domain/content/content-taxonomy';
import { LINK_CODE_LENGTH } from '../../../domain/parents/link-code';
import { API_ENUMS } from '../../common/api-enums';
import { ActivityFiguresDto, LearningJourneyDto } from '../../learning/dto/student-analytics.dto';
import { StudentPersonDto } from '../../common/student-person.dto';

const MAX_ID = 2_147_483_647;
const IDENTIFIER_MAX = 254;
const ENTER_IDENTIFIER = 'Enter a username, e-mail or ID';

/** A user id (a whole number) or a username or e-mail (text that is not blank), as spec §5 "Connect child" sends it. */
function IsChildIdentifier(options?: ValidationOptions) {
  return ValidateBy(
    {
      name: 'isChildIdentifier',
      validator: {
        validate: (value: unknown) =>
          (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID) ||
          (typeof value === 'string' && /\S/.test(value) && value.length <= IDENTIFIER_MAX),
        defaultMessage: () => `${ENTER_IDENTIFIER} (text of at most ${IDENTIFIER_MAX} characters, or a whole number)`,
      },
    },
    options,
  );
}

/** POST /parent/connect-child: exactly one of identifier and linkCode. */
export class ConnectChildDto {
  @ApiProperty({
    required: false,
    oneOf: [
      { type: 'string', maxLength: IDENTIFIER_MAX, example: 'sam_learner' },
      { type: 'integer', minimum: 1, maximum: MAX_ID, example: 42 },
    ],
    description: "The student's username or e-mail (text; case does not matter) or user id (a number)",
  })
  @ValidateIf((body: ConnectChildDto) => body.linkCode === undefined || body.identifier !== undefined)
  @IsChildIdentifier()
  identifier?: string | number;

  @ApiProperty({ required: false, maxLength: 20, example: 'K7M2XQAB', description: `The ${LINK_CODE_LENGTH}-character code from the student's settings` })
  @ValidateIf((body: ConnectChildDto) => body.linkCode !== undefined)
  @ValidateBy({
    name: 'notBothWays',
    validator: { validate: (_value: unknown, args) => (args?.object as ConnectChildDto).identifier === undefined, defaultMessage: () => 'Send either identifier or linkCode, not both' },
  })
  @MaxLength(20, { message: `A link code is ${LINK_CODE_LENGTH} letters and digits` })
  @IsString({ message: 'Enter the link code' })
  linkCode?: string;
}

/** A connected child (spec §3 "Student (in class or as child)", with tokens and the connection date). */
export class ChildSummaryDto extends StudentPersonDto implements ChildSummary {
  @ApiProperty({ type: 'integer' })
  tokenBalance: number;

  @ApiProperty({ type: String, format: 'date-time' })
  connectedAt: Date;
}

/** The answer of POST /parent/connect-child: pending (only what the parent typed) or connected (by link code). */
export class ConnectChildResultDto {
  @ApiProperty({ enum: ['pending', 'connected'] })
  status: 'pending' | 'connected';

  @ApiProperty({ required: false, description: 'Pending only: the identifier as the parent typed it' })
  identifier?: string;

  @ApiProperty({ required: false, type: String, format: 'date-time', description: 'Pending only' })
  requestedAt?: Date;

  @ApiProperty({ required: false, type: () => ChildSummaryDto, description: 'Connected only' })
  child?: ChildSummaryDto;
}

export class PendingRequestDto {
  @ApiProperty({ description: 'The username, e-mail or id exactly as the parent typed it' })
  identifier: string;

  @ApiProperty({ type: String, format: 'date-time' })
  requestedAt: Date;
}

/** GET /parent/children. */
export class ParentChildrenDto {
  @ApiProperty({ type: () => [ChildSummaryDto], description: 'Connected children, oldest connection first' })
  children: ChildSummaryDto[];

  @ApiProperty({ type: () => [PendingRequestDto], description: 'Requests the children have not answered; they name no child' })
  pendingRequests: PendingRequestDto[];
}

/** A parent by name, as they see themselves and as their child sees them: never an e-mail. */
export class ParentPersonDto implements ParentView {
  @ApiProperty({ type: 'integer', description: "The parent's user id" })
  id: number;

  @ApiProperty()
  username: string;

  @ApiProperty({ type: String, nullable: true })
  firstName: string | null;

  @ApiProperty({ type: String, nullable: true })
  lastName: string | null;
}

/** GET /parent/profile. */
export class ParentProfileDto extends ParentPersonDto implements ParentProfile {
  @ApiProperty({ type: 'integer' })
  monthlyEducationBudget: number;

  @ApiProperty({ type: 'integer', description: "After this month's budget credit, when it was due" })
  tokenBalance: number;

  @ApiProperty({ type: 'integer', description: 'Connected children' })
  childrenCount: number;
}

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

/** GET /analytics/parent/overview (spec §3 "Parent analytics"). */
export class ParentOverviewDto implements ParentOverview {
  @ApiProperty({ type: () => ActivityFiguresDto, description: "Summed over the children, each in their own day" })
  activity: ActivityFiguresDto;

  @ApiProperty({ type: () => [LearningJourneyDto], description: 'One per subject' })
  journeys: LearningJourneyDto[];
}

export class ParentOverviewQueryDto {
  @ApiPropertyOptional({ type: 'integer', description: 'One connected child (their user id); without it, all of them together' })
  @IsOptional()
  @Max(MAX_ID, { message: 'childId is not a child' })
  @Min(1, { message: 'childId is not a child' })
  @IsInt({ message: 'childId must be a whole number' })
  @Type(() => Number)
  childId?: number;
}

export class ConnectedParentDto extends ParentPersonDto {
  @ApiProperty({ type: String, format: 'date-time' })
  connectedAt: Date;
}

export class ParentRequestDto extends ParentPersonDto {
  @ApiProperty({ type: String, format: 'date-time' })
  requestedAt: Date;
}

/** GET /student/parents. */
export class StudentParentsDto implements StudentParentsView {
  @ApiProperty({ type: () => [ConnectedParentDto], description: 'Connected parents, oldest connection first' })
  parents: ConnectedParentDto[];

  @ApiProperty({ type: () => [ParentRequestDto], description: 'Requests waiting for my answer, oldest first' })
  requests: ParentRequestDto[];
}

export class AcceptedParentDto {
  @ApiProperty({ type: () => ConnectedParentDto })
  parent: ConnectedParentDto;
}

export class DeclinedRequestDto {
  @ApiProperty({ type: 'integer', description: "The parent's user id" })
  id: number;

  @ApiProperty({ enum: ['declined'] })
  status: 'declined';
}

export class ParentLinkCodeDto {
  @ApiProperty({ example: 'K7M2XQAB', description: `${LINK_CODE_LENGTH} letters and digits without 0, O, 1 and I; used once` })
  code: string;

  @ApiProperty({ type: String, format: 'date-time', description: '15 minutes after it was made' })
  expiresAt: Date;
}

export class RemovedParentDto {
  @ApiProperty({ type: 'integer', description: "The parent's user id" })
  id: number;
}
