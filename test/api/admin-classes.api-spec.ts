import { adminDataProvider, AdminHttpError, type ClassesDataProvider } from '../support/admin-data-provider';
import { ClassFixtures, type Session } from '../support/class-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The react-admin adapter of the classes, driven by ra-data-simple-rest itself (the package the web
 * uses): lists with sort, filter and paging (Content-Range), get, create, update, delete, the
 * students of a class, and the typed custom methods. The same use cases as /api/classes answer.
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
    expect(one.data).toMatchObject({ id: ids.Biology, name: 'Biology', capacity: 12, joinCode: expect.stringMatching(/^[A-Z2-9]{6}$/) });

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

  it('the typed custom methods: deactivate, activate, a new join code, add by username', async () => {
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
    expect((await provider.addStudentByUsername(id, added.username)).data.students.map((entry) => entry.id)).toEqual([added.id]);
    expect(await provider.addStudentByUsername(id, teacher.username).catch((error: AdminHttpError) => error)).toMatchObject({ status: 422, body: { code: 'NOT_A_STUDENT' } });
  });

  it('the students of a class: list sorted, filtered and paged, get one, add by id or username, remove; capacity holds', async () => {
    const classId = ids.Biology;
    const resource = `classes/${classId}/students`;
    const students = await fixtures.students(3, { firstName: 'Zed' });
    const [ann, bob, cid] = students;
    await fixtures.setFigures(ann.id, { xp: 300 });
    await fixtures.setFigures(bob.id, { xp: 100 });
    await fixtures.setFigures(cid.id, { xp: 200 });
    expect((await provider.create(resource, { data: { studentId: ann.id } })).data).toMatchObject({ id: ann.id, username: ann.username, xp: 300 });
    expect((await provider.create(resource, { data: { username: bob.email } })).data).toMatchObject({ id: bob.id });
    await provider.create(resource, { data: { username: cid.username } });

    const byXp = await provider.getList(resource, { pagination: { page: 1, perPage: 2 }, sort: { field: 'xp', order: 'DESC' }, filter: {} });
    expect([byXp.data.map((record) => record.id), byXp.total]).toEqual([[ann.id, cid.id], 3]);
    const raw = await teacher.client.get(`/api/admin/${resource}?sort=["xp","ASC"]&range=[1,2]`).expect(200);
    expect([raw.body.map((record: { id: number }) => record.id), raw.headers['content-range']]).toEqual([[cid.id, ann.id], 'students 1-2/3']);
    const found = await provider.getList(resource, { pagination: { page: 1, perPage: 10 }, sort: { field: 'username', order: 'ASC' }, filter: { q: bob.username.toUpperCase() } });
    expect(found.data.map((record) => record.id)).toEqual([bob.id]);
    expect((await provider.getOne(resource, { id: cid.id })).data).toMatchObject({ id: cid.id, rank: 'Bronze I' });

    const again = await provider.create(resource, { data: { studentId: ann.id } }).catch((error: AdminHttpError) => error);
    expect(again).toMatchObject({ status: 409, message: `${ann.username} is already in this class.` });
    const neither = await provider.create(resource, { data: {} }).catch((error: AdminHttpError) => error);
    expect(neither).toMatchObject({ status: 400, message: 'Send either studentId or username' });

    expect((await provider.delete(resource, { id: bob.id })).data).toMatchObject({ id: bob.id, username: bob.username });
    expect(await provider.getOne(resource, { id: bob.id }).catch((error: AdminHttpError) => error)).toMatchObject({ status: 404, body: { code: 'NOT_IN_CLASS' } });
    expect((await provider.getOne('classes', { id: classId })).data).toMatchObject({ studentCount: 2 });

    // Capacity 12: fill it, then the admin resource refuses the next like every other way in.
    const more = await fixtures.students(10);
    for (const student of more) await provider.create(resource, { data: { studentId: student.id } });
    const full = await provider.create(resource, { data: { studentId: bob.id } }).catch((error: AdminHttpError) => error);
    expect(full).toMatchObject({ status: 409, body: { code: 'CLASS_FULL', message: 'This class is full (capacity 12)' } });

    const outsider = adminDataProvider((await fixtures.person('teacher')).client);
    expect(await outsider.getList(resource, { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: {} }).catch((error: AdminHttpError) => error)).toMatchObject({ status: 404 });
  });
});
