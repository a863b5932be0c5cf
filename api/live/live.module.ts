import { Inject, Logger, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LiveEventHub } from '../../application/live/live-event-hub';
import type { LiveEventReads } from '../../application/live/live-event-reads.port';
import type { LiveEvents } from '../../application/live/live-events.port';
import { PORTS } from '../../application/ports/tokens';
import { EventsController } from './events.controller';
import { LIVE_EVENT_HUB, OpenStreams } from './open-streams';

const logger = new Logger('LiveEvents');

/** The live stream of each signed-in user's notifications and messages, on every instance. */
@Module({
  controllers: [EventsController],
  providers: [
    OpenStreams,
    {
      provide: LIVE_EVENT_HUB,
      useFactory: (events: LiveEvents, reads: LiveEventReads) =>
        new LiveEventHub(events, reads, (error) => logger.error(error instanceof Error ? error.message : String(error))),
      inject: [PORTS.liveEvents, PORTS.liveEventReads],
    },
  ],
})
export class LiveModule implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(LIVE_EVENT_HUB) private readonly hub: LiveEventHub) {}

  onApplicationBootstrap(): void {
    this.hub.start();
  }

  onApplicationShutdown(): void {
    this.hub.stop();
  }
}
