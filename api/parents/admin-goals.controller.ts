import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { PageParentGoalsUseCase } from '../../application/parents/list-parent-goals.use-case';
import { PARENT_GOAL_SORTS, type ParentGoalRecord } from '../../application/parents/parent-money.repositories.port';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';
import { OnlyFor } from '../common/auth/roles';
import { booleanFilter, idFilter, idsFilter, readListQuery, sendContentRange, SimpleRestListQueryDto, textFilter } from '../common/simple-rest-query';
import { ParentGoalRecordDto } from './dto/admin-parent-money.dto';

/**
 * The goals a parent set for connected children as a react-admin resource (ra-data-simple-rest):
 * bare records, a list with sort, range and filter answered with Content-Range. Setting a goal and
 * marking it complete stay POST /parent/goals and POST /parent/goals/{id}/complete, the same use cases.
 */
@ApiTags('admin')
@Controller('admin/goals')
@OnlyFor(['parent'], ROLE_REFUSALS.parentDashboard)
export class AdminGoalsController {
  constructor(private readonly page: PageParentGoalsUseCase) {}

  @Get()
  @ApiOperation({
    summary:
      'My goals for my connected children: sort ["createdAt","DESC"] (createdAt, dueDate, title or target), range [0,24], filter {"childId","completed":true|false,"q","id":[...]} (q: words all in the title); Content-Range tells the total (an unconnected childId answers 404 CHILD_NOT_FOUND)',
  })
  @ApiResponse({ status: 200, type: [ParentGoalRecordDto] })
  async list(@CurrentUser() user: AuthenticatedUser, @Query() query: SimpleRestListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<ParentGoalRecord[]> {
    const request = readListQuery(query, PARENT_GOAL_SORTS, ['childId', 'completed', 'q', 'id'], 'DESC');
    const { rows, total } = await this.page.execute({
      parentId: user.userId,
      query: {
        sort: request.sort,
        order: request.order,
        childId: idFilter(request.filter, 'childId', 'a child id'),
        completed: booleanFilter(request.filter, 'completed'),
        q: textFilter(request.filter, 'q'),
        ids: idsFilter(request.filter),
        offset: request.offset,
        limit: request.limit,
      },
    });
    sendContentRange(reply, 'goals', request.offset, rows.length, total);
    return rows;
  }
}
