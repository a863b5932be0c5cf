import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { InviteClassStudentUseCase } from '../../application/classes/invite-class-student.use-case';
import { RemoveClassStudentUseCase } from '../../application/classes/remove-class-student.use-case';
import { ListClassInvitationsUseCase } from '../../application/classes/list-class-invitations.use-case';
import { WithdrawClassInvitationUseCase } from '../../application/classes/withdraw-class-invitation.use-case';
import { CreateClassUseCase } from '../../application/classes/create-class.use-case';
import { DeleteClassUseCase } from '../../application/classes/delete-class.use-case';
import { ListMyClassesUseCase } from '../../application/classes/list-my-classes.use-case';
import { RegenerateJoinCodeUseCase } from '../../application/classes/regenerate-join-code.use-case';
import { UpdateClassUseCase } from '../../application/classes/update-class.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { OnlyFor } from '../common/auth/roles';
import { type DataAnswer, ApiDataResponse } from '../common/data-answer';
import { IdParam } from '../common/id-param';
import { ClassDto, ClassIdDto } from './dto/class-answers.dto';
import { ClassInvitationDto, ClassInvitationSentDto, WithdrawnClassInvitationDto } from './dto/class-invitation.dto';
import { CreateClassDto, UpdateClassDto } from './dto/class-form.dto';
import { AddStudentByIdDto, StudentUsernameDto } from './dto/class-requests.dto';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';

/**
 * A teacher's classes (spec §7 "Classes"). Another teacher's class answers 404 CLASS_NOT_FOUND, the
 * same as a class that does not exist.
 */
@ApiTags('classes')
@Controller('classes')
@OnlyFor(['teacher'], ROLE_REFUSALS.classManagement)
export class ClassesController {
  constructor(
    private readonly listMine: ListMyClassesUseCase,
    private readonly createClass: CreateClassUseCase,
    private readonly updateClass: UpdateClassUseCase,
    private readonly deleteClass: DeleteClassUseCase,
    private readonly regenerate: RegenerateJoinCodeUseCase,
    private readonly inviteStudent: InviteClassStudentUseCase,
    private readonly removeStudent: RemoveClassStudentUseCase,
    private readonly invitations: ListClassInvitationsUseCase,
    private readonly withdraw: WithdrawClassInvitationUseCase,
  ) {}

  @Get('mine')
  @ApiOperation({ summary: 'My classes, newest first, each with its students in the order they joined' })
  @ApiDataResponse(ClassDto, { shape: 'list' })
  async mine(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<ClassDto[]>> {
    return { data: await this.listMine.execute({ teacherId: user.userId }) };
  }

  @Post()
  @ApiOperation({ summary: 'Create a class from the form in data (name required; capacity 30 and active by default); it gets a fresh join code' })
  @ApiDataResponse(ClassDto, { status: 201 })
  async create(@CurrentUser() user: AuthenticatedUser, @Body() body: CreateClassDto): Promise<DataAnswer<ClassDto>> {
    return { data: await this.createClass.execute({ teacherId: user.userId, form: body.data }) };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change my class: the fields in data change (isActive activates or deactivates it); the capacity may not fall below its students' })
  @ApiDataResponse(ClassDto)
  async update(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @Body() body: UpdateClassDto): Promise<DataAnswer<ClassDto>> {
    return { data: await this.updateClass.execute({ teacherId: user.userId, classId: id, changes: body.data }) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete my class with its memberships and analytics' })
  @ApiDataResponse(ClassIdDto)
  async remove(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<DataAnswer<ClassIdDto>> {
    return { data: await this.deleteClass.execute({ teacherId: user.userId, classId: id }) };
  }

  @Post(':id/regenerate-join-code')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new join code for my class; the old one stops working at once' })
  @ApiDataResponse(ClassDto)
  async regenerateJoinCode(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<DataAnswer<ClassDto>> {
    return { data: await this.regenerate.execute({ teacherId: user.userId, classId: id }) };
  }

  @Post(':id/add-student')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Invite a student by id to my class: they join when they accept. The answer is the same whoever the id is (a student, someone else, nobody); a full class answers 409 CLASS_FULL',
  })
  @ApiDataResponse(ClassInvitationSentDto)
  async addById(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @Body() body: AddStudentByIdDto): Promise<DataAnswer<ClassInvitationSentDto>> {
    return { data: await this.inviteStudent.execute({ teacherId: user.userId, classId: id, student: { studentId: body.studentId } }) };
  }

  @Post(':id/add-student-by-username')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Invite a student by username or e-mail to my class: they join when they accept. The answer is the same whether or not the name is a student\'s; a full class answers 409 CLASS_FULL',
  })
  @ApiDataResponse(ClassInvitationSentDto)
  async addByUsername(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @Body() body: StudentUsernameDto): Promise<DataAnswer<ClassInvitationSentDto>> {
    return { data: await this.inviteStudent.execute({ teacherId: user.userId, classId: id, student: { identifier: body.username.trim() } }) };
  }

  @Get(':id/invitations')
  @ApiOperation({ summary: 'The invitations of my class not accepted yet, newest first: only what I typed, each "invited"' })
  @ApiDataResponse(ClassInvitationDto, { shape: 'list' })
  async listInvitations(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<DataAnswer<ClassInvitationDto[]>> {
    return { data: await this.invitations.execute({ teacherId: user.userId, classId: id }) };
  }

  @Delete(':id/invitations/:invitationId')
  @ApiOperation({ summary: 'Withdraw an invitation of my class that was not accepted' })
  @ApiDataResponse(WithdrawnClassInvitationDto)
  async withdrawInvitation(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() id: number,
    @IdParam('invitationId') invitationId: number,
  ): Promise<DataAnswer<WithdrawnClassInvitationDto>> {
    return { data: await this.withdraw.execute({ teacherId: user.userId, classId: id, invitationId }) };
  }

  @Delete(':id/students/:studentId')
  @ApiOperation({ summary: 'Remove a student from my class' })
  @ApiDataResponse(ClassDto)
  async removeById(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @IdParam('studentId') studentId: number): Promise<DataAnswer<ClassDto>> {
    return { data: await this.removeStudent.execute({ teacherId: user.userId, classId: id, student: { studentId } }) };
  }

  @Post(':id/remove-student-by-username')
  @HttpCode(200)
  @ApiOperation({ summary: 'Remove a student, named by username or e-mail, from my class' })
  @ApiDataResponse(ClassDto)
  async removeByUsername(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @Body() body: StudentUsernameDto): Promise<DataAnswer<ClassDto>> {
    return { data: await this.removeStudent.execute({ teacherId: user.userId, classId: id, student: { identifier: body.username.trim() } }) };
  }
}
