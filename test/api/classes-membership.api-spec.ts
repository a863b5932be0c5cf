import { ClassFixtures, type Session } from '../support/class-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

const FULL = (capacity: number) => ({ code: 'CLASS_FULL', message: `This class is full (capacity ${capacity})` });

describe('classes: students join and leave, teachers invite and remove them (API)', () => {
  let t: TestApp;
  let fixtures: ClassFixtures;
  let teacher: Session;

  beforeAll(async () => {
    t = await createTestApp();
    fixtures = new ClassFixtures(t.app, t.dataSource);
    teacher = await fixtures.person('teacher', { firstName: 'Ada', lastName: 'Teach' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set('2026-11-18T12:00:00Z'));

  const join = (student: Session, joinCode: string) => student.client.post('/api/student/classes/join', { joinCode });

  describe('a student joins with the code', () => {
    it('joins and sees the class (without its code), latest joined first', async () => {
      const first = await fixtures.createClass(teacher.client, { name: 'Maths Explorers', subject: 'math', gradeLevel: 'Grade 7', startDate: '2026-09-01' });
      const second = await fixtures.createClass(teacher.client, { name: 'Young Scientists' });
      const [student] = await fixtures.students(1);
      const joined = (await join(student, first.joinCode).expect(201)).body.data;
      expect(joined).toEqual({
        id: first.id,
        name: 'Maths Explorers',
        subject: 'math',
        gradeLevel: 'Grade 7',
        description: null,
        startDate: '2026-09-01',
        endDate: null,
        isActive: true,
        capacity: 30,
        studentCount: 1,
        teacher: { id: teacher.id, username: teacher.username, firstName: 'Ada', lastName: 'Teach' },
        joinedAt: '2026-11-18T12:00:00.000Z',
      });
      t.clock.advance(60);
      await join(student, second.joinCode).expect(201);
      const mine = (await student.client.get('/api/student/classes').expect(200)).body.data;
      expect(mine.map((entry: { id: number }) => entry.id)).toEqual([second.id, first.id]);
      expect(mine[1]).toEqual(joined);
    });

    it('takes the code typed in lower case and with spaces around', async () => {
      const created = await fixtures.createClass(teacher.client);
      const [student] = await fixtures.students(1);
      await join(student, `  ${created.joinCode.toLowerCase()} `).expect(201);
    });

    it.each([['ABC'], ['ABCDEFG'], ['ABCDEF'], ['ABCD0O23'], ['ABCDI123'], ['']])('refuses %j as no join code with 400', async (code) => {
      const [student] = await fixtures.students(1);
      const response = await join(student, code).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'A join code is 8 letters and digits (no 0, O, 1 or I)' });
    });

    it('answers 404 to a code no class holds', async () => {
      const [student] = await fixtures.students(1);
      const gone = await fixtures.createClass(teacher.client);
      await teacher.client.delete(`/api/classes/${gone.id}`).expect(200);
      const response = await join(student, gone.joinCode).expect(404);
      expect(response.body).toMatchObject({ code: 'JOIN_CODE_NOT_FOUND', message: 'No class has this join code. Check the code with your teacher.' });
    });

    it('a deactivated class refuses joins with 409 CLASS_INACTIVE, and accepts them again once activated', async () => {
      const created = await fixtures.createClass(teacher.client);
      await teacher.client.put(`/api/classes/${created.id}`, { data: { isActive: false } }).expect(200);
      const [student] = await fixtures.students(1);
      const refused = await join(student, created.joinCode).expect(409);
      expect(refused.body).toMatchObject({ code: 'CLASS_INACTIVE', message: 'This class is not accepting students right now.' });
      expect(await fixtures.memberCount(created.id)).toEqual({ members: 0, studentCount: 0 });
      const activated = (await teacher.client.put(`/api/classes/${created.id}`, { data: { isActive: true } }).expect(200)).body.data;
      await join(student, activated.joinCode).expect(201);
    });

    it('a student already in the class gets 409 ALREADY_IN_CLASS', async () => {
      const created = await fixtures.createClass(teacher.client);
      const [student] = await fixtures.students(1);
      await join(student, created.joinCode).expect(201);
      const again = await join(student, created.joinCode).expect(409);
      expect(again.body).toMatchObject({ code: 'ALREADY_IN_CLASS', message: 'You are already in this class.' });
      expect(await fixtures.memberCount(created.id)).toEqual({ members: 1, studentCount: 1 });
    });

    it('a full class refuses with 409 CLASS_FULL', async () => {
      const created = await fixtures.createClass(teacher.client, { capacity: 2 });
      const [a, b, c] = await fixtures.students(3);
      await join(a, created.joinCode).expect(201);
      await join(b, created.joinCode).expect(201);
      expect((await join(c, created.joinCode).expect(409)).body).toMatchObject(FULL(2));
      expect(await fixtures.memberCount(created.id)).toEqual({ members: 2, studentCount: 2 });
    });

    it('only students join, list and leave classes', async () => {
      const created = await fixtures.createClass(teacher.client);
      for (const role of ['teacher', 'parent', 'sponsor'] as const) {
        const someone = role === 'teacher' ? teacher : await fixtures.person(role);
        const response = await someone.client.post('/api/student/classes/join', { joinCode: created.joinCode }).expect(403);
        expect(response.body).toMatchObject({ code: 'FORBIDDEN', message: 'Only students can join classes.' });
        await someone.client.get('/api/student/classes').expect(403);
        await someone.client.delete(`/api/student/classes/${created.id}`).expect(403);
      }
    });
  });

  describe('a student leaves', () => {
    it('leaves a class and frees a place', async () => {
      const created = await fixtures.createClass(teacher.client, { capacity: 1 });
      const [student, next] = await fixtures.students(2);
      await join(student, created.joinCode).expect(201);
      expect((await student.client.delete(`/api/student/classes/${created.id}`).expect(200)).body).toEqual({ data: { id: created.id } });
      expect((await student.client.get('/api/student/classes')).body.data).toEqual([]);
      await join(next, created.joinCode).expect(201);
      expect(await fixtures.memberCount(created.id)).toEqual({ members: 1, studentCount: 1 });
    });

    it('answers 404 NOT_IN_CLASS for a class the student is not in, or that does not exist', async () => {
      const created = await fixtures.createClass(teacher.client);
      const [student] = await fixtures.students(1);
      for (const id of [created.id, 2_000_000_000]) {
        const response = await student.client.delete(`/api/student/classes/${id}`).expect(404);
        expect(response.body).toMatchObject({ code: 'NOT_IN_CLASS', message: 'You are not in this class.' });
      }
    });
  });

  describe('the teacher invites students; they join by accepting', () => {
    const invitedBy = (typed: string) => ({ status: 'invited', invitation: { id: expect.any(Number), invitedAs: typed, state: 'invited', createdAt: expect.any(String) } });

    it('invites by id: the answer names only what was typed; the student is in once they accept', async () => {
      const created = await fixtures.createClass(teacher.client);
      const [student] = await fixtures.students(1);
      const answer = (await teacher.client.post(`/api/classes/${created.id}/add-student`, { studentId: student.id }).expect(200)).body.data;
      expect(answer).toEqual(invitedBy(String(student.id)));
      expect(await fixtures.memberCount(created.id)).toEqual({ members: 0, studentCount: 0 });
      const [invitation] = (await student.client.get('/api/student/class-invitations').expect(200)).body.data;
      await student.client.post(`/api/student/class-invitations/${invitation.id}/accept`, {}).expect(200);
      expect((await student.client.get('/api/student/classes')).body.data.map((entry: { id: number }) => entry.id)).toEqual([created.id]);
    });

    it('invites by username or e-mail, trimmed and in any case', async () => {
      const created = await fixtures.createClass(teacher.client);
      const [byName, byMail] = await fixtures.students(2);
      await teacher.client.post(`/api/classes/${created.id}/add-student-by-username`, { username: `  ${byName.username.toUpperCase()} ` }).expect(200);
      const answer = (await teacher.client.post(`/api/classes/${created.id}/add-student-by-username`, { username: byMail.email.toUpperCase() }).expect(200)).body.data;
      expect(answer).toEqual(invitedBy(byMail.email.toUpperCase()));
      for (const student of [byName, byMail]) {
        expect((await student.client.get('/api/student/class-invitations').expect(200)).body.data.map((entry: { classId: number }) => entry.classId)).toEqual([created.id]);
      }
      await fixtures.inviteAndAccept(teacher.client, created.id, byName, 'username');
      t.clock.advance(1);
      await fixtures.inviteAndAccept(teacher.client, created.id, byMail, 'email');
      const mine = (await teacher.client.get('/api/classes/mine').expect(200)).body.data.find((entry: { id: number }) => entry.id === created.id);
      expect(mine.students.map((student: { id: number }) => student.id)).toEqual([byName.id, byMail.id]);
    });

    it('invites to a deactivated class, and accepting joins it (only joins by code are refused there)', async () => {
      const created = await fixtures.createClass(teacher.client, { isActive: false });
      const [student] = await fixtures.students(1);
      await fixtures.inviteAndAccept(teacher.client, created.id, student);
      expect(await fixtures.memberCount(created.id)).toEqual({ members: 1, studentCount: 1 });
    });

    it('a teacher, a parent, a sponsor or nobody named: the same answer, and nobody is added or sees anything', async () => {
      const created = await fixtures.createClass(teacher.client);
      for (const role of ['teacher', 'parent', 'sponsor'] as const) {
        const someone = await fixtures.person(role);
        expect((await teacher.client.post(`/api/classes/${created.id}/add-student`, { studentId: someone.id }).expect(200)).body.data).toEqual(invitedBy(String(someone.id)));
        expect((await teacher.client.post(`/api/classes/${created.id}/add-student-by-username`, { username: someone.username }).expect(200)).body.data).toEqual(
          invitedBy(someone.username),
        );
      }
      expect((await teacher.client.post(`/api/classes/${created.id}/add-student`, { studentId: 2_000_000_000 }).expect(200)).body.data).toEqual(invitedBy('2000000000'));
      expect((await teacher.client.post(`/api/classes/${created.id}/add-student-by-username`, { username: 'nobody_at_all_here' }).expect(200)).body.data).toEqual(
        invitedBy('nobody_at_all_here'),
      );
      expect(await fixtures.memberCount(created.id)).toEqual({ members: 0, studentCount: 0 });
    });

    it('a student already in the class: the same answer, and nothing changes', async () => {
      const created = await fixtures.createClass(teacher.client);
      const [student] = await fixtures.students(1);
      await join(student, created.joinCode).expect(201);
      await teacher.client.post(`/api/classes/${created.id}/add-student`, { studentId: student.id }).expect(200);
      await teacher.client.post(`/api/classes/${created.id}/add-student-by-username`, { username: student.username }).expect(200);
      expect((await student.client.get('/api/student/class-invitations').expect(200)).body.data).toEqual([]);
      expect(await fixtures.memberCount(created.id)).toEqual({ members: 1, studentCount: 1 });
    });

    it('capacity holds on every way in: join, invite and accept all answer 409 CLASS_FULL', async () => {
      const created = await fixtures.createClass(teacher.client, { capacity: 1 });
      const [inside, viaCode, viaId, viaName, waiting] = await fixtures.students(5);
      await teacher.client.post(`/api/classes/${created.id}/add-student`, { studentId: waiting.id }).expect(200);
      await fixtures.inviteAndAccept(teacher.client, created.id, inside);
      expect((await join(viaCode, created.joinCode).expect(409)).body).toMatchObject(FULL(1));
      expect((await teacher.client.post(`/api/classes/${created.id}/add-student`, { studentId: viaId.id }).expect(409)).body).toMatchObject(FULL(1));
      expect((await teacher.client.post(`/api/classes/${created.id}/add-student-by-username`, { username: viaName.username }).expect(409)).body).toMatchObject(FULL(1));
      const [invitation] = (await waiting.client.get('/api/student/class-invitations').expect(200)).body.data;
      expect((await waiting.client.post(`/api/student/class-invitations/${invitation.id}/accept`, {}).expect(409)).body).toMatchObject(FULL(1));
      expect(await fixtures.memberCount(created.id)).toEqual({ members: 1, studentCount: 1 });
    });

    it.each([
      ['add-student', {}, 'studentId must be a whole number'],
      ['add-student', { studentId: 'abc' }, 'studentId must be a whole number'],
      ['add-student', { studentId: 0 }, 'studentId must be a student id'],
      ['add-student-by-username', {}, 'Enter a username or e-mail'],
      ['add-student-by-username', { username: '   ' }, 'Enter a username or e-mail'],
      ['remove-student-by-username', { username: '' }, 'Enter a username or e-mail'],
    ])('%s refuses %j with 400: %s', async (call, body, message) => {
      const created = await fixtures.createClass(teacher.client);
      const response = await teacher.client.post(`/api/classes/${created.id}/${call}`, body).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    });
  });

  describe('the teacher removes students', () => {
    it('removes by id and by username; the places are free again', async () => {
      const created = await fixtures.createClass(teacher.client, { capacity: 2 });
      const [a, b, c] = await fixtures.students(3);
      await join(a, created.joinCode).expect(201);
      await join(b, created.joinCode).expect(201);
      const afterId = (await teacher.client.delete(`/api/classes/${created.id}/students/${a.id}`).expect(200)).body.data;
      expect(afterId).toMatchObject({ studentCount: 1, students: [expect.objectContaining({ id: b.id })] });
      const afterName = (await teacher.client.post(`/api/classes/${created.id}/remove-student-by-username`, { username: b.email }).expect(200)).body.data;
      expect(afterName).toMatchObject({ studentCount: 0, students: [] });
      expect((await a.client.get('/api/student/classes')).body.data).toEqual([]);
      await join(c, created.joinCode).expect(201);
    });

    it('answers 404 NOT_IN_CLASS for a student who is not in the class', async () => {
      const created = await fixtures.createClass(teacher.client);
      const [student] = await fixtures.students(1);
      const byId = await teacher.client.delete(`/api/classes/${created.id}/students/${student.id}`).expect(404);
      expect(byId.body).toMatchObject({ code: 'NOT_IN_CLASS', message: 'This student is not in this class.' });
      const byName = await teacher.client.post(`/api/classes/${created.id}/remove-student-by-username`, { username: student.username }).expect(404);
      expect(byName.body).toMatchObject({ code: 'NOT_IN_CLASS', message: 'This student is not in this class.' });
      expect(await fixtures.memberCount(created.id)).toEqual({ members: 0, studentCount: 0 });
    });
  });
});
