import type { MessageView } from '../messages/message.repositories.port';
import type { NotificationView } from '../notifications/notification.repository.port';
import type { LiveCursor, LiveEventReads } from './live-event-reads.port';
import type { LiveEvents, LiveSignal } from './live-events.port';

export type LiveEvent = { type: 'notification'; data: NotificationView } | { type: 'message'; data: MessageView };

/** What a stream holds: its user, where it got to, and how an event leaves it. */
export interface LiveStream {
  readonly userId: number;
  readonly cursor: LiveCursor;
}

interface HeldStream extends LiveStream {
  cursor: LiveCursor;
  send(event: LiveEvent, cursor: LiveCursor): void;
  /** Events heard while the stream was catching up, sent after it. */
  waiting: LiveEvent[] | null;
  /** What the catch-up sent: a signal read from the database while it ran may name the same again. */
  caughtUp: Set<string>;
}

/** A reconnecting stream is sent at most this many of the events it missed, of each kind. */
export const CATCH_UP_LIMIT = 200;
/** Signals heard within this long are read from the database together. */
const BATCH_MS = 10;

export function cursorText(cursor: LiveCursor): string {
  return `${cursor.notification}.${cursor.message}`;
}

/** The cursor a `Last-Event-ID` names, or null when it names none. */
export function parseCursor(text: string | null | undefined): LiveCursor | null {
  const match = /^(\d{1,15})\.(\d{1,15})$/.exec(text ?? '');
  return match ? { notification: Number(match[1]), message: Number(match[2]) } : null;
}

const advance = (cursor: LiveCursor, event: LiveEvent): LiveCursor =>
  event.type === 'notification'
    ? { ...cursor, notification: Math.max(cursor.notification, event.data.id) }
    : { ...cursor, message: Math.max(cursor.message, event.data.id) };

const eventKey = (event: LiveEvent) => `${event.type}:${event.data.id}`;

/**
 * The streams this instance holds, by user. Every instance hears every signal; it reads the rows of
 * those whose users it holds streams of, a batch at a time, and sends each event to each of the
 * user's streams. A new stream first sends what it missed after its `Last-Event-ID`, then what was
 * heard meanwhile, skipping what the catch-up already sent.
 */
export class LiveEventHub {
  private readonly streams = new Map<number, Set<HeldStream>>();
  private pending: LiveSignal[] = [];
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly events: LiveEvents,
    private readonly reads: LiveEventReads,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    this.unsubscribe ??= this.events.subscribe((signals) => this.heard(signals));
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  get openStreams(): number {
    let count = 0;
    for (const held of this.streams.values()) count += held.size;
    return count;
  }

  /** Opens a stream for the user; `send` writes one event with the cursor after it. Answers the stream, to close it with. */
  async open(userId: number, lastEventId: string | null, send: (event: LiveEvent, cursor: LiveCursor) => void): Promise<LiveStream> {
    const resumed = parseCursor(lastEventId);
    const stream: HeldStream = { userId, cursor: resumed ?? { notification: 0, message: 0 }, send, waiting: [], caughtUp: new Set() };
    let held = this.streams.get(userId);
    if (!held) this.streams.set(userId, (held = new Set()));
    held.add(stream);
    try {
      if (resumed) {
        const missed = await this.reads.since(userId, resumed, CATCH_UP_LIMIT);
        const events: LiveEvent[] = [
          ...missed.notifications.map((data) => ({ type: 'notification' as const, data })),
          ...missed.messages.map((data) => ({ type: 'message' as const, data })),
        ];
        for (const event of events) {
          this.deliver(stream, event);
          stream.caughtUp.add(eventKey(event));
        }
      } else {
        stream.cursor = await this.reads.latest();
      }
      const waiting = stream.waiting ?? [];
      stream.waiting = null;
      for (const event of waiting) this.deliver(stream, event);
    } catch (error) {
      this.close(stream);
      throw error;
    }
    return stream;
  }

  close(stream: LiveStream): void {
    const held = this.streams.get(stream.userId);
    if (!held) return;
    held.delete(stream as HeldStream);
    if (held.size === 0) this.streams.delete(stream.userId);
  }

  private heard(signals: LiveSignal[]): void {
    for (const signal of signals) if (signal.userIds.some((userId) => this.streams.has(userId))) this.pending.push(signal);
    if (this.pending.length > 0 && !this.timer) this.timer = setTimeout(() => void this.flush(), BATCH_MS);
  }

  private async flush(): Promise<void> {
    this.timer = null;
    const signals = this.pending;
    this.pending = [];
    try {
      const notificationIds = signals.filter((signal) => signal.kind === 'notification').map((signal) => signal.id);
      const messageSignals = signals.filter((signal) => signal.kind === 'message');
      const [notifications, messages] = await Promise.all([
        notificationIds.length > 0 ? this.reads.notifications(notificationIds) : [],
        messageSignals.length > 0 ? this.reads.messages(messageSignals.map((signal) => signal.id)) : [],
      ]);
      for (const { userId, ...data } of notifications) this.sendToUser(userId, { type: 'notification', data });
      const byId = new Map(messages.map((message) => [message.id, message]));
      for (const signal of messageSignals) {
        const data = byId.get(signal.id);
        if (data) for (const userId of signal.userIds) this.sendToUser(userId, { type: 'message', data });
      }
    } catch (error) {
      // The events are in the database: streams get them when they reconnect.
      this.onError(error);
    }
  }

  private sendToUser(userId: number, event: LiveEvent): void {
    for (const stream of this.streams.get(userId) ?? []) {
      if (stream.waiting) stream.waiting.push(event);
      else this.deliver(stream, event);
    }
  }

  private deliver(stream: HeldStream, event: LiveEvent): void {
    if (stream.caughtUp.has(eventKey(event))) return;
    stream.cursor = advance(stream.cursor, event);
    stream.send(event, stream.cursor);
  }
}
