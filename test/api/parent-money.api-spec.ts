import { ApiClient, STRONG_PASSWORD } from '../support/api-client';
import { ClassFixtures, type Session } from '../support/class-fixtures';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

const MARCH_10 = '2026-03-10T12:00:00Z';

/** Parents, children and their links for the money and goal tests; links are written as a child's acceptance would. */
class FamilyFixtures {
  private readonly people: ClassFixtures;

  constructor(private readonly t: TestApp) {
    this.people = new ClassFixtures(t.app, t.dataSource);
  }

  parent(overrides: Record<string, unknown> = {}): Promise<Session> {
    return this.people.person('parent', { firstName: 'Pat', lastName: 'Parent', ...overrides });
  }

  student(overrides: Record<string, unknown> = {}): Promise<Session> {
    return this.people.person('student', { firstName: 'Maya', lastName: 'Lee', ...overrides });
  }

  async link(parentId: number, studentId: number, status: 'accepted' | 'pending' | 'declined' = 'accepted'): Promise<void> {
    await this.t.dataSource.query(
      `INSERT INTO parent_links (parent_id, student_id, status, decided_at) VALUES ($1, $2, $3::varchar, CASE WHEN $3::varchar = 'pending' THEN NULL ELSE now() END)
       ON CONFLICT (parent_id, student_id) DO UPDATE SET status = EXCLUDED.status, decided_at = EXCLUDED.decided_at`,
      [parentId, studentId, status],
    );
  }

  async unlink(parentId: number, studentId: number): Promise<void> {
    await this.t.dataSource.query(`DELETE FROM parent_links WHERE parent_id = $1 AND student_id = $2`, [parentId, studentId]);
  }

  async balance(userId: number): Promise<{ balance: number; ledger: number }> {
    const [row] = await this.t.dataSource.query(
      `SELECT u.token_balance AS balance, (SELECT COALESCE(sum(delta), 0)::int FROM token_ledger WHERE user_id = u.id) AS ledger FROM users u WHERE u.id = $1`,
      [userId],
    );
    return row;
  }

  async ledger(userId: number, reason: string): Promise<Array<{ delta: number; reference: string }>> {
    return this.t.dataSource.query(`SELECT delta, reference FROM token_ledger WHERE user_id = $1 AND reason = $2 ORDER BY id`, [userId, reason]);
  }
}

const budgetOf = async (parent: Session) => {
  const response = await parent.client.get('/api/parent/budget');
  expect(response.status).toBe(200);
  return response.body.data.data as { monthlyEducationBudget: number; tokenBalance: number; lastCreditedMonth: string | null; nextCreditOn: string };
};

