import { Module } from '@nestjs/common';
import { PORTS } from '../../application/ports/tokens';
import { SponsorContentUseCase } from '../../application/sponsors/sponsor-content.use-case';
import { GetSponsorStatsUseCase } from '../../application/sponsors/get-sponsor-stats.use-case';
import { ListSponsoredContentUseCase } from '../../application/sponsors/list-sponsored-content.use-case';
import { GetSponsorProfileUseCase } from '../../application/sponsors/get-sponsor-profile.use-case';
import { UpdateSponsorProfileUseCase } from '../../application/sponsors/update-sponsor-profile.use-case';
import { useCase } from '../common/use-case.provider';
import { SponsorsController } from './sponsors.controller';

const { unitOfWork, clock } = PORTS;

/** The sponsor dashboard: the profile, pledges to content and the figures they add up to. */
@Module({
  controllers: [SponsorsController],
  providers: [
    useCase(GetSponsorProfileUseCase, [unitOfWork]),
    useCase(UpdateSponsorProfileUseCase, [unitOfWork]),
    useCase(SponsorContentUseCase, [unitOfWork, clock]),
    useCase(ListSponsoredContentUseCase, [unitOfWork]),
    useCase(GetSponsorStatsUseCase, [unitOfWork]),
  ],
})
export class SponsorsModule {}
