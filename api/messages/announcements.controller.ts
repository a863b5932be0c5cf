import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ListClassAnnouncementsUseCase,
  ListParentAnnouncementsUseCase,
  ListStudentAnnouncementsUseCase,
  PostAnnouncementUseCase,
} from '../../application/messages/announcements.use-cases';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';
import { OnlyFor } from '../common/auth/roles';
import { type DataAnswer, ApiDataResponse } from '../common/data-answer';
import { IdParam } from '../common/id-param';
import { AnnouncementDto, ParentAnnouncementDto, PostAnnouncementDto } from './dto/announcements.dto';

/** A teacher's announcements to a class. */
@ApiTags('announcements')
@Controller('classes')
@OnlyFor(['teacher'], ROLE_REFUSALS.announcementsPosting)
export class ClassAnnouncementsController {
  constructor(
    private readonly post: PostAnnouncementUseCase,
    private readonly list: ListClassAnnouncementsUseCase,
  ) {}

  @Post(':id/announcements')
  @ApiOperation({ summary: "Announce to a class of mine: its students see it, and their connected parents; 30 an hour" })
  @ApiDataResponse(AnnouncementDto, { status: 201 })
  async announce(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @Body() body: PostAnnouncementDto): Promise<DataAnswer<AnnouncementDto>> {
    return { data: await this.post.execute({ teacherId: user.userId, classId: id, body: body.body }) };
  }

  @Get(':id/announcements')
  @ApiOperation({ summary: "A class of mine's announcements, newest first (the latest 20)" })
  @ApiDataResponse(AnnouncementDto, { shape: 'list' })
  async announcements(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<DataAnswer<AnnouncementDto[]>> {
    return { data: await this.list.execute({ teacherId: user.userId, classId: id }) };
  }
}

@ApiTags('announcements')
@Controller('student')
@OnlyFor(['student'], ROLE_REFUSALS.studentAnnouncements)
export class StudentAnnouncementsController {
  constructor(private readonly list: ListStudentAnnouncementsUseCase) {}

  @Get('announcements')
  @ApiOperation({ summary: 'The announcements of my classes, newest first (the latest 20)' })
  @ApiDataResponse(AnnouncementDto, { shape: 'list' })
  async announcements(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<AnnouncementDto[]>> {
    return { data: await this.list.execute({ studentId: user.userId }) };
  }
}

@ApiTags('announcements')
@Controller('parent')
@OnlyFor(['parent'], ROLE_REFUSALS.parentAnnouncements)
export class ParentAnnouncementsController {
  constructor(private readonly list: ListParentAnnouncementsUseCase) {}

  @Get('announcements')
  @ApiOperation({ summary: "The announcements of my connected children's classes, newest first (the latest 20)" })
  @ApiDataResponse(ParentAnnouncementDto, { shape: 'list' })
  async announcements(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<ParentAnnouncementDto[]>> {
    return { data: await this.list.execute({ parentId: user.userId }) };
  }
}
