import { erasedAccountName, isErasureDue } from '../../domain/accounts/account-deletion';
import type { LeaderboardIndex } from '../leaderboard/leaderboard-index.port';
import type { Clock } from '../ports/clock.port';
import type { UnitOfWork } from '../ports/unit-of-work.port';
import type { LiveSessions } from '../sessions/live-sessions.port';

/** How many accounts one transaction-per-account pass looks up at a time. */
const BATCH = 50;

/**
 * Erases every account whose grace period has ended, one transaction each. Run at start-up and
 * periodically by every instance: the user row is locked first (as every command locks it), so a
 * cancel that got there first wins, and two instances never erase one account twice.
 */
export class EraseDueAccountsUseCase {
  constructor(
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly leaderboard: LeaderboardIndex,
    private readonly liveSessions: LiveSessions,
  ) {}

  /** Answers the ids of the accounts erased by this run. */
  async execute(): Promise<number[]> {
    const now = this.clock.now();
    const erased: number[] = [];
    const seen = new Set<number>();
    for (;;) {
      // Accounts already handled by this run are asked past, so a run always ends.
      const due = (await this.unitOfWork.run((tx) => tx.accountDeletions.dueBy(now, BATCH + seen.size))).filter((id) => !seen.has(id));
      if (due.length === 0) break;
      for (const userId of due) {
        seen.add(userId);
        if (await this.eraseOne(userId, now)) {
          erased.push(userId);
          await this.liveSessions.accountChanged(userId);
        }
      }
    }
    if (erased.length > 0) void this.leaderboard.refresh(erased);
    return erased;
  }

  private eraseOne(userId: number, now: Date): Promise<boolean> {
    return this.unitOfWork.run(async (tx) => {
      if (!(await tx.users.getForUpdate(userId))) return false;
      const pending = await tx.accountDeletions.pendingFor(userId);
      if (!pending || !isErasureDue(pending.eraseAt, now)) return false;
      await tx.accountDeletions.erase(userId, erasedAccountName(userId), now);
      return true;
    });
  }
}
