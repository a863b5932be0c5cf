import type { RandomSource } from '../../domain/shared/random';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import { formOf } from './update-class.use-case';
import { freeJoinCode, lockOwnClass, withFreshJoinCode } from './class-access';
import { classView, type ClassView } from './class-view';

/** POST /classes/{id}/regenerate-join-code: a new code no active class holds; the old one stops working at once. */
export class RegenerateJoinCodeUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly random: RandomSource,
  ) {}

  execute(command: { teacherId: number; classId: number }): Promise<ClassView> {
    const now = this.clock.now();
    return withFreshJoinCode(() =>
      this.unitOfWork.run(async (tx) => {
        const current = await lockOwnClass(tx, command.teacherId, command.classId);
        // A new code is a different code, even when a draw repeats the old one.
        const joinCode = await freeJoinCode(tx, this.random, current.id, current.joinCode);
        return classView(tx, await tx.classes.update(current.id, formOf(current), joinCode), now);
      }),
    );
  }
}
