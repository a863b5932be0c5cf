import { ApiClient, signedInClient } from '../support/api-client';
import { ContentFixtures } from '../support/content-fixtures';
import { LearningFixtures } from '../support/learning-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

describe('student wishlist (API)', () => {
  let t: TestApp;
  let content: ContentFixtures;
  let learning: LearningFixtures;
  let teacherId: number;

  beforeAll(async () => {
    t = await createTestApp();
    content = new ContentFixtures(t.app, t.dataSource);
    learning = new LearningFixtures(t.dataSource);
    teacherId = (await content.teacher()).account.user.id;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set('2026-11-18T12:00:00Z'));

  const student = () => signedInClient(t.app);
  const itemCount = async (studentId: number) =>
    (await t.dataSource.query(`SELECT count(*)::int AS count FROM wishlist_items WHERE student_id = $1`, [studentId]))[0].count as number;

  it('starts empty', async () => {
    const { client } = await student();
    expect((await client.get('/api/student/wishlist').expect(200)).body).toEqual({ data: [] });
  });

  it('adds a course by its content id, named and priced by the course, pending approval', async () => {
    const { client } = await student();
    const contentId = await content.content(teacherId, { title: 'Algebra Quest', tokenPrice: 45, visibility: 'premium' });
    const added = (await client.post('/api/student/wishlist', { contentId, type: 'course' }).expect(201)).body.data;
    expect(added).toEqual({
      id: expect.any(Number),
      name: 'Algebra Quest',
      type: 'course',
      priority: 'medium',
      cost: 45,
      description: null,
      addedAt: '2026-11-18T12:00:00.000Z',
      approvalStatus: 'pending',
      approvalNote: null,
      contentId,
      contentItem: expect.objectContaining({ id: contentId, title: 'Algebra Quest', tokenPrice: 45, visibility: 'premium', teacherFirstName: 'Ada' }),
    });
    expect((await client.get('/api/student/wishlist')).body.data).toEqual([added]);
  });

  it('refuses the same course twice with 409 ALREADY_ON_WISHLIST', async () => {
    const { client, account } = await student();
    const contentId = await content.content(teacherId);
    await client.post('/api/student/wishlist', { contentId, type: 'course', priority: 'high' }).expect(201);
    const again = await client.post('/api/student/wishlist', { contentId, type: 'course' }).expect(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_ON_WISHLIST', message: 'This course is already on your wishlist.' });
    expect(await itemCount(account.user.id)).toBe(1);
  });

  it('lets two students wish for the same course', async () => {
    const contentId = await content.content(teacherId);
    for (const { client } of [await student(), await student()]) await client.post('/api/student/wishlist', { contentId, type: 'course' }).expect(201);
  });

  it('refuses an unknown, private or withdrawn course with 404', async () => {
    const { client, account } = await student();
    const hidden = await content.content(teacherId, { visibility: 'private' });
    const withdrawn = await content.content(teacherId);
    await learning.withdraw(withdrawn);
    for (const contentId of [999_999, hidden, withdrawn]) {
      expect((await client.post('/api/student/wishlist', { contentId, type: 'course' }).expect(404)).body.code).toBe('CONTENT_NOT_FOUND');
    }
    expect(await itemCount(account.user.id)).toBe(0);
  });

  it.each(['reward', 'certificate', 'item'])('adds a %s with its name, cost, priority and description', async (type) => {
    const { client } = await student();
    const added = (await client.post('/api/student/wishlist', { type, name: '  Science kit  ', cost: 150, priority: 'low', description: 'With a microscope' }).expect(201))
      .body.data;
    expect(added).toMatchObject({
      type,
      name: 'Science kit',
      cost: 150,
      priority: 'low',
      description: 'With a microscope',
      approvalStatus: 'pending',
      approvalNote: null,
      contentId: null,
      contentItem: null,
    });
  });

  it('takes a free item and the highest cost allowed', async () => {
    const { client } = await student();
    await client.post('/api/student/wishlist', { type: 'item', name: 'Sticker', cost: 0 }).expect(201);
    await client.post('/api/student/wishlist', { type: 'reward', name: 'Bike', cost: 1_000_000 }).expect(201);
  });

  it.each([
    [{ type: 'reward', cost: 10 }, 'name is required'],
    [{ type: 'reward', name: '   ', cost: 10 }, 'name must not be blank'],
    [{ type: 'reward', name: 'x'.repeat(201), cost: 10 }, 'name must be at most 200 characters'],
    [{ type: 'reward', name: 'Bad\u0000name', cost: 10 }, 'name must not contain NUL characters'],
    [{ type: 'reward', name: 42, cost: 10 }, 'name is required'],
    [{ type: 'reward', name: 'Kit' }, 'cost must be a whole number of tokens'],
    [{ type: 'reward', name: 'Kit', cost: -1 }, 'cost must be 0 or more'],
    [{ type: 'reward', name: 'Kit', cost: 1_000_001 }, 'cost must be at most 1,000,000'],
    [{ type: 'reward', name: 'Kit', cost: 2.5 }, 'cost must be a whole number of tokens'],
    [{ type: 'reward', name: 'Kit', cost: '5' }, 'cost must be a whole number of tokens'],
    [{ type: 'reward', name: 'Kit', cost: 5, priority: 'urgent' }, 'priority must be one of high, medium, low'],
    [{ type: 'pony', name: 'Kit', cost: 5 }, 'type must be one of reward, course, certificate, item'],
    [{ name: 'Kit', cost: 5 }, 'type must be one of reward, course, certificate, item'],
    [{ type: 'reward', name: 'Kit', cost: 5, description: 'x'.repeat(1001) }, 'description must be at most 1000 characters'],
    [{ type: 'reward', name: 'Kit', cost: 5, description: 'a\u0000b' }, 'description must not contain NUL characters'],
    [{ type: 'reward', name: 'Kit', cost: 5, contentId: 3 }, 'contentId is only for courses'],
    [{ type: 'course' }, 'contentId is required for a course'],
    [{ type: 'course', contentId: 'abc' }, 'contentId must be a whole number'],
    [{ type: 'course', contentId: 0 }, 'contentId is not a course'],
    [{ type: 'course', contentId: 5, name: 'Cheap', cost: 0 }, "A course's name and cost come from the course; send only its contentId"],
    [{ type: 'reward', name: 'Kit', cost: 5, approvalStatus: 'approved' }, 'property approvalStatus should not exist'],
  ])('refuses %j with 400 "%s" and adds nothing', async (body, message) => {
    const { client, account } = await student();
    const response = await client.post('/api/student/wishlist', body).expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await itemCount(account.user.id)).toBe(0);
  });

  it('lists newest first, with the approval state and note a parent gave', async () => {
    const { client, account } = await student();
    const first = (await client.post('/api/student/wishlist', { type: 'reward', name: 'First', cost: 1 }).expect(201)).body.data;
    t.clock.advance(60);
    const second = (await client.post('/api/student/wishlist', { type: 'item', name: 'Second', cost: 2 }).expect(201)).body.data;
    await t.dataSource.query(`UPDATE wishlist_items SET approval_status = 'approved', approval_note = 'Well earned' WHERE id = $1`, [first.id]);
    const list = (await client.get('/api/student/wishlist').expect(200)).body.data;
    expect(list.map((item: { id: number }) => item.id)).toEqual([second.id, first.id]);
    expect(list[1]).toMatchObject({ approvalStatus: 'approved', approvalNote: 'Well earned' });
    expect(await itemCount(account.user.id)).toBe(2);
  });

  it('hides the card of a course that left the catalogue, and keeps the item', async () => {
    const { client } = await student();
    const contentId = await content.content(teacherId, { title: 'Soon Gone' });
    await client.post('/api/student/wishlist', { contentId, type: 'course' }).expect(201);
    await learning.withdraw(contentId);
    const [item] = (await client.get('/api/student/wishlist')).body.data;
    expect(item).toMatchObject({ name: 'Soon Gone', contentId, contentItem: null });
  });

  it('removes an item of my own; removing it again is 404', async () => {
    const { client, account } = await student();
    const item = (await client.post('/api/student/wishlist', { type: 'reward', name: 'Gone soon', cost: 3 }).expect(201)).body.data;
    expect((await client.delete(`/api/student/wishlist/${item.id}`).expect(200)).body).toEqual({ data: { id: item.id } });
    expect(await itemCount(account.user.id)).toBe(0);
    expect((await client.delete(`/api/student/wishlist/${item.id}`).expect(404)).body.code).toBe('WISHLIST_ITEM_NOT_FOUND');
    expect((await client.delete('/api/student/wishlist/abc').expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it("cannot remove another student's item: 404, and it stays", async () => {
    const owner = await student();
    const intruder = await student();
    const item = (await owner.client.post('/api/student/wishlist', { type: 'reward', name: 'Mine', cost: 3 }).expect(201)).body.data;
    const response = await intruder.client.delete(`/api/student/wishlist/${item.id}`).expect(404);
    expect(response.body).toMatchObject({ code: 'WISHLIST_ITEM_NOT_FOUND', message: 'This item is not on your wishlist.' });
    expect((await owner.client.get('/api/student/wishlist')).body.data.map((entry: { id: number }) => entry.id)).toEqual([item.id]);
    expect((await intruder.client.get('/api/student/wishlist')).body.data).toEqual([]);
  });

  it('holds at most 200 items', async () => {
    const { client, account } = await student();
    await t.dataSource.query(
      `INSERT INTO wishlist_items (student_id, name, type, cost) SELECT $1, 'Item ' || n, 'item', n FROM generate_series(1, 199) AS n`,
      [account.user.id],
    );
    await client.post('/api/student/wishlist', { type: 'reward', name: 'The 200th', cost: 5 }).expect(201);
    const full = await client.post('/api/student/wishlist', { type: 'reward', name: 'The 201st', cost: 5 }).expect(409);
    expect(full.body).toMatchObject({ code: 'WISHLIST_FULL', message: 'Your wishlist already holds 200 items. Remove one to add another.' });
    expect(await itemCount(account.user.id)).toBe(200);
  });

  it.each(['teacher', 'parent', 'sponsor'])("refuses a %s with 403 'Only students can use wishlist.'", async (role) => {
    const { client } = await signedInClient(t.app, { userRole: role });
    for (const response of [
      await client.get('/api/student/wishlist'),
      await client.post('/api/student/wishlist', { type: 'reward', name: 'Kit', cost: 5 }),
      await client.delete('/api/student/wishlist/1'),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe('Only students can use wishlist.');
    }
  });

  it('refuses a caller without a token with 401', async () => {
    const anonymous = await new ApiClient(t.app).start();
    expect((await anonymous.get('/api/student/wishlist')).status).toBe(401);
  });
});
