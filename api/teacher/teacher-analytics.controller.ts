import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetContentPerformanceUseCase } from '../../application/teacher/get-content-performance.use-case';
import { GetEarningsReportUseCase } from '../../application/teacher/get-earnings-report.use-case';
import { GetEngagementMetricsUseCase } from '../../application/teacher/get-engagement-metrics.use-case';
import { GetStudentProgressUseCase } from '../../application/teacher/get-student-progress.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { OnlyFor } from '../common/auth/roles';
import { type DataAnswer, ApiDataResponse } from '../common/data-answer';
import { ContentPerformanceReportDto, EarningsReportDto, EngagementMetricsDto, StudentProgressReportDto } from './dto/teacher-analytics.dto';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';

@ApiTags('teacher')
@Controller('analytics/teacher')
@OnlyFor(['teacher'], ROLE_REFUSALS.teacherDashboard)
export class TeacherAnalyticsController {
  constructor(
    private readonly contentPerformance: GetContentPerformanceUseCase,
    private readonly studentProgress: GetStudentProgressUseCase,
    private readonly earningsReport: GetEarningsReportUseCase,
    private readonly engagementMetrics: GetEngagementMetricsUseCase,
  ) {}

  @Get('content-performance')
  @ApiOperation({ summary: 'Every content item with views, enrollments, completions and their rates (capped at 100 %), most enrollments first' })
  @ApiDataResponse(ContentPerformanceReportDto)
  async performance(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<ContentPerformanceReportDto>> {
    return { data: await this.contentPerformance.execute({ teacherId: user.userId }) };
  }

  @Get('student-progress')
  @ApiOperation({ summary: 'Students active and inactive (7 days), enrollments Complete / In Progress / Not Started, overall and per content' })
  @ApiDataResponse(StudentProgressReportDto)
  async progress(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<StudentProgressReportDto>> {
    return { data: await this.studentProgress.execute({ teacherId: user.userId }) };
  }

  @Get('earnings-report')
  @ApiOperation({ summary: 'Tokens earned: in total, this month and each of the last 12 months in your time zone, and per content' })
  @ApiDataResponse(EarningsReportDto)
  async earnings(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<EarningsReportDto>> {
    return { data: await this.earningsReport.execute({ teacherId: user.userId }) };
  }

  @Get('engagement-metrics')
  @ApiOperation({ summary: 'Active students, enrollment, completion and review rates, time spent and recent enrollments' })
  @ApiDataResponse(EngagementMetricsDto)
  async engagement(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<EngagementMetricsDto>> {
    return { data: await this.engagementMetrics.execute({ teacherId: user.userId }) };
  }
}
