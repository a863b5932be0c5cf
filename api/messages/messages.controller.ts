import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListMessageContactsUseCase, ListThreadsUseCase } from '../../application/messages/list-threads.use-case';
import { ReadThreadUseCase } from '../../application/messages/read-thread.use-case';
import { ReplyToThreadUseCase } from '../../application/messages/reply-to-thread.use-case';
import { StartThreadUseCase } from '../../application/messages/start-thread.use-case';
import { MarkThreadReadUseCase, MuteThreadUseCase } from '../../application/messages/thread-settings.use-cases';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';
import { OnlyFor } from '../common/auth/roles';
import { type DataAnswer, ApiDataResponse } from '../common/data-answer';
import { IdParam } from '../common/id-param';
import {
  MessageContactDto,
  MessageDto,
  MuteThreadDto,
  ReplyDto,
  StartedThreadDto,
  StartThreadDto,
  ThreadDetailDto,
  ThreadMessagesQueryDto,
  ThreadPageDto,
  ThreadsQueryDto,
  ThreadSummaryDto,
} from './dto/messages.dto';

/** Threads between a parent and a teacher about a child. Students have no direct messages. */
@ApiTags('messages')
@Controller('messages')
@OnlyFor(['parent', 'teacher'], ROLE_REFUSALS.messages)
export class MessagesController {
  constructor(
    private readonly threads: ListThreadsUseCase,
    private readonly contacts: ListMessageContactsUseCase,
    private readonly start: StartThreadUseCase,
    private readonly readThread: ReadThreadUseCase,
    private readonly reply: ReplyToThreadUseCase,
    private readonly markRead: MarkThreadReadUseCase,
    private readonly mute: MuteThreadUseCase,
  ) {}

  @Get('threads')
  @ApiOperation({ summary: 'My threads, latest first, with unread counts' })
  @ApiDataResponse(ThreadPageDto)
  async list(@CurrentUser() user: AuthenticatedUser, @Query() query: ThreadsQueryDto): Promise<DataAnswer<ThreadPageDto>> {
    return { data: await this.threads.execute({ userId: user.userId, role: user.role, page: query.page, limit: query.limit }) };
  }

  @Get('contacts')
  @ApiOperation({ summary: "Whom I may write to, by child: my children's teachers, or my students' connected parents" })
  @ApiDataResponse(MessageContactDto, { shape: 'list' })
  async listContacts(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<MessageContactDto[]>> {
    return { data: await this.contacts.execute({ userId: user.userId, role: user.role }) };
  }

  @Post('threads')
  @ApiOperation({ summary: 'Write to a teacher (or parent) about a child; continues the thread the three of us already have' })
  @ApiDataResponse(StartedThreadDto, { status: 201 })
  async startThread(@CurrentUser() user: AuthenticatedUser, @Body() body: StartThreadDto): Promise<DataAnswer<StartedThreadDto>> {
    return { data: await this.start.execute({ userId: user.userId, role: user.role, recipientId: body.recipientId, childId: body.childId, body: body.body }) };
  }

  @Get('threads/:id')
  @ApiOperation({ summary: 'A thread of mine and its latest 50 messages (or those before a message)' })
  @ApiDataResponse(ThreadDetailDto)
  async read(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @Query() query: ThreadMessagesQueryDto): Promise<DataAnswer<ThreadDetailDto>> {
    return { data: await this.readThread.execute({ userId: user.userId, role: user.role, threadId: id, before: query.before ?? null }) };
  }

  @Post('threads/:id/messages')
  @ApiOperation({ summary: 'Reply in a thread of mine (not once it is read-only); 30 messages an hour' })
  @ApiDataResponse(MessageDto, { status: 201 })
  async send(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @Body() body: ReplyDto): Promise<DataAnswer<MessageDto>> {
    return { data: await this.reply.execute({ userId: user.userId, role: user.role, threadId: id, body: body.body }) };
  }

  @Post('threads/:id/read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark every message of the thread so far read' })
  @ApiDataResponse(ThreadSummaryDto)
  async markThreadRead(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<DataAnswer<ThreadSummaryDto>> {
    return { data: await this.markRead.execute({ userId: user.userId, role: user.role, threadId: id }) };
  }

  @Post('threads/:id/mute')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mute or unmute a thread: a muted thread sends me no notification' })
  @ApiDataResponse(ThreadSummaryDto)
  async setMuted(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @Body() body: MuteThreadDto): Promise<DataAnswer<ThreadSummaryDto>> {
    return { data: await this.mute.execute({ userId: user.userId, role: user.role, threadId: id, muted: body.muted }) };
  }
}
