import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListNotificationsUseCase, MarkNotificationsReadUseCase } from '../../application/notifications/notification-centre.use-cases';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Authenticated } from '../common/auth/roles';
import { type DataAnswer, ApiDataResponse } from '../common/data-answer';
import { MarkNotificationsReadDto, NotificationPageDto, NotificationsQueryDto, NotificationsReadDto } from './dto/notifications.dto';

/** Everyone's notification centre: what happened to me, newest first. */
@ApiTags('notifications')
@Authenticated()
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly list: ListNotificationsUseCase,
    private readonly markRead: MarkNotificationsReadUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'My notifications, newest first, a page at a time, with the unread count' })
  @ApiDataResponse(NotificationPageDto)
  async notifications(@CurrentUser() user: AuthenticatedUser, @Query() query: NotificationsQueryDto): Promise<DataAnswer<NotificationPageDto>> {
    return { data: await this.list.execute({ userId: user.userId, before: query.before ?? null, limit: query.limit }) };
  }

  @Post('read')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark notifications of mine read: {ids} or {all: true}' })
  @ApiDataResponse(NotificationsReadDto)
  async read(@CurrentUser() user: AuthenticatedUser, @Body() body: MarkNotificationsReadDto): Promise<DataAnswer<NotificationsReadDto>> {
    return { data: await this.markRead.execute({ userId: user.userId, which: body.all === true && body.ids === undefined ? 'all' : { ids: body.ids ?? [] } }) };
  }
}
