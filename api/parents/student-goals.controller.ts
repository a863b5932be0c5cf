import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListStudentGoalsUseCase } from '../../application/parents/list-student-goals.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { OnlyFor } from '../common/auth/roles';
import { ApiDataResponse, type DataAnswer } from '../common/data-answer';
import { StudentGoalDto } from './dto/parent-goal.dto';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';

@ApiTags('student family')
@Controller('student/goals')
@OnlyFor(['student'], ROLE_REFUSALS.goalsFromParents)
export class StudentGoalsController {
  constructor(private readonly listGoals: ListStudentGoalsUseCase) {}

  @Get()
  @ApiOperation({ summary: 'Goals my connected parents set for me, newest first' })
  @ApiDataResponse(StudentGoalDto, { shape: 'list' })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<StudentGoalDto[]>> {
    return { data: await this.listGoals.execute({ studentId: user.userId }) };
  }
}
