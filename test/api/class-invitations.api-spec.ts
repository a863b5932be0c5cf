import { AccountErasureJob } from '../../api/accounts/privacy/account-erasure.job';
import { JOIN_CODE_ALPHABET } from '../../domain/classes/join-code';
import { type ApiClient, STRONG_PASSWORD } from '../support/api-client';
import { ClassFixtures, type Session } from '../support/class-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/** What a teacher may see of someone they invited: nothing but what they typed. */
const INVITED = (invitedAs: string) => ({ status: 'invited', invitation: { id: expect.any(Number), invitedAs, state: 'invited', createdAt: '2026-11-18T12:00:00.000Z' } });

async function onClassBoard(viewer: ApiClient, studentId: number, classId: number): Promise<boolean> {
  const response = await viewer.get(`/api/student/leaderboard?category=global&type=all-time&limit=50&classId=${classId}`);
  if (response.status !== 200) throw new Error(`leaderboard: ${response.status} ${JSON.stringify(response.body)}`);
  return (response.body.data.entries as Array<{ user: { id: number } }>).some((entry) => entry.user.id === studentId);
}

describe('classes by consent: a teacher invites, the student accepts (API)', () => {
  let t: TestApp;
  let fixtures: ClassFixtures;
  let teacher: Session;

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUSTED_PROXIES: 'loopback' } });
    fixtures = new ClassFixtures(t.app, t.dataSource);
    teacher = await fixtures.person('teacher', { firstName: 'Ada', lastName: 'Teach' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set('2026-11-18T12:00:00Z'));

  const invitationsOf = async (student: Session) => (await student.client.get('/api/student/class-invitations').expect(200)).body.data as Array<{ id: number; classId: number }>;

  /** Everything the teacher can read about a class: the class with its roster, the admin roster, the invitations, fresh analytics. */
  async function teacherSees(classId: number): Promise<string> {
    const mine = (await teacher.client.get('/api/classes/mine').expect(200)).body.data.find((entry: { id: number }) => entry.id === classId);
    const roster = (await teacher.client.get(`/api/admin/classes/${classId}/students`).expect(200)).body;
    const invitations = (await teacher.client.get(`/api/classes/${classId}/invitations`).expect(200)).body.data;
    const analytics = (await teacher.client.post('/api/class-analytics', { classId }).expect(201)).body.data;
    return JSON.stringify({ mine, roster, invitations, analytics });
  }

  describe('the defect replayed: a fresh teacher "adds" ids 7 to 20', () => {
    it('makes nobody a member, and shows no name, level, XP or activity of anyone', async () => {
      const targets = await fixtures.students(3, { firstName: 'Quilla', lastName: 'Marsh' });
      for (const target of targets) await fixtures.setFigures(target.id, { xp: 4321, level: 9, lastActiveAt: '2026-11-18T11:00:00Z' });
      const fresh = await fixtures.person('teacher');
      const big = await fixtures.createClass(fresh.client, { capacity: 1000 });
      const ids = [...Array.from({ length: 14 }, (_, index) => 7 + index), ...targets.map((target) => target.id)];
      for (const studentId of ids) {
        const answer = await fresh.client.post(`/api/classes/${big.id}/add-student`, { studentId }).expect(200);
        expect(answer.body).toEqual({ data: INVITED(String(studentId)) });
      }
      expect(await fixtures.memberCount(big.id)).toEqual({ members: 0, studentCount: 0 });
      const mine = (await fresh.client.get('/api/classes/mine').expect(200)).body.data[0];
      expect(mine).toMatchObject({ id: big.id, studentCount: 0, students: [] });
      const roster = await fresh.client.get(`/api/admin/classes/${big.id}/students`).expect(200);
      expect([roster.body, roster.headers['content-range']]).toEqual([[], 'students */0']);
      const analytics = (await fresh.client.post('/api/class-analytics', { classId: big.id }).expect(201)).body.data;
      expect(analytics).toMatchObject({ topPerformers: [], strugglingStudents: [] });
      const invitations = (await fresh.client.get(`/api/classes/${big.id}/invitations`).expect(200)).body.data;
      expect(invitations.map((entry: { invitedAs: string }) => entry.invitedAs).sort()).toEqual(ids.map(String).sort());
      for (const entry of invitations) expect(Object.keys(entry).sort()).toEqual(['createdAt', 'id', 'invitedAs', 'state']);
      const everything = JSON.stringify({ mine, roster: roster.body, analytics, invitations });
      for (const hidden of ['Quilla', 'Marsh', '4321', ...targets.map((target) => target.username)]) expect(everything).not.toContain(hidden);
    });

    it('a class found by its code shows a classmate on its leaderboard only once they joined', async () => {
      const created = await fixtures.createClass(teacher.client);
      const [member, invited] = await fixtures.students(2);
      await member.client.post('/api/student/classes/join', { joinCode: created.joinCode }).expect(201);
      await teacher.client.post(`/api/classes/${created.id}/add-student`, { studentId: invited.id }).expect(200);
      expect(await onClassBoard(member.client, invited.id, created.id)).toBe(false);
      await invited.client.get(`/api/student/leaderboard?category=global&type=all-time&classId=${created.id}`).expect(403);
      const [invitation] = await invitationsOf(invited);
      await invited.client.post(`/api/student/class-invitations/${invitation.id}/accept`, {}).expect(200);
      expect(await onClassBoard(member.client, invited.id, created.id)).toBe(true);
    });
  });

  describe('the answer is the same for any name', () => {
    it('a student, an unknown username, a parent\'s e-mail, a teacher: the same status and shape, only what was typed', async () => {
      const created = await fixtures.createClass(teacher.client);
      const [student] = await fixtures.students(1);
      const parent = await fixtures.person('parent');
      const other = await fixtures.person('teacher');
      const typed = [student.username, student.email.toUpperCase(), 'nobody_by_that_name', parent.email, other.username];
      for (const name of typed) {
        const answer = await teacher.client.post(`/api/classes/${created.id}/add-student-by-username`, { username: `  ${name} ` }).expect(200);
        expect(answer.body).toEqual({ data: INVITED(name) });
      }
      const byId = [student.id, parent.id, 2_000_000_000];
      for (const studentId of byId) expect((await teacher.client.post(`/api/classes/${created.id}/add-student`, { studentId }).expect(200)).body).toEqual({ data: INVITED(String(studentId)) });
      const admin = await teacher.client.post(`/api/admin/classes/${created.id}/add-student-by-username`, { username: parent.email }).expect(200);
      expect(admin.body).toEqual(INVITED(parent.email));
      const created2 = await teacher.client.post(`/api/admin/classes/${created.id}/students`, { username: 'nobody_at_all' }).expect(201);
      expect(created2.body).toEqual(INVITED('nobody_at_all').invitation);
      // The teacher's list cannot tell them apart either.
      const invitations = (await teacher.client.get(`/api/classes/${created.id}/invitations`).expect(200)).body.data as Array<Record<string, unknown>>;
      expect(new Set(invitations.map((entry) => JSON.stringify(Object.keys(entry)) + entry.state)).size).toBe(1);
      // The student sees one invitation to the class however often it was sent; the others see none.
      expect((await invitationsOf(student)).map((entry) => entry.classId)).toEqual([created.id]);
      await parent.client.get('/api/student/class-invitations').expect(403);
    });

    it('removing a student by username answers the same 404 for a non-member, a stranger and nobody', async () => {
      const created = await fixtures.createClass(teacher.client);
      const [stranger] = await fixtures.students(1);
      for (const username of [stranger.username, 'nobody_by_that_name', teacher.email]) {
        const response = await teacher.client.post(`/api/classes/${created.id}/remove-student-by-username`, { username }).expect(404);
        expect(response.body).toMatchObject({ code: 'NOT_IN_CLASS', message: 'This student is not in this class.' });
      }
    });
  });

  describe('the student answers in Settings', () => {
    it('sees the class and its teacher, accepts, and only then shows in the roster, analytics and classes', async () => {
      const created = await fixtures.createClass(teacher.client, { name: 'Orbit Club', subject: 'science', gradeLevel: 'Grade 6' });
      const [student] = await fixtures.students(1, { firstName: 'Wren', lastName: 'Oakes', email: `wren.${Date.now()}@example.org` });
      await fixtures.setFigures(student.id, { xp: 777, level: 4, lastActiveAt: '2026-11-18T10:00:00Z' });
      await teacher.client.post(`/api/classes/${created.id}/add-student-by-username`, { username: student.email }).expect(200);

      const waiting = await student.client.get('/api/student/class-invitations').expect(200);
      expect(waiting.body.data).toEqual([
        {
          id: expect.any(Number),
          classId: created.id,
          className: 'Orbit Club',
          subject: 'science',
          gradeLevel: 'Grade 6',
          teacher: { id: teacher.id, username: teacher.username, firstName: 'Ada', lastName: 'Teach' },
          invitedAt: '2026-11-18T12:00:00.000Z',
        },
      ]);
      const before = await teacherSees(created.id);
      for (const hidden of ['Wren', 'Oakes', student.username, '777']) expect(before).not.toContain(hidden);
      expect(JSON.parse(before).invitations).toEqual([{ id: waiting.body.data[0].id, invitedAs: student.email, state: 'invited', createdAt: '2026-11-18T12:00:00.000Z' }]);
      expect((await student.client.get('/api/student/classes').expect(200)).body.data).toEqual([]);

      t.clock.advance(60);
      const accepted = await student.client.post(`/api/student/class-invitations/${waiting.body.data[0].id}/accept`, {}).expect(200);
      expect(accepted.body.data).toMatchObject({ id: created.id, name: 'Orbit Club', studentCount: 1, joinedAt: '2026-11-18T12:01:00.000Z' });
      expect(await fixtures.memberCount(created.id)).toEqual({ members: 1, studentCount: 1 });
      expect(await invitationsOf(student)).toEqual([]);
      const after = JSON.parse(await teacherSees(created.id));
      expect(after.mine.students).toEqual([expect.objectContaining({ id: student.id, username: student.username, firstName: 'Wren', xp: 777, level: 4 })]);
      expect(after.roster.map((entry: { id: number }) => entry.id)).toEqual([student.id]);
      expect(after.invitations).toEqual([]);
      expect(after.analytics.topPerformers.map((entry: { studentId: number }) => entry.studentId)).toEqual([student.id]);
      // Answered once: a second answer finds nothing open.
      await student.client.post(`/api/student/class-invitations/${waiting.body.data[0].id}/accept`, {}).expect(404);
    });

    it('declines: never a member, the teacher still sees only "invited", and the class\'s later invitations stay unseen', async () => {
      const created = await fixtures.createClass(teacher.client);
      const [student] = await fixtures.students(1, { firstName: 'Juniper' });
      await teacher.client.post(`/api/classes/${created.id}/add-student-by-username`, { username: student.username }).expect(200);
      const [invitation] = await invitationsOf(student);
      const declined = await student.client.post(`/api/student/class-invitations/${invitation.id}/decline`, {}).expect(200);
      expect(declined.body).toEqual({ data: { id: invitation.id, status: 'declined' } });
      expect(await invitationsOf(student)).toEqual([]);
      expect(await fixtures.memberCount(created.id)).toEqual({ members: 0, studentCount: 0 });
      const seen = await teacherSees(created.id);
      expect(JSON.parse(seen).invitations).toEqual([{ id: invitation.id, invitedAs: student.username, state: 'invited', createdAt: '2026-11-18T12:00:00.000Z' }]);
      expect(seen).not.toContain('Juniper');
      await teacher.client.post(`/api/classes/${created.id}/add-student`, { studentId: student.id }).expect(200);
      expect(await invitationsOf(student)).toEqual([]);
      await student.client.post(`/api/student/class-invitations/${invitation.id}/accept`, {}).expect(404);
      // Their own choice still works: the join code.
      await student.client.post('/api/student/classes/join', { joinCode: created.joinCode }).expect(201);
    });

    it('the teacher withdraws an invitation: it leaves the student\'s list and can no longer be accepted', async () => {
      const created = await fixtures.createClass(teacher.client);
      const [student] = await fixtures.students(1);
      const sent = (await teacher.client.post(`/api/classes/${created.id}/add-student`, { studentId: student.id }).expect(200)).body.data.invitation;
      const [invitation] = await invitationsOf(student);
      expect(invitation.id).toBe(sent.id);
      expect((await teacher.client.delete(`/api/classes/${created.id}/invitations/${sent.id}`).expect(200)).body).toEqual({ data: { id: sent.id } });
      expect(await invitationsOf(student)).toEqual([]);
      expect((await teacher.client.get(`/api/classes/${created.id}/invitations`).expect(200)).body.data).toEqual([]);
      const refused = await student.client.post(`/api/student/class-invitations/${sent.id}/accept`, {}).expect(404);
      expect(refused.body).toMatchObject({ code: 'CLASS_INVITATION_NOT_FOUND', message: 'This class invitation is no longer open.' });
      await teacher.client.delete(`/api/classes/${created.id}/invitations/${sent.id}`).expect(404);
      // Through the react-admin resource too.
      const again = (await teacher.client.post(`/api/admin/classes/${created.id}/students`, { studentId: student.id }).expect(201)).body;
      const listed = await teacher.client.get(`/api/admin/classes/${created.id}/invitations`).expect(200);
      expect([listed.body, listed.headers['content-range']]).toEqual([[again], 'invitations 0-0/1']);
      expect((await teacher.client.delete(`/api/admin/classes/${created.id}/invitations/${again.id}`).expect(200)).body).toEqual(again);
      expect(await invitationsOf(student)).toEqual([]);
    });

    it('another student, another teacher or another class cannot touch an invitation', async () => {
      const created = await fixtures.createClass(teacher.client);
      const [student, other] = await fixtures.students(2);
      const sent = (await teacher.client.post(`/api/classes/${created.id}/add-student`, { studentId: student.id }).expect(200)).body.data.invitation;
      await other.client.post(`/api/student/class-invitations/${sent.id}/accept`, {}).expect(404);
      await other.client.post(`/api/student/class-invitations/${sent.id}/decline`, {}).expect(404);
      const stranger = await fixtures.person('teacher');
      await stranger.client.get(`/api/classes/${created.id}/invitations`).expect(404);
      await stranger.client.delete(`/api/classes/${created.id}/invitations/${sent.id}`).expect(404);
      const elsewhere = await fixtures.createClass(teacher.client);
      await teacher.client.delete(`/api/classes/${elsewhere.id}/invitations/${sent.id}`).expect(404);
      await teacher.client.post(`/api/student/class-invitations/${sent.id}/accept`, {}).expect(403);
      expect((await invitationsOf(student)).map((entry) => entry.id)).toEqual([sent.id]);
    });

    it('capacity counts members only and is checked on accepting', async () => {
      const created = await fixtures.createClass(teacher.client, { capacity: 1 });
      const [a, b, c] = await fixtures.students(3);
      await teacher.client.post(`/api/classes/${created.id}/add-student`, { studentId: a.id }).expect(200);
      await teacher.client.post(`/api/classes/${created.id}/add-student`, { studentId: b.id }).expect(200);
      const [forB] = await invitationsOf(b);
      const [forA] = await invitationsOf(a);
      await a.client.post(`/api/student/class-invitations/${forA.id}/accept`, {}).expect(200);
      const full = await b.client.post(`/api/student/class-invitations/${forB.id}/accept`, {}).expect(409);
      expect(full.body).toMatchObject({ code: 'CLASS_FULL', message: 'This class is full (capacity 1)' });
      expect(await fixtures.memberCount(created.id)).toEqual({ members: 1, studentCount: 1 });
      // Still open: a place may free up.
      expect((await invitationsOf(b)).map((entry) => entry.id)).toEqual([forB.id]);
      expect((await teacher.client.post(`/api/classes/${created.id}/add-student`, { studentId: c.id }).expect(409)).body.code).toBe('CLASS_FULL');
      await a.client.delete(`/api/student/classes/${created.id}`).expect(200);
      await b.client.post(`/api/student/class-invitations/${forB.id}/accept`, {}).expect(200);
    });

    it('acceptances racing for the last place: one gets in, the others are told the class is full', async () => {
      const created = await fixtures.createClass(teacher.client, { capacity: 1 });
      const students = await fixtures.students(6);
      for (const student of students) await teacher.client.post(`/api/classes/${created.id}/add-student`, { studentId: student.id }).expect(200);
      const pending = await Promise.all(students.map(async (student) => ({ student, invitation: (await invitationsOf(student))[0] })));
      const answers = await Promise.all([
        ...pending.map(({ student, invitation }) => student.client.post(`/api/student/class-invitations/${invitation.id}/accept`, {})),
        pending[0].student.client.post(`/api/student/class-invitations/${pending[0].invitation.id}/accept`, {}),
      ]);
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.every((answer) => answer.status === 200 || answer.status === 409 || answer.status === 404)).toBe(true);
      expect(await fixtures.memberCount(created.id)).toEqual({ members: 1, studentCount: 1 });
    });

    it('joining by code answers an open invitation to the same class', async () => {
      const created = await fixtures.createClass(teacher.client);
      const [student] = await fixtures.students(1);
      await teacher.client.post(`/api/classes/${created.id}/add-student`, { studentId: student.id }).expect(200);
      await student.client.post('/api/student/classes/join', { joinCode: created.joinCode }).expect(201);
      expect(await invitationsOf(student)).toEqual([]);
      expect((await teacher.client.get(`/api/classes/${created.id}/invitations`).expect(200)).body.data).toEqual([]);
    });
  });

  describe('join codes that cannot be guessed', () => {
    const join = (student: Session, joinCode: string, address: string) =>
      student.client.post('/api/student/classes/join', { joinCode }).set('X-Forwarded-For', address);
    let next = 0;
    const freshAddress = () => `198.51.100.${++next}`;
    const wrongCode = () => Array.from({ length: 8 }, () => JOIN_CODE_ALPHABET[Math.floor(Math.random() * JOIN_CODE_ALPHABET.length)]).join('');

    it('every class gets 8 characters of the alphabet without look-alikes', async () => {
      for (let index = 0; index < 5; index++) {
        const created = await fixtures.createClass(teacher.client);
        expect(created.joinCode).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{8}$`));
        expect(created.joinCode).not.toMatch(/[0O1I]/);
      }
      const [student] = await fixtures.students(1);
      const response = await join(student, 'ABC234', freshAddress()).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'A join code is 8 letters and digits (no 0, O, 1 or I)' });
    });

    it('a student who typed 10 wrong codes waits an hour, from any address, with the time to wait', async () => {
      const created = await fixtures.createClass(teacher.client);
      const [guesser] = await fixtures.students(1);
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await join(guesser, wrongCode(), freshAddress()).expect(404)).body.code).toBe('JOIN_CODE_NOT_FOUND');
        t.clock.advance(1);
      }
      const refused = await join(guesser, wrongCode(), freshAddress()).expect(429);
      expect(refused.body).toMatchObject({
        code: 'TOO_MANY_JOIN_ATTEMPTS',
        message: 'Too many wrong join codes. Check the code with your teacher and try again in 60 minutes.',
      });
      expect(refused.headers['retry-after']).toBe('3590');
      // Even the right code waits: otherwise guessing would go on.
      await join(guesser, created.joinCode, freshAddress()).expect(429);
      expect(await fixtures.memberCount(created.id)).toEqual({ members: 0, studentCount: 0 });
      // A classmate elsewhere is not held up.
      const [classmate] = await fixtures.students(1);
      await join(classmate, created.joinCode, freshAddress()).expect(201);
      t.clock.advance(3590);
      await join(guesser, created.joinCode, freshAddress()).expect(201);
    });

    it('an address that sent 10 wrong codes waits, whichever students typed them; other addresses do not', async () => {
      const created = await fixtures.createClass(teacher.client);
      const school = freshAddress();
      const students = await fixtures.students(6);
      for (let attempt = 0; attempt < 10; attempt++) await join(students[attempt % 5], wrongCode(), school).expect(404);
      const refused = await join(students[5], wrongCode(), school).expect(429);
      expect(refused.body.code).toBe('TOO_MANY_JOIN_ATTEMPTS');
      expect(Number(refused.headers['retry-after'])).toBe(3600);
      await join(students[5], created.joinCode, school).expect(429);
      await join(students[5], created.joinCode, freshAddress()).expect(201);
    });

    it('a right code does not count, nor does a code that is not a code', async () => {
      const classes = await Promise.all([0, 1, 2].map(() => fixtures.createClass(teacher.client)));
      const [student] = await fixtures.students(1);
      const address = freshAddress();
      for (let attempt = 0; attempt < 9; attempt++) await join(student, wrongCode(), address).expect(404);
      for (const created of classes) await join(student, created.joinCode, address).expect(201);
      await join(student, classes[0].joinCode, address).expect(409); // already in: the code was right
      for (const bad of ['ABC', 'ABCD0O12']) await join(student, bad, address).expect(400);
      await join(student, wrongCode(), address).expect(404);
      await join(student, wrongCode(), address).expect(429);
    });

    it('a whole class typing the right code at once from the school\'s address all get in', async () => {
      const created = await fixtures.createClass(teacher.client);
      const school = freshAddress();
      const students = await fixtures.students(25);
      const answers = await Promise.all(students.map((student) => join(student, created.joinCode, school)));
      expect(answers.map((answer) => answer.status)).toEqual(students.map(() => 201));
      expect(await fixtures.memberCount(created.id)).toEqual({ members: 25, studentCount: 25 });
    });

    it('parallel wrong guesses are counted as they arrive: at most 10 get an answer', async () => {
      const [student] = await fixtures.students(1);
      const address = freshAddress();
      const answers = await Promise.all(Array.from({ length: 25 }, () => join(student, wrongCode(), address)));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 404)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    });
  });

  describe("a linked parent sees the child's classes and teachers", () => {
    it('lists the classes the child belongs to, not the ones they are only invited to', async () => {
      const [child] = await fixtures.students(1);
      const parent = await fixtures.person('parent');
      const stranger = await fixtures.person('parent');
      const code = (await child.client.post('/api/student/parent-link-code').expect(201)).body.data.code;
      await parent.client.post('/api/parent/connect-child', { linkCode: code }).expect(201);
      const joined = await fixtures.createClass(teacher.client, { name: 'Poetry Circle', subject: 'language', gradeLevel: 'Grade 5' });
      const invitedOnly = await fixtures.createClass(teacher.client, { name: 'Chess Club' });
      await fixtures.inviteAndAccept(teacher.client, joined.id, child, 'username');
      await teacher.client.post(`/api/classes/${invitedOnly.id}/add-student`, { studentId: child.id }).expect(200);
      const answer = await parent.client.get(`/api/parent/child/${child.id}/classes`).expect(200);
      expect(answer.body).toEqual({
        data: {
          data: [
            {
              id: joined.id,
              name: 'Poetry Circle',
              subject: 'language',
              gradeLevel: 'Grade 5',
              isActive: true,
              teacher: { id: teacher.id, username: teacher.username, firstName: 'Ada', lastName: 'Teach' },
              joinedAt: '2026-11-18T12:00:00.000Z',
            },
          ],
        },
      });
      const refused = await stranger.client.get(`/api/parent/child/${child.id}/classes`).expect(404);
      expect(refused.body.code).toBe('CHILD_NOT_FOUND');
      await child.client.get(`/api/parent/child/${child.id}/classes`).expect(403);
    });
  });

  describe('erasing an account', () => {
    it('takes the invitations to it and those naming it, and those its classes sent', async () => {
      const [leaving, staying] = await fixtures.students(2);
      const leavingParent = await fixtures.person('parent');
      const leavingTeacher = await fixtures.person('teacher');
      const created = await fixtures.createClass(teacher.client);
      const theirs = await fixtures.createClass(leavingTeacher.client);
      for (const username of [leaving.username, leaving.email, leavingParent.email, staying.username]) {
        await teacher.client.post(`/api/classes/${created.id}/add-student-by-username`, { username }).expect(200);
      }
      await teacher.client.post(`/api/classes/${created.id}/add-student`, { studentId: leavingParent.id }).expect(200);
      await leavingTeacher.client.post(`/api/classes/${theirs.id}/add-student`, { studentId: staying.id }).expect(200);
      t.clock.set('2041-01-01T09:00:00Z');
      for (const person of [leaving, leavingParent, leavingTeacher]) await person.client.post('/api/users/me/deletion', { password: STRONG_PASSWORD }).expect(200);
      t.clock.set('2041-02-01T09:00:00Z');
      const erased = await t.app.get(AccountErasureJob).run();
      expect(erased).toEqual(expect.arrayContaining([leaving.id, leavingParent.id, leavingTeacher.id]));
      const left = await t.dataSource.query(`SELECT class_id AS "classId", invited_as AS "invitedAs" FROM class_invitations WHERE class_id = ANY($1) ORDER BY id`, [[created.id, theirs.id]]);
      expect(left).toEqual([{ classId: created.id, invitedAs: staying.username }]);
    });
  });
});
