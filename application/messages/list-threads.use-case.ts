import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { MessageContact, ThreadPage } from './message.repositories.port';
import { type Participant, sideOf } from './thread-access';

/** GET /messages/threads: my threads, latest first, with unread counts. */
export class ListThreadsUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: Participant & { page: number; limit: number }): Promise<ThreadPage & { page: number; limit: number }> {
    const side = sideOf(command.role);
    return this.unitOfWork.read(async (tx) => ({
      ...(await tx.messageThreads.listFor(command.userId, side, { offset: (command.page - 1) * command.limit, limit: command.limit })),
      page: command.page,
      limit: command.limit,
    }));
  }
}

/** GET /messages/contacts: whom I may start a thread with, and about which child. */
export class ListMessageContactsUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: Participant): Promise<MessageContact[]> {
    const side = sideOf(command.role);
    return this.unitOfWork.read((tx) => tx.messageThreads.contacts(command.userId, side));
  }
}
