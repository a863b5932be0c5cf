import { NotificationRetentionJob } from '../../api/notifications/notification-retention.job';
import { PORTS } from '../../application/ports/tokens';
import { NOTIFICATION_PAGE_MAX } from '../../domain/notifications/notification-kinds';
import type { UnitOfWork } from '../../application/ports/unit-of-work.port';
import { ClassFixtures, type Session } from '../support/class-fixtures';
import { ContentFixtures } from '../support/content-fixtures';
import { GameFixtures } from '../support/game-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

/**
 * What reaches whom (issue 42): each cause writes its receiver's notification in its own
 * transaction, so a refused cause leaves none; an erased account takes its notifications (received
 * and caused), its threads and its announcements with it; notifications are kept 90 days.
 */

const NOW = '2033-05-10T10:00:00.000Z';
const DAY_MS = 86_400_000;

interface Written {
  kind: string;
  actorId: number | null;
  params: Record<string, unknown>;
  createdAt: string;
}

describe('notifications written with their cause (API)', () => {
  let t: TestApp;
  let people: ClassFixtures;
  let content: ContentFixtures;
  let game: GameFixtures;

  /** What the receiver reads in their notification list, oldest first. */
  async function heardBy(receiver: Session): Promise<Written[]> {
    const response = await receiver.client.get(`/api/notifications?limit=${NOTIFICATION_PAGE_MAX}`).expect(200);
    const items = response.body.data.items as Array<{ kind: string; actor: { id: number } | null; params: Record<string, unknown>; createdAt: string }>;
    return items.reverse().map(({ kind, actor, params, createdAt }) => ({ kind, actorId: actor?.id ?? null, params, createdAt }));
  }

  /** How many notification rows an account has, once it can no longer sign in to read them. */
  async function rowsOf(userId: number): Promise<number> {
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM notifications WHERE user_id = $1`, [userId]);
    return count;
  }

  const student = (firstName = 'Maya') => people.person('student', { firstName, lastName: 'Rivers' });
  const parent = () => people.person('parent', { firstName: 'Pat', lastName: 'Parent' });
  const teacher = () => people.person('teacher', { firstName: 'Ada', lastName: 'Teach' });

  /** A parent the student accepted, through the API. */
  async function family(): Promise<{ child: Session; mum: Session }> {
    const [child, mum] = await Promise.all([student(), parent()]);
    await mum.client.post('/api/parent/connect-child', { identifier: child.username }).expect(201);
    await child.client.post(`/api/student/parent-requests/${mum.id}/accept`).expect(200);
    return { child, mum };
  }

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(NOW) });
    people = new ClassFixtures(t.app, t.dataSource);
    content = new ContentFixtures(t.app, t.dataSource);
    game = new GameFixtures(t.dataSource);
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(NOW));

  describe('a student hears', () => {
    it("of a parent's request once, while it waits for their answer; the parent hears it was accepted", async () => {
      const [child, mum] = await Promise.all([student(), parent()]);
      await mum.client.post('/api/parent/connect-child', { identifier: child.username }).expect(201);
      await mum.client.post('/api/parent/connect-child', { identifier: child.email }).expect(201);
      expect(await heardBy(child)).toEqual([{ kind: 'parentRequest', actorId: mum.id, params: {}, createdAt: NOW }]);
      expect(await heardBy(mum)).toEqual([]);

      await child.client.post(`/api/student/parent-requests/${mum.id}/accept`).expect(200);
      expect(await heardBy(mum)).toEqual([{ kind: 'requestAccepted', actorId: child.id, params: {}, createdAt: NOW }]);
    });

    it('of nothing when a parent connects with the link code the student gave them', async () => {
      const [child, dad] = await Promise.all([student(), parent()]);
      const code = (await child.client.post('/api/student/parent-link-code').expect(201)).body.data.code as string;
      await dad.client.post('/api/parent/connect-child', { linkCode: code }).expect(201);
      expect(await heardBy(child)).toEqual([]);
      expect(await heardBy(dad)).toEqual([]);
    });

    it('of a class invitation when the teacher names them, once; someone who is no student hears nothing', async () => {
      const [child, miss, someParent] = await Promise.all([student(), teacher(), parent()]);
      const group = await people.createClass(miss.client, { name: 'Rock Pool Club' });
      await miss.client.post(`/api/classes/${group.id}/add-student-by-username`, { username: child.username }).expect(200);
      await miss.client.post(`/api/classes/${group.id}/add-student`, { studentId: child.id }).expect(200);
      await miss.client.post(`/api/classes/${group.id}/add-student-by-username`, { username: someParent.username }).expect(200);
      expect(await heardBy(child)).toEqual([{ kind: 'classInvitation', actorId: miss.id, params: { classId: group.id, className: 'Rock Pool Club' }, createdAt: NOW }]);
      expect(await heardBy(someParent)).toEqual([]);
    });

    it("of a parent's decision on a wish; a second decision is refused and tells nothing more", async () => {
      const { child, mum } = await family();
      const wish = (await child.client.post('/api/student/wishlist', { type: 'reward', name: 'A real telescope', cost: 40 }).expect(201)).body.data;
      await mum.client.post(`/api/parent/wishlist/${wish.id}/approve`, {}).expect(200);
      expect((await mum.client.post(`/api/parent/wishlist/${wish.id}/deny`, {})).status).toBe(409);
      expect(await heardBy(child)).toEqual([
        expect.objectContaining({ kind: 'parentRequest' }),
        { kind: 'wishlistDecision', actorId: mum.id, params: { contentTitle: 'A real telescope', decision: 'approved' }, createdAt: NOW },
      ]);
    });

    it('of tokens a parent sent; a transfer over the balance is refused and tells nothing', async () => {
      const { child, mum } = await family();
      await mum.client.post('/api/parent/transfer-tokens', { childId: child.id, amount: 15, note: 'For the fractions course' }).expect(201);
      expect((await mum.client.post('/api/parent/transfer-tokens', { childId: child.id, amount: 1_000 })).status).toBe(402);
      const received = (await heardBy(child)).filter((notification) => notification.kind === 'tokensReceived');
      expect(received).toEqual([{ kind: 'tokensReceived', actorId: mum.id, params: { amount: 15 }, createdAt: NOW }]);
    });

    it('of a goal a parent set', async () => {
      const { child, mum } = await family();
      await mum.client.post('/api/parent/goals', { data: { childId: child.id, title: '  Finish the fractions course ', kind: 'courses_completed', target: 1 } }).expect(201);
      expect((await heardBy(child)).at(-1)).toEqual({ kind: 'goalSet', actorId: mum.id, params: { goalTitle: 'Finish the fractions course' }, createdAt: NOW });
    });

    it("of another student's challenge; a challenge to a teacher is refused and tells nothing", async () => {
      const [challenger, rival, miss] = await Promise.all([student('Theo'), student('Nia'), teacher()]);
      await challenger.client.post('/api/student/leaderboard/challenge', { targetUserId: rival.id, challengeType: 'xp-race' }).expect(201);
      expect((await challenger.client.post('/api/student/leaderboard/challenge', { targetUserId: miss.id })).body.code).toBe('INVALID_TARGET');
      expect(await heardBy(rival)).toEqual([{ kind: 'challengeReceived', actorId: challenger.id, params: { challengeType: 'xp-race' }, createdAt: NOW }]);
      expect(await heardBy(miss)).toEqual([]);
    });
  });

  describe('a teacher and a sponsor hear', () => {
    it('the teacher, of a sale paid in tokens; an enrollment the student cannot pay tells nothing', async () => {
      const [miss, buyer, broke] = await Promise.all([teacher(), student('Ivy'), student('Sam')]);
      const lessonId = await content.content(miss.id, { title: 'Volcanoes up close', tokenPrice: 20, visibility: 'premium' });
      await game.grantTokens(buyer.id, 25);
      await buyer.client.post(`/api/content-items/${lessonId}/enroll`, {}).expect(201);
      expect((await broke.client.post(`/api/content-items/${lessonId}/enroll`, {})).status).toBe(402);
      expect(await heardBy(miss)).toEqual([
        { kind: 'sale', actorId: buyer.id, params: { contentId: lessonId, contentTitle: 'Volcanoes up close', amount: 20 }, createdAt: NOW },
      ]);
    });

    it('the sponsor, of an enrollment their pool paid for, without the student', async () => {
      const [miss, learner, sponsor] = await Promise.all([teacher(), student('Lou'), people.person('sponsor')]);
      const lessonId = await content.content(miss.id, { title: 'Tide pools', tokenPrice: 20, visibility: 'premium' });
      await sponsor.client.post('/api/sponsors/sponsor-content', { contentId: lessonId, amount: 5 }).expect(201);
      const enrolled = await learner.client.post(`/api/content-items/${lessonId}/enroll`, {}).expect(201);
      expect(enrolled.body.data.enrollment.accessType).toBe('sponsored');
      expect(await heardBy(sponsor)).toEqual([{ kind: 'sponsoredEnrollment', actorId: null, params: { contentId: lessonId, contentTitle: 'Tide pools' }, createdAt: NOW }]);
    });
  });

  it('is absent when the transaction of its cause rolls back', async () => {
    const reader = await student('Ola');
    const failing = t.app.get<UnitOfWork>(PORTS.unitOfWork).run(async (tx) => {
      await tx.notifications.add({ userId: reader.id, kind: 'tokensReceived', actorId: null, params: { amount: 1 }, at: t.clock.now() });
      throw new Error('the cause failed after its notification was written');
    });
    await expect(failing).rejects.toThrow('the cause failed');
    expect(await heardBy(reader)).toEqual([]);
  });

  describe('erasing an account', () => {
    it("removes its notifications, those it caused, its threads and its announcements, and the export listed them before", async () => {
      const { child, mum } = await family();
      const [rival, miss] = await Promise.all([student('Theo'), teacher()]);
      await child.client.post('/api/student/leaderboard/challenge', { targetUserId: rival.id }).expect(201);
      await mum.client.post('/api/parent/transfer-tokens', { childId: child.id, amount: 5 }).expect(201);
      const group = await people.createClass(miss.client, { name: 'Tide Pool Club' });
      const [{ id: threadId }] = await t.dataSource.query(
        `INSERT INTO message_threads (parent_id, teacher_id, child_id, started_by, created_at, last_message_at) VALUES ($1, $2, $3, $1, $4, $4) RETURNING id`,
        [mum.id, miss.id, child.id, NOW],
      );
      await t.dataSource.query(`INSERT INTO thread_messages (thread_id, sender_id, body, created_at) VALUES ($1, $2, 'How is Maya doing?', $3)`, [threadId, mum.id, NOW]);
      await t.dataSource.query(`INSERT INTO class_announcements (class_id, teacher_id, body, created_at) VALUES ($1, $2, 'Bring boots on Friday', $3)`, [group.id, miss.id, NOW]);
      const unitOfWork = t.app.get<UnitOfWork>(PORTS.unitOfWork);
      // The teacher's notification of the parent's message names the child the thread is about.
      await unitOfWork.run((tx) =>
        tx.notifications.add({ userId: miss.id, kind: 'message', actorId: mum.id, params: { threadId, childId: child.id, preview: 'How is Maya doing?' }, at: t.clock.now() }),
      );

      const childExport = (await child.client.get('/api/users/me/export').expect(200)).body;
      expect(childExport.notifications).toEqual([
        expect.objectContaining({ kind: 'parentRequest', personName: 'Pat Parent', params: {}, createdAt: NOW, readAt: null }),
        expect.objectContaining({ kind: 'tokensReceived', personName: 'Pat Parent', params: { amount: 5 } }),
      ]);
      expect(JSON.stringify(childExport.notifications)).not.toContain(mum.username);
      const mumExport = (await mum.client.get('/api/users/me/export').expect(200)).body;
      expect(mumExport.messagesSent).toEqual([{ personName: 'Ada Teach', body: 'How is Maya doing?', createdAt: NOW }]);
      const missExport = (await miss.client.get('/api/users/me/export').expect(200)).body;
      expect(missExport.announcementsPosted).toEqual([{ className: 'Tide Pool Club', body: 'Bring boots on Friday', createdAt: NOW }]);
      // The child's account id stays out of the export.
      expect(missExport.notifications).toEqual([
        expect.objectContaining({ kind: 'message', personName: 'Pat Parent', params: { threadId, preview: 'How is Maya doing?' } }),
      ]);

      const erase = (userId: number) => unitOfWork.run((tx) => tx.accountDeletions.erase(userId, `deleted#${userId}`, t.clock.now()));
      await erase(child.id);
      expect(await rowsOf(child.id)).toBe(0);
      // What the child caused (the parent's "request accepted", the rival's challenge) and what named them.
      expect(await heardBy(mum)).toEqual([]);
      expect(await heardBy(rival)).toEqual([]);
      expect(await heardBy(miss)).toEqual([]);
      const [{ threads }] = await t.dataSource.query(`SELECT count(*)::int AS threads FROM message_threads WHERE child_id = $1`, [child.id]);
      const [{ messages }] = await t.dataSource.query(`SELECT count(*)::int AS messages FROM thread_messages WHERE thread_id = $1`, [threadId]);
      expect([threads, messages]).toEqual([0, 0]);

      await erase(miss.id);
      const [{ announcements }] = await t.dataSource.query(`SELECT count(*)::int AS announcements FROM class_announcements WHERE teacher_id = $1`, [miss.id]);
      expect(announcements).toBe(0);
    });
  });

  describe('retention', () => {
    it('the daily job erases a notification 91 days old and keeps one 89 days old', async () => {
      // Long before every other test's clock, so the run erases nothing of theirs.
      const runAt = new Date('1999-06-01T12:00:00Z');
      const reader = await student('Ola');
      const write = (daysOld: number) =>
        t.app.get<UnitOfWork>(PORTS.unitOfWork).run((tx) =>
          tx.notifications.add({ userId: reader.id, kind: 'tokensReceived', actorId: null, params: { amount: daysOld }, at: new Date(runAt.getTime() - daysOld * DAY_MS) }),
        );
      await write(91);
      await write(89);
      t.clock.set(runAt);
      expect(await t.app.get(NotificationRetentionJob).run()).toBe(1);
      expect((await heardBy(reader)).map((notification) => notification.params)).toEqual([{ amount: 89 }]);
    });
  });
});
