import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetUserSettingsUseCase } from '../../../application/accounts/get-user-settings.use-case';
import { UpdateUserSettingsUseCase } from '../../../application/accounts/update-user-settings.use-case';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { Authenticated } from '../../common/auth/roles';
import { ApiDataResponse, type DataAnswer } from '../../common/data-answer';
import { UpdateUserSettingsDto, UserSettingsDto } from './dto/user-settings.dto';

@ApiTags('users')
@Controller('users/me/settings')
@Authenticated()
export class UserSettingsController {
  constructor(
    private readonly settingsOf: GetUserSettingsUseCase,
    private readonly updateSettings: UpdateUserSettingsUseCase,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Your settings (notifications, sound, theme, language); the defaults until you save some' })
  @ApiDataResponse(UserSettingsDto)
  async mine(@CurrentUser() user: AuthenticatedUser): Promise<DataAnswer<UserSettingsDto>> {
    return { data: await this.settingsOf.execute({ userId: user.userId }) };
  }

  @Put()
  @ApiOperation({ summary: 'Change any of your settings; those left out keep their value. Answers all of them' })
  @ApiDataResponse(UserSettingsDto)
  async change(@CurrentUser() user: AuthenticatedUser, @Body() body: UpdateUserSettingsDto): Promise<DataAnswer<UserSettingsDto>> {
    return { data: await this.updateSettings.execute({ userId: user.userId, changes: body }) };
  }
}
