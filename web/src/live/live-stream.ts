import { getAccessToken } from '../api/access-token';
import { ApiError } from '../api/api-error';
import { API_BASE } from '../api/config';
import { isTokenExpired } from '../api/jwt';
import { baseHeaders } from '../api/request-headers';
import { refreshAccessToken } from '../api/session-refresh';
import { ServerSentEventParser, type ServerSentEvent } from './sse-parser';

const EVENTS_PATH = `${API_BASE}/events`;

/** The wait before the first reconnection when the server named none (it sends `retry: 2000`). */
const DEFAULT_RETRY_MS = 2_000;
/** Failures in a row double the wait up to this. */
const MAX_RETRY_MS = 30_000;

/** The wait before reconnecting after `failures` failed attempts in a row (0 for the first), with a little jitter so tabs do not return together. */
export function reconnectDelay(failures: number, retryMs: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_MS, retryMs * 2 ** Math.min(failures, 10));
  return Math.round(base * (0.8 + 0.2 * random()));
}

export interface LiveStreamListener {
  /** An event of the stream other than `ready` and `end`, its data still text. */
  event(event: ServerSentEvent): void;
  /** The stream is open; `resumed` after a reconnection. */
  ready(resumed: boolean): void;
}

/** After a connection: refresh the token and reconnect, or reconnect after a wait. */
type Outcome = 'refresh' | 'retry';

/**
 * Keeps GET /api/events open for the signed-in user: sends the bearer token in the header (never in
 * the address), resumes with Last-Event-ID, refreshes the token when it expired (a 401 or an `end`
 * saying so), reconnects after failures with a growing wait and at once when the tab shows again,
 * and stops when the sign-in is gone or `close` is called.
 */
export class LiveStream {
  private readonly parser = new ServerSentEventParser();
  private abort: AbortController | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private opened = false;
  private closed = false;

  constructor(private readonly listener: LiveStreamListener) {}

  start(): void {
    document.addEventListener('visibilitychange', this.onVisible);
    window.addEventListener('online', this.onVisible);
    void this.connect();
  }

  close(): void {
    this.closed = true;
    document.removeEventListener('visibilitychange', this.onVisible);
    window.removeEventListener('online', this.onVisible);
    if (this.timer) clearTimeout(this.timer);
    this.abort?.abort();
  }

  /** Waiting to reconnect while the tab was hidden or offline: reconnect now rather than later. */
  private readonly onVisible = () => {
    if (document.visibilityState !== 'visible' || this.timer === null) return;
    clearTimeout(this.timer);
    this.timer = null;
    void this.connect();
  };

  private async connect(): Promise<void> {
    if (this.closed) return;
    let outcome: Outcome;
    try {
      outcome = await this.read(await this.token());
    } catch (error) {
      // A refused refresh ended the sign-in (session-refresh.ts then leaves for /login): nothing more to read.
      if (error instanceof ApiError && error.status === 401) return this.close();
      outcome = 'retry';
    }
    if (this.closed) return;
    if (outcome === 'refresh') {
      try {
        await refreshAccessToken();
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return this.close();
        return this.later();
      }
      // A fresh token refused again before the stream opened waits like any failure, so it never spins.
      if (this.failures === 0) {
        this.failures = 1;
        return void this.connect();
      }
    }
    this.later();
  }

  private later(): void {
    if (this.closed) return;
    const delay = reconnectDelay(this.failures, this.parser.retry ?? DEFAULT_RETRY_MS);
    this.failures += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.connect();
    }, delay);
  }

  private async token(): Promise<string> {
    const token = getAccessToken();
    return token && !isTokenExpired(token) ? token : refreshAccessToken();
  }

  /** One connection, read to its end: answers what to do next. */
  private async read(token: string): Promise<Outcome> {
    this.abort = new AbortController();
    const headers = baseHeaders(token);
    headers.set('Accept', 'text/event-stream');
    if (this.parser.lastEventId) headers.set('Last-Event-ID', this.parser.lastEventId);
    const response = await fetch(EVENTS_PATH, { headers, credentials: 'include', cache: 'no-store', signal: this.abort.signal });
    if (response.status === 401) return 'refresh';
    if (!response.ok || !response.body) return 'retry';

    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'retry';
        for (const event of this.parser.push(decoder.decode(value, { stream: true }))) {
          const next = this.take(event);
          if (next) return next;
        }
      }
    } finally {
      this.abort.abort();
    }
  }

  private take(event: ServerSentEvent): Outcome | null {
    if (event.type === 'ready') {
      this.failures = 0;
      this.listener.ready(this.opened);
      this.opened = true;
      return null;
    }
    if (event.type === 'end') return endOutcome(event.data);
    this.listener.event(event);
    return null;
  }
}

/** `expired`: the token ran out; `ended`: the sign-in may have ended (a refresh says which); `closing`: the server stops. */
function endOutcome(data: string): Outcome {
  let reason: unknown;
  try {
    reason = (JSON.parse(data) as { reason?: unknown }).reason;
  } catch {
    reason = null;
  }
  if (reason === 'expired' || reason === 'ended') return 'refresh';
  return 'retry';
}
