import { Body, Controller, Delete, Get, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { InviteClassStudentUseCase } from '../../../application/classes/invite-class-student.use-case';
import { RemoveClassStudentUseCase } from '../../../application/classes/remove-class-student.use-case';
import { type StudentRef } from '../../../application/classes/class-membership';
import type { SentClassInvitation } from '../../../application/classes/class.repositories.port';
import { NotInClassError } from '../../../application/classes/classes.errors';
import type { ClassStudentView } from '../../../application/classes/class-view';
import { ListClassStudentsPageUseCase, type ClassStudentPageQuery } from '../../../application/classes/list-class-students-page.use-case';
import { ApiError } from '../../common/api-error';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { OnlyFor } from '../../common/auth/roles';
import { IdParam } from '../../common/id-param';
import { ClassStudentDto } from '../dto/class-answers.dto';
import { ClassInvitationDto } from '../dto/class-invitation.dto';
import { idsFilter, readListQuery, sendContentRange, SimpleRestListQueryDto, textFilter } from '../../common/simple-rest-query';
import { AdminAddStudentDto } from './admin-class.dto';
import { ROLE_REFUSALS } from '../../common/auth/role-refusals';

const SORTABLE: ReadonlyArray<ClassStudentPageQuery['sort']> = ['joinedAt', 'id', 'username', 'firstName', 'lastName', 'xp', 'level', 'lastActiveAt'];

/** The students of one of the teacher's classes as a react-admin resource (`classes/{classId}/students`); record ids are student ids. */
@ApiTags('admin')
@Controller('admin/classes/:classId/students')
@OnlyFor(['teacher'], ROLE_REFUSALS.classManagement)
export class AdminClassStudentsController {
  constructor(
    private readonly page: ListClassStudentsPageUseCase,
    private readonly inviteStudent: InviteClassStudentUseCase,
    private readonly removeStudent: RemoveClassStudentUseCase,
  ) {}

  private async find(teacherId: number, classId: number, studentId: number): Promise<ClassStudentView> {
    const { rows } = await this.page.execute({ teacherId, classId, page: { sort: 'id', order: 'ASC', ids: [studentId], offset: 0, limit: 1 } });
    if (rows.length === 0) throw new NotInClassError('student');
    return rows[0];
  }

  @Get()
  @ApiOperation({ summary: 'The students of my class: sort ["username","ASC"], range [0,9], filter {"q","id":[...]}; Content-Range tells the total' })
  @ApiResponse({ status: 200, type: [ClassStudentDto] })
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('classId') classId: number,
    @Query() query: SimpleRestListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ClassStudentView[]> {
    const request = readListQuery(query, SORTABLE, ['q', 'id']);
    const { rows, total } = await this.page.execute({
      teacherId: user.userId,
      classId,
      page: { sort: request.sort, order: request.order, q: textFilter(request.filter, 'q'), ids: idsFilter(request.filter), offset: request.offset, limit: request.limit },
    });
    sendContentRange(reply, 'students', request.offset, rows.length, total);
    return rows;
  }

  @Get(':studentId')
  @ApiOperation({ summary: 'One student of my class' })
  @ApiResponse({ status: 200, type: ClassStudentDto })
  one(@CurrentUser() user: AuthenticatedUser, @IdParam('classId') classId: number, @IdParam('studentId') studentId: number): Promise<ClassStudentView> {
    return this.find(user.userId, classId, studentId);
  }

  @Post()
  @ApiOperation({
    summary:
      'Invite a student by studentId, or by username or e-mail: they join when they accept. Answers the invitation, the same whoever is named; a full class answers 409 CLASS_FULL',
  })
  @ApiResponse({ status: 201, type: ClassInvitationDto })
  async add(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam('classId') classId: number,
    @Body() body: AdminAddStudentDto,
  ): Promise<SentClassInvitation & { state: 'invited' }> {
    if ((body.studentId === undefined) === (body.username === undefined)) {
      throw new ApiError('VALIDATION_FAILED', 'Send either studentId or username', { username: 'Send either studentId or username' });
    }
    const student: StudentRef = body.studentId !== undefined ? { studentId: body.studentId } : { identifier: body.username!.trim() };
    return (await this.inviteStudent.execute({ teacherId: user.userId, classId, student })).invitation;
  }

  @Delete(':studentId')
  @ApiOperation({ summary: 'Remove a student from my class; answers the student as they were' })
  @ApiResponse({ status: 200, type: ClassStudentDto })
  async remove(@CurrentUser() user: AuthenticatedUser, @IdParam('classId') classId: number, @IdParam('studentId') studentId: number): Promise<ClassStudentView> {
    const found = await this.find(user.userId, classId, studentId);
    await this.removeStudent.execute({ teacherId: user.userId, classId, student: { studentId } });
    return found;
  }
}
