import type { Clock } from '../ports/clock.port';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import type { Player } from './player';
import { findPlayer } from './student-access';

type Read<T> = (tx: Transaction, player: Player, now: Date) => Promise<T>;

/**
 * The use case class of a read of a student's own game state: one transaction, the clock read once,
 * the student found first (anyone else is refused), then `read`.
 */
export function studentRead<T>(read: Read<T>) {
  return class StudentRead {
    constructor(
      readonly unitOfWork: UnitOfWork,
      readonly clock: Clock,
    ) {}

    execute(query: { userId: number }): Promise<T> {
      const now = this.clock.now();
      return this.unitOfWork.run(async (tx) => read(tx, await findPlayer(tx, query.userId), now));
    }
  };
}
