import { signedInClient, type ApiClient } from '../support/api-client';
import { ContentFixtures } from '../support/content-fixtures';
import { GameFixtures } from '../support/game-fixtures';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';

const NOW = '2026-11-18T12:00:00.000Z';

describe('enrolling in content (API)', () => {
  let t: TestApp;
  let content: ContentFixtures;
  let game: GameFixtures;
  let teacherId: number;

  /** On a PostgreSQL server the app prepares and pipelines its statements, as it does in production. */
  const server: Record<string, string> = runsOnPostgresServer() ? { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_POOL_SIZE: '20' } : {};

  beforeAll(async () => {
    t = await createTestApp({ env: server });
    content = new ContentFixtures(t.app, t.dataSource);
    game = new GameFixtures(t.dataSource);
    teacherId = (await content.teacher()).account.user.id;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  async function studentWith(tokens: number) {
    const { client, account } = await signedInClient(t.app);
    if (tokens > 0) await game.grantTokens(account.user.id, tokens);
    return { client, id: account.user.id };
  }

  /** A teacher's balance, ledger and earnings (teachers have no game profile, so books() does not fit them). */
  async function teacherBooks(id: number) {
    const [row] = await t.dataSource.query(
      `SELECT u.token_balance AS balance, tp.total_earnings AS earnings,
              (SELECT COALESCE(sum(delta), 0)::int FROM token_ledger WHERE user_id = u.id) AS ledger
         FROM users u JOIN teacher_profiles tp ON tp.user_id = u.id WHERE u.id = $1`,
      [id],
    );
    return row as { balance: number; earnings: number; ledger: number };
  }

  async function contentCounters(id: number) {
    const [row] = await t.dataSource.query(`SELECT enrollments FROM content_items WHERE id = $1`, [id]);
    return row as { enrollments: number };
  }

  async function pool(contentId: number): Promise<number> {
    const [row] = await t.dataSource.query(`SELECT COALESCE(sum(tokens_remaining), 0)::int AS remaining FROM sponsorships WHERE content_id = $1`, [contentId]);
    return row.remaining;
  }

  async function enrollmentsOf(studentId: number) {
    return t.dataSource.query(`SELECT content_id, access_type, tokens_spent, sponsorship_id FROM enrollments WHERE student_id = $1`, [studentId]);
  }

  const enroll = (client: ApiClient, contentId: number | string, body: object = {}) => client.post(`/api/content-items/${contentId}/enroll`, body);

  it('free content: enrolled at no cost', async () => {
    const id = await content.content(teacherId, { tokenPrice: 0 });
    const student = await studentWith(25);
    const response = await enroll(student.client, id, { paymentMethod: 'free' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      data: { enrollment: { id: expect.any(Number), contentId: id, accessType: 'free', tokensSpent: 0, createdAt: NOW }, tokenBalance: 25 },
    });
    expect(await contentCounters(id)).toEqual({ enrollments: 1 });
    expect(await enrollmentsOf(student.id)).toEqual([{ content_id: id, access_type: 'free', tokens_spent: 0, sponsorship_id: null }]);
    expect(await game.books(student.id)).toMatchObject({ balance: 25, ledger: 25, ledger_rows: 1 });
  });

  it('paid content: the price moves from the student to the teacher, a ledger row on each side', async () => {
    const { account } = await content.teacher();
    const seller = account.user.id;
    const id = await content.content(seller, { tokenPrice: 40 });
    const student = await studentWith(100);
    const response = await enroll(student.client, id, { paymentMethod: 'tokens' });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ enrollment: { contentId: id, accessType: 'token-paid', tokensSpent: 40 }, tokenBalance: 60 });

    expect(await game.books(student.id)).toMatchObject({ balance: 60, ledger: 60, ledger_rows: 2 });
    expect(await teacherBooks(seller)).toEqual({ balance: 40, ledger: 40, earnings: 40 });
    const ledger = await t.dataSource.query(`SELECT user_id, delta, reason, reference, balance_after FROM token_ledger WHERE reason IN ('content_purchase', 'content_sale') AND user_id = ANY($1) ORDER BY user_id`, [
      [student.id, seller],
    ]);
    expect(ledger).toEqual(
      expect.arrayContaining([
        { user_id: student.id, delta: -40, reason: 'content_purchase', reference: `content:${id}`, balance_after: 60 },
        { user_id: seller, delta: 40, reason: 'content_sale', reference: `content:${id}:student:${student.id}`, balance_after: 40 },
      ]),
    );
    expect(ledger).toHaveLength(2);
    expect(await contentCounters(id)).toEqual({ enrollments: 1 });
    expect(await enrollmentsOf(student.id)).toEqual([{ content_id: id, access_type: 'token-paid', tokens_spent: 40, sponsorship_id: null }]);
  });

  it('sponsored content: the pool pays the teacher the price, the student pays nothing', async () => {
    const id = await content.content(teacherId, { tokenPrice: 40 });
    await content.sponsor(id, 100);
    const student = await studentWith(0);
    const before = await teacherBooks(teacherId);
    const response = await enroll(student.client, id, { paymentMethod: 'sponsored' });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ enrollment: { accessType: 'sponsored', tokensSpent: 0 }, tokenBalance: 0 });
    expect(await pool(id)).toBe(60);
    expect(await game.books(student.id)).toMatchObject({ balance: 0, ledger_rows: 0 });
    expect(await teacherBooks(teacherId)).toEqual({ balance: before.balance + 40, ledger: before.ledger + 40, earnings: before.earnings + 40 });
    const sale = await t.dataSource.query(`SELECT user_id, delta, reference FROM token_ledger WHERE reason = 'sponsored_sale' AND reference = $1`, [`content:${id}:student:${student.id}`]);
    expect(sale).toEqual([{ user_id: teacherId, delta: 40, reference: `content:${id}:student:${student.id}` }]);
    const [{ tokens_earned }] = await t.dataSource.query(`SELECT tokens_earned FROM content_items WHERE id = $1`, [id]);
    expect(tokens_earned).toBe(40);
    const [row] = await enrollmentsOf(student.id);
    expect(row).toMatchObject({ access_type: 'sponsored', tokens_spent: 0, sponsorship_id: expect.any(Number) });
  });

  it('a pool that no longer covers the price falls back to paying in tokens', async () => {
    const id = await content.content(teacherId, { tokenPrice: 40 });
    await content.sponsor(id, 30);
    const student = await studentWith(50);
    const response = await enroll(student.client, id);
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ enrollment: { accessType: 'token-paid', tokensSpent: 40 }, tokenBalance: 10 });
    expect(await pool(id)).toBe(30);
  });

  it('the server decides how an enrollment is paid, whatever paymentMethod says', async () => {
    const id = await content.content(teacherId, { tokenPrice: 5 });
    const student = await studentWith(5);
    const response = await enroll(student.client, id, { paymentMethod: 'free' });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ enrollment: { accessType: 'token-paid', tokensSpent: 5 }, tokenBalance: 0 });
  });

  it('a second enrollment is refused and charges nothing', async () => {
    const id = await content.content(teacherId, { tokenPrice: 10 });
    const student = await studentWith(30);
    await enroll(student.client, id).expect(201);
    const again = await enroll(student.client, id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_ENROLLED', message: 'You are already enrolled in this course!' });
    expect(await game.books(student.id)).toMatchObject({ balance: 20, ledger: 20 });
    expect(await contentCounters(id)).toEqual({ enrollments: 1 });
  });

  it('too few tokens: 402 and nothing changes', async () => {
    const { account } = await content.teacher();
    const seller = account.user.id;
    const id = await content.content(seller, { tokenPrice: 50 });
    const student = await studentWith(49);
    const response = await enroll(student.client, id);
    expect(response.status).toBe(402);
    expect(response.body.code).toBe('INSUFFICIENT_TOKENS');
    expect(await game.books(student.id)).toMatchObject({ balance: 49, ledger: 49, ledger_rows: 1 });
    expect(await teacherBooks(seller)).toEqual({ balance: 0, ledger: 0, earnings: 0 });
    expect(await enrollmentsOf(student.id)).toEqual([]);
    expect(await contentCounters(id)).toEqual({ enrollments: 0 });
  });

  it.each(['teacher', 'parent', 'sponsor'])('a %s may not enroll', async (role) => {
    const id = await content.content(teacherId);
    const { client } = await signedInClient(t.app, { userRole: role });
    const response = await enroll(client, id);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'FORBIDDEN', message: 'Only students can enroll in courses.' });
    expect(await contentCounters(id)).toEqual({ enrollments: 0 });
  });

  it('private, withdrawn and unknown content is not found', async () => {
    const student = await studentWith(100);
    const hidden = await content.content(teacherId, { visibility: 'private' });
    const withdrawn = await content.content(teacherId);
    await t.dataSource.query(`UPDATE content_items SET withdrawn_at = now() WHERE id = $1`, [withdrawn]);
    for (const id of [hidden, withdrawn, 2_147_483_647]) {
      const response = await enroll(student.client, id);
      expect([id, response.status, response.body.code]).toEqual([id, 404, 'CONTENT_NOT_FOUND']);
    }
    expect(await enrollmentsOf(student.id)).toEqual([]);
  });

  it('refuses ids that are not positive whole numbers and unknown payment methods', async () => {
    const student = await studentWith(0);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await enroll(student.client, bad);
      expect([bad, response.status, response.body.code]).toEqual([bad, 400, 'VALIDATION_FAILED']);
    }
    const id = await content.content(teacherId);
    for (const body of [{ paymentMethod: 'cash' }, { paymentMethod: 12 }, { paymentMethod: 'free', coupon: 'x' }]) {
      const response = await enroll(student.client, id, body);
      expect([body, response.status, response.body.code]).toEqual([body, 400, 'VALIDATION_FAILED']);
    }
    expect(await enrollmentsOf(student.id)).toEqual([]);
  });

  describe('access info for the browse buttons', () => {
    it('tells, per content, whether the student holds it, can afford it and wished for it', async () => {
      const student = await studentWith(30);
      const free = await content.content(teacherId, { tokenPrice: 0 });
      const held = await content.content(teacherId, { tokenPrice: 20 });
      const cheap = await content.content(teacherId, { tokenPrice: 10 });
      const dear = await content.content(teacherId, { tokenPrice: 500 });
      const sponsored = await content.content(teacherId, { tokenPrice: 500 });
      const hidden = await content.content(teacherId, { visibility: 'private' });
      await content.sponsor(sponsored, 1000);
      await enroll(student.client, held).expect(201); // 30 → 10 tokens
      await t.dataSource.query(`INSERT INTO wishlist_items (student_id, name, type, content_id, cost) VALUES ($1, 'Dear', 'course', $2, 500)`, [student.id, dear]);

      const response = await student.client.post('/api/student/content/access-info', { contentIds: [free, held, cheap, dear, sponsored, hidden, 2_147_483_647, held] });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        [free]: { hasAccess: false, canAfford: true, wishlisted: false, sponsored: false },
        [held]: { hasAccess: true, canAfford: false, wishlisted: false, sponsored: false },
        [cheap]: { hasAccess: false, canAfford: true, wishlisted: false, sponsored: false },
        [dear]: { hasAccess: false, canAfford: false, wishlisted: true, sponsored: false },
        [sponsored]: { hasAccess: false, canAfford: true, wishlisted: false, sponsored: true },
        [hidden]: { hasAccess: false, canAfford: false, wishlisted: false, sponsored: false },
        '2147483647': { hasAccess: false, canAfford: false, wishlisted: false, sponsored: false },
      });
    });

    it("says sponsored while one sponsor's pool covers the price, and the sponsored student enrolls for nothing", async () => {
      const { client: sponsor } = await signedInClient(t.app, { userRole: 'sponsor' });
      const pledge = (contentId: number, amount: number) => sponsor.post('/api/sponsors/sponsor-content', { contentId, amount }).expect(201);
      const id = await content.content(teacherId, { tokenPrice: 40 });
      const free = await content.content(teacherId, { tokenPrice: 0 });
      await content.sponsor(free, 100);
      const first = await studentWith(0);
      const info = async (client: ApiClient, ids: number[]) => (await client.post('/api/student/content/access-info', { contentIds: ids }).expect(200)).body.data;

      expect(await info(first.client, [id, free])).toEqual({
        [id]: { hasAccess: false, canAfford: false, wishlisted: false, sponsored: false },
        [free]: { hasAccess: false, canAfford: true, wishlisted: false, sponsored: false },
      });
      await pledge(id, 3); // 30 tokens: below the price
      expect((await info(first.client, [id]))[id]).toEqual({ hasAccess: false, canAfford: false, wishlisted: false, sponsored: false });
      await pledge(id, 5); // 50 tokens: covers one enrollment
      expect((await info(first.client, [id]))[id]).toEqual({ hasAccess: false, canAfford: true, wishlisted: false, sponsored: true });

      const response = await enroll(first.client, id, { paymentMethod: 'sponsored' });
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({ enrollment: { accessType: 'sponsored', tokensSpent: 0 }, tokenBalance: 0 });
      expect((await info(first.client, [id]))[id]).toEqual({ hasAccess: true, canAfford: false, wishlisted: false, sponsored: false });

      // 30 and 10 tokens are left in the two pools: neither covers the price any more.
      const second = await studentWith(0);
      expect((await info(second.client, [id]))[id]).toEqual({ hasAccess: false, canAfford: false, wishlisted: false, sponsored: false });
      expect((await enroll(second.client, id, { paymentMethod: 'sponsored' })).status).toBe(402);
    });

    it('takes 1 to 100 ids, students only', async () => {
      const student = await studentWith(0);
      const hundred = Array.from({ length: 100 }, (_, index) => index + 1);
      expect((await student.client.post('/api/student/content/access-info', { contentIds: hundred })).status).toBe(200);
      for (const contentIds of [[...hundred, 101], [], [0], [1.5], ['1'], null]) {
        const response = await student.client.post('/api/student/content/access-info', { contentIds });
        expect([contentIds?.length, response.status, response.body.code]).toEqual([contentIds?.length, 400, 'VALIDATION_FAILED']);
      }
      const tooMany = await student.client.post('/api/student/content/access-info', { contentIds: [...hundred, 101] });
      expect(tooMany.body.message).toBe('contentIds may hold at most 100 ids');
      const { client: teacher } = await content.teacher();
      expect((await teacher.post('/api/student/content/access-info', { contentIds: [1] })).status).toBe(403);
    });
  });
});

