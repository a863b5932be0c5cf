import { assertRoomFor } from '../../domain/classes/capacity';
import { isJoinCode, normalizeJoinCode } from '../../domain/classes/join-code';
import type { UserRecord } from '../accounts/user.record';
import type { Clock } from '../ports/clock.port';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import { lockOwnClass } from './class-access';
import type { ClassRecord, JoinAttemptKeys, SentClassInvitation, StudentClassRecord } from './class.repositories.port';
import { classView, type ClassView } from './class-view';
import {
  AlreadyInClassError,
  ClassInactiveError,
  ClassNotFoundError,
  InvalidJoinCodeError,
  JoinCodeNotFoundError,
  NotInClassError,
  TooManyJoinAttemptsError,
} from './classes.errors';
import { attemptsWithin, JOIN_ATTEMPT_LIMITS, joinAttemptWaitMs } from '../../domain/classes/join-attempts';

/** A student named by id, or by username or e-mail (spec §5 "Add student": trimmed and required). */
export type StudentRef = { studentId: number } | { identifier: string };

/** The account a reference names, whatever its role; null for nobody. */
async function findAccount(tx: Transaction, ref: StudentRef): Promise<UserRecord | null> {
  return 'studentId' in ref ? tx.users.findById(ref.studentId) : tx.users.findByIdentifier(ref.identifier);
}

/** What the teacher typed, as the invitation keeps and shows it. */
const typedAs = (ref: StudentRef): string => ('studentId' in ref ? String(ref.studentId) : ref.identifier);

/**
 * Every way into a class ends here, with the class row locked: the capacity check and the count that
 * follows cannot interleave with another join, so a full class stays full. An invitation the
 * student had to this class is answered by the joining.
 */
export async function admit(tx: Transaction, locked: ClassRecord, studentId: number, now: Date, who: 'you' | string): Promise<void> {
  if (await tx.classMembers.isMember(locked.id, studentId)) throw new AlreadyInClassError(who);
  assertRoomFor(locked.studentCount, locked.capacity);
  await tx.classMembers.add(locked.id, studentId, now);
  await tx.classes.changeStudentCount(locked.id, 1);
  await tx.classInvitations.acceptPending(locked.id, studentId, now);
}

/** What a teacher is told about an invitation they sent: the same for anyone they name. */
export interface ClassInvitationSent {
  status: 'invited';
  invitation: SentClassInvitation & { state: 'invited' };
}

/**
 * POST /classes/{id}/add-student (by id) and /add-student-by-username (username or e-mail): the
 * teacher invites a student to their own class, active or not; the student becomes a member only
 * by accepting. The answer is the same whoever is named (a student, someone else, nobody): an
 * invitation the teacher sees only as what they typed, so it tells nothing about who has an
 * account. Only a student who is not already in or invited to the class, and has not declined it
 * before, ever sees it. A full class refuses, whoever is named.
 */
export class InviteClassStudentUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { teacherId: number; classId: number; student: StudentRef }): Promise<ClassInvitationSent> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const locked = await lockOwnClass(tx, command.teacherId, command.classId);
      assertRoomFor(locked.studentCount, locked.capacity);
      const account = await findAccount(tx, command.student);
      const student = account?.userRole === 'student' ? account : null;
      // Both looked up whoever is named, so the answer takes as long for nobody as for a student.
      const [member, standing] = [await tx.classMembers.isMember(locked.id, student?.id ?? 0), await tx.classInvitations.standing(locked.id, student?.id ?? 0)];
      const shown = student !== null && !member && standing === null;
      const invitation = await tx.classInvitations.create(
        { classId: locked.id, studentId: student?.id ?? null, invitedAs: typedAs(command.student), state: shown ? 'pending' : 'silent' },
        now,
      );
      return { status: 'invited', invitation: { ...invitation, state: 'invited' } };
    });
  }
}

