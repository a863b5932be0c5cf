import { BadRequestException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

const parseJsonObject = (text: string): unknown => {
  if (text.trim() === '') return {};
  // Strict, as browsers' fetch bodies are: a body is an object or an array.
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') throw new SyntaxError('not an object');
  return JSON.parse(text);
};

/**
 * Reads JSON request bodies of at most `limitBytes`. A body declared larger is refused before a byte
 * of it is read, and a chunked body is cut off as soon as it passes the limit: the answer never
 * waits for the rest of an oversized upload. A body of another type is read (within the same limit)
 * and ignored, so the route's validation names what is missing.
 */
export function acceptJsonBodies(server: FastifyInstance, limitBytes: number): void {
  server.removeAllContentTypeParsers();
  server.addHook('preParsing', (request, reply, payload, done) => {
    const encoding = String(request.headers['content-encoding'] ?? 'identity').toLowerCase();
    if (encoding === 'identity') return done(null, payload);
    reply.header('connection', 'close');
    done(new UnsupportedMediaTypeException('Compressed request bodies are not accepted'));
  });
  server.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: limitBytes }, (_request, text, done) => {
    try {
      done(null, parseJsonObject(text as string));
    } catch {
      done(new BadRequestException('The request body is not valid JSON'), undefined);
    }
  });
  server.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: limitBytes }, (_request, _body, done) => done(null, undefined));
}