/**
 * Races only show on a real server: the embedded database runs one transaction at a time.
 * On the embedded default this block is reported as skipped.
 */
const onServer = runsOnPostgresServer() ? describe : describe.skip;

onServer('enrolling under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let content: ContentFixtures;
  let game: GameFixtures;

  beforeAll(async () => {
    t = await createTestApp({ env: { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_POOL_SIZE: '20' } });
    content = new ContentFixtures(t.app, t.dataSource);
    game = new GameFixtures(t.dataSource);
  });
  afterAll(() => t.close());

  const parallel = <T>(count: number, call: (index: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, index) => call(index)));

  async function ledgerMatchesBalance(userId: number) {
    const [row] = await t.dataSource.query(
      `SELECT u.token_balance AS balance, (SELECT COALESCE(sum(delta), 0)::int FROM token_ledger WHERE user_id = u.id) AS ledger FROM users u WHERE u.id = $1`,
      [userId],
    );
    expect(row.balance).toBe(row.ledger);
    return row.balance as number;
  }

  it('50 simultaneous enrollments of one student in one paid content: one succeeds, charged once', async () => {
    const { account: teacher } = await content.teacher();
    const id = await content.content(teacher.user.id, { tokenPrice: 30 });
    const { client, account } = await signedInClient(t.app);
    await game.grantTokens(account.user.id, 1000);

    const responses = await parallel(50, () => client.post(`/api/content-items/${id}/enroll`, {}));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 409 && response.body.code === 'ALREADY_ENROLLED')).toHaveLength(49);

    expect(await ledgerMatchesBalance(account.user.id)).toBe(970);
    expect(await ledgerMatchesBalance(teacher.user.id)).toBe(30);
    const [{ earnings }] = await t.dataSource.query(`SELECT total_earnings AS earnings FROM teacher_profiles WHERE user_id = $1`, [teacher.user.id]);
    expect(earnings).toBe(30);
    const [{ enrollments }] = await t.dataSource.query(`SELECT enrollments FROM content_items WHERE id = $1`, [id]);
    expect(enrollments).toBe(1);
  });

  it('many students enrolling at once never overdraw a sponsorship pool', async () => {
    const { account: teacher } = await content.teacher();
    const id = await content.content(teacher.user.id, { tokenPrice: 30 });
    await content.sponsor(id, 100); // covers three enrollments, 10 left over
    const students = await parallel(10, () => signedInClient(t.app));
    for (const [index, { account }] of students.entries()) if (index % 2 === 0) await game.grantTokens(account.user.id, 30);

    const responses = await parallel(students.length, (index) => students[index].client.post(`/api/content-items/${id}/enroll`, {}));
    expect(responses.filter((response) => response.status >= 500)).toEqual([]);
    const accessTypes = responses.filter((response) => response.status === 201).map((response) => response.body.data.enrollment.accessType);
    expect(accessTypes.filter((type) => type === 'sponsored')).toHaveLength(3);
    expect(responses.every((response) => [201, 402].includes(response.status))).toBe(true);

    const [{ remaining }] = await t.dataSource.query(`SELECT tokens_remaining AS remaining FROM sponsorships WHERE content_id = $1`, [id]);
    expect(remaining).toBe(10);
    const paid = accessTypes.filter((type) => type === 'token-paid').length;
    // The teacher earns the price of every enrollment: the paid ones from the students, the three sponsored from the pool.
    expect(await ledgerMatchesBalance(teacher.user.id)).toBe(30 * (paid + 3));
    for (const { account } of students) await ledgerMatchesBalance(account.user.id);
    const [{ enrollments }] = await t.dataSource.query(`SELECT enrollments FROM content_items WHERE id = $1`, [id]);
    expect(enrollments).toBe(3 + paid);
  });
});
