import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ChangePasswordUseCase } from '../../../application/accounts/auth/change-password.use-case';
import type { AuthenticatedUser } from '../../common/auth/authenticated-user';
import { CurrentUser } from '../../common/auth/current-user.decorator';
import { Authenticated } from '../../common/auth/roles';
import { ApiDataResponse, type DataAnswer } from '../../common/data-answer';
import { ChangePasswordDto, PasswordChangedDto } from './dto/change-password.dto';

@ApiTags('auth')
@Controller('auth')
export class ChangePasswordController {
  constructor(private readonly changePassword: ChangePasswordUseCase) {}

  @Post('change-password')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary: 'Change your password with the current one; every other sign-in of yours ends at once, this one stays. Wrong guesses count against your account (a growing delay), never against your network',
  })
  @ApiDataResponse(PasswordChangedDto)
  async change(@CurrentUser() user: AuthenticatedUser, @Body() body: ChangePasswordDto): Promise<DataAnswer<PasswordChangedDto>> {
    const result = await this.changePassword.execute({
      userId: user.userId,
      sessionId: user.sessionId,
      currentPassword: body.currentPassword,
      newPassword: body.newPassword,
    });
    return { data: result };
  }
}
