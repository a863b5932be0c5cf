import { randomInt } from 'node:crypto';
import type { UnitOfWork } from '../../application/ports/unit-of-work.port';

export interface Sending {
  /** Committed notifications. */
  sent: number;
  failed: number;
  failures: Record<string, number>;
  /** From the first notification sent to the last committed. */
  ms: number;
  /** The most notifications that were due but not yet sent, because as many as allowed were on their way. */
  mostBehind: number;
}

/**
 * Writes `rate` notifications a second for `seconds`, each in a transaction of its own through the
 * unit of work, so that its live signal is published once it commits, as the product's are: each
 * for a student drawn at random (1 to `users`), from another. At most `maxInFlight` are on their way at once.
 */
export function sendNotifications(unitOfWork: UnitOfWork, options: { users: number; rate: number; seconds: number; maxInFlight: number }): Promise<Sending> {
  const total = options.rate * options.seconds;
  const failures = new Map<string, number>();
  let issued = 0;
  let inFlight = 0;
  let sent = 0;
  let mostBehind = 0;
  const started = Date.now();
  return new Promise((resolve) => {
    const finish = () => {
      clearInterval(timer);
      resolve({ sent, failed: total - sent, failures: Object.fromEntries(failures), ms: Date.now() - started, mostBehind });
    };
    const issue = () => {
      inFlight++;
      const to = 1 + randomInt(options.users);
      const other = 1 + randomInt(options.users - 1);
      const from = other >= to ? other + 1 : other;
      unitOfWork
        .run((tx) => tx.notifications.add({ userId: to, kind: 'tokensReceived', actorId: from, params: { amount: 1 + randomInt(50) }, at: new Date() }))
        .then(
          () => void sent++,
          (error: unknown) => {
            const reason = error instanceof Error ? error.message : String(error);
            failures.set(reason, (failures.get(reason) ?? 0) + 1);
          },
        )
        .finally(() => {
          inFlight--;
          if (issued === total && inFlight === 0) finish();
        });
    };
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((Date.now() - started) * options.rate) / 1000));
      for (; issued < due && inFlight < options.maxInFlight; issued++) issue();
      mostBehind = Math.max(mostBehind, due - issued);
    }, 2);
  });
}
