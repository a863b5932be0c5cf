import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { GetCurrentUserUseCase } from '../../application/accounts/get-current-user.use-case';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { Authenticated } from '../common/auth/roles';
import { AllowedWhileDeletionPending } from '../common/auth/deletion-pending';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly currentUser: GetCurrentUserUseCase) {}

  @Get('me')
  @Authenticated()
  @AllowedWhileDeletionPending()
  @ApiOperation({ summary: 'The signed-in user; populate=* adds the four role profiles; deletionScheduledFor is when the account is erased, if its deletion waits' })
  @ApiQuery({ name: 'populate', required: false, example: '*' })
  me(@CurrentUser() user: AuthenticatedUser, @Query('populate') populate?: string) {
    return this.currentUser.execute({ userId: user.userId, withProfiles: populate !== undefined && populate !== '' });
  }
}
