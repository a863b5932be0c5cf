import type { NextFunction, Request, Response } from 'express';
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
  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    // An API path as sent is one once decoded too: it passes on without decoding.
    if (isApiPath(request.path)) return next();
    const path = decodedPath(request.path);
    if (path === null || isApiPath(path)) return next();
    const file = files.get(path) ?? (isPageRoute(path) ? index : undefined);
    if (!file) return next();

    const stored = (['br', 'gzip'] as const).filter((encoding) => file.bodies[encoding]);
    const encoding: ContentEncoding | null = chooseEncoding(request.get('accept-encoding'), stored);
    const body = (encoding && file.bodies[encoding]) || file.bodies.identity;
    const etag = `"${file.etag}${encoding ? `-${encoding}` : ''}"`;

    response.setHeader('Content-Type', file.contentType);
    response.setHeader('Cache-Control', file.cacheControl);
    response.setHeader('ETag', etag);
    if (stored.length) response.setHeader('Vary', 'Accept-Encoding');
    if (encoding) response.setHeader('Content-Encoding', encoding);
    if (request.get('if-none-match')?.split(',').some((tag) => tag.trim() === etag)) {
      response.status(304).end();
      return;
    }
    response.setHeader('Content-Length', body.length);
    response.status(200).end(request.method === 'HEAD' ? undefined : body);
  };
}
