import { Module } from '@nestjs/common';
import { GetLeaderboardUseCase } from '../../application/leaderboard/get-leaderboard.use-case';
import { LEADERBOARD_PORTS } from '../../application/leaderboard/leaderboard.tokens';
import { SendChallengeUseCase } from '../../application/leaderboard/send-challenge.use-case';
import { PORTS } from '../../application/ports/tokens';
import { LeaderboardInfrastructureModule } from '../../infrastructure/leaderboard/leaderboard-infrastructure.module';
import { useCase } from '../common/use-case.provider';
import { LeaderboardController } from './leaderboard.controller';

@Module({
  imports: [LeaderboardInfrastructureModule],
  controllers: [LeaderboardController],
  providers: [
    useCase(GetLeaderboardUseCase, [LEADERBOARD_PORTS.boards, LEADERBOARD_PORTS.queries, PORTS.clock, PORTS.leaderboard]),
    useCase(SendChallengeUseCase, [PORTS.unitOfWork, PORTS.clock]),
  ],
})
export class LeaderboardModule {}
