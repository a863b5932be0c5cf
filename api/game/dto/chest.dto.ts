import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { GetChestStatusUseCase } from '../../../application/game/get-chest-status.use-case';
import type { ChestRewardView, OpenDailyChestUseCase } from '../../../application/game/open-daily-chest.use-case';
import type { UseCaseAnswer } from '../../common/data-answer';

export class ChestRewardDto implements ChestRewardView {
  @ApiProperty({ enum: ['token', 'material'] })
  type: 'token' | 'material';

  @ApiProperty({ example: 'Tokens' })
  name: string;

  @ApiProperty({ type: 'integer', description: 'Tokens, or 1 material' })
  amount: number;

  @ApiProperty({ example: 'common' })
  rarity: string;

  @ApiProperty({ example: '🪙' })
  icon: string;

  @ApiPropertyOptional({ description: "The material's item id (material rewards only)" })
  itemId?: string;
}

/** POST /student/chest/daily. */
export class ChestOpenedDto implements UseCaseAnswer<OpenDailyChestUseCase> {
  @ApiProperty({ type: () => ChestRewardDto })
  reward: ChestRewardDto;

  @ApiProperty({ type: String, format: 'date-time' })
  nextAvailableAt: string;

  @ApiProperty({ type: 'integer' })
  tokenBalance: number;
}

/** GET /student/chest/status. */
export class ChestStatusDto implements UseCaseAnswer<GetChestStatusUseCase> {
  @ApiProperty()
  canOpen: boolean;

  @ApiProperty({ description: 'The same as canOpen' })
  canOpenChest: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  nextAvailableAt: string;

  @ApiProperty({ example: '5h 12m', description: 'Until nextAvailableAt' })
  countdown: string;

  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The local date of the last chest' })
  lastOpenedOn: string | null;
}
