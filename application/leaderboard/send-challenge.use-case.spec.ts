import type { UserRole } from '../../domain/accounts/roles';
import { UserNotFoundError } from '../accounts/auth/auth.errors';
import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import { RecordedNotifications } from '../testing/recorded-notifications';
import type { ChallengeRecord, LeaderboardChallengeRepository, NewChallenge } from './leaderboard-challenge.repository.port';
import { ChallengeLimitReachedError, InvalidChallengeTargetError, UnknownChallengeTypeError } from './leaderboard.errors';
import { SendChallengeUseCase } from './send-challenge.use-case';

/** The challenges' tables and the notifications, put back as they were when a transaction throws. */
class FakeChallengeDatabase implements UnitOfWork {
  readonly users = new Map<number, { role: UserRole; onBoard: boolean; timeZone: string }>();
  readonly sent = new Map<string, number>();
  readonly stored: ChallengeRecord[] = [];
  readonly notifications = new RecordedNotifications();

  private readonly challenges: LeaderboardChallengeRepository = {
    lockSender: async (id) => (this.users.has(id) ? { timeZone: this.users.get(id)!.timeZone } : null),
    target: async (id) => this.users.get(id) ?? null,
    countSent: async (id, date, limit) => {
      const count = this.sent.get(`${id}:${date}`) ?? 0;
      if (count >= limit) return null;
      this.sent.set(`${id}:${date}`, count + 1);
      return count + 1;
    },
    insert: async (challenge: NewChallenge) => {
      const record = { id: this.stored.length + 1, ...challenge };
      this.stored.push(record);
      return record;
    },
  };

  async run<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const sentBefore = new Map(this.sent);
    const storedBefore = this.stored.length;
    const notifiedBefore = this.notifications.added.length;
    try {
      return await work({ leaderboardChallenges: this.challenges, notifications: this.notifications } as unknown as Transaction);
    } catch (error) {
      this.sent.clear();
      for (const [key, value] of sentBefore) this.sent.set(key, value);
      this.stored.length = storedBefore;
      this.notifications.added.length = notifiedBefore;
      throw error;
    }
  }

  read<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.run(work);
  }
}

describe('sending a challenge', () => {
  const clock = { now: () => new Date('2026-03-05T23:30:00Z') };
  const setup = () => {
    const database = new FakeChallengeDatabase();
    database.users.set(1, { role: 'student', onBoard: true, timeZone: 'Pacific/Auckland' });
    database.users.set(2, { role: 'student', onBoard: true, timeZone: 'UTC' });
    database.users.set(3, { role: 'teacher', onBoard: false, timeZone: 'UTC' });
    database.users.set(4, { role: 'student', onBoard: false, timeZone: 'UTC' });
    return { database, useCase: new SendChallengeUseCase(database, clock) };
  };

  it('stores a duel with the default message, counts it on the sender local day and tells the target', async () => {
    const { database, useCase } = setup();
    const sent = await useCase.execute({ userId: 1, targetUserId: 2 });
    expect(sent).toEqual({
      id: 1,
      fromUserId: 1,
      targetUserId: 2,
      challengeType: 'duel',
      message: 'I challenge you to a duel!',
      createdAt: '2026-03-05T23:30:00.000Z',
      remainingToday: 9,
    });
    expect(database.sent.get('1:2026-03-06')).toBe(1); // already the 6th in Auckland
    expect(database.notifications.added).toEqual([{ userId: 2, kind: 'challengeReceived', actorId: 1, params: { challengeType: 'duel' }, at: clock.now() }]);
  });

  it('refuses the eleventh challenge of the day and stores nothing', async () => {
    const { database, useCase } = setup();
    for (let i = 0; i < 10; i++) await useCase.execute({ userId: 1, targetUserId: 2, message: `round ${i}` });
    await expect(useCase.execute({ userId: 1, targetUserId: 2 })).rejects.toBeInstanceOf(ChallengeLimitReachedError);
    expect(database.stored).toHaveLength(10);
    expect(database.notifications.added).toHaveLength(10);
  });

  it.each([
    [1, InvalidChallengeTargetError], // oneself
    [3, InvalidChallengeTargetError], // not a student
    [4, InvalidChallengeTargetError], // opted out of the leaderboard
    [99, UserNotFoundError],
  ])('target %i is refused with %p, counts nothing and tells no one', async (targetUserId, error) => {
    const { database, useCase } = setup();
    await expect(useCase.execute({ userId: 1, targetUserId })).rejects.toBeInstanceOf(error);
    expect(database.sent.size).toBe(0);
    expect(database.notifications.added).toEqual([]);
  });

  it('refuses an unknown type', async () => {
    const { useCase } = setup();
    await expect(useCase.execute({ userId: 1, targetUserId: 2, challengeType: 'poker' })).rejects.toBeInstanceOf(UnknownChallengeTypeError);
  });
});
