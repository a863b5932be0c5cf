import { assertRoomFor } from '../../domain/classes/capacity';
import { isJoinCode, normalizeJoinCode } from '../../domain/classes/join-code';
import type { UserRecord } from '../accounts/user.record';
import type { Clock } from '../ports/clock.port';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import { lockOwnClass } from './class-access';
import type { ClassRecord, StudentClassRecord } from './class.repositories.port';
import { classView, type ClassView } from './class-view';
import {
  AlreadyInClassError,
  ClassInactiveError,
  ClassNotFoundError,
  InvalidJoinCodeError,
  JoinCodeNotFoundError,
  NotInClassError,
  OnlyStudentsInClassError,
  StudentNotFoundError,
} from './classes.errors';

/** A student named by id, or by username or e-mail (spec §5 "Add student": trimmed and required). */
export type StudentRef = { studentId: number } | { identifier: string };

async function findStudent(tx: Transaction, ref: StudentRef): Promise<UserRecord> {
  const byId = 'studentId' in ref;
  const user = byId ? await tx.users.findById(ref.studentId) : await tx.users.findByIdentifier(ref.identifier);
  if (!user) throw new StudentNotFoundError(byId ? 'id' : 'identifier');
  if (user.userRole !== 'student') throw new OnlyStudentsInClassError(user.username);
  return user;
}

/**
 * Every way into a class ends here, with the class row locked: the capacity check and the count that
 * follows cannot interleave with another join, so a full class stays full.
 */
async function admit(tx: Transaction, locked: ClassRecord, studentId: number, now: Date, who: 'you' | string): Promise<void> {
  if (await tx.classMembers.isMember(locked.id, studentId)) throw new AlreadyInClassError(who);
  assertRoomFor(locked.studentCount, locked.capacity);
  await tx.classMembers.add(locked.id, studentId, now);
  await tx.classes.changeStudentCount(locked.id, 1);
}

/**
 * POST /classes/{id}/add-student (by id) and /add-student-by-username (username or e-mail): the
 * teacher adds a student (students only) to their own class, active or not, within its capacity.
 */
export class AddClassStudentUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /** Answers the class with the student in it, and who the student is. */
  execute(command: { teacherId: number; classId: number; student: StudentRef }): Promise<{ class: ClassView; studentId: number }> {
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const locked = await lockOwnClass(tx, command.teacherId, command.classId);
      const student = await findStudent(tx, command.student);
      await admit(tx, locked, student.id, now, student.username);
      return { class: await classView(tx, { ...locked, studentCount: locked.studentCount + 1 }, now), studentId: student.id };
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
      const studentId = 'studentId' in command.student ? command.student.studentId : (await findStudent(tx, command.student)).id;
      if (!(await tx.classMembers.remove(locked.id, studentId))) throw new NotInClassError('student');
      await tx.classes.changeStudentCount(locked.id, -1);
      return classView(tx, { ...locked, studentCount: locked.studentCount - 1 }, now);
    });
  }
}

async function studentClass(tx: Transaction, studentId: number, classId: number): Promise<StudentClassRecord> {
  const found = (await tx.classMembers.classesOfStudent(studentId)).find((entry) => entry.id === classId);
  if (!found) throw new ClassNotFoundError();
  return found;
}

/**
 * POST /student/classes/join: a student joins the active class holding the code. A deactivated
 * class refuses; a full class refuses with CLASS_FULL.
 */
export class JoinClassUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  execute(command: { studentId: number; joinCode: string }): Promise<StudentClassRecord> {
    if (!isJoinCode(command.joinCode)) throw new InvalidJoinCodeError();
    const joinCode = normalizeJoinCode(command.joinCode);
    const now = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      const classId = await tx.classes.findIdByJoinCode(joinCode);
      const locked = classId === null ? null : await tx.classes.getForUpdate(classId);
      // Looked at again under the lock: the code may have been regenerated in between.
      if (!locked || locked.joinCode !== joinCode) throw new JoinCodeNotFoundError();
      if (!locked.isActive) throw new ClassInactiveError();
      await admit(tx, locked, command.studentId, now, 'you');
      return studentClass(tx, command.studentId, locked.id);
    });
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
