import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApprovalAction } from '../../domain/wishlist/approval';
import { DecideWishlistItemUseCase } from '../../application/wishlist/decide-wishlist-item.use-case';
import { ListParentWishlistUseCase } from '../../application/wishlist/list-parent-wishlist.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { OnlyFor } from '../common/auth/roles';
import { ApiDataResponse, type NestedDataAnswer } from '../common/data-answer';
import { IdParam } from '../common/id-param';
import { ParentWishlistItemDto, ParentWishlistQueryDto, WishlistDecisionDto } from './dto/parent-wishlist.dto';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';

/** The wishlists of the parent's connected children, and the parent's decisions on them. */
@ApiTags('parent')
@Controller('parent/wishlist')
@OnlyFor(['parent'], ROLE_REFUSALS.parentDashboard)
export class ParentWishlistController {
  constructor(
    private readonly wishlist: ListParentWishlistUseCase,
    private readonly decideItem: DecideWishlistItemUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: "My connected children's wishlist items, newest first (one child with childId; an unconnected child answers 404 CHILD_NOT_FOUND)" })
  @ApiDataResponse(ParentWishlistItemDto, { shape: 'list', nested: true })
  async list(@CurrentUser() user: AuthenticatedUser, @Query() query: ParentWishlistQueryDto): Promise<NestedDataAnswer<ParentWishlistItemDto[]>> {
    const { rows } = await this.wishlist.execute({
      parentId: user.userId,
      query: { sort: 'addedAt', order: 'DESC', childId: query.childId, offset: 0, limit: null },
    });
    return { data: { data: rows } };
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a pending item, with an optional note for the child (409 INVALID_TRANSITION unless pending, 409 CHILD_ACCOUNT_BEING_DELETED while the child’s account waits to be deleted)' })
  @ApiDataResponse(ParentWishlistItemDto, { nested: true })
  approve(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @Body() body: WishlistDecisionDto): Promise<NestedDataAnswer<ParentWishlistItemDto>> {
    return this.decide(user, id, 'approve', body);
  }

  @Post(':id/deny')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deny a pending item, with an optional note for the child (409 INVALID_TRANSITION unless pending, 409 CHILD_ACCOUNT_BEING_DELETED while the child’s account waits to be deleted)' })
  @ApiDataResponse(ParentWishlistItemDto, { nested: true })
  deny(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @Body() body: WishlistDecisionDto): Promise<NestedDataAnswer<ParentWishlistItemDto>> {
    return this.decide(user, id, 'deny', body);
  }

  @Post(':id/reset')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reset any item to pending: the decision, its time and its note are cleared (a note sent here replaces it)' })
  @ApiDataResponse(ParentWishlistItemDto, { nested: true })
  reset(@CurrentUser() user: AuthenticatedUser, @IdParam() id: number, @Body() body: WishlistDecisionDto): Promise<NestedDataAnswer<ParentWishlistItemDto>> {
    return this.decide(user, id, 'reset', body);
  }

  private async decide(user: AuthenticatedUser, itemId: number, action: ApprovalAction, body: WishlistDecisionDto | undefined): Promise<NestedDataAnswer<ParentWishlistItemDto>> {
    return { data: { data: await this.decideItem.execute({ parentId: user.userId, itemId, action, note: body?.note }) } };
  }
}
