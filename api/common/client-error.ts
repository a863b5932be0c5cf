import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { errorBody } from './error.filter';

function describe(error: NodeJS.ErrnoException): [status: number, code: string, message: string] {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive'];
  if (error.code === 'HPE_HEADER_OVERFLOW') return [431, 'HEADERS_TOO_LARGE', 'The address or the headers of the request are too long'];
  return [400, 'MALFORMED_REQUEST', 'The request is not valid HTTP'];
}

/**
 * Answers what the HTTP parser refuses before any route sees it (a request line past 16 kB, broken
 * framing, a request too slow to arrive) in the API's error shape, then closes the connection.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] = describe(error);
  const body = JSON.stringify(errorBody(status, code, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
