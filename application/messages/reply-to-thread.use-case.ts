import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { MessageView } from './message.repositories.port';
import { type Participant, lockOwnThread, messageBody, sendInThread } from './thread-access';

/** POST /messages/threads/{id}/messages: a reply in an open thread of mine. */
export class ReplyToThreadUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: Participant & { threadId: number; body: string }): Promise<MessageView> {
    const body = messageBody(command.body);
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => sendInThread(tx, await lockOwnThread(tx, command, command.threadId), command, body, now));
  }
}
