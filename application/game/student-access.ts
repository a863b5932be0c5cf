import type { Transaction } from '../ports/unit-of-work.port';
import { NotAStudentError } from './game.errors';
import type { Player } from './player';

/** Locks the student's rows first, as every game command does, so locks are always taken in one order. */
export async function lockPlayer(tx: Transaction, userId: number): Promise<Player> {
  const player = await tx.players.getForUpdate(userId);
  if (!player) throw new NotAStudentError();
  return player;
}

export async function findPlayer(tx: Transaction, userId: number): Promise<Player> {
  const player = await tx.players.find(userId);
  if (!player) throw new NotAStudentError();
  return player;
}

