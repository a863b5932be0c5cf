import { adminDataProvider, AdminHttpError, type ClassesDataProvider } from '../support/admin-data-provider';
import { ClassFixtures, type Session } from '../support/class-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

type Chip = { id: number; username: string; firstName: string | null; lastName: string | null };
type ListRecord = { id: number; name: string; studentCount: number; activeStudentCount: number; capacityUsage: number; firstStudents: Chip[]; [key: string]: unknown };
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The react-admin adapter of the classes, driven by ra-data-simple-rest itself (the package the web
 * uses): lists with sort, filter and paging (Content-Range), get, create, update, delete, the
 * students of a class, and the typed custom methods. The same use cases as /api/classes answer.
 * A list carries each class's first 6 students only (the card's chips, spec §9) with its counts;
 * one class and the students resource carry them all.
 */
describe('react-admin classes resources through ra-data-simple-rest (API)', () => {
  let t: TestApp;
  let fixtures: ClassFixtures;
  let teacher: Session;
  let provider: ClassesDataProvider;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-11-18T12:00:00Z');
    fixtures = new ClassFixtures(t.app, t.dataSource);
    teacher = await fixtures.person('teacher');
    provider = adminDataProvider(teacher.client);
    const forms = [
      { name: 'Algebra I', subject: 'math', capacity: 30 },
      { name: 'Biology', subject: 'science', capacity: 12 },
      { name: 'Chemistry', subject: 'science', capacity: 20, isActive: false },
      { name: 'Drawing', subject: 'art', capacity: 8 },
      { name: 'Essays', subject: 'english', capacity: 25 },
    ];
    for (const form of forms) {
      t.clock.advance(60);
      ids[form.name] = (await fixtures.createClass(teacher.client, form)).id;
    }
    await fixtures.createClass((await fixtures.person('teacher')).client, { name: 'Algebra elsewhere', subject: 'math' });
  });
  afterAll(() => t.close());

  const names = (records: Array<{ name?: unknown }>) => records.map((record) => record.name);

  it('lists my classes sorted and paged, with the total from Content-Range (exposed to the browser)', async () => {
    const first = await provider.getList('classes', { pagination: { page: 1, perPage: 2 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(names(first.data)).toEqual(['Algebra I', 'Biology']);
    expect(first.total).toBe(5);
    const second = await provider.getList('classes', { pagination: { page: 2, perPage: 2 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(names(second.data)).toEqual(['Chemistry', 'Drawing']);
    const byCapacity = await provider.getList('classes', { pagination: { page: 1, perPage: 10 }, sort: { field: 'capacity', order: 'DESC' }, filter: {} });
    expect(names(byCapacity.data)).toEqual(['Algebra I', 'Essays', 'Chemistry', 'Biology', 'Drawing']);

    const raw = await teacher.client.get('/api/admin/classes?sort=["name","ASC"]&range=[2,3]&filter={}').expect(200);
    expect(raw.headers['content-range']).toBe('classes 2-3/5');
    expect(raw.headers['access-control-expose-headers']).toBe('Content-Range');
    expect(Array.isArray(raw.body)).toBe(true);
    const beyond = await teacher.client.get('/api/admin/classes?range=[50,59]').expect(200);
    expect([beyond.body, beyond.headers['content-range']]).toEqual([[], 'classes */5']);
  });

  it('filters by text, by active state and by ids (getMany)', async () => {
    const science = await provider.getList('classes', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: { q: 'SCIEN' } });
    expect([names(science.data), science.total]).toEqual([['Biology', 'Chemistry'], 2]);
    const active = await provider.getList('classes', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: { isActive: false } });
    expect(names(active.data)).toEqual(['Chemistry']);
    const many = await provider.getMany('classes', { ids: [ids.Drawing, ids['Algebra I']] });
    expect(names(many.data).sort()).toEqual(['Algebra I', 'Drawing']);
  });

  it('refuses a sort field, range or filter it does not know with 400', async () => {
    for (const query of ['sort=["password","ASC"]', 'sort=["name","UP"]', 'range=[5,2]', 'range=[0,500]', 'filter={"teacherId":1}', 'filter=nope', 'filter={"q":5}']) {
      const response = await teacher.client.get(`/api/admin/classes?${query}`).expect(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('gets, creates, updates and deletes a class; another teacher sees none of it', async () => {
    const one = await provider.getOne('classes', { id: ids.Biology });
    expect(one.data).toMatchObject({ id: ids.Biology, name: 'Biology', capacity: 12, joinCode: expect.stringMatching(/^[A-Z2-9]{8}$/) });

    const created = await provider.create('classes', { data: { name: '  Geography  ', subject: 'geography', startDate: '2026-09-01' } });
    expect(created.data).toMatchObject({ id: expect.any(Number), name: 'Geography', capacity: 30, isActive: true, startDate: '2026-09-01', studentCount: 0 });

    // react-admin sends the whole record back: read-only fields and isActive are ignored.
    const updated = await provider.update('classes', { id: created.data.id, data: { ...created.data, name: 'World Geography', capacity: 18, isActive: false, joinCode: 'AAAAAA' }, previousData: created.data });
    expect(updated.data).toMatchObject({ id: created.data.id, name: 'World Geography', capacity: 18, isActive: true, joinCode: created.data.joinCode });

    const invalid = await provider.create('classes', { data: { name: ' ' } }).catch((error: AdminHttpError) => error);
    expect(invalid).toMatchObject({ status: 400, message: 'Class name is required' });

    const other = adminDataProvider((await fixtures.person('teacher')).client);
    expect(await other.getOne('classes', { id: ids.Biology }).catch((error: AdminHttpError) => error)).toMatchObject({ status: 404, message: 'Class not found.' });
    expect((await other.getList('classes', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).total).toBe(0);

    const deleted = await provider.delete('classes', { id: created.data.id, previousData: updated.data });
    expect(deleted.data).toMatchObject({ id: created.data.id, name: 'World Geography' });
    expect(await provider.getOne('classes', { id: created.data.id }).catch((error: AdminHttpError) => error)).toMatchObject({ status: 404 });
  });

  it('the typed custom methods: deactivate, activate, a new join code, invite by username', async () => {
    const id = ids.Drawing;
    expect((await provider.deactivateClass(id)).data.isActive).toBe(false);
    const [student] = await fixtures.students(1);
    const { joinCode } = (await provider.getOne('classes', { id })).data;
    expect((await student.client.post('/api/student/classes/join', { joinCode }).expect(409)).body.code).toBe('CLASS_INACTIVE');
    expect((await provider.activateClass(id)).data.isActive).toBe(true);
    const renewed = (await provider.regenerateJoinCode(id)).data;
    expect(renewed.joinCode).not.toBe(joinCode);
    expect((await student.client.post('/api/student/classes/join', { joinCode }).expect(404)).body.code).toBe('JOIN_CODE_NOT_FOUND');
    const [added] = await fixtures.students(1);
    expect((await provider.addStudentByUsername(id, added.username)).data).toEqual({
      status: 'invited',
      invitation: { id: expect.any(Number), invitedAs: added.username, state: 'invited', createdAt: expect.any(String) },
    });
    expect((await provider.getOne('classes', { id })).data.students).toEqual([]);
    await fixtures.accept(added, id);
    expect((await provider.getOne('classes', { id })).data.students.map((entry: { id: number }) => entry.id)).toEqual([added.id]);
    // Not a student: the same answer, and nothing else happens.
    expect((await provider.addStudentByUsername(id, teacher.username)).data).toMatchObject({ status: 'invited', invitation: { invitedAs: teacher.username, state: 'invited' } });
  });

  it('the students of a class: list sorted, filtered and paged, get one, invite by id or username, remove; capacity holds', async () => {
    const classId = ids.Biology;
    const resource = `classes/${classId}/students`;
    const students = await fixtures.students(3, { firstName: 'Zed' });
    const [ann, bob, cid] = students;
    await fixtures.setFigures(ann.id, { xp: 300 });
    await fixtures.setFigures(bob.id, { xp: 100 });
    await fixtures.setFigures(cid.id, { xp: 200 });
    const invited = (await provider.create(resource, { data: { studentId: ann.id } })).data;
    expect(invited).toEqual({ id: expect.any(Number), invitedAs: String(ann.id), state: 'invited', createdAt: expect.any(String) });
    expect((await provider.create(resource, { data: { username: bob.email } })).data).toMatchObject({ invitedAs: bob.email, state: 'invited' });
    await provider.create(resource, { data: { username: cid.username } });
    // Nobody is in the class until they accept.
    expect((await provider.getList(resource, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).total).toBe(0);
    for (const student of students) await fixtures.accept(student, classId);
    expect((await provider.getOne(resource, { id: ann.id })).data).toMatchObject({ id: ann.id, username: ann.username, xp: 300 });

    const byXp = await provider.getList(resource, { pagination: { page: 1, perPage: 2 }, sort: { field: 'xp', order: 'DESC' }, filter: {} });
    expect([byXp.data.map((record) => record.id), byXp.total]).toEqual([[ann.id, cid.id], 3]);
    const raw = await teacher.client.get(`/api/admin/${resource}?sort=["xp","ASC"]&range=[1,2]`).expect(200);
    expect([raw.body.map((record: { id: number }) => record.id), raw.headers['content-range']]).toEqual([[cid.id, ann.id], 'students 1-2/3']);
    const found = await provider.getList(resource, { pagination: { page: 1, perPage: 10 }, sort: { field: 'username', order: 'ASC' }, filter: { q: bob.username.toUpperCase() } });
    expect(found.data.map((record) => record.id)).toEqual([bob.id]);
    expect((await provider.getOne(resource, { id: cid.id })).data).toMatchObject({ id: cid.id, rank: 'Bronze I' });

    // Already in: the same answer as anyone else, and nothing changes.
    expect((await provider.create(resource, { data: { studentId: ann.id } })).data).toMatchObject({ invitedAs: String(ann.id), state: 'invited' });
    expect((await provider.getOne('classes', { id: classId })).data).toMatchObject({ studentCount: 3 });
    const neither = await provider.create(resource, { data: {} }).catch((error: AdminHttpError) => error);
    expect(neither).toMatchObject({ status: 400, message: 'Send either studentId or username' });

    expect((await provider.delete(resource, { id: bob.id })).data).toMatchObject({ id: bob.id, username: bob.username });
    expect(await provider.getOne(resource, { id: bob.id }).catch((error: AdminHttpError) => error)).toMatchObject({ status: 404, body: { code: 'NOT_IN_CLASS' } });
    expect((await provider.getOne('classes', { id: classId })).data).toMatchObject({ studentCount: 2 });

    // Capacity 12: fill it, then the admin resource refuses the next like every other way in.
    const more = await fixtures.students(10);
    for (const student of more) {
      await provider.create(resource, { data: { studentId: student.id } });
      await fixtures.accept(student, classId);
    }
    const full = await provider.create(resource, { data: { studentId: bob.id } }).catch((error: AdminHttpError) => error);
    expect(full).toMatchObject({ status: 409, body: { code: 'CLASS_FULL', message: 'This class is full (capacity 12)' } });

    const outsider = adminDataProvider((await fixtures.person('teacher')).client);
    expect(await outsider.getList(resource, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }).catch((error: AdminHttpError) => error)).toMatchObject({ status: 404 });
  });

  it("the list carries each class's first 6 students in the order they joined, its student count and active count; one class carries them all", async () => {
    const owner = await fixtures.person('teacher');
    const mine = adminDataProvider(owner.client);
    t.clock.set('2026-12-01T09:00:00Z');
    const big = (await fixtures.createClass(owner.client, { name: 'Big', capacity: 12 })).id;
    const small = (await fixtures.createClass(owner.client, { name: 'Small', capacity: 4 })).id;
    const empty = (await fixtures.createClass(owner.client, { name: 'Empty', capacity: 5 })).id;
    const [a, b, c, d, e, f, g, h, i] = await fixtures.students(9);
    const [tieLow, tieHigh] = [d, e].sort((x, y) => x.id - y.id);
    const joinedAt = new Map<number, string>();
    const join = async (classId: number, student: Session, minutesLater: number) => {
      t.clock.advance(minutesLater * 60);
      await mine.create(`classes/${classId}/students`, { data: { studentId: student.id } });
      await fixtures.accept(student, classId);
      if (classId === big) joinedAt.set(student.id, t.clock.now().toISOString());
    };
    // One minute apart, but the 4th and 5th join in the same instant (the larger id first): the smaller id comes first.
    await join(big, a, 1);
    await join(big, b, 1);
    await join(big, c, 1);
    await join(big, tieHigh, 1);
    await join(big, tieLow, 0);
    await join(big, f, 1);
    await join(big, g, 1);
    await join(big, h, 1);
    await join(big, i, 1);
    await join(small, h, 1);
    await join(small, a, 1);

    // Active: last active at most 7 × 24 hours ago (spec §9); the boundary counts, a second more does not, never is inactive.
    t.clock.advance(3600);
    const now = t.clock.now().getTime();
    const ago = (ms: number) => new Date(now - ms).toISOString();
    await fixtures.setFigures(a.id, { xp: 450, level: 3, lastActiveAt: ago(7 * DAY_MS) });
    await fixtures.setFigures(b.id, { lastActiveAt: ago(7 * DAY_MS + 1000) });
    await fixtures.setFigures(c.id, { lastActiveAt: ago(3600 * 1000) });
    await fixtures.setFigures(tieLow.id, { lastActiveAt: null });
    await fixtures.setFigures(tieHigh.id, { lastActiveAt: null });
    await fixtures.setFigures(f.id, { lastActiveAt: null });
    await fixtures.setFigures(g.id, { lastActiveAt: ago(2 * DAY_MS) });
    await fixtures.setFigures(h.id, { lastActiveAt: ago(10 * DAY_MS) });
    await fixtures.setFigures(i.id, { lastActiveAt: ago(3 * DAY_MS) });

    const usernames = (students: Array<{ username: string }>) => students.map((student) => student.username);
    const list = await mine.getList<ListRecord>('classes', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect([names(list.data), list.total]).toEqual([['Big', 'Empty', 'Small'], 3]);
    const byName = Object.fromEntries(list.data.map((record) => [record.name, record]));
    for (const record of list.data) {
      expect(record.firstStudents.length).toBeLessThanOrEqual(6);
      expect(record).not.toHaveProperty('students');
    }

    // Big: 9 students, the first 6 by joined time; active a (the boundary), c, g and i, two of them past the chips.
    expect(byName.Big).toMatchObject({ id: big, studentCount: 9, activeStudentCount: 4, capacityUsage: 75 });
    expect(usernames(byName.Big.firstStudents)).toEqual(usernames([a, b, c, tieLow, tieHigh, f]));
    // A chip is the handle and the name of a student record of the class (its id is the student's).
    const annRecord = (await mine.getOne(`classes/${big}/students`, { id: a.id })).data;
    expect(byName.Big.firstStudents[0]).toEqual({ id: a.id, username: a.username, firstName: annRecord.firstName, lastName: annRecord.lastName });
    // Small: both shown, h first; only a is active.
    expect(byName.Small).toMatchObject({ studentCount: 2, activeStudentCount: 1, capacityUsage: 50 });
    expect(usernames(byName.Small.firstStudents)).toEqual(usernames([h, a]));
    expect(byName.Empty).toMatchObject({ studentCount: 0, activeStudentCount: 0, capacityUsage: 0, firstStudents: [] });

    // One class carries every student, in the same order, with the same figures.
    const one = (await mine.getOne('classes', { id: big })).data;
    expect(one).toMatchObject({ studentCount: 9, activeStudentCount: 4, capacityUsage: 75 });
    expect(usernames(one.students)).toEqual(usernames([a, b, c, tieLow, tieHigh, f, g, h, i]));
    expect(one.students[0]).toMatchObject({ id: a.id, userId: a.id, xp: 450, level: 3, joinedAt: joinedAt.get(a.id), lastActiveAt: ago(7 * DAY_MS) });
    expect(one.students[3]).toMatchObject({ id: tieLow.id, joinedAt: joinedAt.get(tieLow.id), lastActiveAt: null, level: 1, rank: 'Bronze I', xp: 0 });
    expect(one.students[4].joinedAt).toBe(joinedAt.get(tieLow.id));
    expect(one).not.toHaveProperty('firstStudents');
    // So does the students resource the card's View all reads, in the order they joined.
    const roster = await mine.getList(`classes/${big}/students`, { pagination: { page: 1, perPage: 100 }, sort: { field: 'joinedAt', order: 'ASC' }, filter: {} });
    expect([usernames(roster.data), roster.total]).toEqual([usernames([a, b, c, tieLow, tieHigh, f, g, h, i]), 9]);

    // react-admin may send a list record back on update: its first students are ignored like the other read-only fields.
    const renamed = await mine.update('classes', { id: small, data: { ...byName.Small, name: 'Small group' }, previousData: byName.Small });
    expect(renamed.data).toMatchObject({ id: small, name: 'Small group', studentCount: 2 });
    expect(usernames(renamed.data.students)).toEqual(usernames([h, a]));

    // A student removed: the chips move up and the counts follow.
    await mine.delete(`classes/${big}/students`, { id: a.id, previousData: { id: a.id } });
    const after = (await mine.getList<ListRecord>('classes', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: { q: 'Big' } })).data[0];
    expect(after).toMatchObject({ studentCount: 8, activeStudentCount: 3 });
    expect(usernames(after.firstStudents)).toEqual(usernames([b, c, tieLow, tieHigh, f, g]));

    // The totals: classes, the active ones, and the students in any of them counted once (a is still in Small).
    await mine.deactivateClass(empty);
    expect((await mine.classTotals()).data).toEqual({ classes: 3, activeClasses: 2, distinctStudents: 9 });
    const raw = await owner.client.get('/api/admin/classes/totals').expect(200);
    expect(raw.body).toEqual({ classes: 3, activeClasses: 2, distinctStudents: 9 });
    expect((await adminDataProvider((await fixtures.person('teacher')).client).classTotals()).data).toEqual({ classes: 0, activeClasses: 0, distinctStudents: 0 });
  });
});
