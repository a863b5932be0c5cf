import request from 'supertest';
import { adminDataProvider, AdminHttpError, type ClassesDataProvider } from '../support/admin-data-provider';
import { ClassFixtures, type Session } from '../support/class-fixtures';
import { GameFixtures } from '../support/game-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The parent's goals and token transfers as react-admin resources, driven by ra-data-simple-rest
 * itself (the package the web uses): sorted both ways, filtered, paged with Content-Range, only the
 * parent's own connected children's; goals and transfers are made by the parent's own routes.
 */
describe('react-admin goals and transfers resources through ra-data-simple-rest (API)', () => {
  let t: TestApp;
  let fixtures: ClassFixtures;
  let parent: Session;
  let otherParent: Session;
  let ann: Session;
  let bob: Session;
  let stranger: Session;
  let provider: ClassesDataProvider;
  const goals: Record<string, number> = {};
  const transfers: Record<string, number> = {};
  const page = { page: 1, perPage: 25 };

  const connect = (parentId: number, studentId: number) =>
    t.dataSource.query(`INSERT INTO parent_links (parent_id, student_id, status, requested_at, decided_at) VALUES ($1, $2, 'accepted', now(), now())`, [parentId, studentId]);

  const goal = async (who: Session, child: Session, form: Record<string, unknown>): Promise<number> => {
    t.clock.advance(60);
    const response = await who.client.post('/api/parent/goals', { data: { childId: child.id, kind: 'custom', ...form } });
    if (response.status !== 201) throw new Error(`Setting a goal failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data.data.id;
  };

  const transfer = async (who: Session, child: Session, amount: number, note?: string): Promise<number> => {
    t.clock.advance(60);
    const response = await who.client.post('/api/parent/transfer-tokens', { childId: child.id, amount, ...(note ? { note } : {}) });
    if (response.status !== 201) throw new Error(`A transfer failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data.data.transfer.id;
  };

  const titles = (records: Array<{ title?: unknown }>) => records.map((record) => record.title);
  const amounts = (records: Array<{ amount?: unknown }>) => records.map((record) => record.amount);
  const failure = (promise: Promise<unknown>) => promise.then(() => null).catch((error: AdminHttpError) => error);

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-11-18T12:00:00Z');
    fixtures = new ClassFixtures(t.app, t.dataSource);
    const game = new GameFixtures(t.dataSource);
    parent = await fixtures.person('parent');
    otherParent = await fixtures.person('parent');
    ann = await fixtures.person('student', { firstName: 'Ann', lastName: 'Lee' });
    bob = await fixtures.person('student', { firstName: 'Bob', lastName: 'Stone' });
    stranger = await fixtures.person('student', { firstName: 'Sid' });
    await connect(parent.id, ann.id);
    await connect(parent.id, bob.id);
    await connect(otherParent.id, stranger.id);
    await game.grantTokens(parent.id, 1000);
    await game.grantTokens(otherParent.id, 1000);
    provider = adminDataProvider(parent.client);

    goals.books = await goal(parent, ann, { title: 'Read three books', target: 3, dueDate: '2026-12-31' });
    goals.fractions = await goal(parent, bob, { title: 'Practise fractions', kind: 'study_minutes', target: 90, dueDate: '2026-12-01' });
    goals.volcano = await goal(parent, ann, { title: 'Watch the volcano film', kind: 'videos_watched', target: 1 });
    goals.xp = await goal(parent, bob, { title: 'Earn 500 XP', kind: 'xp', target: 500, dueDate: '2027-01-15' });
    goals.foreign = await goal(otherParent, stranger, { title: 'Read a foreign book', target: 1 });
    await parent.client.post(`/api/parent/goals/${goals.volcano}/complete`).expect(200);

    transfers.first = await transfer(parent, ann, 30, 'For the science course');
    transfers.second = await transfer(parent, bob, 5);
    transfers.third = await transfer(parent, ann, 120, 'Well done');
    transfers.fourth = await transfer(parent, bob, 60);
    transfers.foreign = await transfer(otherParent, stranger, 7);
  });
  afterAll(() => t.close());

  describe('goals', () => {
    it('lists newest first by default, sorts by each column both ways (ties by id), with the total in Content-Range', async () => {
      const raw = await parent.client.get('/api/admin/goals').expect(200);
      expect(titles(raw.body)).toEqual(['Earn 500 XP', 'Watch the volcano film', 'Practise fractions', 'Read three books']);
      expect(raw.headers['content-range']).toBe('goals 0-3/4');
      expect(raw.headers['access-control-expose-headers']).toBe('Content-Range');

      const sorted = async (field: string, order: 'ASC' | 'DESC') => titles((await provider.getList('goals', { pagination: page, sort: { field, order }, filter: {} })).data);
      expect(await sorted('title', 'ASC')).toEqual(['Earn 500 XP', 'Practise fractions', 'Read three books', 'Watch the volcano film']);
      expect(await sorted('title', 'DESC')).toEqual(['Watch the volcano film', 'Read three books', 'Practise fractions', 'Earn 500 XP']);
      expect(await sorted('target', 'ASC')).toEqual(['Watch the volcano film', 'Read three books', 'Practise fractions', 'Earn 500 XP']);
      expect(await sorted('target', 'DESC')).toEqual(['Earn 500 XP', 'Practise fractions', 'Read three books', 'Watch the volcano film']);
      // A goal without a due date comes last either way.
      expect(await sorted('dueDate', 'ASC')).toEqual(['Practise fractions', 'Read three books', 'Earn 500 XP', 'Watch the volcano film']);
      expect(await sorted('dueDate', 'DESC')).toEqual(['Earn 500 XP', 'Read three books', 'Practise fractions', 'Watch the volcano film']);
      expect(await sorted('createdAt', 'ASC')).toEqual(['Read three books', 'Practise fractions', 'Watch the volcano film', 'Earn 500 XP']);

      const second = await parent.client.get('/api/admin/goals?sort=["title","ASC"]&range=[2,3]&filter={}').expect(200);
      expect([titles(second.body), second.headers['content-range']]).toEqual([['Read three books', 'Watch the volcano film'], 'goals 2-3/4']);
      const beyond = await parent.client.get('/api/admin/goals?range=[50,59]').expect(200);
      expect([beyond.body, beyond.headers['content-range']]).toEqual([[], 'goals */4']);
    });

    it('names the child of each goal and says when it was completed', async () => {
      const { data } = await provider.getList('goals', { pagination: page, sort: { field: 'title', order: 'ASC' }, filter: { q: 'volcano' } });
      expect(data).toEqual([
        {
          id: goals.volcano,
          childId: ann.id,
          childName: 'Ann Lee',
          child: { id: ann.id, username: ann.username, firstName: 'Ann', lastName: 'Lee' },
          title: 'Watch the volcano film',
          kind: 'videos_watched',
          target: 1,
          dueDate: null,
          completedAt: expect.any(String),
          createdAt: expect.any(String),
        },
      ]);
    });

    it('filters by child, completion, words of the title and ids (getMany)', async () => {
      const list = async (filter: Record<string, unknown>) => {
        const answer = await provider.getList('goals', { pagination: page, sort: { field: 'title', order: 'ASC' }, filter });
        return [titles(answer.data), answer.total];
      };
      expect(await list({ childId: bob.id })).toEqual([['Earn 500 XP', 'Practise fractions'], 2]);
      expect(await list({ completed: true })).toEqual([['Watch the volcano film'], 1]);
      expect(await list({ completed: false, childId: ann.id })).toEqual([['Read three books'], 1]);
      // Every word, in any order and case, somewhere in the title; % and _ are plain characters.
      expect(await list({ q: 'BOOKS read' })).toEqual([['Read three books'], 1]);
      expect(await list({ q: 'read film' })).toEqual([[], 0]);
      expect(await list({ q: '%' })).toEqual([[], 0]);
      expect(await list({ q: 'foreign' })).toEqual([[], 0]);
      const many = await provider.getMany('goals', { ids: [goals.xp, goals.books, goals.foreign] });
      expect(titles(many.data).sort()).toEqual(['Earn 500 XP', 'Read three books']);
    });
  });

  describe('transfers', () => {
    it('lists newest first by default, sorts by time and amount both ways, with the total in Content-Range', async () => {
      const raw = await parent.client.get('/api/admin/transfers').expect(200);
      expect(amounts(raw.body)).toEqual([60, 120, 5, 30]);
      expect(raw.headers['content-range']).toBe('transfers 0-3/4');
      expect(raw.headers['access-control-expose-headers']).toBe('Content-Range');
      expect(raw.body[1]).toEqual({
        id: transfers.third,
        childId: ann.id,
        child: { id: ann.id, username: ann.username, firstName: 'Ann', lastName: 'Lee' },
        amount: 120,
        note: 'Well done',
        createdAt: expect.any(String),
      });
      expect(new Date(raw.body[0].createdAt).getTime()).toBeGreaterThan(new Date(raw.body[1].createdAt).getTime());

      const sorted = async (field: string, order: 'ASC' | 'DESC') => amounts((await provider.getList('transfers', { pagination: page, sort: { field, order }, filter: {} })).data);
      expect(await sorted('createdAt', 'DESC')).toEqual([60, 120, 5, 30]);
      expect(await sorted('createdAt', 'ASC')).toEqual([30, 5, 120, 60]);
      expect(await sorted('amount', 'ASC')).toEqual([5, 30, 60, 120]);
      expect(await sorted('amount', 'DESC')).toEqual([120, 60, 30, 5]);

      const second = await parent.client.get('/api/admin/transfers?sort=["createdAt","DESC"]&range=[1,2]').expect(200);
      expect([amounts(second.body), second.headers['content-range']]).toEqual([[120, 5], 'transfers 1-2/4']);
    });

    it('filters by child and by ids (getMany)', async () => {
      const bobs = await provider.getList('transfers', { pagination: page, sort: { field: 'createdAt', order: 'DESC' }, filter: { childId: bob.id } });
      expect([amounts(bobs.data), bobs.total]).toEqual([[60, 5], 2]);
      expect(bobs.data.every((record) => record.child.firstName === 'Bob' && record.note === null)).toBe(true);
      const many = await provider.getMany('transfers', { ids: [transfers.first, transfers.foreign] });
      expect(amounts(many.data)).toEqual([30]);
    });

    it('shows a transfer made through the parent route at the top', async () => {
      const made = await transfer(parent, bob, 11, 'Fresh');
      const { data, total } = await provider.getList('transfers', { pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
      expect([data.map((record) => [record.id, record.amount, record.note]), total]).toEqual([[[made, 11, 'Fresh']], 5]);
    });
  });

  describe('who sees what', () => {
    it('another parent sees only their own child; naming a child who is not theirs answers 404', async () => {
      const other = adminDataProvider(otherParent.client);
      const theirGoals = await other.getList('goals', { pagination: page, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
      expect(titles(theirGoals.data)).toEqual(['Read a foreign book']);
      const theirTransfers = await other.getList('transfers', { pagination: page, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
      expect(amounts(theirTransfers.data)).toEqual([7]);
      for (const resource of ['goals', 'transfers']) {
        expect(await failure(provider.getList(resource, { pagination: page, sort: { field: 'createdAt', order: 'DESC' }, filter: { childId: stranger.id } }))).toMatchObject({
          status: 404,
          body: { code: 'CHILD_NOT_FOUND' },
        });
        expect(await failure(other.getList(resource, { pagination: page, sort: { field: 'createdAt', order: 'DESC' }, filter: { childId: ann.id } }))).toMatchObject({
          status: 404,
          body: { code: 'CHILD_NOT_FOUND' },
        });
      }
    });

    it('a child no longer connected leaves both lists', async () => {
      const carol = await fixtures.person('student', { firstName: 'Carol' });
      const family = await fixtures.person('parent');
      await connect(family.id, carol.id);
      await new GameFixtures(t.dataSource).grantTokens(family.id, 100);
      await goal(family, carol, { title: 'Tidy the desk', target: 1 });
      await transfer(family, carol, 9);
      const lists = adminDataProvider(family.client);
      const count = async (resource: string) => (await lists.getList(resource, { pagination: page, sort: { field: 'createdAt', order: 'DESC' }, filter: {} })).total;
      expect([await count('goals'), await count('transfers')]).toEqual([1, 1]);
      await carol.client.delete(`/api/student/parents/${family.id}`).expect(200);
      expect([await count('goals'), await count('transfers')]).toEqual([0, 0]);
    });

    it('only parents: other roles get the parent routes’ refusal, a stranger 401', async () => {
      for (const role of ['student', 'teacher', 'sponsor'] as const) {
        const someone = await fixtures.person(role);
        for (const path of ['/api/admin/goals', '/api/admin/transfers']) {
          const response = await someone.client.get(path).expect(403);
          expect(response.body.message).toBe('Only parents can use the parent dashboard.');
        }
      }
      for (const path of ['/api/admin/goals', '/api/admin/transfers']) await request(t.app.getHttpServer()).get(path).expect(401);
    });
  });

  it('refuses a sort, range or filter it does not know with 400 and says which fields it takes', async () => {
    const sortRefused = await parent.client.get('/api/admin/goals?sort=["kind","ASC"]').expect(400);
    expect(sortRefused.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'sort must be [field, "ASC" | "DESC"] with field one of createdAt, dueDate, title, target' });
    const transferSort = await parent.client.get('/api/admin/transfers?sort=["note","DESC"]').expect(400);
    expect(transferSort.body.message).toBe('sort must be [field, "ASC" | "DESC"] with field one of createdAt, amount');
    for (const [path, query] of [
      ['goals', 'sort=["title","UP"]'],
      ['goals', 'range=[0,500]'],
      ['goals', 'filter={"parentId":1}'],
      ['goals', 'filter={"completed":"yes"}'],
      ['goals', 'filter={"childId":"x"}'],
      ['goals', `filter=${encodeURIComponent(JSON.stringify({ q: 'x'.repeat(101) }))}`],
      ['transfers', 'sort=["amount","down"]'],
      ['transfers', 'range=[5,2]'],
      ['transfers', 'filter={"q":"x"}'],
      ['transfers', 'filter={"childId":0}'],
      ['transfers', 'filter=nope'],
    ]) {
      const response = await parent.client.get(`/api/admin/${path}?${query}`).expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
  });
});
