import { Body, Controller, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CompleteParentGoalUseCase } from '../../application/parents/complete-parent-goal.use-case';
import { CreateParentGoalUseCase } from '../../application/parents/create-parent-goal.use-case';
import { ListParentGoalsUseCase } from '../../application/parents/list-parent-goals.use-case';
import { UpdateParentGoalUseCase } from '../../application/parents/update-parent-goal.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { OnlyFor } from '../common/auth/roles';
import { ApiDataResponse, type NestedDataAnswer } from '../common/data-answer';
import { IdParam } from '../common/id-param';
import { CreateParentGoalDto, ParentGoalDto, ParentGoalsQueryDto, UpdateParentGoalDto } from './dto/parent-goal.dto';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';

/**
 * Goals a parent sets for connected children. Another parent's goal, or one for a child no longer
 * connected, answers 404 GOAL_NOT_FOUND like a goal that does not exist.
 */
@ApiTags('parent')
@Controller('parent/goals')
@OnlyFor(['parent'], ROLE_REFUSALS.parentDashboard)
export class ParentGoalsController {
  constructor(
    private readonly listGoals: ListParentGoalsUseCase,
    private readonly createGoal: CreateParentGoalUseCase,
    private readonly updateGoal: UpdateParentGoalUseCase,
    private readonly completeGoal: CompleteParentGoalUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: "My goals for my connected children, newest first; ?childId= for one child's" })
  @ApiDataResponse(ParentGoalDto, { nested: true, shape: 'list' })
  async list(@CurrentUser() user: AuthenticatedUser, @Query() query: ParentGoalsQueryDto): Promise<NestedDataAnswer<ParentGoalDto[]>> {
    return { data: { data: await this.listGoals.execute({ parentId: user.userId, childId: query.childId ?? null }) } };
  }

  @Post()
  @ApiOperation({ summary: 'Set a goal for a connected child from the form in data (409 CHILD_ACCOUNT_BEING_DELETED while the child’s account waits to be deleted)' })
  @ApiDataResponse(ParentGoalDto, { status: 201, nested: true })
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateParentGoalDto): Promise<NestedDataAnswer<ParentGoalDto>> {
    const form = body.data;
    const goal = await this.createGoal.execute({
      parentId: user.userId,
      childId: form.childId,
      title: form.title,
      kind: form.kind,
      target: form.target,
      dueDate: form.dueDate || null,
    });
    return { data: { data: goal } };
  }

  @Put(':id')
  @ApiOperation({ summary: "Change my goal: the fields in data change ('' as dueDate removes it; 409 CHILD_ACCOUNT_BEING_DELETED while the child’s account waits to be deleted)" })
  @ApiDataResponse(ParentGoalDto, { nested: true })
  async update(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @Body() body: UpdateParentGoalDto): Promise<NestedDataAnswer<ParentGoalDto>> {
    return { data: { data: await this.updateGoal.execute({ parentId: user.userId, goalId: id, changes: { ...body.data, dueDate: body.data.dueDate === '' ? null : body.data.dueDate } }) } };
  }

  @Post(':id/complete')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark my goal completed; a second time answers 409 GOAL_ALREADY_COMPLETED, as does 409 CHILD_ACCOUNT_BEING_DELETED while the child’s account waits to be deleted' })
  @ApiDataResponse(ParentGoalDto, { nested: true })
  async complete(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<NestedDataAnswer<ParentGoalDto>> {
    return { data: { data: await this.completeGoal.execute({ parentId: user.userId, goalId: id }) } };
  }
}
