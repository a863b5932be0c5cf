import type { MessageView } from '../messages/message.repositories.port';
import type { NotificationView } from '../notifications/notification.repository.port';
import { type LiveEvent, LiveEventHub, cursorText, parseCursor } from './live-event-hub';
import type { LiveCursor, LiveEventReads } from './live-event-reads.port';
import type { LiveEvents, LiveSignal } from './live-events.port';

const notification = (id: number, userId: number): NotificationView & { userId: number } => ({
  id,
  userId,
  kind: 'tokensReceived',
  actor: null,
  params: { amount: id },
  createdAt: new Date(0),
  readAt: null,
});
const message = (id: number): MessageView => ({ id, threadId: 1, sender: { id: 9, username: 'p', firstName: null, lastName: null }, body: `m${id}`, sentAt: new Date(0) });

/** A transport that hands signals straight to its listener, and reads answered from arrays. */
class Fakes implements LiveEvents, LiveEventReads {
  listener: ((signals: LiveSignal[]) => void) | null = null;
  rows: Array<NotificationView & { userId: number }> = [];
  messageRows: MessageView[] = [];
  missed: { notifications: NotificationView[]; messages: MessageView[] } = { notifications: [], messages: [] };
  /** Resolves the catch-up read when the test says so. */
  releaseCatchUp: () => void = () => undefined;
  holdCatchUp = false;

  async publish(signals: readonly LiveSignal[]) {
    this.listener?.([...signals]);
  }
  subscribe(listener: (signals: LiveSignal[]) => void) {
    this.listener = listener;
    return () => (this.listener = null);
  }
  async close() {}
  /** Resolves the next read of signalled notifications when the test says so. */
  releaseRead: () => void = () => undefined;
  holdRead = false;
  async notifications(ids: readonly number[]) {
    if (this.holdRead) await new Promise<void>((resolve) => (this.releaseRead = resolve));
    return this.rows.filter((row) => ids.includes(row.id));
  }
  async messages(ids: readonly number[]) {
    return this.messageRows.filter((row) => ids.includes(row.id));
  }
  async since() {
    if (this.holdCatchUp) await new Promise<void>((resolve) => (this.releaseCatchUp = resolve));
    return this.missed;
  }
  async latest(): Promise<LiveCursor> {
    return { notification: 100, message: 50 };
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('LiveEventHub', () => {
  let fakes: Fakes;
  let hub: LiveEventHub;

  beforeEach(() => {
    fakes = new Fakes();
    hub = new LiveEventHub(fakes, fakes, (error) => {
      throw error;
    });
    hub.start();
  });

  it('reads and round-trips the cursor of Last-Event-ID, and ignores anything else', () => {
    expect(parseCursor(cursorText({ notification: 12, message: 7 }))).toEqual({ notification: 12, message: 7 });
    for (const text of [null, '', 'abc', '1.2.3', '-1.2', '1.x', `${'9'.repeat(16)}.1`]) expect(parseCursor(text)).toBeNull();
  });

  it("sends each signalled notification to its user's streams only, with the cursor after it", async () => {
    const sent: Array<[number, LiveEvent, string]> = [];
    await hub.open(1, null, (event, cursor) => sent.push([1, event, cursorText(cursor)]));
    await hub.open(1, null, (event, cursor) => sent.push([11, event, cursorText(cursor)]));
    await hub.open(2, null, (event, cursor) => sent.push([2, event, cursorText(cursor)]));
    fakes.rows = [notification(101, 1)];
    await fakes.publish([{ kind: 'notification', id: 101, userIds: [1] }]);
    await settle();
    expect(sent.map(([stream, event, cursor]) => [stream, event.type, event.data.id, cursor])).toEqual([
      [1, 'notification', 101, '101.50'],
      [11, 'notification', 101, '101.50'],
    ]);
  });

  it('sends a message to both sides of its thread', async () => {
    const got: number[] = [];
    await hub.open(1, null, () => got.push(1));
    await hub.open(2, null, () => got.push(2));
    await hub.open(3, null, () => got.push(3));
    fakes.messageRows = [message(51)];
    await fakes.publish([{ kind: 'message', id: 51, userIds: [1, 2] }]);
    await settle();
    expect(got.sort()).toEqual([1, 2]);
  });

  it('sends a resumed stream what it missed, then what arrived meanwhile, nothing twice', async () => {
    fakes.holdCatchUp = true;
    fakes.missed = { notifications: [notification(7, 1)], messages: [message(3)] };
    fakes.rows = [notification(7, 1), notification(8, 1)];
    const sent: string[] = [];
    const opening = hub.open(1, '6.2', (event, cursor) => sent.push(`${event.type}:${event.data.id}@${cursorText(cursor)}`));
    await settle();
    // Heard during the catch-up: 7 again (the catch-up has it too) and 8.
    await fakes.publish([
      { kind: 'notification', id: 7, userIds: [1] },
      { kind: 'notification', id: 8, userIds: [1] },
    ]);
    await settle();
    expect(sent).toEqual([]);
    fakes.releaseCatchUp();
    await opening;
    expect(sent).toEqual(['notification:7@7.2', 'message:3@7.3', 'notification:8@8.3']);
  });

  it('does not send again what the catch-up sent when the signal of it is read only after the catch-up', async () => {
    fakes.holdCatchUp = true;
    fakes.holdRead = true;
    fakes.missed = { notifications: [notification(7, 1)], messages: [] };
    fakes.rows = [notification(7, 1)];
    const sent: string[] = [];
    const opening = hub.open(1, '6.2', (event, cursor) => sent.push(`${event.type}:${event.data.id}@${cursorText(cursor)}`));
    await settle();
    // Heard during the catch-up; its row is still being read when the catch-up ends.
    await fakes.publish([{ kind: 'notification', id: 7, userIds: [1] }]);
    await settle();
    fakes.releaseCatchUp();
    await opening;
    fakes.releaseRead();
    await settle();
    expect(sent).toEqual(['notification:7@7.2']);
  });

  it('stops sending to a closed stream, and forgets a user without streams', async () => {
    const sent: number[] = [];
    const stream = await hub.open(1, null, (event) => sent.push(event.data.id));
    hub.close(stream);
    expect(hub.openStreams).toBe(0);
    fakes.rows = [notification(101, 1)];
    await fakes.publish([{ kind: 'notification', id: 101, userIds: [1] }]);
    await settle();
    expect(sent).toEqual([]);
  });
});
