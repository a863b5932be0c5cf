import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { ThreadSummary } from './message.repositories.port';
import { type Participant, lockOwnThread, sideOf } from './thread-access';

/** POST /messages/threads/{id}/read: every message of the thread so far is read by me, and so are their notifications. */
export class MarkThreadReadUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: Participant & { threadId: number }): Promise<ThreadSummary> {
    const side = sideOf(command.role);
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      await lockOwnThread(tx, command, command.threadId);
      await tx.messageThreads.markRead(command.threadId, side, 'latest');
      await tx.notifications.markThreadRead(command.userId, command.threadId, now);
      return (await tx.messageThreads.summary(command.threadId, side))!;
    });
  }
}

/** POST /messages/threads/{id}/mute: a muted thread still receives messages, but sends me no notification. */
export class MuteThreadUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: Participant & { threadId: number; muted: boolean }): Promise<ThreadSummary> {
    const side = sideOf(command.role);
    return this.unitOfWork.run(async (tx) => {
      await lockOwnThread(tx, command, command.threadId);
      await tx.messageThreads.setMuted(command.threadId, side, command.muted);
      return (await tx.messageThreads.summary(command.threadId, side))!;
    });
  }
}