/** DELETE /classes/{id}/students/{studentId} and POST /classes/{id}/remove-student-by-username. */
export class RemoveClassStudentUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { teacherId: number; classId: number; student: StudentRef }): Promise<ClassView> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const locked = await lockOwnClass(tx, command.teacherId, command.classId);
      // Anyone who is not a member, whether or not they have an account, is the same 404.
      const studentId = 'studentId' in command.student ? command.student.studentId : ((await findAccount(tx, command.student))?.id ?? null);
      if (studentId === null || !(await tx.classMembers.remove(locked.id, studentId))) throw new NotInClassError('student');
      await tx.classes.changeStudentCount(locked.id, -1);
      return classView(tx, { ...locked, studentCount: locked.studentCount - 1 }, now);
    });
  }
}

export async function studentClass(tx: Transaction, studentId: number, classId: number): Promise<StudentClassRecord> {
  const found = (await tx.classMembers.classesOfStudent(studentId)).find((entry) => entry.id === classId);
  if (!found) throw new ClassNotFoundError();
  return found;
}

type JoinOutcome = { joined: StudentClassRecord } | { waitMs: number } | { wrong: true };

/**
 * POST /student/classes/join: a student joins the active class holding the code; typing the code is
 * their consent. A deactivated class refuses; a full class refuses with CLASS_FULL. Wrong codes are
 * limited per student and per address (JOIN_ATTEMPT_LIMITS): the attempt locks both counts first,
 * so attempts of one student or address are taken in turn and parallel guesses are all counted; a
 * wrong code is counted in the same transaction, and a right one is never counted.
 */
export class JoinClassUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(command: { studentId: number; joinCode: string; address: string }): Promise<StudentClassRecord> {
    if (!isJoinCode(command.joinCode)) throw new InvalidJoinCodeError();
    const joinCode = normalizeJoinCode(command.joinCode);
    const keys: JoinAttemptKeys = { studentId: command.studentId, address: command.address };
    const now = this.clock.now();
    const outcome = await this.unitOfWork.run(async (tx): Promise<JoinOutcome> => {
      const windowMs = JOIN_ATTEMPT_LIMITS.windowSeconds * 1000;
      const kept = await tx.joinAttempts.lockRecent(keys);
      const recent = { student: attemptsWithin(kept.student, windowMs, now.getTime()), address: attemptsWithin(kept.address, windowMs, now.getTime()) };
      const waitMs = joinAttemptWaitMs(recent, JOIN_ATTEMPT_LIMITS, now.getTime());
      if (waitMs > 0) return { waitMs };
      const classId = await tx.classes.findIdByJoinCode(joinCode);
      const locked = classId === null ? null : await tx.classes.getForUpdate(classId);
      // Looked at again under the lock: the code may have been regenerated in between.
      if (!locked || locked.joinCode !== joinCode) {
        // Counted and committed; the refusal is thrown once the count is kept.
        await tx.joinAttempts.save(keys, { student: [...recent.student, now.getTime()], address: [...recent.address, now.getTime()] });
        return { wrong: true };
      }
      if (!locked.isActive) throw new ClassInactiveError();
      await admit(tx, locked, command.studentId, now, 'you');
      return { joined: await studentClass(tx, command.studentId, locked.id) };
    });
    if ('waitMs' in outcome) throw new TooManyJoinAttemptsError(Math.ceil(outcome.waitMs / 1000));
    if ('wrong' in outcome) throw new JoinCodeNotFoundError();
    return outcome.joined;
  }
}

/** GET /student/classes: the student's classes, latest joined first. */
export class GetStudentClassesUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(query: { studentId: number }): Promise<StudentClassRecord[]> {
    return this.unitOfWork.run((tx) => tx.classMembers.classesOfStudent(query.studentId));
  }
}

/** DELETE /student/classes/{id}: the student leaves a class they are in. */
export class LeaveClassUseCase {
  constructor(private readonly unitOfWork: UnitOfWork) {}

  execute(command: { studentId: number; classId: number }): Promise<{ id: number }> {
    return this.unitOfWork.run(async (tx) => {
      const locked = await tx.classes.getForUpdate(command.classId);
      if (!locked || !(await tx.classMembers.remove(locked.id, command.studentId))) throw new NotInClassError('you');
      await tx.classes.changeStudentCount(locked.id, -1);
      return { id: locked.id };
    });
  }
}
