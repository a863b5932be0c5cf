import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, INTERNAL_ERROR_MESSAGE } from './error.filter';
import { addSecurityHeaders } from './security-headers';

type Refusal = [status: number, code: string, message: string];

function parserRefusal(error: NodeJS.ErrnoException): Refusal {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive'];
  if (error.code === 'HPE_HEADER_OVERFLOW') return [431, 'HEADERS_TOO_LARGE', 'The address or the headers of the request are too long'];
  return [400, 'MALFORMED_REQUEST', 'The request is not valid HTTP'];
}

function routerRefusal(error: FastifyError): Refusal {
  if (error.code === 'FST_ERR_BAD_URL') return [400, 'MALFORMED_REQUEST', 'The address holds a broken %-escape'];
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return [414, 'ADDRESS_TOO_LONG', 'A part of the address is too long'];
  return [500, 'INTERNAL_ERROR', INTERNAL_ERROR_MESSAGE];
}

/**
 * Answers what the HTTP parser refuses before there is a request (a request line past 16 kB, broken
 * framing, a request too slow to arrive) in the API's error shape, then closes the connection.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = parserRefusal(error);
  const body = JSON.stringify(errorBody(status, code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Answers what the router refuses before any hook runs (a broken escape in the path, a path part past
 * its limit) in the API's error shape, with the headers every answer carries. The address is not
 * echoed back.
 */
export function answerRouterError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, code, message] = routerRefusal(error);
  addSecurityHeaders(request, reply);
  reply.code(status).send(errorBody(status, code, message));
}
