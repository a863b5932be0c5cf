import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { chooseEncoding, type ContentEncoding } from './accepted-encoding';
import type { WebFile } from './web-files';

/** The API's paths, never the web app's. */
const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** A client route of the single-page app (/login, /student/dashboard): a path whose last part has no dot. */
const isPageRoute = (path: string) => !/\.[^/]*$/.test(path);

function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/**
 * Serves the built web app from memory: a file in the smallest coding the request accepts, any
 * other page route as index.html, anything else (a missing asset, a source map) left to the 404.
 * The API under /api is not touched.
 */
export function serveWebApp(files: ReadonlyMap<string, WebFile>) {
  const index = files.get('/index.html');
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return done();
    const query = request.url.indexOf('?');
    const sentPath = query < 0 ? request.url : request.url.slice(0, query);
    // An API path as sent is one once decoded too: it passes on without decoding.
    if (isApiPath(sentPath)) return done();
    const path = decodedPath(sentPath);
    if (path === null || isApiPath(path)) return done();
    const file = files.get(path) ?? (isPageRoute(path) ? index : undefined);
    if (!file) return done();

    const stored = (['br', 'gzip'] as const).filter((encoding) => file.bodies[encoding]);
    const encoding: ContentEncoding | null = chooseEncoding(request.headers['accept-encoding'], stored);
    const body = (encoding && file.bodies[encoding]) || file.bodies.identity;
    const etag = `"${file.etag}${encoding ? `-${encoding}` : ''}"`;

    reply.header('Content-Type', file.contentType);
    reply.header('Cache-Control', file.cacheControl);
    reply.header('ETag', etag);
    if (stored.length) reply.header('Vary', 'Accept-Encoding');
    if (encoding) reply.header('Content-Encoding', encoding);
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag)) {
      reply.code(304).send();
      return;
    }
    reply.code(200).send(body);
  };
}
