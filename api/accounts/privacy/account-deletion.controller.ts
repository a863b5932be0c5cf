import { Body, Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CancelAccountDeletionUseCase } from '../../../application/accounts/cancel-account-deletion.use-case';
import { GetAccountDeletionUseCase } from '../../../application/accounts/get-account-deletion.use-case';
import { ScheduleAccountDeletionUseCase } from '../../../application/accounts/schedule-account-deletion.use-case';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { AllowedWhileDeletionPending } from '../../common/auth/deletion-pending';
import { Authenticated } from '../../common/auth/roles';
import { ApiDataResponse, type DataAnswer } from '../../common/data-answer';
import { AccountDeletionDto, ScheduleAccountDeletionDto, toAccountDeletionDto } from './dto/account-deletion.dto';

/**
 * Deleting one's own account, for every role. Asking ends every sign-in at once; for the grace period
 * the account is off the leaderboards and a new sign-in may only keep the account, read it or
 * download its data; then the erasure job removes what identifies the person.
 */
@ApiTags('account')
@Controller('users/me/deletion')
@Authenticated()
export class AccountDeletionController {
  constructor(
    private readonly schedule: ScheduleAccountDeletionUseCase,
    private readonly cancel: CancelAccountDeletionUseCase,
    private readonly read: GetAccountDeletionUseCase,
  ) {}

  @Get()
  @AllowedWhileDeletionPending()
  @ApiOperation({ summary: 'Whether my account waits for its deletion, and when it will be erased' })
  @ApiDataResponse(AccountDeletionDto)
  async state(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<AccountDeletionDto>> {
    return { data: toAccountDeletionDto(await this.read.execute({ userId: user.userId })) };
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Delete my account, confirmed with my password: erased after the grace period (14 days). Every sign-in ends now; signing in again before the end offers to keep the account. A wrong password answers 422 and changes nothing; asking again keeps the first date',
  })
  @ApiDataResponse(AccountDeletionDto)
  async request(@CurrentUser() user: AuthenticatedUser, @Body() body: ScheduleAccountDeletionDto): Promise<DataAnswer<AccountDeletionDto>> {
    const state = await this.schedule.execute({ userId: user.userId, password: body.password });
    return { data: toAccountDeletionDto(state) };
  }

  @Delete()
  @AllowedWhileDeletionPending()
  @ApiOperation({ summary: 'Keep my account: cancels a waiting deletion (nothing waiting: nothing changes)' })
  @ApiDataResponse(AccountDeletionDto)
  async keep(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<AccountDeletionDto>> {
    return { data: toAccountDeletionDto(await this.cancel.execute({ userId: user.userId })) };
  }
}
