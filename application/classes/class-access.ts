import { generateJoinCode } from '../../domain/classes/join-code';
import type { RandomSource } from '../../domain/shared/random';
import type { Transaction } from '../ports/unit-of-work.port';
import type { ClassRecord } from './class.repositories.port';
import { ClassNotFoundError, JoinCodeTakenError } from './classes.errors';

/**
 * Locks a class its teacher is about to change or read for a change. An unknown class and another
 * teacher's class are the same 404: a teacher only ever sees their own classes.
 */
export async function lockOwnClass(tx: Transaction, teacherId: number, classId: number): Promise<ClassRecord> {
  const found = await tx.classes.getForUpdate(classId);
  if (!found || found.teacherId !== teacherId) throw new ClassNotFoundError();
  return found;
}

/** The same check without a lock, for reads. */
export async function findOwnClass(tx: Transaction, teacherId: number, classId: number): Promise<ClassRecord> {
  const found = await tx.classes.find(classId);
  if (!found || found.teacherId !== teacherId) throw new ClassNotFoundError();
  return found;
}

const DRAWS_PER_TRANSACTION = 8;
const TRANSACTIONS = 5;

/** A code no active class holds (other than `exceptClassId`), nor `avoid`, drawn from the random source. */
export async function freeJoinCode(tx: Transaction, random: RandomSource, exceptClassId?: number, avoid?: string): Promise<string> {
  for (let draw = 0; draw < DRAWS_PER_TRANSACTION; draw++) {
    const code = generateJoinCode(random);
    if (code !== avoid && !(await tx.classes.joinCodeInUse(code, exceptClassId))) return code;
  }
  throw new JoinCodeTakenError();
}

/**
 * Runs a transaction that writes a join code, again from the start when another transaction took the
 * same code in the meantime (the unique index on active codes refuses the second writer, whose
 * transaction is then void).
 */
export async function withFreshJoinCode<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof JoinCodeTakenError) || attempt >= TRANSACTIONS) throw error;
    }
  }
}
