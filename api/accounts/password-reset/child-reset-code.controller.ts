import { Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CreateChildResetCodeUseCase } from '../../../application/accounts/auth/create-child-reset-code.use-case';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { OnlyFor } from '../../common/auth/roles';
import { ApiDataResponse, type DataAnswer, type NestedDataAnswer } from '../../common/data-answer';
import { IdParam } from '../../common/id-param';
import { ErrorAnswerDto } from '../../common/error-answer.dto';
import { ChildResetCodeDto } from './dto/password-reset.dto';
import { ROLE_REFUSALS } from '../../common/auth/role-refusals';

const SHOWN_ONCE = 'valid for 15 minutes and shown only in this answer; the child types it at /reset-password with a new password. It replaces the earlier unused codes of the child';

/** POST /parent/child/{id}/reset-code: a linked parent gets a child back in. */
@ApiTags('parent')
@Controller('parent')
@OnlyFor(['parent'], ROLE_REFUSALS.parentDashboard)
export class ParentChildResetCodeController {
  constructor(private readonly createCode: CreateChildResetCodeUseCase) {}

  @Post('child/:id/reset-code')
  @ApiOperation({ summary: `A password reset code for a connected child, ${SHOWN_ONCE}` })
  @ApiDataResponse(ChildResetCodeDto, { status: 201, nested: true })
  @ApiResponse({ status: 404, description: 'CHILD_NOT_FOUND: no such student, or not connected to me', type: ErrorAnswerDto })
  async create(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<NestedDataAnswer<ChildResetCodeDto>> {
    return { data: { data: await this.createCode.execute({ by: { role: 'parent', userId: user.userId }, childId: id }) } };
  }
}

/** POST /classes/{id}/students/{studentId}/reset-code: the teacher of the child's class gets them back in. */
@ApiTags('classes')
@Controller('classes')
@OnlyFor(['teacher'], ROLE_REFUSALS.classManagement)
export class ClassStudentResetCodeController {
  constructor(private readonly createCode: CreateChildResetCodeUseCase) {}

  @Post(':id/students/:studentId/reset-code')
  @ApiOperation({ summary: `A password reset code for a student of my class, ${SHOWN_ONCE}` })
  @ApiDataResponse(ChildResetCodeDto, { status: 201 })
  @ApiResponse({ status: 404, description: 'CLASS_NOT_FOUND: not my class; NOT_IN_CLASS: the student is not a member of it', type: ErrorAnswerDto })
  async create(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @IdParam('studentId') studentId: number): Promise<DataAnswer<ChildResetCodeDto>> {
    return { data: await this.createCode.execute({ by: { role: 'teacher', userId: user.userId, classId: id }, childId: studentId }) };
  }
}
