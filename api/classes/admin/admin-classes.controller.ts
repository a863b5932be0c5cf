import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { type ClassInvitationSent, InviteClassStudentUseCase } from '../../../application/classes/invite-class-student.use-case';
import type { ClassPageQuery, ClassTotals } from '../../../application/classes/class.repositories.port';
import { GetClassTotalsUseCase } from '../../../application/classes/class-totals.use-case';
import { CreateClassUseCase } from '../../../application/classes/create-class.use-case';
import { DeleteClassUseCase } from '../../../application/classes/delete-class.use-case';
import { GetClassUseCase } from '../../../application/classes/list-my-classes.use-case';
import { ListClassPageUseCase } from '../../../application/classes/list-class-page.use-case';
import { RegenerateJoinCodeUseCase } from '../../../application/classes/regenerate-join-code.use-case';
import { UpdateClassUseCase } from '../../../application/classes/update-class.use-case';
import type { ClassSummaryView, ClassView } from '../../../application/classes/class-view';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { OnlyFor } from '../../common/auth/roles';
import { IdParam } from '../../common/id-param';
import { ClassDto, ClassSummaryDto, ClassTotalsDto } from '../dto/class-answers.dto';
import { ClassInvitationSentDto } from '../dto/class-invitation.dto';
import { NewClassFormDto } from '../dto/class-form.dto';
import { StudentUsernameDto } from '../dto/class-requests.dto';
import { booleanFilter, idsFilter, readListQuery, sendContentRange, SimpleRestListQueryDto, textFilter } from '../../common/simple-rest-query';
import { AdminClassChangesDto } from './admin-class.dto';
import { ROLE_REFUSALS } from '../../common/auth/role-refusals';

const SORTABLE: ReadonlyArray<ClassPageQuery['sort']> = ['id', 'name', 'subject', 'gradeLevel', 'capacity', 'studentCount', 'isActive', 'startDate', 'createdAt'];

/**
 * The teacher's classes as a react-admin resource (ra-data-simple-rest): bare records, lists with
 * sort, range and filter answered with Content-Range. The same use cases as /classes; state changes
 * (activate, deactivate, a new code, inviting by username) are calls of their own. A list carries each
 * class's first students only (its card's chips); one class and the students resource carry them all.
 */
@ApiTags('admin')
@Controller('admin/classes')
@OnlyFor(['teacher'], ROLE_REFUSALS.classManagement)
export class AdminClassesController {
  constructor(
    private readonly page: ListClassPageUseCase,
    private readonly getClass: GetClassUseCase,
    private readonly createClass: CreateClassUseCase,
    private readonly updateClass: UpdateClassUseCase,
    private readonly deleteClass: DeleteClassUseCase,
    private readonly regenerate: RegenerateJoinCodeUseCase,
    private readonly inviteStudent: InviteClassStudentUseCase,
    private readonly totals: GetClassTotalsUseCase,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'My classes: sort ["name","ASC"], range [0,9], filter {"q","isActive","id":[...]}; Content-Range tells the total. Each class carries its first students only',
  })
  @ApiResponse({ status: 200, type: [ClassSummaryDto] })
  async list(@CurrentUser() user: AuthenticatedUser, @Query() query: SimpleRestListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<ClassSummaryView[]> {
    const request = readListQuery(query, SORTABLE, ['q', 'isActive', 'id']);
    const { rows, total } = await this.page.execute({
      teacherId: user.userId,
      page: {
        sort: request.sort,
        order: request.order,
        q: textFilter(request.filter, 'q'),
        isActive: booleanFilter(request.filter, 'isActive'),
        ids: idsFilter(request.filter),
        offset: request.offset,
        limit: request.limit,
      },
    });
    sendContentRange(reply, 'classes', request.offset, rows.length, total);
    return rows;
  }

  // Before ':id', so 'totals' is not read as an id.
  @Get('totals')
  @ApiOperation({ summary: 'My classes in figures: how many, how many active, and the distinct students in them' })
  @ApiResponse({ status: 200, type: ClassTotalsDto })
  classTotals(@CurrentUser() user: AuthenticatedUser): Promise<ClassTotals> {
    return this.totals.execute({ teacherId: user.userId });
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of my classes, with all its students' })
  @ApiResponse({ status: 200, type: ClassDto })
  one(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<ClassView> {
    return this.getClass.execute({ teacherId: user.userId, classId: id });
  }

  @Post()
  @ApiOperation({ summary: 'Create a class from the bare form (name required; capacity 30 and active by default)' })
  @ApiResponse({ status: 201, type: ClassDto })
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: NewClassFormDto): Promise<ClassView> {
    return this.createClass.execute({ teacherId: user.userId, form: body });
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change the form fields of my class; read-only fields and isActive are ignored (activate and deactivate are their own calls)' })
  @ApiResponse({ status: 200, type: ClassDto })
  update(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @Body() body: AdminClassChangesDto): Promise<ClassView> {
    const { name, subject, gradeLevel, capacity, startDate, endDate, description } = body;
    return this.updateClass.execute({ teacherId: user.userId, classId: id, changes: { name, subject, gradeLevel, capacity, startDate, endDate, description } });
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete my class; answers the class as it was' })
  @ApiResponse({ status: 200, type: ClassDto })
  async remove(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<ClassView> {
    const found = await this.getClass.execute({ teacherId: user.userId, classId: id });
    await this.deleteClass.execute({ teacherId: user.userId, classId: id });
    return found;
  }

  @Post(':id/activate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Activate my class: joins by code are accepted again' })
  @ApiResponse({ status: 200, type: ClassDto })
  activate(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<ClassView> {
    return this.updateClass.execute({ teacherId: user.userId, classId: id, changes: { isActive: true } });
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deactivate my class: joins by code are refused' })
  @ApiResponse({ status: 200, type: ClassDto })
  deactivate(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<ClassView> {
    return this.updateClass.execute({ teacherId: user.userId, classId: id, changes: { isActive: false } });
  }

  @Post(':id/regenerate-join-code')
  @HttpCode(200)
  @ApiOperation({ summary: 'A new join code for my class; the old one stops working' })
  @ApiResponse({ status: 200, type: ClassDto })
  regenerateJoinCode(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<ClassView> {
    return this.regenerate.execute({ teacherId: user.userId, classId: id });
  }

  @Post(':id/add-student-by-username')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Invite a student by username or e-mail: they join when they accept. The answer is the same whether or not the name is a student's; a full class answers 409 CLASS_FULL",
  })
  @ApiResponse({ status: 200, type: ClassInvitationSentDto })
  addByUsername(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @Body() body: StudentUsernameDto): Promise<ClassInvitationSent> {
    return this.inviteStudent.execute({ teacherId: user.userId, classId: id, student: { identifier: body.username.trim() } });
  }
}