describe('parent budget, transfers and goals', () => {
  let t: TestApp;
  let f: FamilyFixtures;

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(MARCH_10) });
    f = new FamilyFixtures(t);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(MARCH_10));

  describe('the monthly budget', () => {
    it("credits the budget once on the month's first request, and again in the next month", async () => {
      const parent = await f.parent();
      expect(await budgetOf(parent)).toEqual({ monthlyEducationBudget: 100, tokenBalance: 100, lastCreditedMonth: '2026-03', nextCreditOn: '2026-04-01' });
      t.clock.set('2026-03-31T23:59:59Z');
      expect(await budgetOf(parent)).toMatchObject({ tokenBalance: 100, lastCreditedMonth: '2026-03' });
      expect(await f.ledger(parent.id, 'monthly_budget')).toEqual([{ delta: 100, reference: '2026-03' }]);

      t.clock.set('2026-04-01T00:00:00Z');
      expect(await budgetOf(parent)).toEqual({ monthlyEducationBudget: 100, tokenBalance: 200, lastCreditedMonth: '2026-04', nextCreditOn: '2026-05-01' });
      expect(await budgetOf(parent)).toMatchObject({ tokenBalance: 200 });
      expect(await f.ledger(parent.id, 'monthly_budget')).toEqual([
        { delta: 100, reference: '2026-03' },
        { delta: 100, reference: '2026-04' },
      ]);
      expect(await f.balance(parent.id)).toEqual({ balance: 200, ledger: 200 });
    });

    it('follows the calendar of the parent’s time zone: Kiritimati (UTC+14) and UTC-12 turn the month a day apart', async () => {
      t.clock.set('2026-02-28T10:00:00Z'); // March 1st 00:00 on Kiritimati, February 27th 22:00 at UTC-12
      const east = await f.parent({ timeZone: 'Pacific/Kiritimati' });
      const west = await f.parent({ timeZone: 'Etc/GMT+12' });
      expect(await budgetOf(east)).toEqual({ monthlyEducationBudget: 100, tokenBalance: 100, lastCreditedMonth: '2026-03', nextCreditOn: '2026-04-01' });
      expect(await budgetOf(west)).toEqual({ monthlyEducationBudget: 100, tokenBalance: 100, lastCreditedMonth: '2026-02', nextCreditOn: '2026-03-01' });

      t.clock.set('2026-03-01T11:59:59Z'); // still February 28th at UTC-12
      expect(await budgetOf(west)).toMatchObject({ tokenBalance: 100, lastCreditedMonth: '2026-02' });
      expect(await budgetOf(east)).toMatchObject({ tokenBalance: 100, lastCreditedMonth: '2026-03' });

      t.clock.set('2026-03-01T12:00:00Z'); // March 1st 00:00 at UTC-12
      expect(await budgetOf(west)).toEqual({ monthlyEducationBudget: 100, tokenBalance: 200, lastCreditedMonth: '2026-03', nextCreditOn: '2026-04-01' });
      expect(await budgetOf(east)).toMatchObject({ tokenBalance: 100 });
    });

    it('changes the budget from the next credit on; a budget of 0 credits nothing', async () => {
      const parent = await f.parent();
      const changed = await parent.client.put('/api/parent/budget', { monthlyEducationBudget: 250 });
      expect(changed.status).toBe(200);
      // The month's first request was this change: March was paid with the budget it had.
      expect(changed.body.data.data).toEqual({ monthlyEducationBudget: 250, tokenBalance: 100, lastCreditedMonth: '2026-03', nextCreditOn: '2026-04-01' });
      expect(await budgetOf(parent)).toMatchObject({ monthlyEducationBudget: 250, tokenBalance: 100 });

      t.clock.set('2026-04-15T08:00:00Z');
      expect(await budgetOf(parent)).toMatchObject({ tokenBalance: 350, lastCreditedMonth: '2026-04' });
      expect((await parent.client.put('/api/parent/budget', { monthlyEducationBudget: 0 })).body.data.data).toMatchObject({ monthlyEducationBudget: 0, tokenBalance: 350 });

      t.clock.set('2026-05-02T08:00:00Z');
      expect(await budgetOf(parent)).toEqual({ monthlyEducationBudget: 0, tokenBalance: 350, lastCreditedMonth: '2026-04', nextCreditOn: '2026-06-01' });
      expect(await f.ledger(parent.id, 'monthly_budget')).toHaveLength(2);
      expect(await f.balance(parent.id)).toEqual({ balance: 350, ledger: 350 });
    });

    it('refuses a budget that is negative, fractional, too large, text or missing', async () => {
      const parent = await f.parent();
      for (const body of [{ monthlyEducationBudget: -1 }, { monthlyEducationBudget: 2.5 }, { monthlyEducationBudget: 100_001 }, { monthlyEducationBudget: '50' }, {}, { monthlyEducationBudget: 5, extra: 1 }]) {
        const response = await parent.client.put('/api/parent/budget', body);
        expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      }
      expect((await parent.client.put('/api/parent/budget', { monthlyEducationBudget: 100_000 })).status).toBe(200);
    });

    it('is for parents only', async () => {
      const student = await f.student();
      const response = await student.client.get('/api/parent/budget');
      expect([response.status, response.body.message]).toEqual([403, 'Only parents can use the parent dashboard.']);
    });
  });

  describe('transfers', () => {
    it("moves tokens from the parent to a connected child, with a ledger row on each side", async () => {
      const parent = await f.parent();
      const child = await f.student();
      await f.link(parent.id, child.id);
      const response = await parent.client.post('/api/parent/transfer-tokens', { childId: child.id, amount: 30, note: 'For the science course' });
      expect(response.status).toBe(201);
      expect(response.body.data.data).toEqual({
        transfer: { id: expect.any(Number), childId: child.id, amount: 30, note: 'For the science course', createdAt: new Date(MARCH_10).toISOString() },
        tokenBalance: 70,
      });
      expect(await f.balance(parent.id)).toEqual({ balance: 70, ledger: 70 });
      expect(await f.balance(child.id)).toEqual({ balance: 30, ledger: 30 });
      const [sent] = await f.ledger(parent.id, 'parent_transfer');
      const [received] = await f.ledger(child.id, 'parent_transfer');
      expect(sent).toEqual({ delta: -30, reference: expect.stringMatching(/^transfer:\d+$/) });
      expect(received).toEqual({ delta: 30, reference: sent.reference });

      const withoutNote = await parent.client.post('/api/parent/transfer-tokens', { childId: child.id, amount: 70 });
      expect(withoutNote.status).toBe(201);
      expect(withoutNote.body.data.data).toMatchObject({ transfer: { note: null, amount: 70 }, tokenBalance: 0 });
      expect(await f.balance(child.id)).toEqual({ balance: 100, ledger: 100 });
    });

    it('refuses a child who is not connected (unknown, pending, declined, someone else’s) with 404 CHILD_NOT_FOUND', async () => {
      const parent = await f.parent();
      const [stranger, pending, declined, othersChild] = await Promise.all([f.student(), f.student(), f.student(), f.student()]);
      const other = await f.parent();
      await f.link(parent.id, pending.id, 'pending');
      await f.link(parent.id, declined.id, 'declined');
      await f.link(other.id, othersChild.id);
      for (const childId of [stranger.id, pending.id, declined.id, othersChild.id, other.id, 2_147_483_647]) {
        const response = await parent.client.post('/api/parent/transfer-tokens', { childId, amount: 10 });
        expect([response.status, response.body.code, response.body.message]).toEqual([404, 'CHILD_NOT_FOUND', 'Child not found.']);
      }
      expect(await f.balance(parent.id)).toEqual({ balance: 100, ledger: 100 });
      expect(await f.balance(stranger.id)).toEqual({ balance: 0, ledger: 0 });
    });

    it('refuses more than the balance with 402 INSUFFICIENT_TOKENS, and changes nothing', async () => {
      const parent = await f.parent();
      const child = await f.student();
      await f.link(parent.id, child.id);
      const response = await parent.client.post('/api/parent/transfer-tokens', { childId: child.id, amount: 101 });
      expect([response.status, response.body.code]).toEqual([402, 'INSUFFICIENT_TOKENS']);
      expect(await f.balance(parent.id)).toEqual({ balance: 100, ledger: 100 });
      expect(await f.balance(child.id)).toEqual({ balance: 0, ledger: 0 });
      expect(await f.ledger(parent.id, 'parent_transfer')).toEqual([]);
    });

    it('refuses amounts that are 0, negative, fractional, text or too large, and long notes', async () => {
      const parent = await f.parent();
      const child = await f.student();
      await f.link(parent.id, child.id);
      const bodies = [
        { childId: child.id, amount: 0 },
        { childId: child.id, amount: -5 },
        { childId: child.id, amount: 2.5 },
        { childId: child.id, amount: '10' },
        { childId: child.id, amount: 100_001 },
        { childId: child.id },
        { amount: 10 },
        { childId: 'me', amount: 10 },
        { childId: child.id, amount: 10, note: 'x'.repeat(201) },
        { childId: child.id, amount: 10, note: 5 },
        { childId: child.id, amount: 10, extra: true },
      ];
      for (const body of bodies) {
        const response = await parent.client.post('/api/parent/transfer-tokens', body);
        expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      }
      // Refused before it reached the budget: nothing was credited yet.
      expect(await f.balance(parent.id)).toEqual({ balance: 0, ledger: 0 });
      expect((await parent.client.post('/api/parent/transfer-tokens', { childId: child.id, amount: 1, note: 'y'.repeat(200) })).status).toBe(201);
      expect(await f.balance(parent.id)).toEqual({ balance: 99, ledger: 99 });
    });

    it('credits a due monthly budget before the transfer', async () => {
      const parent = await f.parent();
      const child = await f.student();
      await f.link(parent.id, child.id);
      const response = await parent.client.post('/api/parent/transfer-tokens', { childId: child.id, amount: 100 });
      expect(response.status).toBe(201);
      expect(response.body.data.data.tokenBalance).toBe(0);
      expect(await f.balance(parent.id)).toEqual({ balance: 0, ledger: 0 });
    });
  });

  describe('goals', () => {
    it('are set, listed, changed and completed once for a connected child, and the child sees them', async () => {
      const parent = await f.parent();
      const child = await f.student();
      const other = await f.student({ firstName: null, lastName: null });
      await f.link(parent.id, child.id);
      await f.link(parent.id, other.id);

      const created = await parent.client.post('/api/parent/goals', { data: { childId: child.id, title: '  Read three books  ', kind: 'custom', target: 3, dueDate: '2026-04-30' } });
      expect(created.status).toBe(201);
      const goal = created.body.data.data;
      expect(goal).toEqual({
        id: expect.any(Number),
        childId: child.id,
        childName: 'Maya Lee',
        title: 'Read three books',
        kind: 'custom',
        target: 3,
        dueDate: '2026-04-30',
        completedAt: null,
        createdAt: new Date(MARCH_10).toISOString(),
      });
      t.clock.advance(60);
      const second = await parent.client.post('/api/parent/goals', { data: { childId: other.id, title: 'Earn 500 XP', kind: 'xp', target: 500 } });
      expect(second.status).toBe(201);
      expect(second.body.data.data).toMatchObject({ childName: other.username, dueDate: null, kind: 'xp' });

      const all = await parent.client.get('/api/parent/goals');
      expect(all.status).toBe(200);
      expect(all.body.data.data.map((g: { id: number }) => g.id)).toEqual([second.body.data.data.id, goal.id]);
      const mine = await parent.client.get(`/api/parent/goals?childId=${child.id}`);
      expect(mine.body.data.data).toEqual([goal]);

      const changed = await parent.client.put(`/api/parent/goals/${goal.id}`, { data: { target: 5, dueDate: '' } });
      expect(changed.status).toBe(200);
      expect(changed.body.data.data).toEqual({ ...goal, target: 5, dueDate: null });
      const renamed = await parent.client.put(`/api/parent/goals/${goal.id}`, { data: { title: ' Read five books ', kind: 'courses_completed', dueDate: '2026-05-31' } });
      expect(renamed.body.data.data).toMatchObject({ title: 'Read five books', kind: 'courses_completed', target: 5, dueDate: '2026-05-31' });

      t.clock.set('2026-03-20T09:30:00Z');
      const completed = await parent.client.post(`/api/parent/goals/${goal.id}/complete`);
      expect(completed.status).toBe(200);
      expect(completed.body.data.data.completedAt).toBe('2026-03-20T09:30:00.000Z');
      t.clock.advance(3600);
      const again = await parent.client.post(`/api/parent/goals/${goal.id}/complete`);
      expect([again.status, again.body.code]).toEqual([409, 'GOAL_ALREADY_COMPLETED']);
      expect((await parent.client.get(`/api/parent/goals?childId=${child.id}`)).body.data.data[0].completedAt).toBe('2026-03-20T09:30:00.000Z');

      const seen = await child.client.get('/api/student/goals');
      expect(seen.status).toBe(200);
      expect(seen.body.data).toEqual([{ ...goal, title: 'Read five books', kind: 'courses_completed', target: 5, dueDate: '2026-05-31', completedAt: '2026-03-20T09:30:00.000Z', parentName: 'Pat Parent' }]);
      expect((await other.client.get('/api/student/goals')).body.data).toEqual([expect.objectContaining({ title: 'Earn 500 XP', parentName: 'Pat Parent' })]);
      expect((await parent.client.get('/api/student/goals')).status).toBe(403);
    });

    it("are another parent's business: their goals answer 404 GOAL_NOT_FOUND, and a child not connected 404 CHILD_NOT_FOUND", async () => {
      const parent = await f.parent();
      const other = await f.parent();
      const child = await f.student();
      const stranger = await f.student();
      await f.link(parent.id, child.id);
      await f.link(other.id, child.id);
      const goal = (await parent.client.post('/api/parent/goals', { data: { childId: child.id, title: 'Watch 5 videos', kind: 'videos_watched', target: 5 } })).body.data.data;

      expect((await other.client.get('/api/parent/goals')).body.data.data).toEqual([]);
      expect((await other.client.get(`/api/parent/goals?childId=${child.id}`)).body.data.data).toEqual([]);
      for (const response of [
        await other.client.put(`/api/parent/goals/${goal.id}`, { data: { target: 1 } }),
        await other.client.post(`/api/parent/goals/${goal.id}/complete`),
        await parent.client.put('/api/parent/goals/2147483647', { data: { target: 1 } }),
        await parent.client.post('/api/parent/goals/2147483647/complete'),
      ]) {
        expect([response.status, response.body.code]).toEqual([404, 'GOAL_NOT_FOUND']);
      }
      for (const response of [
        await parent.client.post('/api/parent/goals', { data: { childId: stranger.id, title: 'Sneaky', kind: 'xp', target: 1 } }),
        await parent.client.get(`/api/parent/goals?childId=${stranger.id}`),
      ]) {
        expect([response.status, response.body.code]).toEqual([404, 'CHILD_NOT_FOUND']);
      }
      expect((await stranger.client.get('/api/student/goals')).body.data).toEqual([]);

      // A child who disconnects takes the goals out of reach on both sides.
      await f.unlink(parent.id, child.id);
      expect((await parent.client.get('/api/parent/goals')).body.data.data).toEqual([]);
      expect((await parent.client.post(`/api/parent/goals/${goal.id}/complete`)).status).toBe(404);
      expect((await child.client.get('/api/student/goals')).body.data).toEqual([]);
    });

    it('refuses blank or long titles, unknown kinds, targets out of range, impossible dates and bodies without data', async () => {
      const parent = await f.parent();
      const child = await f.student();
      await f.link(parent.id, child.id);
      const valid = { childId: child.id, title: 'Study', kind: 'study_minutes', target: 30 };
      const bodies = [
        { data: { ...valid, title: '' } },
        { data: { ...valid, title: '    ' } },
        { data: { ...valid, title: 'x'.repeat(201) } },
        { data: { ...valid, title: 7 } },
        { data: { ...valid, kind: 'reading' } },
        { data: { ...valid, target: 0 } },
        { data: { ...valid, target: 100_001 } },
        { data: { ...valid, target: 1.5 } },
        { data: { ...valid, dueDate: '2026-02-30' } },
        { data: { ...valid, dueDate: '30/04/2026' } },
        { data: { ...valid, dueDate: '2026-04-30T00:00:00Z' } },
        { data: { ...valid, childId: 0 } },
        { data: { ...valid, extra: 1 } },
        { data: { title: 'Study', kind: 'xp', target: 3 } },
        { data: { childId: child.id, kind: 'xp', target: 3 } },
        valid,
        {},
      ];
      for (const body of bodies) {
        const response = await parent.client.post('/api/parent/goals', body);
        expect([JSON.stringify(body).slice(0, 80), response.status, response.body.code]).toEqual([JSON.stringify(body).slice(0, 80), 400, 'VALIDATION_FAILED']);
      }
      expect((await parent.client.post('/api/parent/goals', { data: { ...valid, title: 'x'.repeat(200) } })).status).toBe(201);
      const goal = (await parent.client.post('/api/parent/goals', { data: valid })).body.data.data;
      for (const data of [{ title: ' ' }, { kind: 'nope' }, { target: -1 }, { dueDate: '2026-13-01' }, { childId: child.id }]) {
        const response = await parent.client.put(`/api/parent/goals/${goal.id}`, { data });
        expect([response.status, response.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      }
      for (const query of ['childId=abc', 'childId=0', 'childId=1.5', 'other=1']) {
        expect((await parent.client.get(`/api/parent/goals?${query}`)).status).toBe(400);
      }
      expect((await parent.client.put('/api/parent/goals/abc', { data: { target: 2 } })).status).toBe(400);
    });
  });

  describe('a child whose account waits to be deleted', () => {
    it('gets no tokens, goals or wishlist decisions: each answers 409 and changes nothing', async () => {
      const parent = await f.parent();
      const child = await f.student();
      await f.link(parent.id, child.id);
      const goal = (await parent.client.post('/api/parent/goals', { data: { childId: child.id, title: 'Read a book', kind: 'custom', target: 1 } }).expect(201)).body.data.data;
      const wish = (await child.client.post('/api/student/wishlist', { type: 'reward', cost: 100, name: 'A new book' }).expect(201)).body.data;
      await child.client.post('/api/users/me/deletion', { password: STRONG_PASSWORD }).expect(200);
      await budgetOf(parent); // the month's budget arrives with the parent's first request
      const parentBefore = await f.balance(parent.id);

      const refused = [
        await parent.client.post('/api/parent/transfer-tokens', { childId: child.id, amount: 10 }),
        await parent.client.post('/api/parent/goals', { data: { childId: child.id, title: 'Another', kind: 'custom', target: 1 } }),
        await parent.client.put(`/api/parent/goals/${goal.id}`, { data: { target: 2 } }),
        await parent.client.post(`/api/parent/goals/${goal.id}/complete`, {}),
        await parent.client.post(`/api/parent/wishlist/${wish.id}/approve`, {}),
        await parent.client.post(`/api/parent/wishlist/${wish.id}/deny`, {}),
      ];
      for (const response of refused) {
        expect([response.status, response.body.code]).toEqual([409, 'CHILD_ACCOUNT_BEING_DELETED']);
        expect(response.body.message).toMatch(/asked for their account to be deleted/);
      }
      expect(await f.balance(child.id)).toEqual({ balance: 0, ledger: 0 });
      expect(await f.balance(parent.id)).toEqual(parentBefore);
      const [stored] = await t.dataSource.query(`SELECT target, completed_at AS "completedAt" FROM parent_goals WHERE id = $1`, [goal.id]);
      expect(stored).toEqual({ target: 1, completedAt: null });
      expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM parent_goals WHERE student_id = $1`, [child.id]))[0].n).toBe(1);
      expect((await t.dataSource.query(`SELECT approval_status AS status FROM wishlist_items WHERE id = $1`, [wish.id]))[0].status).toBe('pending');

      // Once the child cancels the deletion, the same transfer goes through.
      const back = await new ApiClient(t.app).start();
      back.jwt = (await back.post('/api/auth/local', { identifier: child.username, password: STRONG_PASSWORD }).expect(200)).body.jwt;
      await back.delete('/api/users/me/deletion').expect(200);
      expect((await parent.client.post('/api/parent/transfer-tokens', { childId: child.id, amount: 10 })).status).toBe(201);
      expect(await f.balance(child.id)).toEqual({ balance: 10, ledger: 10 });
    });
  });
});

/** Races only show on a real server: the embedded database runs one transaction at a time. */
const onServer = runsOnPostgresServer() ? describe : describe.skip;

onServer('parent money under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let f: FamilyFixtures;

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(MARCH_10), env: { DATABASE_POOL_SIZE: '20' } });
    f = new FamilyFixtures(t);
  });
  afterAll(() => t.close());

  it('50 transfers of 10 at once from a balance of 100 make exactly 10, and every ledger equals its balance', async () => {
    const parent = await f.parent();
    const children = [await f.student(), await f.student()];
    for (const child of children) await f.link(parent.id, child.id);
    expect(await budgetOf(parent)).toMatchObject({ tokenBalance: 100 });

    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => parent.client.post('/api/parent/transfer-tokens', { childId: children[index % 2].id, amount: 10 })),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(10);
    for (const response of responses.filter((candidate) => candidate.status !== 201)) expect([response.status, response.body.code]).toEqual([402, 'INSUFFICIENT_TOKENS']);
    expect(await f.balance(parent.id)).toEqual({ balance: 0, ledger: 0 });
    const received = await Promise.all(children.map((child) => f.balance(child.id)));
    for (const { balance, ledger } of received) expect(ledger).toBe(balance);
    expect(received[0].balance + received[1].balance).toBe(100);
    expect(await f.ledger(parent.id, 'parent_transfer')).toHaveLength(10);
  });

  it("two first requests of a month at once credit the month's budget once", async () => {
    for (let round = 0; round < 5; round++) {
      const parent = await f.parent();
      const child = await f.student();
      await f.link(parent.id, child.id);
      const responses = await Promise.all([
        parent.client.get('/api/parent/budget'),
        parent.client.get('/api/parent/budget'),
        parent.client.put('/api/parent/budget', { monthlyEducationBudget: 100 }),
        parent.client.post('/api/parent/transfer-tokens', { childId: child.id, amount: 1 }),
      ]);
      expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 201]);
      expect(await f.ledger(parent.id, 'monthly_budget')).toEqual([{ delta: 100, reference: '2026-03' }]);
      expect(await f.balance(parent.id)).toEqual({ balance: 99, ledger: 99 });
    }
  });
});
