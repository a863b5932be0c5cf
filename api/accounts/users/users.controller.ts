import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { GetCurrentUserUseCase } from '../../../application/accounts/get-current-user.use-case';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { Authenticated } from '../../common/auth/roles';
import { AllowedWhileDeletionPending } from '../../common/auth/deletion-pending';
import { CurrentUserDto } from './dto/current-user.dto';

@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(private readonly currentUser: GetCurrentUserUseCase) {}

  @Get('me')
  @Authenticated()
  @AllowedWhileDeletionPending()
  @ApiOperation({ summary: 'The signed-in user; populate=* adds the four role profiles; deletionScheduledFor is when the account is erased, if its deletion waits' })
  @ApiQuery({ name: 'populate', required: false, example: '*' })
  @ApiResponse({ status: 200, type: CurrentUserDto })
  me(@CurrentUser() user: AuthenticatedUser, @Query('populate') populate?: string): Promise<CurrentUserDto> {
    return this.currentUser.execute({ userId: user.userId, withProfiles: populate !== undefined && populate !== '' });
  }
}
