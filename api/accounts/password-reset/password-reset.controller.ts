import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { RequestPasswordResetUseCase } from '../../../application/accounts/auth/request-password-reset.use-case';
import { ResetPasswordUseCase } from '../../../application/accounts/auth/reset-password.use-case';
import { ErrorAnswerDto } from '../../common/error-answer.dto';
import { ForgotPasswordAnswerDto, ForgotPasswordDto, PasswordResetDoneDto, ResetPasswordDto } from './dto/password-reset.dto';

/** A way back for a forgotten password, under Strapi's names (as the rest of the API). */
@ApiTags('auth')
@Controller('auth')
export class PasswordResetController {
  constructor(
    private readonly requestReset: RequestPasswordResetUseCase,
    private readonly resetPassword: ResetPasswordUseCase,
  ) {}

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Ask for a new password by e-mail. The answer is the same whether or not an account uses the address; when one does, it is sent a link to /reset-password with a single-use code valid for 30 minutes (at most 3 e-mails an hour)',
  })
  @ApiResponse({ status: 200, description: 'Always the same', type: ForgotPasswordAnswerDto })
  @ApiResponse({ status: 400, description: 'VALIDATION_FAILED: no e-mail, or not shaped like one', type: ErrorAnswerDto })
  async forgot(@Body() body: ForgotPasswordDto): Promise<ForgotPasswordAnswerDto> {
    await this.requestReset.execute({ email: body.email });
    return { ok: true };
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Set a new password with a reset code (an e-mailed link's, or one a parent or teacher made); every sign-in of the account ends. Attempts count like sign-in attempts from the address",
  })
  @ApiResponse({ status: 200, description: 'The password is set; sign in with it', type: PasswordResetDoneDto })
  @ApiResponse({
    status: 400,
    description: 'RESET_CODE_INVALID: an unknown, used or expired code (one answer for all); VALIDATION_FAILED: a weak password or passwords that differ (errors names the field)',
    type: ErrorAnswerDto,
  })
  @ApiResponse({ status: 429, description: 'TOO_MANY_ATTEMPTS: too many attempts from this address; Retry-After says when to try again', type: ErrorAnswerDto })
  async reset(@Body() body: ResetPasswordDto, @Req() request: FastifyRequest): Promise<PasswordResetDoneDto> {
    const { username } = await this.resetPassword.execute({
      code: body.code,
      password: body.password,
      passwordConfirmation: body.passwordConfirmation,
      address: request.ip ?? 'unknown',
    });
    return { ok: true, username };
  }
}
