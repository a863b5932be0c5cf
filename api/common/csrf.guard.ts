import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { RouteMetadata } from './route-metadata';

export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const CSRF_EXEMPT_KEY = 'csrfExempt';

/**
 * For a route another server calls without any of our cookies: nothing a browser sends on its own
 * (no cookie, no session) can make it act, so there is no cross-site request to forge.
 */
export const CsrfExempt = () => SetMetadata(CSRF_EXEMPT_KEY, true);

/** Double-submit: every state-changing request echoes the csrf_token cookie in X-CSRF-Token. */
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
    const cookie = request.cookies[CSRF_COOKIE];
    const header = request.headers[CSRF_HEADER];
    if (typeof cookie === 'string' && typeof header === 'string' && cookie.length >= 16 && same(cookie, header)) return true;
    throw new ApiError('CSRF_TOKEN_INVALID', 'Missing or invalid CSRF token. Reload the page and try again.');
  }
}
