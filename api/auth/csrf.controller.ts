import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Environment } from '../../infrastructure/config/environment';
import { ENVIRONMENT } from '../../infrastructure/infrastructure.tokens';
import { CSRF_COOKIE } from '../common/csrf.guard';
import { CsrfTokenDto } from './dto/session.dto';

@ApiTags('auth')
@Controller('csrf')
export class CsrfController {
  constructor(@Inject(ENVIRONMENT) private readonly environment: Environment) {}

  @Get()
  @ApiOperation({ summary: 'Set the csrf_token cookie that state-changing requests echo in X-CSRF-Token' })
  @ApiResponse({ status: 200, type: CsrfTokenDto })
  issue(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): CsrfTokenDto {
    const existing = request.cookies[CSRF_COOKIE];
    const csrfToken = typeof existing === 'string' && existing.length >= 16 ? existing : randomBytes(24).toString('base64url');
    reply.setCookie(CSRF_COOKIE, csrfToken, { httpOnly: false, sameSite: 'strict', secure: this.environment.secureCookies, path: '/' });
    return { csrfToken };
  }
}
