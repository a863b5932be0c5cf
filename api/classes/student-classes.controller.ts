import { Body, Controller, Delete, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AcceptClassInvitationUseCase } from '../../application/classes/accept-class-invitation.use-case';
import { DeclineClassInvitationUseCase } from '../../application/classes/decline-class-invitation.use-case';
import { GetStudentClassInvitationsUseCase } from '../../application/classes/get-student-class-invitations.use-case';
import { GetStudentClassesUseCase } from '../../application/classes/get-student-classes.use-case';
import { JoinClassUseCase } from '../../application/classes/join-class.use-case';
import { LeaveClassUseCase } from '../../application/classes/leave-class.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { OnlyFor } from '../common/auth/roles';
import { type DataAnswer, ApiDataResponse } from '../common/data-answer';
import { IdParam } from '../common/id-param';
import { ClassIdDto, StudentClassDto } from './dto/class-answers.dto';
import { DeclinedClassInvitationDto, ReceivedClassInvitationDto } from './dto/class-invitation.dto';
import { JoinClassDto } from './dto/class-requests.dto';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';

/** A student's classes: join with a code, list, leave. */
@ApiTags('classes')
@Controller('student/classes')
@OnlyFor(['student'], ROLE_REFUSALS.joiningClasses)
export class StudentClassesController {
  constructor(
    private readonly join: JoinClassUseCase,
    private readonly classes: GetStudentClassesUseCase,
    private readonly leave: LeaveClassUseCase,
  ) {}

  @Post('join')
  @ApiOperation({
    summary:
      'Join the active class holding the code (a deactivated class refuses; a full one answers 409 CLASS_FULL). Wrong codes are limited to 10 an hour per student and per address: then 429 TOO_MANY_JOIN_ATTEMPTS with Retry-After',
  })
  @ApiDataResponse(StudentClassDto, { status: 201 })
  async joinClass(@CurrentUser() user: AuthenticatedUser, @Body() body: JoinClassDto, @Req() request: FastifyRequest): Promise<DataAnswer<StudentClassDto>> {
    return { data: await this.join.execute({ studentId: user.userId, joinCode: body.joinCode, address: request.ip ?? 'unknown' }) };
  }

  @Get()
  @ApiOperation({ summary: 'My classes, latest joined first' })
  @ApiDataResponse(StudentClassDto, { shape: 'list' })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<StudentClassDto[]>> {
    return { data: await this.classes.execute({ studentId: user.userId }) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Leave a class I am in' })
  @ApiDataResponse(ClassIdDto)
  async leaveClass(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<DataAnswer<ClassIdDto>> {
    return { data: await this.leave.execute({ studentId: user.userId, classId: id }) };
  }
}

/** A student's class invitations: a teacher's "add student" waits here for the student's answer. */
@ApiTags('classes')
@Controller('student/class-invitations')
@OnlyFor(['student'], ROLE_REFUSALS.classInvitations)
export class StudentClassInvitationsController {
  constructor(
    private readonly invitations: GetStudentClassInvitationsUseCase,
    private readonly accept: AcceptClassInvitationUseCase,
    private readonly decline: DeclineClassInvitationUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The class invitations waiting for my answer, newest first: the class and its teacher' })
  @ApiDataResponse(ReceivedClassInvitationDto, { shape: 'list' })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<ReceivedClassInvitationDto[]>> {
    return { data: await this.invitations.execute({ studentId: user.userId }) };
  }

  @Post(':id/accept')
  @HttpCode(200)
  @ApiOperation({ summary: 'Accept a class invitation: I join the class (a full class answers 409 CLASS_FULL); its teacher sees me from now on' })
  @ApiDataResponse(StudentClassDto)
  async acceptInvitation(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<DataAnswer<StudentClassDto>> {
    return { data: await this.accept.execute({ studentId: user.userId, invitationId: id }) };
  }

  @Post(':id/decline')
  @HttpCode(200)
  @ApiOperation({ summary: 'Decline a class invitation: the teacher learns nothing about me, and their later invitations to this class are not shown to me' })
  @ApiDataResponse(DeclinedClassInvitationDto)
  async declineInvitation(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<DataAnswer<DeclinedClassInvitationDto>> {
    return { data: await this.decline.execute({ studentId: user.userId, invitationId: id }) };
  }
}
