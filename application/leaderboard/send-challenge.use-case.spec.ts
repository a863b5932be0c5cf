import type { UserRole } from '../../domain/accounts/roles';
import { UserNotFoundError } from '../accounts/auth/auth.errors';
import type { ChallengeRecord, ChallengeStore, ChallengeTransaction, NewChallenge } from './challenge-store.port';
import { ChallengeLimitReachedError, InvalidChallengeTargetError, UnknownChallengeTypeError } from './leaderboard.errors';
import { SendChallengeUseCase } from './send-challenge.use-case';

class FakeChallengeStore implements ChallengeStore {
  readonly users = new Map<number, { role: UserRole; onBoard: boolean; timeZone: string }>();
  readonly sent = new Map<string, number>();
  readonly stored: ChallengeRecord[] = [];

  async transaction<T>(work: (tx: ChallengeTransaction) => Promise<T>): Promise<T> {
    const sentBefore = new Map(this.sent);
    const storedBefore = this.stored.length;
    try {
      return await work({
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
      });
    } catch (error) {
      this.sent.clear();
      for (const [key, value] of sentBefore) this.sent.set(key, value);
      this.stored.length = storedBefore;
      throw error;
    }
  }
}

describe('sending a challenge', () => {
  const clock = { now: () => new Date('2026-03-05T23:30:00Z') };
  const setup = () => {
    const store = new FakeChallengeStore();
    store.users.set(1, { role: 'student', onBoard: true, timeZone: 'Pacific/Auckland' });
    store.users.set(2, { role: 'student', onBoard: true, timeZone: 'UTC' });
    store.users.set(3, { role: 'teacher', onBoard: false, timeZone: 'UTC' });
    store.users.set(4, { role: 'student', onBoard: false, timeZone: 'UTC' });
    return { store, useCase: new SendChallengeUseCase(store, clock) };
  };

  it('stores a duel with the default message and counts it on the sender local day', async () => {
    const { store, useCase } = setup();
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
    expect(store.sent.get('1:2026-03-06')).toBe(1); // already the 6th in Auckland
  });

  it('refuses the eleventh challenge of the day and stores nothing', async () => {
    const { store, useCase } = setup();
    for (let i = 0; i < 10; i++) await useCase.execute({ userId: 1, targetUserId: 2, message: `round ${i}` });
    await expect(useCase.execute({ userId: 1, targetUserId: 2 })).rejects.toBeInstanceOf(ChallengeLimitReachedError);
    expect(store.stored).toHaveLength(10);
  });

  it.each([
    [1, InvalidChallengeTargetError], // oneself
    [3, InvalidChallengeTargetError], // not a student
    [4, InvalidChallengeTargetError], // opted out of the leaderboard
    [99, UserNotFoundError],
  ])('target %i is refused with %p and counts nothing', async (targetUserId, error) => {
    const { store, useCase } = setup();
    await expect(useCase.execute({ userId: 1, targetUserId })).rejects.toBeInstanceOf(error);
    expect(store.sent.size).toBe(0);
  });

  it('refuses an unknown type', async () => {
    const { useCase } = setup();
    await expect(useCase.execute({ userId: 1, targetUserId: 2, challengeType: 'poker' })).rejects.toBeInstanceOf(UnknownChallengeTypeError);
  });
});
