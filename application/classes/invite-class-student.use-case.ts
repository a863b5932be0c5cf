import { assertRoomFor } from '../../domain/classes/capacity';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { lockOwnClass } from './class-access';
import type { SentClassInvitation } from './class.repositories.port';
import { StudentRef, findAccount } from './class-membership';

/** What the teacher typed, as the invitation keeps and shows it. */
const typedAs = (ref: StudentRef): string => ('studentId' in ref ? String(ref.studentId) : ref.identifier);

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
 * before, ever sees it, and is told of it. A full class refuses, whoever is named.
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
      if (shown) {
        await tx.notifications.add({ userId: student.id, kind: 'classInvitation', actorId: command.teacherId, params: { classId: locked.id, className: locked.name }, at: now });
      }
      return { status: 'invited', invitation: { ...invitation, state: 'invited' } };
    });
  }
}
