import { DomainError } from '../../domain/shared/domain-error';
import { JOIN_CODE_LENGTH } from '../../domain/classes/join-code';

/**
 * Unknown class, or another teacher's: a teacher never learns that someone else's class exists, so
 * both answer 404 with the same words.
 */
export class ClassNotFoundError extends DomainError {
  readonly code = 'CLASS_NOT_FOUND';
  constructor() {
    super('Class not found.');
  }
}

export class ClassAnalyticsNotFoundError extends DomainError {
  readonly code = 'CLASS_ANALYTICS_NOT_FOUND';
  constructor() {
    super('No analytics found for this class yet.');
  }
}

/** The student is already a member (joining twice, or a teacher adding them again). */
export class AlreadyInClassError extends DomainError {
  readonly code = 'ALREADY_IN_CLASS';
  constructor(who: 'you' | string) {
    super(who === 'you' ? 'You are already in this class.' : `${who} is already in this class.`);
  }
}

export class NotInClassError extends DomainError {
  readonly code = 'NOT_IN_CLASS';
  constructor(who: 'you' | 'student') {
    super(who === 'you' ? 'You are not in this class.' : 'This student is not in this class.');
  }
}

/** No class, active or not, has this join code. */
export class JoinCodeNotFoundError extends DomainError {
  readonly code = 'JOIN_CODE_NOT_FOUND';
  constructor() {
    super('No class has this join code. Check the code with your teacher.');
  }
}

/** The class of this code is deactivated: it accepts nobody until its teacher activates it again. */
export class ClassInactiveError extends DomainError {
  readonly code = 'CLASS_INACTIVE';
  constructor() {
    super('This class is not accepting students right now.');
  }
}

/** A typed code that cannot be a join code. */
export class InvalidJoinCodeError extends DomainError {
  readonly code = 'VALIDATION_FAILED';
  constructor() {
    const message = `A join code is ${JOIN_CODE_LENGTH} letters and digits (no 0, O, 1 or I)`;
    super(message, { joinCode: message });
  }
}

/** Nobody has this id, username or e-mail. */
export class StudentNotFoundError extends DomainError {
  readonly code = 'USER_NOT_FOUND';
  constructor(by: 'id' | 'identifier') {
    super(by === 'id' ? 'No student has this id.' : 'No student found with this username or e-mail.');
  }
}

/** Only students are members of classes. */
export class OnlyStudentsInClassError extends DomainError {
  readonly code = 'NOT_A_STUDENT';
  constructor(username: string) {
    super(`${username} is not a student: only students can be added to a class.`);
  }
}

/**
 * Another active class took the join code between the check and the write (the unique index on
 * active codes refused it). The use case starts again with a new code; a caller only sees it after
 * many collisions in a row.
 */
export class JoinCodeTakenError extends DomainError {
  readonly code = 'JOIN_CODE_TAKEN';
  constructor() {
    super('Could not find a free join code. Please try again.');
  }
}

/** The student has no open invitation with this id (never theirs, answered already, or withdrawn). */
export class ClassInvitationNotFoundError extends DomainError {
  readonly code = 'CLASS_INVITATION_NOT_FOUND';
  constructor() {
    super('This class invitation is no longer open.');
  }
}

const waitInWords = (seconds: number) => (seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minute${seconds <= 60 ? '' : 's'}`);

/** Too many wrong join codes from this student or this address lately (429 with Retry-After). */
export class TooManyJoinAttemptsError extends DomainError {
  readonly code = 'TOO_MANY_JOIN_ATTEMPTS';
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many wrong join codes. Check the code with your teacher and try again in ${waitInWords(Math.max(1, retryAfterSeconds))}.`);
  }
}
