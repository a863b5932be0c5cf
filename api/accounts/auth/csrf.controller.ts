import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Environment } from '../../../infrastructure/config/environment';
import { ENVIRONMENT } from '../../../infrastructure/infrastructure.tokens';
import { CSRF_COOKIE } from '../../common/csrf.guard';
import { CsrfTokenDto } from './dto/session.dto';

@ApiTags('auth')
@Controller('csrf')
export class CsrfController {
  constructor(@Inject(ENVIRONMENT) private readonly environment: Environment) {}

  @Get()
  @ApiOperation({ summary: 'Set the csrf_token cookie that state-changing requests echo in X-CSRF-Token' })
  @ApiResponse({ status: 200, type: CsrfTokenDto })
  issue(@Res({ passthrough: true }) reply: FastifyReply): CsrfTokenDto {
    // Sets the browser's secret cookie the first time (@fastify/csrf-protection, see configureApp).
    const csrfToken = reply.generateCsrf();
    reply.setCookie(CSRF_COOKIE, csrfToken, { httpOnly: false, sameSite: 'strict', secure: this.environment.secureCookies, path: '/' });
    return { csrfToken };
  }
}
