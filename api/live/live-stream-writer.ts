import type { ServerResponse } from 'node:http';
import type { LiveCursor } from '../../application/live/live-event-reads.port';
import { cursorText, type LiveEvent } from '../../application/live/live-event-hub';

/** The browser waits this long before it opens a closed stream again. */
const RETRY_MS = 2000;

/** Writes server-sent events: one `id`, `event` and `data` block per event. */
export class LiveStreamWriter {
  constructor(private readonly response: ServerResponse) {}

  open(cursor: LiveCursor | null): void {
    this.response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
      connection: 'keep-alive',
    });
    // The first block names where the stream starts, so even a quiet stream resumes from there.
    this.response.write(`retry: ${RETRY_MS}\n${cursor ? `id: ${cursorText(cursor)}\n` : ''}event: ready\ndata: {}\n\n`);
  }

  event(event: LiveEvent, cursor: LiveCursor): void {
    this.response.write(`id: ${cursorText(cursor)}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
  }

  /** A comment line: keeps proxies from closing a quiet stream. */
  keepAlive(): void {
    this.response.write(': keep-alive\n\n');
  }

  /** Tells the browser why the stream ends (it then opens a new one, signed anew, or stops when signed out). */
  end(reason: 'expired' | 'ended' | 'closing'): void {
    if (this.response.writableEnded) return;
    this.response.end(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
  }
}
