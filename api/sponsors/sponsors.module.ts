import { Module } from '@nestjs/common';
import { PORTS } from '../../application/ports/tokens';
import { SponsorContentUseCase } from '../../application/sponsors/sponsor-content.use-case';
import { GetSponsorStatsUseCase, ListSponsoredContentUseCase } from '../../application/sponsors/sponsor-figures.use-cases';
import { GetSponsorProfileUseCase, UpdateSponsorProfileUseCase } from '../../application/sponsors/sponsor-profile.use-cases';
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
