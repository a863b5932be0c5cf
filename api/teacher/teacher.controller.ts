import { Body, Controller, Get, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { GetTeacherContentUseCase } from '../../application/teacher/get-teacher-content.use-case';
import { GetTeacherHomeUseCase } from '../../application/teacher/get-teacher-home.use-case';
import { UpdateTeacherProfileUseCase } from '../../application/teacher/update-teacher-profile.use-case';
import { enrollmentSortOf, normalizedSearch } from '../../domain/teacher/enrollment-filters';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { OnlyFor } from '../common/auth/roles';
import { type DataAnswer, ApiDataResponse } from '../common/data-answer';
import { sendSerialized } from '../common/json-answer';
import { TeacherAnalyticsDto } from './dto/teacher-analytics.dto';
import { TeacherContentItemDto } from './dto/teacher-content.dto';
import { TeacherEnrollmentPageDto, TeacherEnrollmentsQueryDto, toEnrollmentPageAnswer } from './dto/teacher-enrollment.dto';
import { TeacherProfileDto, UpdateTeacherProfileDto } from './dto/teacher-profile.dto';
import { TeacherAnalyticsAnswers } from './teacher-analytics-answers';
import { TeacherEnrollmentSearches } from './teacher-enrollment-searches';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';

@ApiTags('teacher')
@Controller('teacher')
@OnlyFor(['teacher'], ROLE_REFUSALS.teacherDashboard)
export class TeacherController {
  constructor(
    private readonly home: GetTeacherHomeUseCase,
    private readonly library: GetTeacherContentUseCase,
    private readonly enrollmentSearches: TeacherEnrollmentSearches,
    private readonly analyticsOf: TeacherAnalyticsAnswers,
    private readonly updateProfile: UpdateTeacherProfileUseCase,
  ) {}

  @Get('home')
  @ApiOperation({ summary: "The header: your profile, total tokens earned, content and student counts, rating" })
  @ApiDataResponse(TeacherProfileDto)
  async profile(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<TeacherProfileDto>> {
    return { data: await this.home.execute({ teacherId: user.userId }) };
  }

  @Get('content')
  @ApiOperation({ summary: 'Your content library: every item, private and withdrawn ones included, newest first' })
  @ApiDataResponse(TeacherContentItemDto, { shape: 'list' })
  async content(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<TeacherContentItemDto[]>> {
    return { data: (await this.library.execute({ teacherId: user.userId })) as TeacherContentItemDto[] };
  }

  @Get('enrollments')
  @ApiOperation({
    summary: 'The enrollments in your content, newest first unless sorted: { data, meta: { pagination } }',
    description:
      'search (student username or name, or content title), contentId, status (complete, in-progress, not-started), activity (active, inactive), ' +
      'sort (student, content, progress, timeSpent, lastAccessed, enrolledAt) and order (asc, desc; asc when a sort is named, else newest first), page, pageSize (1..100). Ties are broken by the enrollment id.',
  })
  @ApiOkResponse({ type: TeacherEnrollmentPageDto })
  async enrollments(@CurrentUser() user: AuthenticatedUser, @Query() query: TeacherEnrollmentsQueryDto): Promise<TeacherEnrollmentPageDto> {
    const page = await this.enrollmentSearches.page(user.userId, {
      page: query.page,
      pageSize: query.pageSize,
      search: normalizedSearch(query.search),
      contentId: query.contentId ?? null,
      status: query.status ?? null,
      activity: query.activity ?? null,
      ...enrollmentSortOf(query.sort, query.order),
    });
    return toEnrollmentPageAnswer(page);
  }

  @Get('analytics')
  @ApiOperation({ summary: 'Overview, content performance, ratings with their distribution, and earnings this month (your time zone) and in total' })
  @ApiDataResponse(TeacherAnalyticsDto)
  async analytics(@CurrentUser() user: AuthenticatedUser, @Res() reply: FastifyReply): Promise<void> {
    sendSerialized(reply, await this.analyticsOf.answer(user.userId));
  }

  @Put('profile')
  @ApiOperation({ summary: 'Change department, years of experience, bio, subjects or avatar (body data); answers the profile' })
  @ApiDataResponse(TeacherProfileDto)
  async changeProfile(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateTeacherProfileDto): Promise<DataAnswer<TeacherProfileDto>> {
    return { data: await this.updateProfile.execute({ teacherId: user.userId, changes: body.data }) };
  }
}
