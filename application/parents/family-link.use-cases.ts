import { generateLinkCode, isLinkCode, linkCodeExpiresAt, normalizeLinkCode } from '../../domain/parents/link-code';
import type { RandomSource } from '../../domain/shared/random';
import type { UserRecord } from '../accounts/user.record';
import type { Clock } from '../ports/clock.port';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import { type ChildSummary, toChildSummary } from './child-summary';
import {
  AlreadyConnectedError,
  LinkCodeInvalidError,
  LinkCodeTakenError,
  ParentNotFoundError,
  ParentRequestNotFoundError,
  RequestDeclinedError,
} from './family-link.errors';
import type { LinkedParent } from './family-reads.port';

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
 * POST /parent/connect-child. By username, e-mail or id: a request the student answers; the parent
 * learns nothing of the child until then (the answer repeats what they typed). An identifier that
 * names no student answers the same and waits in the parent's list the same, so asking never tells
 * who has an account. By link code: the
 * student gave consent with the code, so the link is accepted at once and the code is used up.
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
      const link = await tx.parentLinks.request(command.parentId, student.id, String(identifier), now);
      if (link.status === 'accepted') throw new AlreadyConnectedError('parent');
      if (link.status === 'declined') throw new RequestDeclinedError();
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

export interface ParentView {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
}

export interface StudentParentsView {
  parents: Array<ParentView & { connectedAt: Date }>;
  requests: Array<ParentView & { requestedAt: Date }>;
}

const person = (parent: LinkedParent): ParentView => ({ id: parent.id, username: parent.username, firstName: parent.firstName, lastName: parent.lastName });

/** GET /student/parents: the student's connected parents and the requests waiting for an answer. */
export class GetStudentParentsUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(query: { studentId: number }): Promise<StudentParentsView> {
    return this.unitOfWork.run(async (tx) => {
      const { parents, requests } = await tx.familyReads.parentsOf(query.studentId);
      return {
        parents: parents.map((parent) => ({ ...person(parent), connectedAt: parent.at })),
        requests: requests.map((request) => ({ ...person(request), requestedAt: request.at })),
      };
    });
  }
}

/** The student's pending request from this parent, locked: two answers at once are taken one after the other. */
async function lockPendingRequest(tx: Transaction, parentId: number, studentId: number): Promise<void> {
  const link = await tx.parentLinks.getForUpdate(parentId, studentId);
  if (link?.status === 'accepted') throw new AlreadyConnectedError('student');
  if (link?.status !== 'pending') throw new ParentRequestNotFoundError();
}

/** POST /student/parent-requests/{id}/accept: the parent sees the student from now on. */
export class AcceptParentRequestUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { studentId: number; parentId: number }): Promise<{ parent: ParentView & { connectedAt: Date } }> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      await lockPendingRequest(tx, command.parentId, command.studentId);
      await tx.parentLinks.decide(command.parentId, command.studentId, 'accepted', now);
      const { parents } = await tx.familyReads.parentsOf(command.studentId);
      const parent = parents.find((candidate) => candidate.id === command.parentId)!;
      return { parent: { ...person(parent), connectedAt: parent.at } };
    });
  }
}

/** POST /student/parent-requests/{id}/decline: the parent's later requests answer REQUEST_DECLINED. */
export class DeclineParentRequestUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { studentId: number; parentId: number }): Promise<{ id: number; status: 'declined' }> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      await lockPendingRequest(tx, command.parentId, command.studentId);
      await tx.parentLinks.decide(command.parentId, command.studentId, 'declined', now);
      return { id: command.parentId, status: 'declined' };
    });
  }
}

/** DELETE /student/parents/{parentId}: the parent loses access at once; they may ask again later. */
export class RemoveParentUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { studentId: number; parentId: number }): Promise<{ id: number }> {
    return this.unitOfWork.run(async (tx) => {
      if (!(await tx.parentLinks.removeConnected(command.parentId, command.studentId))) throw new ParentNotFoundError();
      return { id: command.parentId };
    });
  }
}

const DRAWS_PER_TRANSACTION = 8;
const TRANSACTIONS = 5;

/**
 * POST /student/parent-link-code: a fresh one-time code, valid for 15 minutes; it replaces the
 * student's earlier code. A code another student holds is drawn again; when another student took the
 * same code in the meantime (the unique index refuses the write), the transaction starts over.
 */
export class CreateParentLinkCodeUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly random: RandomSource,
  ) {}

  async execute(command: { studentId: number }): Promise<{ code: string; expiresAt: Date }> {
    const now = this.clock.now();
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.unitOfWork.run(async (tx) => {
          const code = await this.freeCode(tx);
          const expiresAt = linkCodeExpiresAt(now);
          await tx.parentLinks.setLinkCode(command.studentId, code, expiresAt);
          return { code, expiresAt };
        });
      } catch (error) {
        if (!(error instanceof LinkCodeTakenError) || attempt >= TRANSACTIONS) throw error;
      }
    }
  }

  private async freeCode(tx: Transaction): Promise<string> {
    for (let draw = 0; draw < DRAWS_PER_TRANSACTION; draw++) {
      const code = generateLinkCode(this.random);
      if (!(await tx.parentLinks.linkCodeInUse(code))) return code;
    }
    throw new LinkCodeTakenError();
  }
}
