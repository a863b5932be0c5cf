import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers on every answer. The policy allows no inline script, no framing and nothing
 * loaded from elsewhere except pictures and videos over HTTPS (course videos and thumbnails may live
 * on other hosts; avatars never do, see domain/accounts/avatar.ts). Styles may be inline: the UI
 * library writes its styles at run time. HSTS is added per request, over HTTPS only.
 */
const SECURITY_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
  strictTransportSecurity: false,
};

const HSTS = 'max-age=31536000; includeSubDomains';

/** Made once, not through @fastify/helmet, which builds a helmet and parses the policy again on every request. */
const helmetHeaders = helmet(SECURITY_HEADERS);

/**
 * Puts the headers on an answer: helmet's, then what depends on the request: HSTS over HTTPS only,
 * and API answers (tokens, personal data) stored by no cache. Also called for answers made before
 * any hook runs (the router's refusals), so those carry the same headers as every other answer.
 */
export function addSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  helmetHeaders(request.raw, reply.raw, () => undefined);
  if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
}

/** The onRequest hook that gives every answer its security headers. */
export function securityHeaders(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  addSecurityHeaders(request, reply);
  done();
}
