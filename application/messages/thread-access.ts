import type { UserRole } from '../../domain/accounts/roles';
import { MESSAGE_WINDOW_MS, mayMessageAgain, messageBodyProblem, MESSAGE_MAX_LENGTH, threadStanding, tidyMessageBody } from '../../domain/messages/message-rules';
import type { Transaction } from '../ports/unit-of-work.port';
import type { MessageView, ThreadRecord, ThreadSide } from './message.repositories.port';
import { MessageBodyError, MessageLimitError, ThreadNotFoundError, ThreadReadOnlyError } from './messages.errors';

export interface Participant {
  userId: number;
  role: UserRole;
}

/** A parent and a teacher each have their side of a thread; nobody else has one. */
export function sideOf(role: UserRole): ThreadSide {
  if (role === 'parent' || role === 'teacher') return role;
  throw new ThreadNotFoundError();
}

export function isInThread(thread: ThreadRecord, who: Participant): boolean {
  const side = sideOf(who.role);
  return (side === 'parent' ? thread.parentId : thread.teacherId) === who.userId;
}

export async function lockOwnThread(tx: Transaction, who: Participant, threadId: number): Promise<ThreadRecord> {
  const thread = await tx.messageThreads.getForUpdate(threadId);
  if (!thread || !isInThread(thread, who)) throw new ThreadNotFoundError();
  return thread;
}

/** The text as kept: without surrounding blank space, and within the length allowed. */
export function messageBody(body: string): string {
  const tidy = tidyMessageBody(body);
  const problem = messageBodyProblem(tidy);
  if (problem === 'empty') throw new MessageBodyError('body must not be blank');
  if (problem === 'tooLong') throw new MessageBodyError(`body must be at most ${MESSAGE_MAX_LENGTH} characters`);
  return tidy;
}

/** Holds the sender to the hourly limit; the lock it takes makes two messages at once count one after the other. */
export async function requireMessageAllowance(tx: Transaction, senderId: number, now: Date): Promise<void> {
  const sent = await tx.messageThreads.lockSenderAndCountSince(senderId, new Date(now.getTime() - MESSAGE_WINDOW_MS));
  if (!mayMessageAgain(sent)) throw new MessageLimitError();
}

/**
 * Adds the message to a locked, open thread. Both sides' open screens receive it live; the other side
 * is notified unless they muted the thread.
 */
export async function sendInThread(tx: Transaction, thread: ThreadRecord, sender: Participant, body: string, now: Date): Promise<MessageView> {
  const relationship = await tx.messageThreads.relationship(thread.parentId, thread.teacherId, thread.childId);
  if (threadStanding(relationship) === 'readOnly') throw new ThreadReadOnlyError();
  await requireMessageAllowance(tx, sender.userId, now);
  const fromParent = sideOf(sender.role) === 'parent';
  const recipientId = fromParent ? thread.teacherId : thread.parentId;
  const recipientMuted = fromParent ? thread.teacherMuted : thread.parentMuted;
  const message = await tx.messageThreads.addMessage({ threadId: thread.id, senderId: sender.userId, body, at: now, notify: [thread.parentId, thread.teacherId] });
  if (!recipientMuted) {
    await tx.notifications.add({
      userId: recipientId,
      kind: 'message',
      actorId: sender.userId,
      params: { threadId: thread.id, childId: thread.childId, preview: preview(body) },
      at: now,
    });
  }
  return message;
}

const PREVIEW_LENGTH = 140;

/** The start of a text, for a notification: whole characters, with an ellipsis when cut. */
export function preview(body: string): string {
  const characters = [...body.replace(/\s+/g, ' ')];
  return characters.length <= PREVIEW_LENGTH ? characters.join('') : `${characters.slice(0, PREVIEW_LENGTH - 1).join('')}…`;
}
