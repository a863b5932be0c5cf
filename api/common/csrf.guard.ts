import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import CsrfTokens from '@fastify/csrf';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { RouteMetadata } from './route-metadata';

/** The token the browser reads and echoes in X-CSRF-Token (the spec's cookie). */
export const CSRF_COOKIE = 'csrf_token';
/** The secret the token is made from, kept by @fastify/csrf-protection in an httpOnly cookie. */
export const CSRF_SECRET_COOKIE = 'csrf_secret';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** @fastify/csrf-protection makes tokens with these same (default) options; its own check answers the reply itself, outside Nest's guards. */
const tokens = new CsrfTokens({});

const CSRF_EXEMPT_KEY = 'csrfExempt';

/**
 * For a route another server calls without any of our cookies: nothing a browser sends on its own
 * (no cookie, no session) can make it act, so there is no cross-site request to forge.
 */
export const CsrfExempt = () => SetMetadata(CSRF_EXEMPT_KEY, true);

/**
 * Every state-changing request echoes in X-CSRF-Token the token GET /api/csrf set in the csrf_token
 * cookie, and the token must be one made from this browser's secret cookie.
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  private readonly exemption: RouteMetadata<{ exempt: boolean }>;

  constructor(reflector: Reflector) {
    this.exemption = new RouteMetadata((targets) => ({ exempt: reflector.getAllAndOverride<boolean | undefined>(CSRF_EXEMPT_KEY, targets) === true }));
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE_METHODS.has(request.method)) return true;
    if (this.exemption.of(context).exempt) return true;
    const secret = request.cookies[CSRF_SECRET_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (typeof secret === 'string' && typeof header === 'string' && tokens.verify(secret, header)) return true;
    throw new ApiError('CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token. Reload the page and try again.');
  }
}
