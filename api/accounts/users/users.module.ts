import { Module } from '@nestjs/common';
import { GetCurrentUserUseCase } from '../../../application/accounts/get-current-user.use-case';
import { GetUserSettingsUseCase } from '../../../application/accounts/get-user-settings.use-case';
import { UpdateUserSettingsUseCase } from '../../../application/accounts/update-user-settings.use-case';
import { PORTS } from '../../../application/ports/tokens';
import { useCase } from '../../common/use-case.provider';
import { UserSettingsController } from './user-settings.controller';
import { UsersController } from './users.controller';

@Module({
  controllers: [UsersController, UserSettingsController],
  providers: [
    useCase(GetCurrentUserUseCase, [PORTS.unitOfWork]),
    useCase(GetUserSettingsUseCase, [PORTS.unitOfWork]),
    useCase(UpdateUserSettingsUseCase, [PORTS.unitOfWork]),
  ],
})
export class UsersModule {}
