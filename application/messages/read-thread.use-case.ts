import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { MessageView, ThreadSummary } from './message.repositories.port';
import { ThreadNotFoundError } from './messages.errors';
import { type Participant, isInThread, sideOf } from './thread-access';

export const THREAD_PAGE_MESSAGES = 50;

/** GET /messages/threads/{id}: the thread and its latest messages, or those before a message. */
export class ReadThreadUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: Participant & { threadId: number; before: number | null }): Promise<{ thread: ThreadSummary; messages: MessageView[]; hasMore: boolean }> {
    const side = sideOf(command.role);
    return this.unitOfWork.read(async (tx) => {
      const record = await tx.messageThreads.find(command.threadId);
      if (!record || !isInThread(record, command)) throw new ThreadNotFoundError();
      const [thread, page] = await Promise.all([
        tx.messageThreads.summary(command.threadId, side),
        tx.messageThreads.messages(command.threadId, { before: command.before, limit: THREAD_PAGE_MESSAGES }),
      ]);
      return { thread: thread!, messages: page.items, hasMore: page.hasMore };
    });
  }
}
