import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetLearningPatternUseCase } from '../../application/learning/get-learning-pattern.use-case';
import { GetPeerComparisonUseCase } from '../../application/learning/get-peer-comparison.use-case';
import { GetStudentDashboardUseCase } from '../../application/learning/get-student-dashboard.use-case';
import { GetSubjectProgressUseCase } from '../../application/learning/get-subject-progress.use-case';
import type { ContentCategory } from '../../domain/content/content-taxonomy';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Authenticated } from '../common/auth/roles';
import { type DataAnswer, ApiDataResponse } from '../common/data-answer';
import { LearningPatternEntryDto, PeerComparisonEntryDto, StudentDashboardDto, SubjectProgressDto } from './dto/student-analytics.dto';
import { SubjectParamPipe } from './route-params';

@ApiTags('student analytics')
@Controller('analytics/student')
@Authenticated('student')
export class StudentAnalyticsController {
  constructor(
    private readonly dashboard: GetStudentDashboardUseCase,
    private readonly subjectProgress: GetSubjectProgressUseCase,
    private readonly pattern: GetLearningPatternUseCase,
    private readonly peers: GetPeerComparisonUseCase,
  ) {}

  @Get('dashboard')
  @ApiOperation({ summary: "Activity counters, a learning journey per subject, and the last 7 days' study minutes" })
  @ApiDataResponse(StudentDashboardDto)
  async summary(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<StudentDashboardDto>> {
    return { data: await this.dashboard.execute({ userId: user.userId }) };
  }

  @Get('progress/:subject')
  @ApiOperation({ summary: 'Progress, skill and velocity in one subject (a content category), with its courses' })
  @ApiDataResponse(SubjectProgressDto)
  async progress(
    @CurrentUser() user: AuthenticatedUser,
    @Param('subject', new SubjectParamPipe()) subject: ContentCategory,
  ): Promise<DataAnswer<SubjectProgressDto>> {
    return { data: await this.subjectProgress.execute({ userId: user.userId, subject }) };
  }

  @Get('learning-pattern')
  @ApiOperation({ summary: 'Up to 10 content items with the most study time, with the most used device and part of the day' })
  @ApiDataResponse(LearningPatternEntryDto, { shape: 'list' })
  async learningPattern(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<LearningPatternEntryDto[]>> {
    return { data: await this.pattern.execute({ userId: user.userId }) };
  }

  @Get('peer-comparison')
  @ApiOperation({ summary: "Up to 5 of my classes: the class's average progress beside mine" })
  @ApiDataResponse(PeerComparisonEntryDto, { shape: 'list' })
  async peerComparison(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<PeerComparisonEntryDto[]>> {
    return { data: await this.peers.execute({ userId: user.userId }) };
  }
}
