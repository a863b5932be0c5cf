import { assertRoomFor } from '../../domain/classes/capacity';
import type { UserRecord } from '../accounts/user.record';
import type { Transaction } from '../ports/unit-of-work.port';
import type { ClassRecord, StudentClassRecord } from './class.repositories.port';
import { AlreadyInClassError, ClassNotFoundError } from './classes.errors';

/** A student named by id, or by username or e-mail (spec §5 "Add student": trimmed and required). */
export type StudentRef = { studentId: number } | { identifier: string };

/** The account a reference names, whatever its role; null for nobody. */
export async function findAccount(tx: Transaction, ref: StudentRef): Promise<UserRecord | null> {
  return 'studentId' in ref ? tx.users.findById(ref.studentId) : tx.users.findByIdentifier(ref.identifier);
}

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

export async function studentClass(tx: Transaction, studentId: number, classId: number): Promise<StudentClassRecord> {
  const found = (await tx.classMembers.classesOfStudent(studentId)).find((entry) => entry.id === classId);
  if (!found) throw new ClassNotFoundError();
  return found;
}
