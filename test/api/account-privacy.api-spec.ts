import request from 'supertest';
import { AccountErasureJob } from '../../api/accounts/privacy/account-erasure.job';
import { ApiClient, STRONG_PASSWORD, signedInClient } from '../support/api-client';
import { ContentFixtures } from '../support/content-fixtures';
import { GameFixtures } from '../support/game-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { TestClock } from '../support/test-clock';

/**
 * Privacy of one's own account: "download my data" holds the caller's data and nothing of anyone
 * else's; "delete my account" waits 14 days (PRODUCT.md names no period; the product's is two weeks),
 * during which a new sign-in may only keep the account; then the account is erased while every
 * balance still equals its ledger.
 *
 * The clock is far ahead of every other test's, so no other test app's start-up erasure finds these
 * accounts due.
 */

const DAY = 86_400;
const START = '2040-03-01T09:00:00.000Z';
const GRACE_END = '2040-03-15T09:00:00.000Z';

interface Person {
  client: ApiClient;
  id: number;
  username: string;
  email: string;
}

async function person(t: TestApp, overrides: Record<string, unknown>): Promise<Person> {
  const { client, account } = await signedInClient(t.app, overrides);
  return { client, id: account.user.id, username: account.username, email: account.email };
}

async function signIn(t: TestApp, identifier: string, password = STRONG_PASSWORD) {
  const client = await new ApiClient(t.app).start();
  const response = await client.post('/api/auth/local', { identifier, password });
  client.jwt = response.body.jwt ?? null;
  return { client, response };
}

/** The balance against the sum of the ledger, for every account given. */
async function books(t: TestApp, ids: number[]) {
  return t.dataSource.query(
    `SELECT u.id, u.token_balance AS balance, (SELECT COALESCE(sum(delta), 0)::int FROM token_ledger l WHERE l.user_id = u.id) AS ledger,
            (SELECT count(*)::int FROM token_ledger l WHERE l.user_id = u.id) AS rows
       FROM users u WHERE u.id = ANY($1) ORDER BY u.id`,
    [ids],
  ) as Promise<Array<{ id: number; balance: number; ledger: number; rows: number }>>;
}

/** Whether the student shows on the board of the class the viewer and they share (the global board holds every test's students). */
async function onBoard(viewer: ApiClient, studentId: number, classId: number): Promise<boolean> {
  const response = await viewer.get(`/api/student/leaderboard?category=global&type=all-time&limit=50&classId=${classId}`);
  if (response.status !== 200) throw new Error(`leaderboard: ${response.status} ${JSON.stringify(response.body)}`);
  return (response.body.data.entries as Array<{ user: { id: number } }>).some((entry) => entry.user.id === studentId);
}

