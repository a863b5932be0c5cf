import { request } from 'node:http';

export interface EventStreamHandlers {
  /** An event of the stream (after `ready`), with the time its last bytes arrived. */
  event(type: string, data: string, at: number): void;
  /** The stream ended after it opened: its `end` event's reason, or what closed the connection. */
  ended(reason: string): void;
}

/**
 * Opens GET /api/events with the access token on a connection of its own (no agent, so no pool
 * caps how many are open at once) and resolves, once its `ready` event came, with the function
 * that closes it; rejects when it answers anything else or nothing within `timeoutMs`. The server
 * writes each event as `field: value` lines ending in a blank line, which is all this reads.
 */
export function openEventStream(baseUrl: string, token: string, handlers: EventStreamHandlers, timeoutMs: number): Promise<() => void> {
  return new Promise((resolve, reject) => {
    let ready = false;
    let done = false;
    const fail = (reason: string) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (ready) handlers.ended(reason);
      else reject(new Error(reason));
    };
    const req = request(`${baseUrl}/api/events`, { agent: false, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } }, (res) => {
      res.setEncoding('utf8');
      if (res.statusCode !== 200) {
        let body = '';
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => fail(`status ${res.statusCode}: ${body.slice(0, 200)}`));
        return;
      }
      let buffer = '';
      res.on('data', (chunk: string) => {
        const at = Date.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const { type, data } = readBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (type === 'ready' && !ready) {
            ready = true;
            clearTimeout(timer);
            resolve(() => {
              done = true;
              req.destroy();
            });
          } else if (type === 'end') fail(`ended by the server: ${data}`);
          else if (type !== null && ready) handlers.event(type, data, at);
        }
      });
      res.on('close', () => fail('the connection closed'));
    });
    const timer = setTimeout(() => {
      fail(`no ready event within ${timeoutMs} ms`);
      req.destroy();
    }, timeoutMs);
    req.on('error', (error) => fail(error.message));
    req.end();
  });
}

/** The event type and data of one block (null for a comment alone). */
function readBlock(block: string): { type: string | null; data: string } {
  let type: string | null = null;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) type = line.slice(7);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
  }
  return { type: type ?? (data.length > 0 ? 'message' : null), data: data.join('\n') };
}
