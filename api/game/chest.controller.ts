import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetChestStatusUseCase } from '../../application/game/get-chest-status.use-case';
import { OpenDailyChestUseCase } from '../../application/game/open-daily-chest.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Authenticated } from '../common/auth/roles';
import { ApiDataResponse, type DataAnswer } from '../common/data-answer';
import { ChestOpenedDto, ChestStatusDto } from './dto/chest.dto';
import { FAIR_DAYS_RULE } from './fair-days.doc';

@ApiTags('student game')
@Controller('student/chest')
@Authenticated('student')
export class ChestController {
  constructor(
    private readonly openChest: OpenDailyChestUseCase,
    private readonly chestStatus: GetChestStatusUseCase,
  ) {}

  @Post('daily')
  @HttpCode(200)
  @ApiOperation({
    summary: "Open today's chest (once per local day)",
    description: `${FAIR_DAYS_RULE} A refused chest answers 409 CHEST_ALREADY_OPENED; GET /student/chest/status tells when it comes back.`,
  })
  @ApiDataResponse(ChestOpenedDto)
  async open(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<ChestOpenedDto>> {
    return { data: await this.openChest.execute({ userId: user.userId }) };
  }

  @Get('status')
  @ApiOperation({ summary: 'Whether the chest can be opened, and when next' })
  @ApiDataResponse(ChestStatusDto)
  async status(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<ChestStatusDto>> {
    return { data: await this.chestStatus.execute({ userId: user.userId }) };
  }
}