describe('privacy of my account: download my data, delete my account (API)', () => {
  let t: TestApp;
  let game: GameFixtures;
  let teacher: Person;
  let parent: Person;
  let student: Person;
  let classmate: Person;
  let contentId: number;
  let classId: number;
  let joinCode: string;

  /** A student with something in every part of the product: tokens both ways, XP, a course, a class, a parent, a wish, a challenge. */
  async function busyStudent(firstName: string): Promise<Person> {
    const someone = await person(t, { firstName, lastName: 'Rivers' });
    await game.grantTokens(someone.id, 50);
    await someone.client.post(`/api/content-items/${contentId}/enroll`, {}).expect(201);
    await someone.client.post('/api/student/chest/daily').expect(200);
    await someone.client.post('/api/student/login-streak').expect(200);
    await someone.client.post('/api/student/wishlist', { type: 'reward', name: `${firstName}'s telescope`, cost: 40 }).expect(201);
    await someone.client.post('/api/student/classes/join', { joinCode }).expect(201);
    await someone.client.post('/api/student/leaderboard/challenge', { targetUserId: classmate.id, message: 'Race you to level 5!' }).expect(201);
    await parent.client.post('/api/parent/connect-child', { identifier: someone.username }).expect(201);
    await someone.client.post(`/api/student/parent-requests/${parent.id}/accept`).expect(200);
    await parent.client.post('/api/parent/transfer-tokens', { childId: someone.id, amount: 15, note: `For ${firstName}'s course` }).expect(201);
    await parent.client.post('/api/parent/goals', { data: { childId: someone.id, title: `${firstName}: finish the fractions course`, kind: 'courses_completed', target: 1 } }).expect(201);
    return someone;
  }

  beforeAll(async () => {
    t = await createTestApp({ clock: new TestClock(START) });
    game = new GameFixtures(t.dataSource);
    const content = new ContentFixtures(t.app, t.dataSource);
    teacher = await person(t, { userRole: 'teacher', firstName: 'Ada', lastName: 'Teach' });
    parent = await person(t, { userRole: 'parent', firstName: 'Pat', lastName: 'Parent' });
    classmate = await person(t, { firstName: 'Theo', lastName: 'Classmate' });
    contentId = await content.content(teacher.id, { title: 'Fractions for explorers', tokenPrice: 20, visibility: 'premium' });
    const group = (await teacher.client.post('/api/classes', { data: { name: 'Maths Explorers', subject: 'math' } }).expect(201)).body.data;
    [classId, joinCode] = [group.id, group.joinCode];
    await classmate.client.post('/api/student/wishlist', { type: 'reward', name: "Theo's secret bike", cost: 99 }).expect(201);
    await classmate.client.post('/api/student/classes/join', { joinCode }).expect(201);
    student = await busyStudent('Maya');
  });
  afterAll(() => t.close());

  describe('download my data', () => {
    it('is one JSON attachment, never cached, named after the account and the day', async () => {
      const response = await student.client.get('/api/users/me/export').expect(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="questlearn-data-${student.username}-2040-03-01.json"`);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toMatchObject({ format: 'questlearn-personal-data', version: 1, exportedAt: START });
    });

    it("holds the student's own data in every part of the product", async () => {
      const data = (await student.client.get('/api/users/me/export').expect(200)).body;
      expect(data.account).toMatchObject({ id: student.id, username: student.username, email: student.email, role: 'student', firstName: 'Maya', lastName: 'Rivers' });
      expect(data.studentProfile).toMatchObject({ leaderboardOptOut: false });
      // 50 granted, 20 paid for the course, 15 from the parent, and whatever the chest held.
      const ledgerSum = data.tokenLedger.reduce((sum: number, row: { delta: number }) => sum + row.delta, 0);
      expect(ledgerSum).toBe(data.account.tokenBalance);
      expect(data.tokenLedger.map((row: { delta: number }) => row.delta)).toEqual(expect.arrayContaining([50, -20, 15]));
      expect(data.xpLedger.map((row: { source: string }) => row.source)).toContain('daily_login');
      expect(data.gamingProfile).toMatchObject({ chestsOpened: 1, currentStreak: 1 });
      expect(data.dailyChests).toHaveLength(1);
      expect(data.enrollments).toEqual([expect.objectContaining({ contentId, title: 'Fractions for explorers', accessType: 'token-paid', tokensSpent: 20 })]);
      expect(data.wishlist).toEqual([expect.objectContaining({ name: "Maya's telescope", cost: 40, approvalStatus: 'pending' })]);
      expect(data.classMemberships).toEqual([expect.objectContaining({ name: 'Maths Explorers', personName: 'Ada Teach' })]);
      expect(data.familyLinks).toEqual([expect.objectContaining({ relation: 'parent', personName: 'Pat Parent', status: 'accepted' })]);
      expect(data.familyTransfers).toEqual([expect.objectContaining({ direction: 'received', personName: 'Pat Parent', amount: 15, note: "For Maya's course" })]);
      expect(data.familyGoals).toEqual([expect.objectContaining({ relation: 'from parent', title: 'Maya: finish the fractions course' })]);
      expect(data.leaderboardChallenges).toEqual([expect.objectContaining({ direction: 'sent', personName: 'Theo Classmate', message: 'Race you to level 5!' })]);
      expect(data.signIns.length).toBeGreaterThanOrEqual(1);
      expect(data.accountDeletion).toBeNull();
    });

    it('lists class invitations and password reset codes, never the codes, and never tells a teacher of a refusal', async () => {
      const nia = await person(t, { firstName: 'Nia', lastName: 'Newcomer' });
      await teacher.client.post(`/api/classes/${classId}/add-student-by-username`, { username: nia.username }).expect(200);
      const [invitation] = (await nia.client.get('/api/student/class-invitations').expect(200)).body.data;
      await nia.client.post(`/api/student/class-invitations/${invitation.id}/decline`, {}).expect(200);
      const made = await teacher.client.post(`/api/classes/${classId}/students/${classmate.id}/reset-code`, {}).expect(201);
      const code = (made.body.data.data ?? made.body.data).code as string;

      const received = (await nia.client.get('/api/users/me/export').expect(200)).body;
      expect(received.classInvitations).toEqual([
        expect.objectContaining({ direction: 'received', className: 'Maths Explorers', personName: 'Ada Teach', invitedAs: nia.username, state: 'declined' }),
      ]);
      const sent = await teacher.client.get('/api/users/me/export').expect(200);
      expect(sent.body.classInvitations).toEqual([expect.objectContaining({ direction: 'sent', className: 'Maths Explorers', invitedAs: nia.username, state: 'invited' })]);
      expect(sent.body.recoveryCodes).toEqual([expect.objectContaining({ relation: 'for a child', personName: 'Theo Classmate', kind: 'adult', usedAt: null })]);
      const mine = await classmate.client.get('/api/users/me/export').expect(200);
      expect(mine.body.recoveryCodes).toEqual([expect.objectContaining({ relation: 'for me', personName: 'Ada Teach', kind: 'adult', usedAt: null })]);
      for (const text of [sent.text, mine.text]) {
        expect(text).not.toContain(code);
        expect(text).not.toContain(code.replace('-', ''));
        expect(text).not.toMatch(/digest/i);
      }
      expect(sent.text).not.toContain('declined');
    });

    it('holds nothing of anyone else but the display names the student saw', async () => {
      const text = (await student.client.get('/api/users/me/export').expect(200)).text;
      for (const other of [parent, teacher, classmate]) {
        expect(text).not.toContain(other.email);
        expect(text).not.toContain(other.username);
      }
      expect(text).not.toContain("Theo's secret bike");
      // Nobody else is named by their account id either.
      expect(text).not.toMatch(/"(userId|parentId|studentId|teacherId|fromUserId|targetUserId|decidedBy|sponsorId)"/);
      expect(text).not.toMatch(/password|\$argon2|token_hash|tokenHash|linkCode/i);
    });

    it("gives a teacher their content and classes, without their students' details", async () => {
      const data = (await teacher.client.get('/api/users/me/export').expect(200)).body;
      expect(data.account).toMatchObject({ id: teacher.id, role: 'teacher' });
      expect(data.contentAuthored).toEqual([expect.objectContaining({ id: contentId, title: 'Fractions for explorers' })]);
      expect(data.classesTaught).toEqual([expect.objectContaining({ name: 'Maths Explorers', studentCount: 2 })]);
      expect(data.tokenLedger.map((row: { delta: number }) => row.delta)).toContain(20);
      expect(JSON.stringify(data)).not.toContain(student.email);
      expect(JSON.stringify(data)).not.toContain(student.username);
    });

    it('gives a parent the children they are linked with by display name only, and their waiting requests as they typed them', async () => {
      const waiting = await person(t, { firstName: 'Nora', lastName: 'Quiet' });
      await parent.client.post('/api/parent/connect-child', { identifier: waiting.username }).expect(201);
      await parent.client.post('/api/parent/connect-child', { identifier: 'no_such_child' }).expect(201);
      const data = (await parent.client.get('/api/users/me/export').expect(200)).body;
      // All asked at the same instant (the test clock stands still): their order among themselves is open.
      expect(data.familyLinks).toHaveLength(3);
      expect(data.familyLinks).toEqual(expect.arrayContaining([
        expect.objectContaining({ relation: 'child', personName: 'Maya Rivers', status: 'accepted', identifierTyped: student.username }),
        expect.objectContaining({ relation: 'child', personName: null, status: 'pending', identifierTyped: waiting.username }),
        expect.objectContaining({ relation: 'child', personName: null, status: 'pending', identifierTyped: 'no_such_child' }),
      ]));
      expect(JSON.stringify(data)).not.toContain('Nora');
      expect(data.familyTransfers).toEqual([expect.objectContaining({ direction: 'sent', personName: 'Maya Rivers', amount: 15 })]);
      expect(JSON.stringify(data)).not.toContain(student.email);
    });

    it('needs a sign-in', async () => {
      const anonymous = await new ApiClient(t.app).start();
      expect((await anonymous.get('/api/users/me/export')).status).toBe(401);
    });
  });

  describe('delete my account', () => {
    it('refuses a wrong password and changes nothing', async () => {
      const response = await classmate.client.post('/api/users/me/deletion', { password: 'Not-my-password1' });
      expect([response.status, response.body.code, response.body.errors]).toEqual([422, 'DELETION_CONFIRMATION_INVALID', { password: 'That password is not right' }]);
      expect((await classmate.client.get('/api/users/me/deletion').expect(200)).body.data).toEqual({ scheduled: false, requestedAt: null, eraseAt: null, graceDays: 14 });
      await classmate.client.get('/api/student/gaming').expect(200);
    });

    it('takes the password only, for the caller only: no other account can be named', async () => {
      for (const body of [{}, { password: '' }, { password: STRONG_PASSWORD, userId: student.id }, { password: STRONG_PASSWORD, username: student.username }]) {
        const response = await classmate.client.post('/api/users/me/deletion', body);
        expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
      }
      expect((await classmate.client.get('/api/users/me/deletion').expect(200)).body.data.scheduled).toBe(false);
      const document = (await request(t.app.getHttpServer()).get('/api/docs-json').expect(200)).body as { paths: Record<string, unknown> };
      expect(Object.keys(document.paths).filter((path) => path.includes('deletion'))).toEqual(['/api/users/me/deletion']);
    });

    it('schedules the erasure 14 days ahead, ends every sign-in and takes the student off the boards; a sign-in during the grace period may only keep the account', async () => {
      const secondDevice = await signIn(t, classmate.username);
      expect(await onBoard(student.client, classmate.id, classId)).toBe(true);

      const scheduled = await classmate.client.post('/api/users/me/deletion', { password: STRONG_PASSWORD }).expect(200);
      expect(scheduled.body.data).toEqual({ scheduled: true, requestedAt: START, eraseAt: GRACE_END, graceDays: 14 });

      // Every sign-in ended: this one, the other device's and the refresh cookies.
      for (const client of [classmate.client, secondDevice.client]) {
        expect((await client.get('/api/users/me')).status).toBe(401);
        expect((await client.post('/api/token/refresh')).status).toBe(401);
      }
      expect(await onBoard(student.client, classmate.id, classId)).toBe(false);

      // Signing in again works, and the account says it waits for its deletion.
      const again = await signIn(t, classmate.username);
      expect(again.response.status).toBe(200);
      const me = await again.client.get('/api/users/me?populate=*').expect(200);
      expect(me.body.deletionScheduledFor).toBe(GRACE_END);
      // Nothing else answers but reading and exporting the account and keeping it.
      for (const [method, path] of [
        ['get', '/api/student/gaming'],
        ['post', '/api/student/chest/daily'],
        ['get', '/api/content-items'],
        ['post', '/api/users/me/deletion'],
      ] as const) {
        const refused = await (method === 'get' ? again.client.get(path) : again.client.post(path, { password: STRONG_PASSWORD }));
        expect([path, refused.status, refused.body.code]).toEqual([path, 403, 'ACCOUNT_DELETION_PENDING']);
      }
      expect((await again.client.get('/api/users/me/export').expect(200)).body.accountDeletion).toEqual({ requestedAt: START, eraseAt: GRACE_END });
      expect((await again.client.get('/api/users/me/deletion').expect(200)).body.data.scheduled).toBe(true);

      // Keeping the account: everything comes back, the leaderboard choice included.
      t.clock.advance(3 * DAY);
      const kept = await again.client.delete('/api/users/me/deletion').expect(200);
      expect(kept.body.data).toEqual({ scheduled: false, requestedAt: null, eraseAt: null, graceDays: 14 });
      await again.client.get('/api/student/gaming').expect(200);
      expect((await again.client.get('/api/users/me').expect(200)).body.deletionScheduledFor).toBeNull();
      expect(await onBoard(student.client, classmate.id, classId)).toBe(true);
      classmate.client = again.client;
      t.clock.set(START);
    });

    it('keeps a student who left the boards off them after keeping the account', async () => {
      const shy = await person(t, { firstName: 'Shy' });
      await shy.client.put('/api/student/profile', { leaderboardOptOut: true }).expect(200);
      await shy.client.post('/api/users/me/deletion', { password: STRONG_PASSWORD }).expect(200);
      const again = await signIn(t, shy.username);
      await again.client.delete('/api/users/me/deletion').expect(200);
      expect((await again.client.get('/api/student/gaming').expect(200)).body.data.leaderboardOptOut).toBe(true);
    });

    it("cannot be cancelled or moved by anyone else: another user's calls act on their own account", async () => {
      const leaving = await person(t, { firstName: 'Lena' });
      await leaving.client.post('/api/users/me/deletion', { password: STRONG_PASSWORD }).expect(200);
      // The classmate's call cancels only the classmate's (absent) deletion.
      await classmate.client.delete('/api/users/me/deletion').expect(200);
      const [row] = await t.dataSource.query(`SELECT erase_at, erased_at FROM account_deletions WHERE user_id = $1`, [leaving.id]);
      expect([new Date(row.erase_at).toISOString(), row.erased_at]).toEqual([GRACE_END, null]);
      expect((await classmate.client.get('/api/users/me/deletion').expect(200)).body.data.scheduled).toBe(false);
    });
  });

  describe('after the grace period', () => {
    it('erases the student: nothing identifies them, links and class places are gone, and every balance still equals its ledger', async () => {
      const leaver = await busyStudent('Nora');
      await teacher.client.post('/api/class-analytics', { classId }).expect(201);
      const [snapshotBefore] = await t.dataSource.query(`SELECT top_performers FROM class_analytics WHERE class_id = $1 ORDER BY id DESC LIMIT 1`, [classId]);
      expect(JSON.stringify(snapshotBefore.top_performers)).toContain(`"studentId":${leaver.id}`);
      const before = await books(t, [leaver.id, teacher.id, parent.id]);
      const [{ count: classSizeBefore }] = await t.dataSource.query(`SELECT student_count AS count FROM classes WHERE id = $1`, [classId]);

      await leaver.client.post('/api/users/me/deletion', { password: STRONG_PASSWORD }).expect(200);
      const job = t.app.get(AccountErasureJob);

      t.clock.set('2040-03-15T08:59:59.999Z');
      expect(await job.run()).not.toContain(leaver.id);
      expect((await signIn(t, leaver.username)).response.status).toBe(200);

      t.clock.set(GRACE_END);
      expect(await job.run()).toContain(leaver.id);

      const [account] = await t.dataSource.query(`SELECT username, email, first_name, last_name, password_hash, is_active, blocked FROM users WHERE id = $1`, [leaver.id]);
      expect(account).toEqual({
        username: `deleted#${leaver.id}`,
        email: `deleted#${leaver.id}`,
        first_name: null,
        last_name: null,
        password_hash: '',
        is_active: false,
        blocked: true,
      });
      const left = await signIn(t, leaver.username);
      expect([left.response.status, left.response.body.code]).toEqual([400, 'INVALID_CREDENTIALS']);

      const remaining = await t.dataSource.query(
        `SELECT (SELECT count(*)::int FROM parent_links WHERE student_id = $1) AS links,
                (SELECT count(*)::int FROM parent_goals WHERE student_id = $1) AS goals,
                (SELECT count(*)::int FROM wishlist_items WHERE student_id = $1) AS wishes,
                (SELECT count(*)::int FROM class_members WHERE student_id = $1) AS classes,
                (SELECT count(*)::int FROM leaderboard_challenges WHERE from_user_id = $1 OR target_user_id = $1) AS challenges,
                (SELECT count(*)::int FROM refresh_tokens WHERE user_id = $1) AS sign_ins,
                (SELECT count(*)::int FROM parent_transfers WHERE student_id = $1 AND note IS NOT NULL) AS notes,
                (SELECT count(*)::int FROM parent_transfers WHERE student_id = $1) AS transfers,
                (SELECT count(*)::int FROM enrollments WHERE student_id = $1) AS enrollments`,
        [leaver.id],
      );
      expect(remaining).toEqual([{ links: 0, goals: 0, wishes: 0, classes: 0, challenges: 0, sign_ins: 0, notes: 0, transfers: 1, enrollments: 1 }]);
      const [{ count: classSizeAfter }] = await t.dataSource.query(`SELECT student_count AS count FROM classes WHERE id = $1`, [classId]);
      expect(classSizeAfter).toBe(classSizeBefore - 1);
      const [snapshotAfter] = await t.dataSource.query(`SELECT top_performers, struggling_students FROM class_analytics WHERE class_id = $1 ORDER BY id DESC LIMIT 1`, [classId]);
      expect(JSON.stringify(snapshotAfter)).not.toContain(`"studentId":${leaver.id}`);
      expect(JSON.stringify(snapshotAfter)).not.toContain('Nora');
      expect(JSON.stringify(snapshotAfter)).toContain(`"studentId":${student.id}`);

      // Money-like records stay, so every balance still equals its ledger, row for row.
      const after = await books(t, [leaver.id, teacher.id, parent.id]);
      expect(after).toEqual(before);
      for (const account of after) expect(account.balance).toBe(account.ledger);

      // Off the boards, out of the parent's family.
      expect(await onBoard(student.client, leaver.id, classId)).toBe(false);
      const children = await parent.client.get('/api/parent/children').expect(200);
      expect(JSON.stringify(children.body)).not.toContain('Nora');
      expect(await job.run()).not.toContain(leaver.id);
    });

    it("erases a teacher: their content leaves the catalogue while its students keep it, their classes close, their earnings still add up", async () => {
      t.clock.set(START);
      const leavingTeacher = await person(t, { userRole: 'teacher', firstName: 'Olive', lastName: 'Gone' });
      const content = new ContentFixtures(t.app, t.dataSource);
      const lessonId = await content.content(leavingTeacher.id, { title: 'Volcanoes', tokenPrice: 10, visibility: 'premium' });
      const learner = await person(t, { firstName: 'Ivy' });
      await game.grantTokens(learner.id, 10);
      await learner.client.post(`/api/content-items/${lessonId}/enroll`, {}).expect(201);
      const groupId = (await leavingTeacher.client.post('/api/classes', { data: { name: 'Volcano Club' } }).expect(201)).body.data.id;

      await leavingTeacher.client.post('/api/users/me/deletion', { password: STRONG_PASSWORD }).expect(200);
      t.clock.set('2040-03-16T00:00:00Z');
      expect(await t.app.get(AccountErasureJob).run()).toContain(leavingTeacher.id);

      const [lesson] = await t.dataSource.query(`SELECT withdrawn_at IS NOT NULL AS withdrawn FROM content_items WHERE id = $1`, [lessonId]);
      expect(lesson.withdrawn).toBe(true);
      await learner.client.get(`/api/content-items/${lessonId}`).expect(200);
      const [group] = await t.dataSource.query(`SELECT is_active FROM classes WHERE id = $1`, [groupId]);
      expect(group.is_active).toBe(false);
      const [profile] = await t.dataSource.query(`SELECT bio, department, avatar FROM teacher_profiles WHERE user_id = $1`, [leavingTeacher.id]);
      expect(profile).toEqual({ bio: null, department: null, avatar: null });
      for (const account of await books(t, [leavingTeacher.id, learner.id])) expect([account.balance, account.rows > 0]).toEqual([account.ledger, true]);
    });

    it('erases at start-up the accounts that fell due while no instance ran', async () => {
      const sleeper = await person(t, { userRole: 'parent', firstName: 'Sol' });
      t.clock.set(START);
      await sleeper.client.post('/api/users/me/deletion', { password: STRONG_PASSWORD }).expect(200);
      const later = await createTestApp({ clock: new TestClock('2040-03-20T00:00:00Z') });
      try {
        const deadline = Date.now() + 15_000;
        let erased: unknown = null;
        while (Date.now() < deadline) {
          [{ erased }] = await t.dataSource.query(`SELECT erased_at IS NOT NULL AS erased FROM account_deletions WHERE user_id = $1`, [sleeper.id]);
          if (erased) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(erased).toBe(true);
        const [account] = await t.dataSource.query(`SELECT username FROM users WHERE id = $1`, [sleeper.id]);
        expect(account.username).toBe(`deleted#${sleeper.id}`);
      } finally {
        await later.close();
      }
    });
  });
});
