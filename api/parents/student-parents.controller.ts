import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AcceptParentRequestUseCase } from '../../application/parents/accept-parent-request.use-case';
import { CreateParentLinkCodeUseCase } from '../../application/parents/create-parent-link-code.use-case';
import { DeclineParentRequestUseCase } from '../../application/parents/decline-parent-request.use-case';
import { GetStudentParentsUseCase } from '../../application/parents/get-student-parents.use-case';
import { RemoveParentUseCase } from '../../application/parents/remove-parent.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { OnlyFor } from '../common/auth/roles';
import { type DataAnswer, ApiDataResponse } from '../common/data-answer';
import { IdParam } from '../common/id-param';
import { AcceptedParentDto, DeclinedRequestDto, ParentLinkCodeDto, RemovedParentDto, StudentParentsDto } from './dto/student-parents.dto';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';

/** The student's side of the family link: who may see my learning, and the one-time link code. */
@ApiTags('family')
@Controller('student')
@OnlyFor(['student'], ROLE_REFUSALS.parentLinks)
export class StudentParentsController {
  constructor(
    private readonly parents: GetStudentParentsUseCase,
    private readonly accept: AcceptParentRequestUseCase,
    private readonly decline: DeclineParentRequestUseCase,
    private readonly remove: RemoveParentUseCase,
    private readonly linkCode: CreateParentLinkCodeUseCase,
  ) {}

  @Get('parents')
  @ApiOperation({ summary: 'My connected parents and the requests waiting for my answer' })
  @ApiDataResponse(StudentParentsDto)
  async list(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<StudentParentsDto>> {
    return { data: await this.parents.execute({ studentId: user.userId }) };
  }

  @Post('parent-requests/:id/accept')
  @HttpCode(200)
  @ApiOperation({ summary: "Accept a parent's request (id is the parent's user id): the parent sees my learning from now on" })
  @ApiDataResponse(AcceptedParentDto)
  async acceptRequest(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<DataAnswer<AcceptedParentDto>> {
    return { data: await this.accept.execute({ studentId: user.userId, parentId: id }) };
  }

  @Post('parent-requests/:id/decline')
  @HttpCode(200)
  @ApiOperation({ summary: "Decline a parent's request; the parent's later requests are refused" })
  @ApiDataResponse(DeclinedRequestDto)
  async declineRequest(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<DataAnswer<DeclinedRequestDto>> {
    return { data: await this.decline.execute({ studentId: user.userId, parentId: id }) };
  }

  @Post('parent-link-code')
  @ApiOperation({ summary: 'A new one-time code a parent connects with at once; valid 15 minutes; it replaces my earlier code' })
  @ApiDataResponse(ParentLinkCodeDto, { status: 201 })
  async createLinkCode(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<ParentLinkCodeDto>> {
    return { data: await this.linkCode.execute({ studentId: user.userId }) };
  }

  @Delete('parents/:parentId')
  @ApiOperation({ summary: 'Remove a connected parent: their access ends at once' })
  @ApiDataResponse(RemovedParentDto)
  async removeParent(@CurrentUser() user: AuthenticatedUser, @IdParam('parentId') parentId: number): Promise<DataAnswer<RemovedParentDto>> {
    return { data: await this.remove.execute({ studentId: user.userId, parentId }) };
  }
}
