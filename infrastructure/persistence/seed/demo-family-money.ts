import type { EntityManager } from 'typeorm';
import { addDays, localDate } from '../../../domain/shared/calendar';

const DAY = 86_400_000;

/** Past transfers from the demo parent to the demo student (days before the seed's now). */
const DEMO_TRANSFERS = [
  { daysAgo: 40, amount: 50, note: 'For the science course' },
  { daysAgo: 18, amount: 30, note: 'Well done on your quiz streak!' },
  { daysAgo: 5, amount: 20, note: null },
];

/**
 * The demo family's money and goals: a few past transfers and two goals, one of them completed.
 * The balances the rest of the demo shows stay as they are: the starting grants change by the
 * amount moved, and each user's running balances are rewritten, so every ledger still sums to its
 * balance.
 */
export async function writeDemoFamilyMoney(manager: EntityManager, ids: { parent: number; student: number }, now: Date): Promise<void> {
  const moved = DEMO_TRANSFERS.reduce((sum, transfer) => sum + transfer.amount, 0);
  await manager.query(`UPDATE token_ledger SET delta = delta + $2 WHERE user_id = $1 AND reason = 'demo_grant'`, [ids.parent, moved]);
  await manager.query(`UPDATE token_ledger SET delta = delta - $2 WHERE user_id = $1 AND reason = 'demo_grant'`, [ids.student, moved]);
  for (const transfer of DEMO_TRANSFERS) {
    const at = new Date(now.getTime() - transfer.daysAgo * DAY);
    const [{ id }] = await manager.query(
      `INSERT INTO parent_transfers (parent_id, student_id, amount, note, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [ids.parent, ids.student, transfer.amount, transfer.note, at],
    );
    await manager.query(
      `INSERT INTO token_ledger (user_id, delta, reason, reference, balance_after, created_at)
       VALUES ($1, $3, 'parent_transfer', $4, 0, $5), ($2, $6, 'parent_transfer', $4, 0, $5)`,
      [ids.parent, ids.student, -transfer.amount, `transfer:${id}`, at, transfer.amount],
    );
  }
  await manager.query(
    `UPDATE token_ledger t SET balance_after = r.running
     FROM (SELECT id, sum(delta) OVER (PARTITION BY user_id ORDER BY created_at, id) AS running FROM token_ledger WHERE user_id IN ($1, $2)) r
     WHERE t.id = r.id`,
    [ids.parent, ids.student],
  );

  const today = localDate(now, 'UTC');
  await manager.query(
    `INSERT INTO parent_goals (parent_id, student_id, title, kind, target, due_date, completed_at, created_at)
     VALUES ($1, $2, 'Complete two courses this term', 'courses_completed', 2, $3, NULL, $4),
            ($1, $2, 'Study 150 minutes in one week', 'study_minutes', 150, $5, $6, $7)`,
    [
      ids.parent,
      ids.student,
      addDays(today, 45),
      new Date(now.getTime() - 12 * DAY),
      addDays(today, -9),
      new Date(now.getTime() - 10 * DAY),
      new Date(now.getTime() - 20 * DAY),
    ],
  );
}
