import { isJoinCode, normalizeJoinCode } from '../../domain/classes/join-code';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { JoinAttemptKeys, StudentClassRecord } from './class.repositories.port';
import { ClassInactiveError, InvalidJoinCodeError, JoinCodeNotFoundError, TooManyJoinAttemptsError } from './classes.errors';
import { attemptsWithin, JOIN_ATTEMPT_LIMITS, joinAttemptWaitMs } from '../../domain/classes/join-attempts';
import { admit, studentClass } from './class-membership';

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
