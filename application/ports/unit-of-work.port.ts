import type { UserRepository } from '../accounts/user.repository.port';
import type { SessionRepository } from '../sessions/session.repository.port';

/** Repositories bound to one database transaction. */
export interface Transaction {
  users: UserRepository;
  sessions: SessionRepository;
}

export interface UnitOfWork {
  /** Runs the work in one transaction: committed when it resolves, rolled back when it throws. */
  run<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
}
