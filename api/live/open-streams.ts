import { Injectable, type BeforeApplicationShutdown } from '@nestjs/common';

export const LIVE_EVENT_HUB = Symbol('LiveEventHub');

/** The streams this instance holds open, ended when it shuts down so the server can close. */
@Injectable()
export class OpenStreams implements BeforeApplicationShutdown {
  private readonly enders = new Set<(reason: 'closing') => void>();

  remember(end: (reason: 'closing') => void): void {
    this.enders.add(end);
  }

  forget(end: (reason: 'closing') => void): void {
    this.enders.delete(end);
  }

  get count(): number {
    return this.enders.size;
  }

  beforeApplicationShutdown(): void {
    for (const end of [...this.enders]) end('closing');
  }
}
