import { Module } from '@nestjs/common';
import { AwardClientXpUseCase } from '../../application/game/award-client-xp.use-case';
import { ClaimChallengeUseCase } from '../../application/game/claim-challenge.use-case';
import { CraftItemUseCase } from '../../application/game/craft-item.use-case';
import { GetCraftingMaterialsUseCase } from '../../application/game/get-crafting-materials.use-case';
import { GetRecipesUseCase } from '../../application/game/get-recipes.use-case';
import { GetActivityUseCase } from '../../application/game/get-activity.use-case';
import { GetChallengesUseCase } from '../../application/game/get-challenges.use-case';
import { GetChestStatusUseCase } from '../../application/game/get-chest-status.use-case';
import { GetGamingProfileUseCase } from '../../application/game/get-gaming-profile.use-case';
import { GetInventoryUseCase } from '../../application/game/get-inventory.use-case';
import { GetOddsUseCase } from '../../application/game/get-odds.use-case';
import { OpenDailyChestUseCase } from '../../application/game/open-daily-chest.use-case';
import { RecordLoginStreakUseCase } from '../../application/game/record-login-streak.use-case';
import { SellItemUseCase } from '../../application/game/sell-item.use-case';
import { UpdateStudentProfileUseCase } from '../../application/game/update-student-profile.use-case';
import { UseItemUseCase } from '../../application/game/use-item.use-case';
import { XpAwarder } from '../../application/game/xp-awarder';
import { PORTS } from '../../application/ports/tokens';
import { useCase } from '../common/use-case.provider';
import { ChallengesController } from './challenges.controller';
import { ChestController } from './chest.controller';
import { GamingController } from './gaming.controller';
import { InventoryController } from './inventory.controller';

const { unitOfWork, clock, random, leaderboard } = PORTS;

@Module({
  controllers: [GamingController, ChestController, InventoryController, ChallengesController],
  providers: [
    useCase(XpAwarder, [random]),
    useCase(GetGamingProfileUseCase, [unitOfWork, clock]),
    useCase(GetActivityUseCase, [unitOfWork, clock]),
    useCase(GetOddsUseCase, [unitOfWork, clock]),
    useCase(UpdateStudentProfileUseCase, [unitOfWork, clock, leaderboard]),
    useCase(AwardClientXpUseCase, [unitOfWork, clock, XpAwarder, leaderboard]),
    useCase(RecordLoginStreakUseCase, [unitOfWork, clock, XpAwarder, leaderboard]),
    useCase(OpenDailyChestUseCase, [unitOfWork, clock, random, leaderboard]),
    useCase(GetChestStatusUseCase, [unitOfWork, clock]),
    useCase(GetInventoryUseCase, [unitOfWork, clock]),
    useCase(SellItemUseCase, [unitOfWork, clock, leaderboard]),
    useCase(UseItemUseCase, [unitOfWork, clock]),
    useCase(GetCraftingMaterialsUseCase, [unitOfWork, clock]),
    useCase(GetRecipesUseCase, [unitOfWork, clock]),
    useCase(CraftItemUseCase, [unitOfWork, clock]),
    useCase(GetChallengesUseCase, [unitOfWork, clock]),
    useCase(ClaimChallengeUseCase, [unitOfWork, clock, XpAwarder, leaderboard]),
  ],
})
export class GameModule {}
