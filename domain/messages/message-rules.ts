/** A message or an announcement is plain text of at most this many characters. */
export const MESSAGE_MAX_LENGTH = 2000;
/** Messages one person may send in an hour, over all their threads. */
export const MESSAGES_PER_HOUR = 30;
export const MESSAGE_WINDOW_MS = 3_600_000;

export type MessageBodyProblem = 'empty' | 'tooLong';

/** Surrounding blank space is not kept; a text of only blank space says nothing. */
export function tidyMessageBody(body: string): string {
  return body.trim();
}

export function messageBodyProblem(body: string): MessageBodyProblem | null {
  const length = [...body].length;
  if (length === 0) return 'empty';
  return length > MESSAGE_MAX_LENGTH ? 'tooLong' : null;
}

/** The messages sent in the last hour, counted before this one, leave room for one more. */
export function mayMessageAgain(sentInLastHour: number): boolean {
  return sentInLastHour < MESSAGES_PER_HOUR;
}

export type ThreadStanding = 'open' | 'readOnly';

/**
 * A parent and a teacher may talk about a child while the child accepts the parent and is in one of
 * the teacher's open classes. Once either ends the thread stays, to read only.
 */
export function threadStanding(facts: { parentLinked: boolean; childInTeachersClass: boolean }): ThreadStanding {
  return facts.parentLinked && facts.childInTeachersClass ? 'open' : 'readOnly';
}
