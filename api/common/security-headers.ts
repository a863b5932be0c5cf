import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * No inline script, no framing, nothing loaded from elsewhere except pictures and videos over HTTPS
 * (course videos and thumbnails may live on other hosts; avatars never do, see domain/accounts/avatar.ts). Styles may be inline: the UI library writes its
 * styles at run time.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const EVERY_ANSWER = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** The headers every answer carries; API answers (tokens, personal data) are never stored by any cache. */
export function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(EVERY_ANSWER);
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
}

/** The request hook that gives every routed request, 404s included, those headers. */
export function securityHeaders(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  addSecurityHeaders(request, reply);
  done();
}
