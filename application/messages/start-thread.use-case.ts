import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { MessageView, ThreadSummary } from './message.repositories.port';
import { MessagingNotAllowedError } from './messages.errors';
import { type Participant, messageBody, sendInThread, sideOf } from './thread-access';

/**
 * POST /messages/threads: a parent writes to a teacher of their connected child, or a teacher to a
 * connected parent of a student in their class. A trio has one thread: writing again continues it.
 */
export class StartThreadUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: Participant & { recipientId: number; childId: number; body: string }): Promise<{ thread: ThreadSummary; message: MessageView }> {
    const body = messageBody(command.body);
    const side = sideOf(command.role);
    const parentId = side === 'parent' ? command.userId : command.recipientId;
    const teacherId = side === 'teacher' ? command.userId : command.recipientId;
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const relationship = await tx.messageThreads.relationship(parentId, teacherId, command.childId);
      if (!relationship.parentLinked || !relationship.childInTeachersClass) throw new MessagingNotAllowedError();
      const thread = await tx.messageThreads.openForUpdate({ parentId, teacherId, childId: command.childId, startedBy: command.userId, at: now });
      const message = await sendInThread(tx, thread, command, body, now);
      return { thread: (await tx.messageThreads.summary(thread.id, side))!, message };
    });
  }
}
