import { ApiClient, signedInClient } from '../support/api-client';
import { ContentFixtures } from '../support/content-fixtures';
import { GameFixtures } from '../support/game-fixtures';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';

const NOW = '2026-11-18T12:00:00.000Z';
const SPONSORS_ONLY = 'Only sponsors can use the sponsor dashboard.';

/** On a PostgreSQL server the app prepares and pipelines its statements, as it does in production. */
const server: Record<string, string> = runsOnPostgresServer() ? { DATABASE_URL: process.env.TEST_DATABASE_URL!, DATABASE_POOL_SIZE: '20' } : {};

const parallel = <T>(count: number, call: (index: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, index) => call(index)));

/** Made a few at a time, so the sign-ups do not crowd the connection pool. */
async function inBatches<T>(count: number, batch: number, make: () => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  while (made.length < count) made.push(...(await Promise.all(Array.from({ length: Math.min(batch, count - made.length) }, make))));
  return made;
}

describe('sponsors (API)', () => {
  let t: TestApp;
  let content: ContentFixtures;
  let game: GameFixtures;
  let teacherId: number;

  beforeAll(async () => {
    t = await createTestApp({ env: server });
    content = new ContentFixtures(t.app, t.dataSource);
    game = new GameFixtures(t.dataSource);
    teacherId = (await content.teacher()).account.user.id;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  const sponsor = (overrides: Record<string, unknown> = {}) => signedInClient(t.app, { userRole: 'sponsor', firstName: undefined, lastName: undefined, ...overrides });

  async function studentWith(tokens: number) {
    const { client, account } = await signedInClient(t.app);
    if (tokens > 0) await game.grantTokens(account.user.id, tokens);
    return { client, id: account.user.id };
  }

  const pledge = (client: ApiClient, contentId: unknown, amount: unknown) => client.post('/api/sponsors/sponsor-content', { contentId, amount });
  const enroll = (client: ApiClient, contentId: number) => client.post(`/api/content-items/${contentId}/enroll`, {});

  async function books(userId: number) {
    const [row] = await t.dataSource.query(
      `SELECT u.token_balance AS balance, (SELECT coalesce(sum(delta), 0)::int FROM token_ledger WHERE user_id = u.id) AS ledger FROM users u WHERE u.id = $1`,
      [userId],
    );
    return row as { balance: number; ledger: number };
  }

  async function teacherEarnings(id: number): Promise<number> {
    const [{ earnings }] = await t.dataSource.query(`SELECT total_earnings AS earnings FROM teacher_profiles WHERE user_id = $1`, [id]);
    return earnings;
  }

  describe('profile', () => {
    it('answers the profile saved at registration, with nothing donated yet', async () => {
      const { client, account } = await sponsor({ companyName: 'Acme Learning Trust', contactPerson: 'Rita Moss' });
      const response = await client.get('/api/sponsors/me');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        data: { id: account.user.id, username: account.username, companyName: 'Acme Learning Trust', contactPerson: 'Rita Moss', website: null, description: null, totalDonated: 0 },
      });
    });

    it('saves the fields sent, trimmed, keeps the others, and clears a field sent empty', async () => {
      const { client, account } = await sponsor({ companyName: 'Old Name' });
      const saved = await client.put('/api/sponsors/me', {
        data: { companyName: '  Northwind Education  ', website: 'https://northwind.example.org', description: 'We fund maths clubs.' },
      });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toEqual({
        id: account.user.id,
        username: account.username,
        companyName: 'Northwind Education',
        contactPerson: null,
        website: 'https://northwind.example.org',
        description: 'We fund maths clubs.',
        totalDonated: 0,
      });
      const cleared = await client.put('/api/sponsors/me', { data: { website: '', contactPerson: 'Ola Berg' } });
      expect(cleared.body.data).toMatchObject({ companyName: 'Northwind Education', contactPerson: 'Ola Berg', website: null, description: 'We fund maths clubs.' });
      expect((await client.get('/api/sponsors/me')).body.data).toEqual(cleared.body.data);
      const [row] = await t.dataSource.query(`SELECT company_name, contact_person, website, description FROM sponsor_profiles WHERE user_id = $1`, [account.user.id]);
      expect(row).toEqual({ company_name: 'Northwind Education', contact_person: 'Ola Berg', website: null, description: 'We fund maths clubs.' });
    });

    it('creates the profile row of a sponsor who has none', async () => {
      const { client, account } = await sponsor();
      await t.dataSource.query(`DELETE FROM sponsor_profiles WHERE user_id = $1`, [account.user.id]);
      expect((await client.get('/api/sponsors/me')).body.data).toMatchObject({ companyName: null, contactPerson: null });
      const saved = await client.put('/api/sponsors/me', { data: { companyName: 'Fresh Start' } });
      expect(saved.status).toBe(200);
      expect(saved.body.data.companyName).toBe('Fresh Start');
    });

    it.each([
      ['a company name of 101 characters', { companyName: 'A'.repeat(101) }, 'companyName', 'The company name must be at most 100 characters'],
      ['a contact person of 101 characters', { contactPerson: 'B'.repeat(101) }, 'contactPerson', 'The contact person must be at most 100 characters'],
      ['an ftp website', { website: 'ftp://files.example.org' }, 'website', 'The website must be an http(s) address of at most 300 characters'],
      ['a website without http(s)', { website: 'northwind.example.org' }, 'website', 'The website must be an http(s) address of at most 300 characters'],
      ['a website of 309 characters', { website: `https://example.org/${'p'.repeat(290)}` }, 'website', 'The website must be an http(s) address of at most 300 characters'],
      ['a description of 2001 characters', { description: 'C'.repeat(2001) }, 'description', 'The description must be at most 2000 characters'],
      ['a company name that is no text', { companyName: 42 }, 'companyName', 'The company name must be at most 100 characters'],
    ])('refuses %s with a message on the field, and changes nothing', async (_, changes, field, message) => {
      const { client } = await sponsor({ companyName: 'Unchanged' });
      const response = await client.put('/api/sponsors/me', { data: changes });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(JSON.stringify(response.body.errors)).toContain(message);
      expect(JSON.stringify(response.body.errors)).toContain(field);
      expect((await client.get('/api/sponsors/me')).body.data.companyName).toBe('Unchanged');
    });

    it('refuses a body without data or with unknown fields', async () => {
      const { client } = await sponsor();
      expect((await client.put('/api/sponsors/me', { companyName: 'Flat' })).status).toBe(400);
      expect((await client.put('/api/sponsors/me', { data: { companyName: 'X', logo: 'y' } })).status).toBe(400);
      expect((await client.put('/api/sponsors/me', { data: 'text' })).status).toBe(400);
    });
  });

  describe('pledges', () => {
    it('records a pledge as donated with a pool of 10 tokens a dollar', async () => {
      const id = await content.content(teacherId, { title: 'Rocks and Minerals', category: 'science', type: 'document', tokenPrice: 20 });
      const { client, account } = await sponsor();
      const response = await pledge(client, id, 5);
      expect(response.status).toBe(201);
      expect(response.body).toEqual({
        data: {
          sponsorship: {
            id: expect.any(Number),
            content: { id, title: 'Rocks and Minerals', category: 'science', type: 'document', tokenPrice: 20, teacherUsername: expect.any(String), teacherFirstName: 'Ada', teacherLastName: 'Teach' },
            amountDollars: 5,
            tokenPool: 50,
            tokensRemaining: 50,
            studentsFunded: 0,
            createdAt: NOW,
          },
          totalDonated: 5,
        },
      });
      const [row] = await t.dataSource.query(`SELECT sponsor_id, content_id, amount_dollars, token_pool, tokens_remaining FROM sponsorships WHERE id = $1`, [
        response.body.data.sponsorship.id,
      ]);
      expect(row).toEqual({ sponsor_id: account.user.id, content_id: id, amount_dollars: 5, token_pool: 50, tokens_remaining: 50 });
      const again = await pledge(client, id, 100_000);
      expect(again.body.data).toMatchObject({ sponsorship: { amountDollars: 100_000, tokenPool: 1_000_000 }, totalDonated: 100_005 });
      expect((await client.get('/api/sponsors/me')).body.data.totalDonated).toBe(100_005);
    });

    it.each([[0], [-1], [100_001], [2.5], ['5'], [null]])('refuses an amount of %p', async (amount) => {
      const id = await content.content(teacherId, { tokenPrice: 20 });
      const { client, account } = await sponsor();
      const response = await pledge(client, id, amount);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM sponsorships WHERE sponsor_id = $1`, [account.user.id]);
      expect(count).toBe(0);
    });

    it('refuses unknown, private and withdrawn content with 404 CONTENT_NOT_FOUND', async () => {
      const hidden = await content.content(teacherId, { visibility: 'private', tokenPrice: 20 });
      const withdrawn = await content.content(teacherId, { tokenPrice: 20 });
      await t.dataSource.query(`UPDATE content_items SET withdrawn_at = now() WHERE id = $1`, [withdrawn]);
      const { client } = await sponsor();
      for (const id of [hidden, withdrawn, 2_147_483_647]) {
        const response = await pledge(client, id, 10);
        expect([response.status, response.body.code]).toEqual([404, 'CONTENT_NOT_FOUND']);
      }
      expect((await pledge(client, 'abc', 10)).status).toBe(400);
      expect((await pledge(client, 0, 10)).status).toBe(400);
      expect((await client.get('/api/sponsors/me')).body.data.totalDonated).toBe(0);
    });

    it('pays for enrollments while the pool lasts, the teacher paid from it; then students pay in tokens or are refused', async () => {
      const { client: teacherClient, account: teacher } = await content.teacher();
      const id = await content.content(teacher.user.id, { tokenPrice: 20 });
      const { client } = await sponsor();
      const sponsorshipId = (await pledge(client, id, 5)).body.data.sponsorship.id; // 50 tokens: two enrollments, 10 left over

      const first = await studentWith(0);
      const second = await studentWith(0);
      const third = await studentWith(30);
      const fourth = await studentWith(0);
      for (const student of [first, second]) {
        const response = await enroll(student.client, id);
        expect(response.status).toBe(201);
        expect(response.body.data).toMatchObject({ enrollment: { accessType: 'sponsored', tokensSpent: 0 }, tokenBalance: 0 });
      }
      const paid = await enroll(third.client, id);
      expect(paid.status).toBe(201);
      expect(paid.body.data).toMatchObject({ enrollment: { accessType: 'token-paid', tokensSpent: 20 }, tokenBalance: 10 });
      const refused = await enroll(fourth.client, id);
      expect([refused.status, refused.body.code]).toEqual([402, 'INSUFFICIENT_TOKENS']);

      const enrollments = await t.dataSource.query(`SELECT student_id, access_type, sponsorship_id FROM enrollments WHERE content_id = $1 ORDER BY id`, [id]);
      expect(enrollments).toEqual([
        { student_id: first.id, access_type: 'sponsored', sponsorship_id: sponsorshipId },
        { student_id: second.id, access_type: 'sponsored', sponsorship_id: sponsorshipId },
        { student_id: third.id, access_type: 'token-paid', sponsorship_id: null },
      ]);
      // The teacher earned the price three times: twice from the pool, once from the student.
      expect(await books(teacher.user.id)).toEqual({ balance: 60, ledger: 60 });
      expect(await teacherEarnings(teacher.user.id)).toBe(60);
      const sales = await t.dataSource.query(`SELECT reason, delta, reference FROM token_ledger WHERE user_id = $1 ORDER BY id`, [teacher.user.id]);
      expect(sales).toEqual(
        expect.arrayContaining([
          { reason: 'sponsored_sale', delta: 20, reference: `content:${id}:student:${first.id}` },
          { reason: 'sponsored_sale', delta: 20, reference: `content:${id}:student:${second.id}` },
          { reason: 'content_sale', delta: 20, reference: `content:${id}:student:${third.id}` },
        ]),
      );
      expect(sales).toHaveLength(3);
      for (const student of [first, second, third, fourth]) expect((await books(student.id)).balance).toBe((await books(student.id)).ledger);
      expect(await books(first.id)).toEqual({ balance: 0, ledger: 0 });

      const [row] = await t.dataSource.query(`SELECT tokens_earned, enrollments FROM content_items WHERE id = $1`, [id]);
      expect(row).toEqual({ tokens_earned: 60, enrollments: 3 });
      const list = await client.get('/api/sponsors/sponsored-content');
      expect(list.body.data).toEqual([expect.objectContaining({ id: sponsorshipId, tokenPool: 50, tokensRemaining: 10, studentsFunded: 2 })]);
      expect((await client.get('/api/sponsors/stats')).body.data).toEqual({ studentsSupported: 2, contentSponsored: 1, learningHoursEnabled: 0, totalDonated: 5 });

      // The teacher's earnings this month count the sponsored sales as sales. The sales carry the
      // database's time, so the month is read at the last of them, not at the file's fixed clock.
      const [{ at }] = await t.dataSource.query(`SELECT max(created_at) AS at FROM token_ledger WHERE user_id = $1`, [teacher.user.id]);
      t.clock.set(at);
      const analytics = await teacherClient.get('/api/teacher/analytics');
      expect(analytics.body.data.earnings).toMatchObject({ thisMonth: 60, total: 60 });
    });
  });

  describe('figures', () => {
    it('computes stats and the sponsored content from the records', async () => {
      const { client, account } = await sponsor();
      const other = await sponsor();
      const algebra = await content.content(teacherId, { title: 'Algebra Basics', category: 'math', type: 'video', tokenPrice: 30 });
      const poems = await content.content(teacherId, { title: 'Poems Aloud', category: 'english', type: 'quiz', tokenPrice: 10 });
      const students = await parallel(4, () => signedInClient(t.app));
      const [a, b, c, d] = students.map((student) => student.account.user.id);

      const insertPool = async (sponsorId: number, contentId: number, dollars: number, remaining: number, createdAt: string) => {
        const [{ id }] = await t.dataSource.query(
          `INSERT INTO sponsorships (sponsor_id, content_id, amount_dollars, token_pool, tokens_remaining, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [sponsorId, contentId, dollars, dollars * 10, remaining, createdAt],
        );
        return id as number;
      };
      const insertEnrollment = (studentId: number, contentId: number, sponsorshipId: number | null, seconds: number) =>
        t.dataSource.query(
          `INSERT INTO enrollments (student_id, content_id, access_type, tokens_spent, sponsorship_id, time_spent_seconds) VALUES ($1, $2, $3, $4, $5, $6)`,
          [studentId, contentId, sponsorshipId ? 'sponsored' : 'token-paid', sponsorshipId ? 0 : 30, sponsorshipId, seconds],
        );

      const algebraPool = await insertPool(account.user.id, algebra, 12, 120 - 90, '2026-11-01T09:00:00Z'); // three students at 30
      const poemsPool = await insertPool(account.user.id, poems, 3, 30 - 10, '2026-11-05T09:00:00Z'); // one student at 10
      const poemsTopUp = await insertPool(account.user.id, poems, 7, 70, '2026-11-10T09:00:00Z'); // nothing drawn yet
      const othersPool = await insertPool(other.account.user.id, poems, 50, 490, '2026-11-06T09:00:00Z');
      await insertEnrollment(a, algebra, algebraPool, 3600); // 1 h
      await insertEnrollment(b, algebra, algebraPool, 1800); // 0.5 h
      await insertEnrollment(c, algebra, algebraPool, 0);
      await insertEnrollment(a, poems, poemsPool, 900); // the same student again: counted once, time added
      await insertEnrollment(d, poems, othersPool, 7200); // another sponsor's pool
      await insertEnrollment(b, poems, null, 5000); // paid in tokens

      expect((await client.get('/api/sponsors/stats')).body).toEqual({
        data: { studentsSupported: 3, contentSponsored: 2, learningHoursEnabled: 1.8, totalDonated: 22 },
      });
      const list = (await client.get('/api/sponsors/sponsored-content')).body.data;
      expect(list.map((item: { id: number }) => item.id)).toEqual([poemsTopUp, poemsPool, algebraPool]);
      expect(list).toEqual([
        expect.objectContaining({ amountDollars: 7, tokenPool: 70, tokensRemaining: 70, studentsFunded: 0, createdAt: '2026-11-10T09:00:00.000Z' }),
        expect.objectContaining({ amountDollars: 3, tokenPool: 30, tokensRemaining: 20, studentsFunded: 1 }),
        {
          id: algebraPool,
          content: { id: algebra, title: 'Algebra Basics', category: 'math', type: 'video', tokenPrice: 30, teacherUsername: expect.any(String), teacherFirstName: 'Ada', teacherLastName: 'Teach' },
          amountDollars: 12,
          tokenPool: 120,
          tokensRemaining: 30,
          studentsFunded: 3,
          createdAt: '2026-11-01T09:00:00.000Z',
        },
      ]);
      expect((await other.client.get('/api/sponsors/stats')).body.data).toEqual({ studentsSupported: 1, contentSponsored: 1, learningHoursEnabled: 2, totalDonated: 50 });
    });

    it('answers zeros and an empty list to a sponsor who pledged nothing', async () => {
      const { client } = await sponsor();
      expect((await client.get('/api/sponsors/stats')).body).toEqual({ data: { studentsSupported: 0, contentSponsored: 0, learningHoursEnabled: 0, totalDonated: 0 } });
      expect((await client.get('/api/sponsors/sponsored-content')).body).toEqual({ data: [] });
    });
  });

  describe('roles', () => {
    it.each(['student', 'teacher', 'parent'])('refuses a %s on every sponsor route', async (role) => {
      const { client } = await signedInClient(t.app, { userRole: role });
      const id = await content.content(teacherId, { tokenPrice: 20 });
      const calls = [
        client.get('/api/sponsors/me'),
        client.put('/api/sponsors/me', { data: { companyName: 'X' } }),
        client.post('/api/sponsors/sponsor-content', { contentId: id, amount: 5 }),
        client.get('/api/sponsors/sponsored-content'),
        client.get('/api/sponsors/stats'),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(403);
        expect(response.body).toMatchObject({ code: 'FORBIDDEN', message: SPONSORS_ONLY });
      }
      const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM sponsorships WHERE content_id = $1`, [id]);
      expect(count).toBe(0);
    });

    it('refuses a visitor without a session', async () => {
      const anonymous = await new ApiClient(t.app).start();
      expect((await anonymous.get('/api/sponsors/me')).status).toBe(401);
      expect((await anonymous.get('/api/sponsors/stats')).status).toBe(401);
    });
  });

  // Races only show on a real server: the embedded database runs one transaction at a time.
  (runsOnPostgresServer() ? describe : describe.skip)('under concurrency (PostgreSQL)', () => {
    it('50 students enrolling at once in a content whose pool funds 20: exactly 20 sponsored, the rest pay or are refused, the pool ends at 0', async () => {
      const { account: teacher } = await content.teacher();
      const id = await content.content(teacher.user.id, { tokenPrice: 50 });
      const { client } = await sponsor();
      expect((await pledge(client, id, 100)).status).toBe(201); // 1,000 tokens: 20 enrollments at 50
      const students = await inBatches(50, 10, () => signedInClient(t.app));
      // 40 students could pay; 10 could not, and are refused unless the pool pays for them.
      const canPay = (index: number) => index < 40;
      for (const [index, { account }] of students.entries()) if (canPay(index)) await game.grantTokens(account.user.id, 50);

      const responses = await parallel(students.length, (index) => enroll(students[index].client, id));
      expect(responses.filter((response) => response.status >= 500)).toEqual([]);
      const accessTypes = responses.map((response) => (response.status === 201 ? response.body.data.enrollment.accessType : response.status));
      expect(accessTypes.filter((type) => type === 'sponsored')).toHaveLength(20);
      const paid = accessTypes.filter((type) => type === 'token-paid').length;
      const refused = accessTypes.filter((type) => type === 402).length;
      expect(paid + refused).toBe(30);
      responses.forEach((response, index) => {
        if (canPay(index)) expect(response.status).toBe(201);
        else expect([201, 402]).toContain(response.status);
        if (response.status === 402) expect(response.body.code).toBe('INSUFFICIENT_TOKENS');
      });

      const [pool] = await t.dataSource.query(`SELECT tokens_remaining FROM sponsorships WHERE content_id = $1`, [id]);
      expect(pool.tokens_remaining).toBe(0);
      const [{ sponsored }] = await t.dataSource.query(`SELECT count(*)::int AS sponsored FROM enrollments WHERE content_id = $1 AND access_type = 'sponsored'`, [id]);
      expect(sponsored).toBe(20);
      for (const { account } of [...students, { account: teacher }]) {
        const { balance, ledger } = await books(account.user.id);
        expect(balance).toBe(ledger);
      }
      expect(await books(teacher.user.id)).toEqual({ balance: 50 * (20 + paid), ledger: 50 * (20 + paid) });
      expect(await teacherEarnings(teacher.user.id)).toBe(50 * (20 + paid));
      const [row] = await t.dataSource.query(`SELECT enrollments, tokens_earned FROM content_items WHERE id = $1`, [id]);
      expect(row).toEqual({ enrollments: 20 + paid, tokens_earned: 50 * (20 + paid) });
      expect((await client.get('/api/sponsors/stats')).body.data).toMatchObject({ studentsSupported: 20, contentSponsored: 1, totalDonated: 100 });
    });
  });
});
