import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AddWishlistItemUseCase, type AddWishlistItemCommand } from '../../application/wishlist/add-wishlist-item.use-case';
import { GetWishlistUseCase } from '../../application/wishlist/get-wishlist.use-case';
import { RemoveWishlistItemUseCase } from '../../application/wishlist/remove-wishlist-item.use-case';
import { ApiError } from '../common/api-error';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { OnlyFor } from '../common/auth/roles';
import { type DataAnswer, ApiDataResponse } from '../common/data-answer';
import { AddWishlistItemDto } from './dto/add-wishlist-item.dto';
import { RemovedWishlistItemDto, WishlistItemDto } from './dto/wishlist-item.dto';
import { IdParamPipe } from '../learning/route-params';
import { ROLE_REFUSALS } from '../common/auth/role-refusals';

const refuse = (field: string, message: string) => new ApiError('VALIDATION_FAILED', message, { [field]: message });

/** A course is named by its content id alone; anything else by its name and cost. */
function toCommand(userId: number, body: AddWishlistItemDto): AddWishlistItemCommand {
  const common = { userId, priority: body.priority, description: body.description };
  if (body.type === 'course') {
    if (body.contentId === undefined) throw refuse('contentId', 'contentId is required for a course');
    if (body.name !== undefined || body.cost !== undefined) throw refuse('name', "A course's name and cost come from the course; send only its contentId");
    return { ...common, type: 'course', contentId: body.contentId };
  }
  if (body.contentId !== undefined) throw refuse('contentId', 'contentId is only for courses');
  return { ...common, type: body.type, name: body.name!, cost: body.cost! };
}

@ApiTags('student learning')
@Controller('student/wishlist')
@OnlyFor(['student'], ROLE_REFUSALS.wishlist)
export class WishlistController {
  constructor(
    private readonly wishlist: GetWishlistUseCase,
    private readonly add: AddWishlistItemUseCase,
    private readonly remove: RemoveWishlistItemUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The wishlist, newest first, with approval states' })
  @ApiDataResponse(WishlistItemDto, { shape: 'list' })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<WishlistItemDto[]>> {
    return { data: await this.wishlist.execute({ userId: user.userId }) };
  }

  @Post()
  @ApiOperation({ summary: 'Add a course (by contentId) or a reward, certificate or item; it waits for a parent’s approval' })
  @ApiDataResponse(WishlistItemDto, { status: 201 })
  async addItem(@CurrentUser() user: AuthenticatedUser, @Body() body: AddWishlistItemDto): Promise<DataAnswer<WishlistItemDto>> {
    return { data: await this.add.execute(toCommand(user.userId, body)) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove an item from my wishlist' })
  @ApiDataResponse(RemovedWishlistItemDto)
  async removeItem(@CurrentUser() user: AuthenticatedUser, @Param('id', new IdParamPipe()) itemId: number): Promise<DataAnswer<RemovedWishlistItemDto>> {
    return { data: await this.remove.execute({ userId: user.userId, itemId }) };
  }
}
