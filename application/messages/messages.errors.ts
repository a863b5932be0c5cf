import { DomainError } from '../../domain/shared/domain-error';
import { MESSAGES_PER_HOUR } from '../../domain/messages/message-rules';

/** An unknown thread and someone else's thread answer alike. */
export class ThreadNotFoundError extends DomainError {
  readonly code = 'THREAD_NOT_FOUND';
  constructor() {
    super('Conversation not found.');
  }
}

/**
 * The parent may write to the teacher only about their own connected child, while the child is in
 * one of the teacher's classes; the same answer whichever part is missing, so nothing is learnt.
 */
export class MessagingNotAllowedError extends DomainError {
  readonly code = 'MESSAGING_NOT_ALLOWED';
  constructor() {
    super("Parents and teachers can write to each other only about a connected child who is in one of the teacher's classes.");
  }
}

export class ThreadReadOnlyError extends DomainError {
  readonly code = 'THREAD_READ_ONLY';
  constructor() {
    super('This conversation is read-only: the child is no longer in the class, or the parent link has ended.');
  }
}

export class MessageLimitError extends DomainError {
  readonly code = 'MESSAGE_LIMIT_REACHED';
  constructor() {
    super(`You can send at most ${MESSAGES_PER_HOUR} messages an hour. Please try again later.`);
  }
}

export class MessageBodyError extends DomainError {
  readonly code = 'VALIDATION_FAILED';
  constructor(message: string) {
    super(message, { body: message });
  }
}
