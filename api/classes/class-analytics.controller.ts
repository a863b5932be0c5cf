import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ComputeClassAnalyticsUseCase } from '../../application/classes/compute-class-analytics.use-case';
import { GetClassAnalyticsUseCase } from '../../application/classes/get-class-analytics.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { OnlyFor } from '../common/auth/roles';
import { type DataAnswer, ApiDataResponse } from '../common/data-answer';
import { IdParam } from '../common/id-param';
import { ClassAnalyticsDto } from './dto/class-answers.dto';
import { ComputeClassAnalyticsDto } from './dto/class-requests.dto';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';

/** Snapshots of a class's analytics (spec §2 "Class analytics panel", §7; PRODUCT.md "Classes"). */
@ApiTags('classes')
@Controller('class-analytics')
@OnlyFor(['teacher'], ROLE_REFUSALS.classManagement)
export class ClassAnalyticsController {
  constructor(
    private readonly latest: GetClassAnalyticsUseCase,
    private readonly compute: ComputeClassAnalyticsUseCase,
  ) {}

  @Get(':classId')
  @ApiOperation({ summary: "My class's latest analytics snapshot; 404 CLASS_ANALYTICS_NOT_FOUND until one is computed" })
  @ApiDataResponse(ClassAnalyticsDto)
  async get(@CurrentUser() user: AuthenticatedUser, @IdParam('classId') classId: number): Promise<DataAnswer<ClassAnalyticsDto>> {
    return { data: await this.latest.execute({ teacherId: user.userId, classId }) };
  }

  @Post()
  @ApiOperation({
    summary: 'Compute and store a snapshot for my class: top 5 by XP, students needing attention (7 days without activity or average progress under 25 %), average completion per subject',
  })
  @ApiDataResponse(ClassAnalyticsDto, { status: 201 })
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: ComputeClassAnalyticsDto): Promise<DataAnswer<ClassAnalyticsDto>> {
    return { data: await this.compute.execute({ teacherId: user.userId, classId: body.classId }) };
  }
}
