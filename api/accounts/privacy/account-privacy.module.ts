import { Module } from '@nestjs/common';
import { CancelAccountDeletionUseCase } from '../../../application/accounts/cancel-account-deletion.use-case';
import { EraseDueAccountsUseCase } from '../../../application/accounts/erase-due-accounts.use-case';
import { ExportPersonalDataUseCase } from '../../../application/accounts/export-personal-data.use-case';
import { GetAccountDeletionUseCase } from '../../../application/accounts/get-account-deletion.use-case';
import { ScheduleAccountDeletionUseCase } from '../../../application/accounts/schedule-account-deletion.use-case';
import { CONTENT_PORTS } from '../../../application/content/content.tokens';
import { ForgetPastViewsUseCase } from '../../../application/content/forget-past-views.use-case';
import { SweepPasswordResetCodesUseCase } from '../../../application/accounts/auth/sweep-password-reset-codes.use-case';
import { PORTS } from '../../../application/ports/tokens';
import { ContentInfrastructureModule } from '../../../infrastructure/content/content-infrastructure.module';
import { useCase } from '../../common/use-case.provider';
import { AccountDataController } from './account-data.controller';
import { AccountDeletionController } from './account-deletion.controller';
import { AccountErasureJob } from './account-erasure.job';

const { unitOfWork, clock, passwordHasher, signInThrottle, leaderboard, liveSessions } = PORTS;

/** The account's privacy: download my data, delete my account (with a grace period) and the erasure job, which also forgets past views. */
@Module({
  imports: [ContentInfrastructureModule],
  controllers: [AccountDataController, AccountDeletionController],
  providers: [
    useCase(ExportPersonalDataUseCase, [unitOfWork, clock]),
    useCase(ScheduleAccountDeletionUseCase, [unitOfWork, passwordHasher, signInThrottle, clock, leaderboard, liveSessions]),
    useCase(CancelAccountDeletionUseCase, [unitOfWork, leaderboard, liveSessions]),
    useCase(GetAccountDeletionUseCase, [unitOfWork]),
    useCase(EraseDueAccountsUseCase, [unitOfWork, clock, leaderboard, liveSessions]),
    useCase(ForgetPastViewsUseCase, [CONTENT_PORTS.catalogue, clock]),
    useCase(SweepPasswordResetCodesUseCase, [unitOfWork, clock]),
    AccountErasureJob,
  ],
})
export class AccountPrivacyModule {}
