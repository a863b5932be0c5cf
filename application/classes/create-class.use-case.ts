import { newClassForm, validClassForm, type ClassFormInput } from '../../domain/classes/class-form';
import type { RandomSource } from '../../domain/shared/random';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { freeJoinCode, withFreshJoinCode } from './class-access';
import { classView, type ClassView } from './class-view';

/** POST /classes: a new class of the teacher, with a join code no active class holds. */
export class CreateClassUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly random: RandomSource,
  ) {}

  execute(command: { teacherId: number; form: ClassFormInput }): Promise<ClassView> {
    const form = validClassForm(newClassForm(command.form));
    const now = this.clock.now();
    return withFreshJoinCode(() =>
      this.unitOfWork.run(async (tx) => {
        const joinCode = await freeJoinCode(tx, this.random);
        return classView(tx, await tx.classes.create(command.teacherId, form, joinCode, now), now);
      }),
    );
  }
}
