import { assertCapacityHolds } from '../../domain/classes/capacity';
import { changedClassForm, validClassForm, type ClassForm, type ClassFormInput } from '../../domain/classes/class-form';
import type { RandomSource } from '../../domain/shared/random';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { freeJoinCode, lockOwnClass, withFreshJoinCode } from './class-access';
import type { ClassRecord } from './class.repositories.port';
import { classView, type ClassView } from './class-view';

export function formOf(record: ClassRecord): ClassForm {
  const { name, subject, gradeLevel, capacity, startDate, endDate, description, isActive } = record;
  return { name, subject, gradeLevel, capacity, startDate, endDate, description, isActive };
}

/**
 * PUT /classes/{id}: the fields sent change (activating and deactivating included), the whole form
 * must still hold, and the capacity may not fall below the students in the class. A class activated
 * again whose code another active class took meanwhile gets a new code.
 */
export class UpdateClassUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly random: RandomSource,
  ) {}

  execute(command: { teacherId: number; classId: number; changes: ClassFormInput }): Promise<ClassView> {
    const now = this.clock.now();
    return withFreshJoinCode(() =>
      this.unitOfWork.run(async (tx) => {
        const current = await lockOwnClass(tx, command.teacherId, command.classId);
        const form = validClassForm(changedClassForm(formOf(current), command.changes));
        assertCapacityHolds(current.studentCount, form.capacity);
        const activating = form.isActive && !current.isActive;
        const joinCode =
          activating && (await tx.classes.joinCodeInUse(current.joinCode, current.id)) ? await freeJoinCode(tx, this.random, current.id) : current.joinCode;
        return classView(tx, await tx.classes.update(current.id, form, joinCode), now);
      }),
    );
  }
}
