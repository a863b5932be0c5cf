import { Module } from '@nestjs/common';
import { GetCurrentUserUseCase } from '../../application/accounts/get-current-user.use-case';
import { PORTS } from '../../application/ports/tokens';
import { useCase } from '../common/use-case.provider';
import { UsersController } from './users.controller';

@Module({
  controllers: [UsersController],
  providers: [useCase(GetCurrentUserUseCase, [PORTS.unitOfWork])],
})
export class UsersModule {}
