import { isLinkCode, normalizeLinkCode } from '../../domain/parents/link-code';
import type { UserRecord } from '../accounts/user.record';
import type { Clock } from '../ports/clock.port';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import { type ChildSummary, toChildSummary } from './child-summary';
import { AlreadyConnectedError, LinkCodeInvalidError, RequestDeclinedError } from './family-link.errors';

/** A student named by the parent: a user id, or a username or e-mail (compared case-insensitively). */
export type ChildRef = { identifier: number | string } | { linkCode: string };

export type ConnectChildResult =
  | { status: 'pending'; identifier: string; requestedAt: Date }
  | { status: 'connected'; child: ChildSummary };

async function findStudent(tx: Transaction, identifier: number | string): Promise<UserRecord | null> {
  const user = typeof identifier === 'number' ? await tx.users.findById(identifier) : await tx.users.findByIdentifier(identifier);
  return user && user.userRole === 'student' ? user : null;
}

async function connectedChild(tx: Transaction, parentId: number, childId: number): Promise<ChildSummary> {
  const [child] = await tx.familyReads.children(parentId, childId);
  return toChildSummary(child);
}

/**
 * POST /parent/connect-child. By username, e-mail or id: a request the student answers, and hears
 * of once (asking again while it waits tells them nothing new); the parent learns nothing of the
 * child until then (the answer repeats what they typed). An identifier that names no student answers
 * the same and waits in the parent's list the same, so asking never tells who has an account. By
 * link code: the student gave consent with the code, so the link is accepted at once, the code is
 * used up, and there is nothing for the student to answer or be told.
 */
export class ConnectChildUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { parentId: number; child: ChildRef }): Promise<ConnectChildResult> {
    const now = this.clock.now();
    const { child } = command;
    if ('linkCode' in child) return this.withLinkCode(command.parentId, child.linkCode, now);
    const identifier = typeof child.identifier === 'string' ? child.identifier.trim() : child.identifier;
    return this.unitOfWork.run(async (tx) => {
      const student = await findStudent(tx, identifier);
      if (!student) return { status: 'pending', ...(await tx.parentLinks.requestUnmatched(command.parentId, String(identifier), now)) };
      const { link, created } = await tx.parentLinks.request(command.parentId, student.id, String(identifier), now);
      if (link.status === 'accepted') throw new AlreadyConnectedError('parent');
      if (link.status === 'declined') throw new RequestDeclinedError();
      if (created) await tx.notifications.add({ userId: student.id, kind: 'parentRequest', actorId: command.parentId, params: {}, at: now });
      return { status: 'pending', identifier: link.identifier ?? String(identifier), requestedAt: link.requestedAt };
    });
  }

  private withLinkCode(parentId: number, typed: string, now: Date): Promise<ConnectChildResult> {
    if (!isLinkCode(typed)) throw new LinkCodeInvalidError();
    return this.unitOfWork.run(async (tx) => {
      // Taking the code is one conditional update: of two parents with the same code, only one gets a student.
      const studentId = await tx.parentLinks.redeemLinkCode(normalizeLinkCode(typed), now);
      if (studentId === null) throw new LinkCodeInvalidError();
      // Already connected: the transaction rolls back and the code stays usable.
      if (!(await tx.parentLinks.connect(parentId, studentId, now))) throw new AlreadyConnectedError('parent');
      return { status: 'connected', child: await connectedChild(tx, parentId, studentId) };
    });
  }
}
