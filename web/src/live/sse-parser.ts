/** One dispatched server-sent event: its type ('message' when unnamed), its data lines joined, the last id seen. */
export interface ServerSentEvent {
  type: string;
  data: string;
  lastEventId: string;
}

/**
 * Reads the text/event-stream format (the HTML standard's "interpreting an event stream") from
 * text arriving in pieces of any size. Written here because the browser's EventSource cannot send
 * the Authorization header, and a small parser is all the fetch-based reader needs.
 */
export class ServerSentEventParser {
  /** The last `id` field seen; it outlives the event that carried it, as the standard says. */
  lastEventId = '';
  /** The reconnection delay the server asked for with `retry`, in milliseconds; null until it does. */
  retry: number | null = null;

  private pending = '';
  private type = '';
  private data: string[] = [];
  private started = false;
  /** A piece that ended on CR: a LF at the start of the next one belongs to the same line end. */
  private afterCarriageReturn = false;

  /** Takes the next piece of the stream and answers the events it completed. */
  push(chunk: string): ServerSentEvent[] {
    let text = chunk;
    if (this.afterCarriageReturn && text.startsWith('\n')) text = text.slice(1);
    this.afterCarriageReturn = false;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.startsWith('\uFEFF')) text = text.slice(1);
    }

    const events: ServerSentEvent[] = [];
    let buffer = this.pending + text;
    let lineEnd = buffer.search(/[\r\n]/);
    while (lineEnd !== -1) {
      const line = buffer.slice(0, lineEnd);
      let next = lineEnd + 1;
      if (buffer[lineEnd] === '\r') {
        if (next === buffer.length) this.afterCarriageReturn = true;
        else if (buffer[next] === '\n') next += 1;
      }
      buffer = buffer.slice(next);
      const event = this.line(line);
      if (event) events.push(event);
      lineEnd = buffer.search(/[\r\n]/);
    }
    this.pending = buffer;
    return events;
  }

  private line(line: string): ServerSentEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.type = value;
        break;
      case 'data':
        this.data.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) this.lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retry = Number(value);
        break;
      default:
        break;
    }
    return null;
  }

  private dispatch(): ServerSentEvent | null {
    const type = this.type || 'message';
    const data = this.data;
    this.type = '';
    this.data = [];
    if (data.length === 0) return null;
    return { type, data: data.join('\n'), lastEventId: this.lastEventId };
  }
}
