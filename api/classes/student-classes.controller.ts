import { Body, Controller, Delete, Get, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetStudentClassesUseCase, JoinClassUseCase, LeaveClassUseCase } from '../../application/classes/class-membership.use-cases';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { OnlyFor } from '../common/auth/roles';
import { type DataAnswer, ApiDataResponse } from '../common/data-answer';
import { IdParam } from '../common/id-param';
import { ClassIdDto, StudentClassDto } from './dto/class-answers.dto';
import { JoinClassDto } from './dto/class-requests.dto';

/** A student's classes: join with a code, list, leave. */
@ApiTags('classes')
@Controller('student/classes')
@OnlyFor(['student'], 'Only students can join classes.')
export class StudentClassesController {
  constructor(
    private readonly join: JoinClassUseCase,
    private readonly classes: GetStudentClassesUseCase,
    private readonly leave: LeaveClassUseCase,
  ) {}

  @Post('join')
  @ApiOperation({ summary: 'Join the active class holding the code (a deactivated class refuses; a full one answers 409 CLASS_FULL)' })
  @ApiDataResponse(StudentClassDto, { status: 201 })
  async joinClass(@CurrentUser() user: AuthenticatedUser, @Body() body: JoinClassDto): Promise<DataAnswer<StudentClassDto>> {
    return { data: await this.join.execute({ studentId: user.userId, joinCode: body.joinCode }) };
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
