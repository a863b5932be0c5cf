import { Controller, Get, Headers, Inject, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveEventHub } from '../../application/live/live-event-hub';
import { PORTS } from '../../application/ports/tokens';
import type { LiveSessions } from '../../application/sessions/live-sessions.port';
import type { Clock } from '../../application/ports/clock.port';
import type { AuthenticatedUser } from '../common/auth/authenticated-user';
import { CurrentUser } from '../common/auth/current-user.decorator';
import { ApiError } from '../common/api-error';
import { Authenticated } from '../common/auth/roles';
import { LIVE_EVENT_HUB, OpenStreams } from './open-streams';
import { LiveStreamWriter } from './live-stream-writer';
import { keepStreamAlive } from './stream-keep-alive';

/** A quiet stream gets a comment this often, and its sign-in is checked as often. */
const KEEP_ALIVE_MS = 25_000;

/**
 * GET /events: the signed-in user's new notifications and messages as server-sent events. The
 * access token travels in the Authorization header (the browser reads the stream with fetch, never
 * with the token in the address). The stream ends when the token expires or the sign-in ends.
 */
@ApiTags('notifications')
@Authenticated()
@Controller('events')
export class EventsController {
  constructor(
    @Inject(LIVE_EVENT_HUB) private readonly hub: LiveEventHub,
    @Inject(PORTS.liveSessions) private readonly sessions: LiveSessions,
    @Inject(PORTS.clock) private readonly clock: Clock,
    private readonly open: OpenStreams,
  ) {}

  @Get()
  @ApiOperation({ summary: 'My new notifications and messages, live (text/event-stream); resumes after Last-Event-ID' })
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'The id of the last event received: the stream first sends what came after it' })
  @ApiResponse({
    status: 200,
    description: 'Events `notification` and `message` (data: the notification or message as JSON), `ready` first and `end` last',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  async stream(
    @CurrentUser() user: AuthenticatedUser,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    if (request.url.includes('?')) throw new ApiError('VALIDATION_FAILED', 'The event stream takes no query parameters: the last event seen travels in the Last-Event-ID header.');
    reply.hijack();
    const writer = new LiveStreamWriter(reply.raw);
    let expiry: NodeJS.Timeout | null = null;
    let keepAlive: { stop: () => void } | null = null;
    let stream: Awaited<ReturnType<LiveEventHub['open']>> | null = null;
    let opened = false;
    let finished = false;
    const pendingEvents: Array<Parameters<LiveStreamWriter['event']>> = [];
    const finish = (reason: 'expired' | 'ended' | 'closing') => {
      if (finished) return;
      finished = true;
      if (expiry) clearTimeout(expiry);
      keepAlive?.stop();
      if (stream) this.hub.close(stream);
      this.open.forget(finish);
      writer.end(reason);
    };
    this.open.remember(finish);
    request.raw.on('close', () => finish('ended'));
    try {
      stream = await this.hub.open(user.userId, lastEventId ?? null, (event, cursor) => {
        if (opened) writer.event(event, cursor);
        else pendingEvents.push([event, cursor]);
      });
    } catch {
      finished = true;
      this.open.forget(finish);
      if (!reply.raw.headersSent) reply.raw.writeHead(503, { 'content-type': 'application/json', 'retry-after': '2' }).end(JSON.stringify({ statusCode: 503, message: 'Live updates are not available right now. Please try again.' }));
      return;
    }
    if (request.raw.destroyed) return finish('ended');
    writer.open(lastEventId && pendingEvents.length === 0 ? null : stream.cursor);
    opened = true;
    for (const [event, cursor] of pendingEvents.splice(0)) writer.event(event, cursor);
    if (user.tokenExpiresAt) expiry = setTimeout(() => finish('expired'), Math.max(0, user.tokenExpiresAt.getTime() - this.clock.now().getTime()));
    keepAlive = keepStreamAlive(KEEP_ALIVE_MS, {
      ping: () => writer.keepAlive(),
      signInLive: async () => (await this.sessions.standing(user.sessionId, user.userId).catch(() => 'live' as const)) !== 'ended',
      signInEnded: () => finish('ended'),
    });
  }
}
