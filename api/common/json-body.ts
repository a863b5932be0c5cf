import type { NextFunction, Request, Response } from 'express';
import { errorBody } from './error.filter';

/**
 * Reads JSON request bodies of at most `limitBytes`. A body declared larger is refused before a byte
 * of it is read, and a chunked body is cut off as soon as it passes the limit: the answer never
 * waits for the rest of an oversized upload.
 */
export function jsonBody(limitBytes: number) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (request.headers['content-type'] === undefined || !request.is('application/json')) return next();
    const refuse = (status: number, code: string, message: string) => {
      response.setHeader('Connection', 'close');
      response.once('finish', () => request.destroy());
      response.status(status).json(errorBody(status, code, message));
    };
    if (Number(request.headers['content-length']) > limitBytes) return refuse(413, 'PAYLOAD_TOO_LARGE', 'The request is too large');
    const encoding = String(request.headers['content-encoding'] ?? 'identity').toLowerCase();
    if (encoding !== 'identity') return refuse(415, 'UNSUPPORTED_MEDIA_TYPE', 'Compressed request bodies are not accepted');

    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    request.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size > limitBytes) {
        settled = true;
        refuse(413, 'PAYLOAD_TOO_LARGE', 'The request is too large');
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => {
      if (settled) return;
      settled = true;
      const text = Buffer.concat(chunks).toString('utf8');
      if (text.trim() === '') {
        request.body = {};
        return next();
      }
      // Like express.json's strict mode: a body is an object or an array.
      const first = text.trimStart()[0];
      try {
        if (first !== '{' && first !== '[') throw new SyntaxError('not an object');
        request.body = JSON.parse(text);
      } catch {
        return refuse(400, 'VALIDATION_FAILED', 'The request body is not valid JSON');
      }
      next();
    });
    request.on('error', (error) => {
      if (settled) return;
      settled = true;
      next(error);
    });
  };
}
