import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CraftItemUseCase } from '../../application/game/craft-item.use-case';
import { GetCraftingMaterialsUseCase } from '../../application/game/get-crafting-materials.use-case';
import { GetRecipesUseCase } from '../../application/game/get-recipes.use-case';
import { GetInventoryUseCase } from '../../application/game/get-inventory.use-case';
import { SellItemUseCase } from '../../application/game/sell-item.use-case';
import { UseItemUseCase } from '../../application/game/use-item.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Authenticated } from '../common/auth/roles';
import { ApiDataResponse, type DataAnswer } from '../common/data-answer';
import { CraftItemDto, InventoryActionDto } from './dto/inventory-action.dto';
import { CraftingMaterialDto, CraftResultDto, InventoryDto, RecipesAnswerDto, SellResultDto, UseResultDto } from './dto/inventory.dto';

@ApiTags('student game')
@Controller('student')
@Authenticated('student')
export class InventoryController {
  constructor(
    private readonly inventory: GetInventoryUseCase,
    private readonly sell: SellItemUseCase,
    private readonly use: UseItemUseCase,
    private readonly materials: GetCraftingMaterialsUseCase,
    private readonly recipes: GetRecipesUseCase,
    private readonly craft: CraftItemUseCase,
  ) {}

  @Get('inventory')
  @ApiOperation({ summary: 'Raw materials, crafted items and usable boosts' })
  @ApiDataResponse(InventoryDto)
  async list(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<InventoryDto>> {
    return { data: await this.inventory.execute({ userId: user.userId }) };
  }

  @Post('inventory/sell')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sell items for value × quantity tokens' })
  @ApiDataResponse(SellResultDto)
  async sellItem(@CurrentUser() user: AuthenticatedUser, @Body() body: InventoryActionDto): Promise<DataAnswer<SellResultDto>> {
    return { data: await this.sell.execute({ userId: user.userId, inventoryItemId: body.inventoryItemId, quantity: body.quantity ?? 1 }) };
  }

  @Post('inventory/use')
  @HttpCode(200)
  @ApiOperation({ summary: 'Use an item; answers effectApplied {type, multiplier, duration}' })
  @ApiDataResponse(UseResultDto)
  async useItem(@CurrentUser() user: AuthenticatedUser, @Body() body: InventoryActionDto): Promise<DataAnswer<UseResultDto>> {
    return { data: await this.use.execute({ userId: user.userId, inventoryItemId: body.inventoryItemId, quantity: body.quantity ?? 1 }) };
  }

  @Get('crafting/materials')
  @ApiOperation({ summary: 'Materials the student owns' })
  @ApiDataResponse(CraftingMaterialDto, { shape: 'list' })
  async craftingMaterials(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<CraftingMaterialDto[]>> {
    return { data: await this.materials.execute({ userId: user.userId }) };
  }

  @Get('crafting/recipes')
  @ApiOperation({ summary: "Every recipe with whether it can be crafted, and the student's level" })
  @ApiResponse({ status: 200, type: RecipesAnswerDto })
  async craftingRecipes(@CurrentUser() user: AuthenticatedUser): Promise<RecipesAnswerDto> {
    const { recipes, userLevel } = await this.recipes.execute({ userId: user.userId });
    return { data: recipes, userLevel };
  }

  @Post('crafting/craft')
  @HttpCode(200)
  @ApiOperation({ summary: 'Craft an item from materials' })
  @ApiDataResponse(CraftResultDto)
  async craftItem(@CurrentUser() user: AuthenticatedUser, @Body() body: CraftItemDto): Promise<DataAnswer<CraftResultDto>> {
    return { data: await this.craft.execute({ userId: user.userId, itemId: body.itemId, quantity: body.quantity ?? 1 }) };
  }
}
