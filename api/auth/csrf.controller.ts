import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Environment } from '../../infrastructure/config/environment';
import { ENVIRONMENT } from '../../infrastructure/infrastructure.tokens';
import { CSRF_COOKIE } from '../common/csrf.guard';

@ApiTags('auth')
@Controller('csrf')
export class CsrfController {
  constructor(@Inject(ENVIRONMENT) private readonly environment: Environment) {}

  @Get()
  @ApiOperation({ summary: 'Set the csrf_token cookie that state-changing requests echo in X-CSRF-Token' })
  issue(@Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const existing = request.cookies?.[CSRF_COOKIE];
    const csrfToken = typeof existing === 'string' && existing.length >= 16 ? existing : randomBytes(24).toString('base64url');
    response.cookie(CSRF_COOKIE, csrfToken, { httpOnly: false, sameSite: 'strict', secure: this.environment.secureCookies, path: '/' });
    return { csrfToken };
  }
}
