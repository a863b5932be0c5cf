import { ClassFixtures, type Session } from '../support/class-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

type Status = 'pending' | 'approved' | 'denied';
type Action = 'approve' | 'deny' | 'reset';

const PARENTS_ONLY = 'Only parents can use the parent dashboard.';
const NOT_FOUND = { code: 'WISHLIST_ITEM_NOT_FOUND', message: 'Wishlist item not found.' };

/**
 * The parent's side of the wishlist (PRODUCT.md "Wishlist", spec §2 "Parent dashboard", §4): the
 * connected children's items, approve and deny from pending only, reset from anywhere, the note the
 * child sees, and nothing of any other family.
 */
describe('parent wishlist approvals (API)', () => {
  let t: TestApp;
  let fixtures: ClassFixtures;
  let parent: Session;
  let ann: Session;
  let bob: Session;
  let stranger: Session;
  const items: Record<string, number> = {};

  /** Family links are made by the family feature; here an accepted one is written directly. */
  const connect = (parentId: number, studentId: number, status: 'accepted' | 'pending' = 'accepted') =>
    t.dataSource.query(`INSERT INTO parent_links (parent_id, student_id, status, requested_at, decided_at) VALUES ($1, $2, $3, now(), $4)`, [
      parentId,
      studentId,
      status,
      status === 'accepted' ? new Date() : null,
    ]);

  const wish = async (student: Session, item: Record<string, unknown>): Promise<number> => {
    t.clock.advance(60);
    const response = await student.client.post('/api/student/wishlist', { type: 'reward', cost: 100, ...item });
    if (response.status !== 201) throw new Error(`Adding a wish failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data.id;
  };

  const decide = (who: Session, id: number, action: Action, body?: object) => who.client.post(`/api/parent/wishlist/${id}/${action}`, body);

  /** The item's row as stored, to set a starting state or check who decided. */
  const row = async (id: number) =>
    (await t.dataSource.query(`SELECT approval_status AS status, approval_note AS note, decided_by AS "decidedBy", decided_at AS "decidedAt" FROM wishlist_items WHERE id = $1`, [id]))[0];

  const setStatus = (id: number, status: Status) =>
    t.dataSource.query(`UPDATE wishlist_items SET approval_status = $2, approval_note = NULL, decided_by = NULL, decided_at = NULL WHERE id = $1`, [id, status]);

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-11-18T12:00:00Z');
    fixtures = new ClassFixtures(t.app, t.dataSource);
    parent = await fixtures.person('parent', { firstName: 'Pat', lastName: 'Parent' });
    ann = await fixtures.person('student', { firstName: 'Ann', lastName: 'Able' });
    bob = await fixtures.person('student', { firstName: 'Bob', lastName: 'Baker' });
    stranger = await fixtures.person('student', { firstName: 'Sam', lastName: 'Stranger' });
    const asked = await fixtures.person('student');
    await connect(parent.id, ann.id);
    await connect(parent.id, bob.id);
    await connect(parent.id, asked.id, 'pending');
    items.lego = await wish(ann, { name: 'Lego set', cost: 300, priority: 'high', description: 'The big one' });
    items.badge = await wish(bob, { name: 'Science badge', type: 'certificate', cost: 50, priority: 'low' });
    items.kite = await wish(ann, { name: 'Kite', type: 'item', cost: 80 });
    items.secret = await wish(stranger, { name: 'Not yours', cost: 10 });
    items.asked = await wish(asked, { name: 'Still asking', cost: 10 });
  });
  afterAll(() => t.close());

  it("lists the connected children's items, newest first, with whose they are; nothing of other students", async () => {
    const response = await parent.client.get('/api/parent/wishlist').expect(200);
    const list = response.body.data.data;
    expect(list.map((item: { id: number }) => item.id)).toEqual([items.kite, items.badge, items.lego]);
    expect(list[2]).toEqual({
      id: items.lego,
      name: 'Lego set',
      type: 'reward',
      priority: 'high',
      cost: 300,
      description: 'The big one',
      addedAt: expect.any(String),
      approvalStatus: 'pending',
      approvalNote: null,
      contentId: null,
      contentItem: null,
      decidedAt: null,
      childId: ann.id,
      student: { id: ann.id, firstName: 'Ann', lastName: 'Able', user: { username: ann.username, firstName: 'Ann', lastName: 'Able' } },
    });
  });

  it('filters by one connected child; an unconnected, pending or unknown child answers 404 CHILD_NOT_FOUND', async () => {
    const bobs = (await parent.client.get(`/api/parent/wishlist?childId=${bob.id}`).expect(200)).body.data.data;
    expect(bobs.map((item: { id: number }) => item.id)).toEqual([items.badge]);
    const anns = (await parent.client.get(`/api/parent/wishlist?childId=${ann.id}`).expect(200)).body.data.data;
    expect(anns.map((item: { name: string }) => item.name)).toEqual(['Kite', 'Lego set']);
    for (const childId of [stranger.id, 2_147_483_647]) {
      const refused = await parent.client.get(`/api/parent/wishlist?childId=${childId}`).expect(404);
      expect(refused.body).toMatchObject({ code: 'CHILD_NOT_FOUND', message: 'Child not found.' });
    }
    for (const query of ['childId=abc', 'childId=0', 'childId=1.5', 'sort=name']) {
      expect((await parent.client.get(`/api/parent/wishlist?${query}`).expect(400)).body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('only parents use it', async () => {
    for (const call of [ann.client.get('/api/parent/wishlist'), ann.client.post(`/api/parent/wishlist/${items.lego}/approve`, {})]) {
      expect((await call.expect(403)).body.message).toBe(PARENTS_ONLY);
    }
  });

  describe('the state machine, from every state', () => {
    const refusal = (from: Status, action: 'approve' | 'deny') =>
      `A wishlist item that is ${from} cannot be ${action === 'approve' ? 'approved' : 'denied'}; only pending items can be approved or denied`;

    it.each<[Status, Action, Status | null]>([
      ['pending', 'approve', 'approved'],
      ['pending', 'deny', 'denied'],
      ['pending', 'reset', 'pending'],
      ['approved', 'approve', null],
      ['approved', 'deny', null],
      ['approved', 'reset', 'pending'],
      ['denied', 'approve', null],
      ['denied', 'deny', null],
      ['denied', 'reset', 'pending'],
    ])('%s, %s → %s', async (from, action, to) => {
      const id = items.kite;
      await setStatus(id, from);
      const response = await decide(parent, id, action, {});
      if (to === null) {
        expect(response.status).toBe(409);
        expect(response.body).toMatchObject({ code: 'INVALID_TRANSITION', message: refusal(from, action as 'approve' | 'deny') });
        expect((await row(id)).status).toBe(from);
        return;
      }
      expect(response.status).toBe(200);
      expect(response.body.data.data).toMatchObject({ id, approvalStatus: to, childId: ann.id, name: 'Kite' });
      expect((await row(id)).status).toBe(to);
    });
  });

  it("records who decided and when; the note reaches the child's own wishlist, and a reset clears them", async () => {
    const id = items.lego;
    await setStatus(id, 'pending');
    t.clock.set('2026-11-20T08:30:00Z');
    const approved = (await decide(parent, id, 'approve', { note: '  Well done this term!  ' }).expect(200)).body.data.data;
    expect(approved).toMatchObject({ approvalStatus: 'approved', approvalNote: 'Well done this term!', decidedAt: '2026-11-20T08:30:00.000Z' });
    expect(await row(id)).toMatchObject({ status: 'approved', note: 'Well done this term!', decidedBy: parent.id });

    const own = (await ann.client.get('/api/student/wishlist').expect(200)).body.data.find((item: { id: number }) => item.id === id);
    expect(own).toMatchObject({ approvalStatus: 'approved', approvalNote: 'Well done this term!' });

    const reset = (await decide(parent, id, 'reset').expect(200)).body.data.data;
    expect(reset).toMatchObject({ approvalStatus: 'pending', approvalNote: null, decidedAt: null });
    expect(await row(id)).toMatchObject({ status: 'pending', note: null, decidedBy: null, decidedAt: null });

    const denied = (await decide(parent, id, 'deny', { note: 'Maybe for your birthday.' }).expect(200)).body.data.data;
    expect(denied).toMatchObject({ approvalStatus: 'denied', approvalNote: 'Maybe for your birthday.' });
    const seen = (await ann.client.get('/api/student/wishlist').expect(200)).body.data.find((item: { id: number }) => item.id === id);
    expect(seen).toMatchObject({ approvalStatus: 'denied', approvalNote: 'Maybe for your birthday.' });

    await decide(parent, id, 'reset', {}).expect(200);
    const blank = (await decide(parent, id, 'approve', { note: '   ' }).expect(200)).body.data.data;
    expect(blank.approvalNote).toBeNull();
  });

  it('refuses a note over 500 characters, a note that is not text and unknown fields', async () => {
    await setStatus(items.badge, 'pending');
    for (const body of [{ note: 'x'.repeat(501) }, { note: 5 }, { status: 'approved' }]) {
      expect((await decide(parent, items.badge, 'approve', body).expect(400)).body.code).toBe('VALIDATION_FAILED');
    }
    expect((await decide(parent, items.badge, 'approve', { note: 'y'.repeat(500) }).expect(200)).body.data.data.approvalNote).toHaveLength(500);
    for (const path of ['0/approve', 'abc/deny', '99999999999/reset']) {
      expect((await parent.client.post(`/api/parent/wishlist/${path}`, {}).expect(400)).body.code).toBe('VALIDATION_FAILED');
    }
  });

  it("another family's item, a pending link's item and an unknown item are all 404 WISHLIST_ITEM_NOT_FOUND, and stay untouched", async () => {
    const outsider = await fixtures.person('parent');
    await setStatus(items.lego, 'pending');
    for (const action of ['approve', 'deny', 'reset'] as const) {
      expect((await decide(outsider, items.lego, action, {}).expect(404)).body).toMatchObject(NOT_FOUND);
      expect((await decide(parent, items.secret, action, {}).expect(404)).body).toMatchObject(NOT_FOUND);
      expect((await decide(parent, items.asked, action, {}).expect(404)).body).toMatchObject(NOT_FOUND);
      expect((await decide(parent, 2_147_483_647, action, {}).expect(404)).body).toMatchObject(NOT_FOUND);
    }
    expect((await row(items.lego)).status).toBe('pending');
    expect((await row(items.secret)).status).toBe('pending');
    expect((await outsider.client.get('/api/parent/wishlist').expect(200)).body.data.data).toEqual([]);
  });

  it('two parents deciding at once: one wins, the other is told the item is no longer pending', async () => {
    const other = await fixtures.person('parent');
    await connect(other.id, bob.id);
    const id = await wish(bob, { name: 'Telescope', cost: 900 });
    const answers = await Promise.all([decide(parent, id, 'approve', { note: 'Yes' }), decide(other, id, 'deny', { note: 'No' })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.status === 200)!;
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body.code).toBe('INVALID_TRANSITION');
    const stored = await row(id);
    expect(stored.status).toBe(winner.body.data.data.approvalStatus);
    expect(stored.decidedBy).toBe(winner === answers[0] ? parent.id : other.id);
    expect(stored.note).toBe(winner === answers[0] ? 'Yes' : 'No');
  });
});
