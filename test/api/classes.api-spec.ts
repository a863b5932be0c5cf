import { JOIN_CODE_ALPHABET } from '../../domain/classes/join-code';
import { CodeDice, ClassFixtures, type Session } from '../support/class-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

const CODE = new RegExp(`^[${JOIN_CODE_ALPHABET}]{8}$`);

describe('classes: the teacher creates, changes and deletes their classes (API)', () => {
  let t: TestApp;
  let fixtures: ClassFixtures;
  let teacher: Session;
  let otherTeacher: Session;
  const dice = new CodeDice();

  beforeAll(async () => {
    t = await createTestApp({ random: dice.source });
    fixtures = new ClassFixtures(t.app, t.dataSource);
    teacher = await fixtures.person('teacher', { firstName: 'Ada', lastName: 'Teach' });
    otherTeacher = await fixtures.person('teacher', { firstName: 'Bob' });
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set('2026-11-18T12:00:00Z'));

  it('creates a class: the name trimmed, capacity 30 and active by default, an 8-character code without look-alikes', async () => {
    const created = await teacher.client.post('/api/classes', { data: { name: '  Maths Explorers  ' } }).expect(201);
    expect(created.body).toEqual({
      data: {
        id: expect.any(Number),
        name: 'Maths Explorers',
        subject: null,
        gradeLevel: null,
        capacity: 30,
        startDate: null,
        endDate: null,
        description: null,
        isActive: true,
        joinCode: expect.stringMatching(CODE),
        studentCount: 0,
        activeStudentCount: 0,
        capacityUsage: 0,
        createdAt: '2026-11-18T12:00:00.000Z',
        students: [],
      },
    });
    expect(created.body.data.joinCode).not.toMatch(/[01OI]/);
  });

  it('creates a class with every field of the form', async () => {
    const form = { name: 'Young Scientists', subject: 'science', gradeLevel: 'Grade 8', capacity: 12, startDate: '2026-09-01', endDate: '2027-06-30', description: 'Experiments every Friday.', isActive: false };
    const created = (await teacher.client.post('/api/classes', { data: form }).expect(201)).body.data;
    expect(created).toMatchObject({ ...form, studentCount: 0 });
  });

  it.each([
    [{ name: '' }, 'name', 'Class name is required'],
    [{ name: '   ' }, 'name', 'Class name is required'],
    [{ subject: 'math' }, 'name', 'Class name is required'],
    [{ name: 'x'.repeat(101) }, 'name', 'Class name must be at most 100 characters'],
    [{ name: 'A', capacity: 0 }, 'capacity', 'Capacity must be at least 1'],
    [{ name: 'A', capacity: 2.5 }, 'capacity', 'Capacity must be a whole number of students'],
    [{ name: 'A', capacity: '30' }, 'capacity', 'Capacity must be a whole number of students'],
    [{ name: 'A', capacity: 1001 }, 'capacity', 'Capacity must be at most 1,000'],
    [{ name: 'A', startDate: '01/09/2026' }, 'startDate', 'Start date must be a date (YYYY-MM-DD)'],
    [{ name: 'A', startDate: '2026-02-30' }, 'startDate', 'Start date must be a date (YYYY-MM-DD)'],
    [{ name: 'A', startDate: '2026-09-01', endDate: '2026-08-01' }, 'endDate', 'End date cannot be before the start date'],
    [{ name: 'A', isActive: 'yes' }, 'isActive', 'isActive must be true or false'],
    [{ name: 'A', joinCode: 'AAAAAA' }, 'data.joinCode', 'property joinCode should not exist'],
  ])('refuses %j with 400 on %s: %s', async (form, field, message) => {
    const response = await teacher.client.post('/api/classes', { data: form }).expect(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(Object.keys(response.body.errors).some((key) => key.endsWith(field))).toBe(true);
  });

  it('refuses a body without data', async () => {
    const response = await teacher.client.post('/api/classes', { name: 'Flat' }).expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
  });

  it('only teachers manage classes: a student, a parent and a sponsor get 403', async () => {
    for (const role of ['student', 'parent', 'sponsor'] as const) {
      const someone = await fixtures.person(role);
      const response = await someone.client.post('/api/classes', { data: { name: 'Mine' } }).expect(403);
      expect(response.body).toMatchObject({ code: 'FORBIDDEN', message: 'Only teachers can manage classes.' });
      await someone.client.get('/api/classes/mine').expect(403);
    }
  });

  it('lists my classes only, newest first, each with its students in the order they joined', async () => {
    const me = await fixtures.person('teacher');
    const first = await fixtures.createClass(me.client, { name: 'First' });
    t.clock.advance(60);
    const second = await fixtures.createClass(me.client, { name: 'Second' });
    await fixtures.createClass(otherTeacher.client, { name: 'Not mine' });
    const [sam, kim] = await fixtures.students(2);
    await fixtures.setFigures(sam.id, { xp: 250, level: 3, lastActiveAt: '2026-11-17T09:00:00Z' });
    await sam.client.post('/api/student/classes/join', { joinCode: second.joinCode }).expect(201);
    t.clock.advance(60);
    await kim.client.post('/api/student/classes/join', { joinCode: second.joinCode }).expect(201);

    const mine = (await me.client.get('/api/classes/mine').expect(200)).body.data;
    expect(mine.map((entry: { name: string }) => entry.name)).toEqual(['Second', 'First']);
    expect(mine[1]).toMatchObject({ id: first.id, studentCount: 0, students: [] });
    expect(mine[0]).toMatchObject({ id: second.id, studentCount: 2, activeStudentCount: 1, capacityUsage: 7 });
    expect(mine[0].students).toEqual([
      {
        id: sam.id,
        userId: sam.id,
        username: sam.username,
        firstName: 'Test',
        lastName: 'Learner',
        level: 3,
        rank: 'Bronze I',
        xp: 250,
        lastActiveAt: '2026-11-17T09:00:00.000Z',
        joinedAt: '2026-11-18T12:01:00.000Z',
      },
      expect.objectContaining({ id: kim.id, username: kim.username, level: 1, rank: 'Bronze I', xp: 0, lastActiveAt: null, joinedAt: '2026-11-18T12:02:00.000Z' }),
    ]);
  });

  it('changes only the fields sent, and checks the whole form again', async () => {
    const created = await fixtures.createClass(teacher.client, { name: 'Algebra', subject: 'math', startDate: '2026-09-01' });
    const changed = (await teacher.client.put(`/api/classes/${created.id}`, { data: { gradeLevel: 'Grade 9', capacity: 25 } }).expect(200)).body.data;
    expect(changed).toMatchObject({ id: created.id, name: 'Algebra', subject: 'math', gradeLevel: 'Grade 9', capacity: 25, startDate: '2026-09-01', joinCode: created.joinCode });
    const cleared = (await teacher.client.put(`/api/classes/${created.id}`, { data: { subject: '', startDate: '' } }).expect(200)).body.data;
    expect(cleared).toMatchObject({ subject: null, startDate: null });
    await teacher.client.put(`/api/classes/${created.id}`, { data: { startDate: '2026-09-01' } }).expect(200);
    const before = await teacher.client.put(`/api/classes/${created.id}`, { data: { endDate: '2026-08-31' } }).expect(400);
    expect(before.body).toMatchObject({ code: 'VALIDATION_FAILED', message: 'End date cannot be before the start date', errors: { endDate: 'End date cannot be before the start date' } });
    const blank = await teacher.client.put(`/api/classes/${created.id}`, { data: { name: ' ' } }).expect(400);
    expect(blank.body.message).toBe('Class name is required');
  });

  it('deactivates and activates a class (spec §4: isActive toggles)', async () => {
    const created = await fixtures.createClass(teacher.client);
    expect((await teacher.client.put(`/api/classes/${created.id}`, { data: { isActive: false } }).expect(200)).body.data).toMatchObject({ isActive: false });
    expect((await teacher.client.put(`/api/classes/${created.id}`, { data: { isActive: true } }).expect(200)).body.data).toMatchObject({ isActive: true, joinCode: created.joinCode });
  });

  it('refuses a capacity below the students already in the class with 409', async () => {
    const created = await fixtures.createClass(teacher.client, { capacity: 5 });
    for (const student of await fixtures.students(3)) await student.client.post('/api/student/classes/join', { joinCode: created.joinCode }).expect(201);
    const response = await teacher.client.put(`/api/classes/${created.id}`, { data: { capacity: 2 } }).expect(409);
    expect(response.body).toMatchObject({ code: 'CAPACITY_BELOW_STUDENTS', message: 'The capacity cannot be lower than the 3 students already in this class.' });
    expect((await teacher.client.put(`/api/classes/${created.id}`, { data: { capacity: 3 } }).expect(200)).body.data).toMatchObject({ capacity: 3, capacityUsage: 100 });
  });

  it('deletes a class with its memberships; its students no longer see it', async () => {
    const created = await fixtures.createClass(teacher.client);
    const [student] = await fixtures.students(1);
    await student.client.post('/api/student/classes/join', { joinCode: created.joinCode }).expect(201);
    expect((await teacher.client.delete(`/api/classes/${created.id}`).expect(200)).body).toEqual({ data: { id: created.id } });
    expect((await student.client.get('/api/student/classes').expect(200)).body.data).toEqual([]);
    expect((await teacher.client.get('/api/classes/mine')).body.data.map((entry: { id: number }) => entry.id)).not.toContain(created.id);
    const again = await teacher.client.delete(`/api/classes/${created.id}`).expect(404);
    expect(again.body).toMatchObject({ code: 'CLASS_NOT_FOUND', message: 'Class not found.' });
    expect(await fixtures.memberCount(created.id)).toEqual({ members: 0, studentCount: null });
  });

  it("another teacher can neither see nor change my class: every call answers 404 CLASS_NOT_FOUND, and nothing changes", async () => {
    const created = await fixtures.createClass(teacher.client, { name: 'Private' });
    const [student, outsider] = await fixtures.students(2);
    await student.client.post('/api/student/classes/join', { joinCode: created.joinCode }).expect(201);
    const other = otherTeacher.client;
    const calls = [
      other.put(`/api/classes/${created.id}`, { data: { name: 'Taken over' } }),
      other.put(`/api/classes/${created.id}`, { data: { isActive: false } }),
      other.delete(`/api/classes/${created.id}`),
      other.post(`/api/classes/${created.id}/regenerate-join-code`),
      other.post(`/api/classes/${created.id}/add-student`, { studentId: outsider.id }),
      other.post(`/api/classes/${created.id}/add-student-by-username`, { username: outsider.username }),
      other.delete(`/api/classes/${created.id}/students/${student.id}`),
      other.post(`/api/classes/${created.id}/remove-student-by-username`, { username: student.username }),
      other.get(`/api/classes/${created.id}/invitations`),
      other.delete(`/api/classes/${created.id}/invitations/1`),
      other.get(`/api/class-analytics/${created.id}`),
      other.post('/api/class-analytics', { classId: created.id }),
    ];
    for (const response of await Promise.all(calls)) {
      expect([response.status, response.body.code, response.body.message]).toEqual([404, 'CLASS_NOT_FOUND', 'Class not found.']);
    }
    expect((await other.get('/api/classes/mine')).body.data.map((entry: { id: number }) => entry.id)).not.toContain(created.id);
    const [mine] = (await teacher.client.get('/api/classes/mine')).body.data.filter((entry: { id: number }) => entry.id === created.id);
    expect(mine).toMatchObject({ name: 'Private', isActive: true, joinCode: created.joinCode, studentCount: 1, students: [expect.objectContaining({ id: student.id })] });
    const [{ snapshots }] = await t.dataSource.query(`SELECT count(*)::int AS snapshots FROM class_analytics WHERE class_id = $1`, [created.id]);
    expect(snapshots).toBe(0);
  });

  it('an unknown class is 404 CLASS_NOT_FOUND for its every call', async () => {
    const response = await teacher.client.put('/api/classes/2000000000', { data: { name: 'Ghost' } }).expect(404);
    expect(response.body).toMatchObject({ code: 'CLASS_NOT_FOUND', message: 'Class not found.' });
    await teacher.client.post('/api/classes/2000000000/regenerate-join-code').expect(404);
  });
});

describe('classes: join codes (API)', () => {
  let t: TestApp;
  let fixtures: ClassFixtures;
  let teacher: Session;
  const dice = new CodeDice();

  beforeAll(async () => {
    t = await createTestApp({ random: dice.source });
    fixtures = new ClassFixtures(t.app, t.dataSource);
    teacher = await fixtures.person('teacher');
  });
  afterAll(() => t.close());

  it('every code drawn is 8 characters of the alphabet without 0, O, 1 and I', async () => {
    const codes = await Promise.all(Array.from({ length: 20 }, async () => (await fixtures.createClass(teacher.client)).joinCode));
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('a code held by an active class is never given to another; a deactivated class frees its code, and gets a new one when activated again', async () => {
    dice.next('Q2W3E4RT');
    const first = await fixtures.createClass(teacher.client, { name: 'First' });
    expect(first.joinCode).toBe('Q2W3E4RT');
    dice.next('Q2W3E4RT', 'Q2W3E4RT', 'R5T6Y7UP');
    const second = await fixtures.createClass(teacher.client, { name: 'Second' });
    expect(second.joinCode).toBe('R5T6Y7UP');

    await teacher.client.put(`/api/classes/${first.id}`, { data: { isActive: false } }).expect(200);
    dice.next('Q2W3E4RT');
    const third = await fixtures.createClass(teacher.client, { name: 'Third' });
    expect(third.joinCode).toBe('Q2W3E4RT');

    dice.next('Q2W3E4RT', 'U8P9ASDF');
    const reactivated = (await teacher.client.put(`/api/classes/${first.id}`, { data: { isActive: true } }).expect(200)).body.data;
    expect(reactivated).toMatchObject({ isActive: true, joinCode: 'U8P9ASDF' });
    const [{ active }] = await t.dataSource.query(`SELECT count(*)::int AS active FROM classes WHERE join_code = 'Q2W3E4RT' AND is_active`);
    expect(active).toBe(1);
  });

  it('regenerating gives a new code at once; the old one stops working and the new one works', async () => {
    const created = await fixtures.createClass(teacher.client);
    dice.next(created.joinCode, 'D3F4G5HJ');
    const regenerated = (await teacher.client.post(`/api/classes/${created.id}/regenerate-join-code`).expect(200)).body.data;
    expect(regenerated).toMatchObject({ id: created.id, joinCode: 'D3F4G5HJ' });
    const [student] = await fixtures.students(1);
    const old = await student.client.post('/api/student/classes/join', { joinCode: created.joinCode }).expect(404);
    expect(old.body).toMatchObject({ code: 'JOIN_CODE_NOT_FOUND', message: 'No class has this join code. Check the code with your teacher.' });
    await student.client.post('/api/student/classes/join', { joinCode: 'D3F4G5HJ' }).expect(201);
  });

  it('regenerating never takes the code of another active class', async () => {
    dice.next('H6J7K8LM');
    await fixtures.createClass(teacher.client);
    const created = await fixtures.createClass(teacher.client);
    dice.next('H6J7K8LM', 'L9M2N3PQ');
    expect((await teacher.client.post(`/api/classes/${created.id}/regenerate-join-code`).expect(200)).body.data.joinCode).toBe('L9M2N3PQ');
  });
});
