import { readStored, removeStored, writeStored } from '../api/storage';

/**
 * The first-visit welcome of a new student: marked as due when the account is created in this
 * browser, shown on the dashboard until the student dismisses it, then never again. Kept per user
 * id, and kept at sign-out (it grants nothing).
 */
const keyFor = (userId: number) => `welcome_due_${userId}`;

export function markWelcomeDue(userId: number): void {
  writeStored(keyFor(userId), 'true');
}

export function isWelcomeDue(userId: number): boolean {
  return readStored(keyFor(userId)) === 'true';
}

export function markWelcomeSeen(userId: number): void {
  removeStored(keyFor(userId));
}
