import { AdminHttpError, wishlistDataProvider, type WishlistDataProvider } from '../support/admin-data-provider';
import { ClassFixtures, type Session } from '../support/class-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The react-admin adapter of the parent's wishlist, driven by ra-data-simple-rest itself (the package
 * the web uses): lists with sort, filter and paging (Content-Range), get one, and the typed custom
 * methods for decisions, one by one and in bulk. The same use cases as /api/parent/wishlist answer.
 */
describe('react-admin wishlist resource through ra-data-simple-rest (API)', () => {
  let t: TestApp;
  let fixtures: ClassFixtures;
  let parent: Session;
  let ann: Session;
  let bob: Session;
  let provider: WishlistDataProvider;
  const ids: Record<string, number> = {};
  const all = { pagination: { page: 1, perPage: 25 }, sort: { field: 'addedAt', order: 'DESC' } } as const;

  const connect = (parentId: number, studentId: number) =>
    t.dataSource.query(`INSERT INTO parent_links (parent_id, student_id, status, requested_at, decided_at) VALUES ($1, $2, 'accepted', now(), now())`, [parentId, studentId]);

  const wish = async (student: Session, item: Record<string, unknown>): Promise<number> => {
    t.clock.advance(60);
    const response = await student.client.post('/api/student/wishlist', { type: 'reward', ...item });
    if (response.status !== 201) throw new Error(`Adding a wish failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data.id;
  };

  const names = (records: Array<{ name?: unknown }>) => records.map((record) => record.name);
  const failure = (promise: Promise<unknown>) => promise.then(() => null).catch((error: AdminHttpError) => error);

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-11-18T12:00:00Z');
    fixtures = new ClassFixtures(t.app, t.dataSource);
    parent = await fixtures.person('parent');
    ann = await fixtures.person('student', { firstName: 'Ann' });
    bob = await fixtures.person('student', { firstName: 'Bob' });
    const stranger = await fixtures.person('student');
    await connect(parent.id, ann.id);
    await connect(parent.id, bob.id);
    provider = wishlistDataProvider(parent.client);
    ids.bike = await wish(ann, { name: 'Bike', cost: 500, priority: 'medium' });
    ids.atlas = await wish(bob, { name: 'Atlas', type: 'item', cost: 40, priority: 'high' });
    ids.cert = await wish(ann, { name: 'Coding certificate', type: 'certificate', cost: 120, priority: 'low' });
    ids.drum = await wish(bob, { name: 'Drum', cost: 250, priority: 'low' });
    ids.easel = await wish(ann, { name: 'Easel', type: 'item', cost: 90, priority: 'high' });
    ids.foreign = await wish(stranger, { name: 'Foreign', cost: 1 });
  });
  afterAll(() => t.close());

  it('lists sorted and paged, with the total from Content-Range (exposed to the browser)', async () => {
    const first = await provider.getList('wishlist', { ...all, pagination: { page: 1, perPage: 2 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect([names(first.data), first.total]).toEqual([['Atlas', 'Bike'], 5]);
    const second = await provider.getList('wishlist', { ...all, pagination: { page: 2, perPage: 2 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(names(second.data)).toEqual(['Coding certificate', 'Drum']);
    const byCost = await provider.getList('wishlist', { ...all, sort: { field: 'cost', order: 'DESC' }, filter: {} });
    expect(names(byCost.data)).toEqual(['Bike', 'Drum', 'Coding certificate', 'Easel', 'Atlas']);
    // Priority sorts by weight (high 3, medium 2, low 1); ties go by id in the same direction.
    const byPriority = await provider.getList('wishlist', { ...all, sort: { field: 'priority', order: 'DESC' }, filter: {} });
    expect(names(byPriority.data)).toEqual(['Easel', 'Atlas', 'Bike', 'Drum', 'Coding certificate']);
    const newest = await provider.getList('wishlist', { ...all, filter: {} });
    expect(names(newest.data)).toEqual(['Easel', 'Drum', 'Coding certificate', 'Atlas', 'Bike']);
    expect(newest.data[0]).toMatchObject({ id: ids.easel, childId: ann.id, student: { id: ann.id, user: { username: ann.username } }, approvalStatus: 'pending' });

    const raw = await parent.client.get('/api/admin/wishlist?sort=["name","ASC"]&range=[1,3]&filter={}').expect(200);
    expect(raw.headers['content-range']).toBe('wishlist 1-3/5');
    expect(raw.headers['access-control-expose-headers']).toBe('Content-Range');
    expect(raw.body.map((record: { name: string }) => record.name)).toEqual(['Bike', 'Coding certificate', 'Drum']);
    const beyond = await parent.client.get('/api/admin/wishlist?range=[50,59]').expect(200);
    expect([beyond.body, beyond.headers['content-range']]).toEqual([[], 'wishlist */5']);
  });

  it('filters by child, approval status, type and ids (getMany)', async () => {
    const bobs = await provider.getList('wishlist', { ...all, filter: { childId: bob.id } });
    expect([names(bobs.data), bobs.total]).toEqual([['Drum', 'Atlas'], 2]);
    const items = await provider.getList('wishlist', { ...all, filter: { type: 'item' } });
    expect(names(items.data)).toEqual(['Easel', 'Atlas']);
    const annItems = await provider.getList('wishlist', { ...all, filter: { childId: ann.id, type: 'item', approvalStatus: 'pending' } });
    expect(names(annItems.data)).toEqual(['Easel']);
    const many = await provider.getMany('wishlist', { ids: [ids.drum, ids.bike, ids.foreign] });
    expect(names(many.data).sort()).toEqual(['Bike', 'Drum']);
  });

  it('searches the names (any case, % and _ taken literally) among the connected children only', async () => {
    const searched = await provider.getList('wishlist', { ...all, filter: { q: 'CERT' } });
    expect([names(searched.data), searched.total]).toEqual([['Coding certificate'], 1]);
    const withChild = await provider.getList('wishlist', { ...all, filter: { q: 'a', childId: bob.id } });
    expect(names(withChild.data)).toEqual(['Atlas']);
    expect((await provider.getList('wishlist', { ...all, filter: { q: 'foreign' } })).total).toBe(0);
    expect((await provider.getList('wishlist', { ...all, filter: { q: '%' } })).total).toBe(0);
    const response = await parent.client.get(`/api/admin/wishlist?filter=${encodeURIComponent(JSON.stringify({ q: 'x'.repeat(101) }))}`).expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a sort field, range or filter it does not know with 400; an unconnected child is 404', async () => {
    for (const query of [
      'sort=["student_id","ASC"]',
      'sort=["name","UP"]',
      'range=[5,2]',
      'range=[0,500]',
      'filter={"parentId":1}',
      'filter={"childId":"x"}',
      'filter={"approvalStatus":"maybe"}',
      'filter={"type":"car"}',
      'filter=nope',
    ]) {
      const response = await parent.client.get(`/api/admin/wishlist?${query}`).expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
    const foreign = await failure(provider.getList('wishlist', { ...all, filter: { childId: 2_147_483_647 } }));
    expect(foreign).toMatchObject({ status: 404, body: { code: 'CHILD_NOT_FOUND' } });
  });

  it('gets one item; another family answers 404 and sees an empty list', async () => {
    expect((await provider.getOne('wishlist', { id: ids.bike })).data).toMatchObject({ id: ids.bike, name: 'Bike', cost: 500, decidedAt: null });
    expect(await failure(provider.getOne('wishlist', { id: ids.foreign }))).toMatchObject({ status: 404, message: 'Wishlist item not found.' });
    const other = wishlistDataProvider((await fixtures.person('parent')).client);
    expect(await failure(other.getOne('wishlist', { id: ids.bike }))).toMatchObject({ status: 404, body: { code: 'WISHLIST_ITEM_NOT_FOUND' } });
    expect((await other.getList('wishlist', { ...all, filter: {} })).total).toBe(0);
    expect(await failure(other.approveWishlistItem(ids.bike))).toMatchObject({ status: 404 });
  });

  it('approve, deny and reset are typed custom methods over the state machine', async () => {
    const approved = await provider.approveWishlistItem(ids.bike, 'Ride safely');
    expect(approved.data).toMatchObject({ id: ids.bike, approvalStatus: 'approved', approvalNote: 'Ride safely', decidedAt: expect.any(String) });
    expect(await failure(provider.denyWishlistItem(ids.bike))).toMatchObject({
      status: 409,
      body: { code: 'INVALID_TRANSITION' },
      message: 'A wishlist item that is approved cannot be denied; only pending items can be approved or denied',
    });
    expect((await provider.resetWishlistItem(ids.bike)).data).toMatchObject({ approvalStatus: 'pending', approvalNote: null, decidedAt: null });
    expect((await provider.denyWishlistItem(ids.bike, 'Not this month')).data).toMatchObject({ approvalStatus: 'denied', approvalNote: 'Not this month' });
    expect((await ann.client.get('/api/student/wishlist').expect(200)).body.data.find((item: { id: number }) => item.id === ids.bike)).toMatchObject({
      approvalStatus: 'denied',
      approvalNote: 'Not this month',
    });
    // There is no generic way around the rules.
    expect(await failure(provider.update('wishlist', { id: ids.bike, data: { approvalStatus: 'approved' }, previousData: { id: ids.bike } }))).toMatchObject({ status: 404 });
    expect(await failure(provider.delete('wishlist', { id: ids.bike, previousData: { id: ids.bike } }))).toMatchObject({ status: 404 });
    expect(await failure(provider.create('wishlist', { data: { name: 'Sneaky' } }))).toMatchObject({ status: 404 });
    await provider.resetWishlistItem(ids.bike);
  });

  it('approve-many and deny-many: each item through the same use case; not pending, foreign and unknown ids are skipped', async () => {
    await provider.denyWishlistItem(ids.drum);
    const approved = await provider.approveMany([ids.atlas, ids.drum, ids.foreign, 2_147_483_647, ids.atlas, ids.cert], 'Enjoy');
    expect(approved.data).toEqual([ids.atlas, ids.cert]);
    const pending = await provider.getList('wishlist', { ...all, filter: { approvalStatus: 'approved' } });
    expect(pending.data.map((record) => [record.name, record.approvalNote])).toEqual([
      ['Coding certificate', 'Enjoy'],
      ['Atlas', 'Enjoy'],
    ]);
    const denied = await provider.denyMany([ids.atlas, ids.easel, ids.bike]);
    expect(denied.data).toEqual([ids.easel, ids.bike]);
    expect((await provider.getList('wishlist', { ...all, filter: { approvalStatus: 'pending' } })).total).toBe(0);
    expect((await parent.client.get('/api/student/wishlist').expect(403)).body.code).toBe('FORBIDDEN');
    const stored = await t.dataSource.query(`SELECT approval_status AS status FROM wishlist_items WHERE id = $1`, [ids.foreign]);
    expect(stored).toEqual([{ status: 'pending' }]);
  });

  it('refuses bad bulk bodies with 400', async () => {
    const many = Array.from({ length: 101 }, (_, index) => index + 1);
    for (const body of [{}, { ids: [] }, { ids: many }, { ids: [0] }, { ids: ['1'] }, { ids: [1.5] }, { ids: [1], note: 'x'.repeat(501) }, { ids: [1], status: 'approved' }]) {
      expect((await parent.client.post('/api/admin/wishlist/approve-many', body).expect(400)).body.code).toBe('VALIDATION_FAILED');
    }
    expect((await ann.client.post('/api/admin/wishlist/deny-many', { ids: [ids.bike] }).expect(403)).body.message).toBe('Only parents can use the parent dashboard.');
  });
});
