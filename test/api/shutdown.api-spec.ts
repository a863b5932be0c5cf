import { connect } from 'node:net';
import { createTestApp } from '../support/test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The answers in `raw` (HTTP/1.1 with Content-Length bodies), in order. */
function answers(raw: string): Array<{ status: number; headers: Record<string, string>; body: string }> {
  const parsed = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const [statusLine, ...lines] = rest.slice(0, headEnd).split('\r\n');
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    const length = Number(headers['content-length'] ?? 0);
    parsed.push({ status: Number(statusLine.split(' ')[1]), headers, body: rest.slice(headEnd + 4, headEnd + 4 + length) });
    rest = rest.slice(headEnd + 4 + length);
  }
  return parsed;
}

describe('a server that is closing', () => {
  it('answers a request still arriving on an open connection with 503 in the API shape and closes the connection', async () => {
    const t = await createTestApp();
    const server = t.app.getHttpServer();
    const socket = connect(t.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    const socketClosed = new Promise((resolve) => socket.on('close', resolve));

    // A request whose body is still arriving keeps the connection busy, so closing does not drop it.
    // Closing starts once the server has read the request's head (its own listener runs first), however
    // long a busy machine takes to get there.
    const requestArrived = new Promise((resolve) => server.once('request', resolve));
    socket.write('POST /api/auth/local HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{');
    await requestArrived;
    const closed = t.close();
    while (server.listening) await sleep(10);
    socket.write('}GET /api/csrf HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await socketClosed;
    await closed;

    const [first, second] = answers(received);
    expect(first.status).toBe(403); // the request in progress is answered as usual (here: no CSRF token)
    expect(second.status).toBe(503);
    expect(second.headers.connection).toBe('close');
    expect(second.headers['retry-after']).toBe('1');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(second.body)).toEqual({
      statusCode: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'This server is shutting down. Please try again.',
      error: { status: 503, name: 'ServiceUnavailableError', message: 'This server is shutting down. Please try again.' },
    });
  });
});
