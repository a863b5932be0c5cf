import type { LeaderboardIndex } from '../leaderboard/leaderboard-index.port';
import type { PasswordHasher } from '../ports/password-hasher.port';
import type { SignInThrottle } from '../ports/session-tokens.port';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import type { LiveSessions } from '../sessions/live-sessions.port';
import { DeletionConfirmationInvalidError } from './account-deletion.errors';
import type { AccountDeletionRepository, PendingDeletion } from './account-deletion.repository.port';
import { CancelAccountDeletionUseCase } from './cancel-account-deletion.use-case';
import { EraseDueAccountsUseCase } from './erase-due-accounts.use-case';
import { ScheduleAccountDeletionUseCase } from './schedule-account-deletion.use-case';
import type { UserRecord } from './user.record';

const USER = { id: 7, username: 'Maya_L', passwordHash: 'hash:Secret123!' } as UserRecord;

class FakeDeletions implements AccountDeletionRepository {
  pending = new Map<number, PendingDeletion>();
  erased: Array<{ userId: number; name: string }> = [];
  sessionsEnded: number[] = [];

  async pendingFor(userId: number) {
    return this.pending.get(userId) ?? null;
  }
  async schedule(deletion: PendingDeletion) {
    this.pending.set(deletion.userId, deletion);
  }
  async cancel(userId: number) {
    return this.pending.delete(userId);
  }
  async endSessions(userId: number) {
    this.sessionsEnded.push(userId);
    return [`family-of-${userId}-a`, `family-of-${userId}-b`];
  }
  async dueBy(now: Date, limit: number) {
    return [...this.pending.values()].filter((d) => d.eraseAt <= now).map((d) => d.userId).slice(0, limit);
  }
  async erase(userId: number, name: string) {
    this.pending.delete(userId);
    this.erased.push({ userId, name });
  }
}

function world(now: string) {
  const deletions = new FakeDeletions();
  const users = { findById: async (id: number) => (id === USER.id ? USER : null), getForUpdate: async (id: number) => (id === USER.id ? USER : null) };
  const unitOfWork: UnitOfWork = { run: (work) => work({ users, accountDeletions: deletions } as unknown as Transaction), read: (work) => work({ users, accountDeletions: deletions } as unknown as Transaction) };
  const hasher = { verify: async (hash: string, password: string) => hash === `hash:${password}` } as PasswordHasher;
  const throttle = { attempts: 0, successes: 0, attempt: async () => void throttle.attempts++, succeeded: async () => void throttle.successes++ } as unknown as SignInThrottle & {
    attempts: number;
    successes: number;
  };
  const refreshed: number[][] = [];
  const leaderboard = { refresh: async (ids: readonly number[]) => void refreshed.push([...ids]) } as LeaderboardIndex;
  const clock = { current: new Date(now), now: () => new Date(clock.current) };
  // What the record every request is checked against was told, in order, once each change was committed.
  const told: string[] = [];
  const liveSessions = {
    ended: async (ids: readonly string[]) => void told.push(`ended ${ids.join(' ')}`),
    accountChanged: async (userId: number) => void told.push(`account ${userId}`),
  } as LiveSessions;
  return {
    deletions,
    throttle,
    refreshed,
    clock,
    told,
    schedule: new ScheduleAccountDeletionUseCase(unitOfWork, hasher, throttle, clock, leaderboard, liveSessions),
    cancel: new CancelAccountDeletionUseCase(unitOfWork, leaderboard, liveSessions),
    erase: new EraseDueAccountsUseCase(unitOfWork, clock, leaderboard, liveSessions),
  };
}

describe('deleting an account', () => {
  it('refuses a wrong password: counted like a failed sign-in, nothing scheduled, no sign-in ended', async () => {
    const w = world('2030-05-01T10:00:00Z');
    await expect(w.schedule.execute({ userId: USER.id, password: 'wrong' })).rejects.toBeInstanceOf(DeletionConfirmationInvalidError);
    expect([w.throttle.attempts, w.throttle.successes]).toEqual([1, 0]);
    expect(w.deletions.pending.size).toBe(0);
    expect(w.deletions.sessionsEnded).toEqual([]);
    expect(w.told).toEqual([]);
  });

  it('schedules the erasure 14 days ahead, ends the sign-ins and updates the boards; asking again keeps the first date', async () => {
    const w = world('2030-05-01T10:00:00Z');
    const first = await w.schedule.execute({ userId: USER.id, password: 'Secret123!' });
    expect(first).toEqual({ scheduled: true, requestedAt: new Date('2030-05-01T10:00:00Z'), eraseAt: new Date('2030-05-15T10:00:00Z'), graceDays: 14 });
    expect(w.deletions.sessionsEnded).toEqual([USER.id]);
    expect(w.refreshed).toEqual([[USER.id]]);
    expect(w.told).toEqual([`ended family-of-${USER.id}-a family-of-${USER.id}-b`, `account ${USER.id}`]);

    w.clock.current = new Date('2030-05-03T08:00:00Z');
    const again = await w.schedule.execute({ userId: USER.id, password: 'Secret123!' });
    expect(again.eraseAt).toEqual(new Date('2030-05-15T10:00:00Z'));
    expect(w.deletions.sessionsEnded).toEqual([USER.id]);
    expect(w.told).toHaveLength(2);
  });

  it('erases only once the grace period is over, and never an account that was kept', async () => {
    const w = world('2030-05-01T10:00:00Z');
    await w.schedule.execute({ userId: USER.id, password: 'Secret123!' });
    w.clock.current = new Date('2030-05-15T09:59:59.999Z');
    expect(await w.erase.execute()).toEqual([]);
    w.told.length = 0;
    w.clock.current = new Date('2030-05-15T10:00:00Z');
    expect(await w.erase.execute()).toEqual([USER.id]);
    expect(w.deletions.erased).toEqual([{ userId: USER.id, name: `deleted#${USER.id}` }]);
    expect(w.told).toEqual([`account ${USER.id}`]);

    const kept = world('2030-05-01T10:00:00Z');
    await kept.schedule.execute({ userId: USER.id, password: 'Secret123!' });
    kept.told.length = 0;
    expect((await kept.cancel.execute({ userId: USER.id })).scheduled).toBe(false);
    expect(kept.told).toEqual([`account ${USER.id}`]);
    expect((await kept.cancel.execute({ userId: USER.id })).scheduled).toBe(false);
    expect(kept.told).toEqual([`account ${USER.id}`]);
    kept.clock.current = new Date('2030-06-01T00:00:00Z');
    expect(await kept.erase.execute()).toEqual([]);
    expect(kept.told).toEqual([`account ${USER.id}`]);
  });
});
