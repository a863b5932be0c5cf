/** One server-sent event as the stream carried it. */
export interface StreamEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * A stream of GET /api/events read with fetch, as the web app reads it: the events so far, and a
 * wait for the next one that matches.
 */
export class EventStreamReader {
  readonly events: StreamEvent[] = [];
  private waiters: Array<{ match: (event: StreamEvent) => boolean; resolve: (event: StreamEvent) => void }> = [];
  private readonly controller = new AbortController();
  status = 0;
  ended = false;

  private constructor() {}

  static async open(baseUrl: string, jwt: string | null, lastEventId?: string): Promise<EventStreamReader> {
    const reader = new EventStreamReader();
    const response = await fetch(`${baseUrl}/api/events`, {
      headers: { ...(jwt ? { authorization: `Bearer ${jwt}` } : {}), ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      signal: reader.controller.signal,
    });
    reader.status = response.status;
    if (response.ok && response.body) void reader.read(response.body);
    else await response.text();
    return reader;
  }

  /** The id of the last event that carried one. */
  get lastId(): string | null {
    return [...this.events].reverse().find((event) => event.id !== null)?.id ?? null;
  }

  next(match: (event: StreamEvent) => boolean, timeoutMs = 5000): Promise<StreamEvent> {
    const found = this.events.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No matching event within ${timeoutMs} ms; got ${JSON.stringify(this.events)}`)), timeoutMs);
      this.waiters.push({
        match,
        resolve: (event) => {
          clearTimeout(timer);
          resolve(event);
        },
      });
    });
  }

  of<T>(type: string): T[] {
    return this.events.filter((event) => event.event === type).map((event) => JSON.parse(event.data) as T);
  }

  close(): void {
    this.controller.abort();
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.take(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted by close().
    }
    this.ended = true;
  }

  private take(block: string): void {
    let id: string | null = null;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') id = value;
      else if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0 && id === null) return;
    const parsed = { id, event, data: data.join('\n') };
    this.events.push(parsed);
    this.waiters = this.waiters.filter((waiter) => {
      if (!waiter.match(parsed)) return true;
      waiter.resolve(parsed);
      return false;
    });
  }
}
