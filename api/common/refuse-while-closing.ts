import type { FastifyInstance } from 'fastify';
import { errorBody } from './error.filter';

/**
 * Once the server starts closing, a request that still arrives on an open connection is turned away
 * at once with 503 in the API's error shape, the security headers (hooks added before this one) and
 * `Connection: close`, so the client or the load balancer tries another instance. Fastify's own
 * answer for this (`return503OnClosing`, turned off in the adapter) has neither.
 */
export function refuseWhileClosing(server: FastifyInstance): void {
  let closing = false;
  server.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  server.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    void reply
      .code(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      .send(errorBody(503, 'SERVICE_UNAVAILABLE', 'This server is shutting down. Please try again.'));
  });
}
