import type { Transaction, UnitOfWork } from '../ports/unit-of-work.port';
import { RecordedNotifications } from '../testing/recorded-notifications';
import { EraseOldNotificationsUseCase, NOTIFICATION_ERASE_BATCH } from './erase-old-notifications.use-case';

const DAY = 86_400_000;

describe('erasing notifications past their 90 days', () => {
  const now = new Date('2026-06-30T12:00:00Z');
  const setup = () => {
    const notifications = new RecordedNotifications();
    let transactions = 0;
    const unitOfWork: UnitOfWork = {
      run: (work) => {
        transactions++;
        return work({ notifications } as unknown as Transaction);
      },
      read: (work) => work({ notifications } as unknown as Transaction),
    };
    const add = (userId: number, ageInDays: number) =>
      notifications.add({ userId, kind: 'tokensReceived', actorId: null, params: { amount: 1 }, at: new Date(now.getTime() - ageInDays * DAY) });
    return { notifications, add, transactions: () => transactions, erase: new EraseOldNotificationsUseCase(unitOfWork, { now: () => now }) };
  };

  it('erases those older than 90 days and keeps those of the last 90 days', async () => {
    const { notifications, add, erase } = setup();
    await add(1, 91);
    await add(2, 90.01);
    await add(3, 89);
    await add(4, 0);
    expect(await erase.execute()).toBe(2);
    expect(notifications.added.map((notification) => notification.userId)).toEqual([3, 4]);
  });

  it('erases a batch a transaction until a batch comes back short', async () => {
    const { notifications, add, erase, transactions } = setup();
    for (let i = 0; i < 2 * NOTIFICATION_ERASE_BATCH + 1; i++) await add(i, 100);
    await add(-1, 1);
    expect(await erase.execute()).toBe(2 * NOTIFICATION_ERASE_BATCH + 1);
    expect(transactions()).toBe(3);
    expect(notifications.added).toHaveLength(1);
  });
});
