import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ConnectChildUseCase } from '../../application/parents/connect-child.use-case';
import { GetChildProgressUseCase } from '../../application/parents/get-child-progress.use-case';
import { GetChildrenUseCase } from '../../application/parents/get-children.use-case';
import { GetParentOverviewUseCase } from '../../application/parents/get-parent-overview.use-case';
import { GetParentProfileUseCase } from '../../application/parents/get-parent-profile.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { OnlyFor } from '../common/auth/roles';
import { ApiDataResponse, type NestedDataAnswer } from '../common/data-answer';
import { IdParam } from '../common/id-param';
import { ChildProgressDto } from './dto/child-progress.dto';
import { ConnectChildDto, ConnectChildResultDto, ParentChildrenDto } from './dto/connect-child.dto';
import { ParentOverviewDto, ParentOverviewQueryDto } from './dto/parent-overview.dto';
import { ParentProfileDto } from './dto/parent-profile.dto';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';

/**
 * The parent's side of the family link: connecting a child, the profile, the children and what they
 * learn. A child who is unknown or has not accepted this parent answers 404 CHILD_NOT_FOUND.
 */
@ApiTags('parent')
@Controller('parent')
@OnlyFor(['parent'], ROLE_REFUSALS.parentDashboard)
export class ParentFamilyController {
  constructor(
    private readonly connectChild: ConnectChildUseCase,
    private readonly getProfile: GetParentProfileUseCase,
    private readonly getChildren: GetChildrenUseCase,
    private readonly childProgress: GetChildProgressUseCase,
  ) {}

  @Post('connect-child')
  @ApiOperation({
    summary:
      'Ask a student to connect by username, e-mail or id (pending until the student accepts; nothing about the child is shown before, and an identifier that names no student answers the same), or connect at once with the link code the student gave',
  })
  @ApiDataResponse(ConnectChildResultDto, { status: 201, nested: true })
  async connect(@CurrentUser() user: AuthenticatedUser, @Body() body: ConnectChildDto): Promise<NestedDataAnswer<ConnectChildResultDto>> {
    const child = body.linkCode !== undefined ? { linkCode: body.linkCode } : { identifier: body.identifier! };
    return { data: { data: await this.connectChild.execute({ parentId: user.userId, child }) } };
  }

  @Get('profile')
  @ApiOperation({ summary: "The dashboard header: my names, monthly budget, token balance (after this month's budget credit) and children count" })
  @ApiDataResponse(ParentProfileDto, { nested: true })
  async profile(@CurrentUser() user: AuthenticatedUser): Promise<NestedDataAnswer<ParentProfileDto>> {
    return { data: { data: await this.getProfile.execute({ parentId: user.userId }) } };
  }

  @Get('children')
  @ApiOperation({ summary: 'My connected children, and my requests still waiting for an answer (only what I typed)' })
  @ApiDataResponse(ParentChildrenDto, { nested: true })
  async children(@CurrentUser() user: AuthenticatedUser): Promise<NestedDataAnswer<ParentChildrenDto>> {
    return { data: { data: await this.getChildren.execute({ parentId: user.userId }) } };
  }

  @Get('child/:id/content-progress')
  @ApiOperation({ summary: "A connected child's courses, teachers, recent activity and quiz results (spec §3 'Child progress')" })
  @ApiDataResponse(ChildProgressDto, { nested: true })
  async contentProgress(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<NestedDataAnswer<ChildProgressDto>> {
    return { data: { data: await this.childProgress.execute({ parentId: user.userId, childId: id }) } };
  }
}

/** GET /analytics/parent/overview. */
@ApiTags('parent')
@Controller('analytics/parent')
@OnlyFor(['parent'], ROLE_REFUSALS.parentDashboard)
export class ParentAnalyticsController {
  constructor(private readonly overview: GetParentOverviewUseCase) {}

  @Get('overview')
  @ApiOperation({ summary: "The student dashboard's activity counters and learning journeys for one connected child, or for all of them together" })
  @ApiDataResponse(ParentOverviewDto, { nested: true })
  async familyOverview(@CurrentUser() user: AuthenticatedUser, @Query() query: ParentOverviewQueryDto): Promise<NestedDataAnswer<ParentOverviewDto>> {
    return { data: { data: await this.overview.execute({ parentId: user.userId, childId: query.childId }) } };
  }
}
