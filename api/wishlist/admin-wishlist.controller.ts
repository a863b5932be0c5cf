import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DecideWishlistItemsUseCase, DecideWishlistItemUseCase } from '../../application/wishlist/decide-wishlist-item.use-case';
import { GetParentWishlistItemUseCase, ListParentWishlistUseCase } from '../../application/wishlist/list-parent-wishlist.use-case';
import { PARENT_WISHLIST_SORTS, type ParentWishlistItem } from '../../application/wishlist/parent-wishlist.port';
import { APPROVAL_STATUSES, type ApprovalStatus } from '../../domain/wishlist/approval';
import { isWishlistType, type WishlistType } from '../../domain/wishlist/priority';
import { ApiError } from '../common/api-error';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { OnlyFor } from '../common/auth/roles';
import { IdParam } from '../common/id-param';
import { ParentWishlistItemDto, WishlistBulkDecisionDto, WishlistDecisionDto } from './dto/parent-wishlist.dto';
import { idFilter, idsFilter, readListQuery, sendContentRange, SimpleRestListQueryDto, textFilter } from '../common/simple-rest-query';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';

const refuse = (message: string) => new ApiError('VALIDATION_FAILED', message, { filter: message });

function statusFilter(filter: Record<string, unknown>): ApprovalStatus | undefined {
  const value = filter.approvalStatus;
  if (value === undefined || value === '') return undefined;
  if (!(APPROVAL_STATUSES as readonly unknown[]).includes(value)) throw refuse(`filter.approvalStatus must be one of ${APPROVAL_STATUSES.join(', ')}`);
  return value as ApprovalStatus;
}

function typeFilter(filter: Record<string, unknown>): WishlistType | undefined {
  const value = filter.type;
  if (value === undefined || value === '') return undefined;
  if (!isWishlistType(value)) throw refuse('filter.type must be one of reward, course, certificate, item');
  return value;
}

const CHANGED_IDS = {
  status: 200,
  description: 'The ids of the items this call changed',
  schema: { type: 'object', required: ['data'], properties: { data: { type: 'array', items: { type: 'integer' } } } },
} as const;

/**
 * The connected children's wishlist items as a react-admin resource (ra-data-simple-rest): bare
 * records, lists with sort, range and filter answered with Content-Range. Decisions are calls of
 * their own over the same use cases as /parent/wishlist; there is no generic create, update or delete.
 */
@ApiTags('admin')
@Controller('admin/wishlist')
@OnlyFor(['parent'], ROLE_REFUSALS.parentDashboard)
export class AdminWishlistController {
  constructor(
    private readonly page: ListParentWishlistUseCase,
    private readonly getItem: GetParentWishlistItemUseCase,
    private readonly decideItem: DecideWishlistItemUseCase,
    private readonly decideItems: DecideWishlistItemsUseCase,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'My connected children\'s wishlist items: sort ["addedAt","DESC"], range [0,24], filter {"q","childId","approvalStatus","type","id":[...]} (q: words in the name or description); Content-Range tells the total (an unconnected childId answers 404 CHILD_NOT_FOUND)',
  })
  @ApiResponse({ status: 200, type: [ParentWishlistItemDto] })
  async list(@CurrentUser() user: AuthenticatedUser, @Query() query: SimpleRestListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<ParentWishlistItem[]> {
    const request = readListQuery(query, PARENT_WISHLIST_SORTS, ['q', 'childId', 'approvalStatus', 'type', 'id']);
    const { rows, total } = await this.page.execute({
      parentId: user.userId,
      query: {
        sort: request.sort,
        order: request.order,
        childId: idFilter(request.filter, 'childId', 'a child id'),
        approvalStatus: statusFilter(request.filter),
        type: typeFilter(request.filter),
        q: textFilter(request.filter, 'q'),
        ids: idsFilter(request.filter),
        offset: request.offset,
        limit: request.limit,
      },
    });
    sendContentRange(reply, 'wishlist', request.offset, rows.length, total);
    return rows;
  }

  // Declared before ':id' routes so the words are never read as ids.
  @Post('approve-many')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Approve up to 100 items, each as POST /admin/wishlist/{id}/approve would; items that are not pending, unknown or not of a connected child are skipped. Answers the ids approved.',
  })
  @ApiResponse(CHANGED_IDS)
  async approveMany(@CurrentUser() user: AuthenticatedUser, @Body() body: WishlistBulkDecisionDto): Promise<{ data: number[] }> {
    return { data: await this.decideItems.execute({ parentId: user.userId, itemIds: body.ids, action: 'approve', note: body.note }) };
  }

  @Post('deny-many')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Deny up to 100 items, each as POST /admin/wishlist/{id}/deny would; items that are not pending, unknown or not of a connected child are skipped. Answers the ids denied.',
  })
  @ApiResponse(CHANGED_IDS)
  async denyMany(@CurrentUser() user: AuthenticatedUser, @Body() body: WishlistBulkDecisionDto): Promise<{ data: number[] }> {
    return { data: await this.decideItems.execute({ parentId: user.userId, itemIds: body.ids, action: 'deny', note: body.note }) };
  }

  @Get(':id')
  @ApiOperation({ summary: "One item of a connected child's wishlist" })
  @ApiResponse({ status: 200, type: ParentWishlistItemDto })
  one(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number): Promise<ParentWishlistItem> {
    return this.getItem.execute({ parentId: user.userId, itemId: id });
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a pending item, with an optional note (409 INVALID_TRANSITION unless pending, 409 CHILD_ACCOUNT_BEING_DELETED while the child’s account waits to be deleted)' })
  @ApiResponse({ status: 200, type: ParentWishlistItemDto })
  approve(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @Body() body: WishlistDecisionDto): Promise<ParentWishlistItem> {
    return this.decideItem.execute({ parentId: user.userId, itemId: id, action: 'approve', note: body?.note });
  }

  @Post(':id/deny')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deny a pending item, with an optional note (409 INVALID_TRANSITION unless pending, 409 CHILD_ACCOUNT_BEING_DELETED while the child’s account waits to be deleted)' })
  @ApiResponse({ status: 200, type: ParentWishlistItemDto })
  deny(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @Body() body: WishlistDecisionDto): Promise<ParentWishlistItem> {
    return this.decideItem.execute({ parentId: user.userId, itemId: id, action: 'deny', note: body?.note });
  }

  @Post(':id/reset')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reset any item to pending: the decision, its time and its note are cleared (a note sent here replaces it)' })
  @ApiResponse({ status: 200, type: ParentWishlistItemDto })
  reset(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @Body() body: WishlistDecisionDto): Promise<ParentWishlistItem> {
    return this.decideItem.execute({ parentId: user.userId, itemId: id, action: 'reset', note: body?.note });
  }
}
