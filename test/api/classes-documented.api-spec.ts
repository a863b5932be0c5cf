import request from 'supertest';
import type { ApiClient } from '../support/api-client';
import { type ApiDocument, departures, type Method } from '../support/api-document';
import { ClassFixtures } from '../support/class-fixtures';
import { LearningFixtures } from '../support/learning-fixtures';
import { ContentFixtures } from '../support/content-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/** Every class call answers exactly what the API document (and so the web's generated types) says. */
describe('the class answers match the API document', () => {
  let t: TestApp;
  let document: ApiDocument;
  const checked = new Set<string>();

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-11-18T12:00:00Z');
    document = (await request(t.app.getHttpServer()).get('/api/docs-json').expect(200)).body as ApiDocument;
  });
  afterAll(() => t.close());

  async function expectDocumented(client: ApiClient, method: Method, template: string, path: string, status: number, body?: object) {
    const response = await (method === 'get' ? client.get(path) : method === 'delete' ? client.delete(path) : client[method](path, body));
    expect([path, response.status]).toEqual([path, status]);
    const schema = document.paths[template]?.[method]?.responses[String(status)]?.content?.['application/json']?.schema;
    if (!schema) throw new Error(`${method} ${template} documents no ${status} answer`);
    expect(departures(document, schema, response.body, `${method} ${path}`)).toEqual([]);
    checked.add(`${method} ${template}`);
    return response.body;
  }

  it('every call of the classes feature, filled and empty', async () => {
    const fixtures = new ClassFixtures(t.app, t.dataSource);
    const teacher = await fixtures.person('teacher');
    const [sam, kim, lee] = await fixtures.students(3);
    await fixtures.setFigures(sam.id, { xp: 320, level: 4, lastActiveAt: '2026-11-17T10:00:00Z' });
    const contentId = await new ContentFixtures(t.app, t.dataSource).content(teacher.id, { category: 'science' });
    await new LearningFixtures(t.dataSource).enroll(sam.id, contentId, { progress: 40 });

    await expectDocumented(teacher.client, 'get', '/api/classes/mine', '/api/classes/mine', 200);
    const full = { name: 'Documented', subject: 'science', gradeLevel: 'Grade 8', capacity: 20, startDate: '2026-09-01', endDate: '2027-06-30', description: 'All fields' };
    const created = (await expectDocumented(teacher.client, 'post', '/api/classes', '/api/classes', 201, { data: full })).data;
    const bare = (await expectDocumented(teacher.client, 'post', '/api/classes', '/api/classes', 201, { data: { name: 'Bare' } })).data;
    const id = created.id as number;
    await expectDocumented(teacher.client, 'put', '/api/classes/{id}', `/api/classes/${id}`, 200, { data: { isActive: false } });
    await expectDocumented(teacher.client, 'put', '/api/classes/{id}', `/api/classes/${id}`, 200, { data: { isActive: true } });
    const code = (await expectDocumented(teacher.client, 'post', '/api/classes/{id}/regenerate-join-code', `/api/classes/${id}/regenerate-join-code`, 200)).data.joinCode;
    await expectDocumented(sam.client, 'post', '/api/student/classes/join', '/api/student/classes/join', 201, { joinCode: code });
    await expectDocumented(teacher.client, 'post', '/api/classes/{id}/students/{studentId}/reset-code', `/api/classes/${id}/students/${sam.id}/reset-code`, 201);
    await expectDocumented(teacher.client, 'get', '/api/classes/{id}/invitations', `/api/classes/${id}/invitations`, 200);
    await expectDocumented(teacher.client, 'post', '/api/classes/{id}/add-student', `/api/classes/${id}/add-student`, 200, { studentId: kim.id });
    await expectDocumented(teacher.client, 'post', '/api/classes/{id}/add-student-by-username', `/api/classes/${id}/add-student-by-username`, 200, { username: lee.username });
    const sent = (await expectDocumented(teacher.client, 'post', '/api/classes/{id}/add-student', `/api/classes/${id}/add-student`, 200, { studentId: 2_000_000_000 })).data;
    await expectDocumented(teacher.client, 'get', '/api/classes/{id}/invitations', `/api/classes/${id}/invitations`, 200);
    await expectDocumented(teacher.client, 'delete', '/api/classes/{id}/invitations/{invitationId}', `/api/classes/${id}/invitations/${sent.invitation.id}`, 200);
    await expectDocumented(kim.client, 'get', '/api/student/class-invitations', '/api/student/class-invitations', 200);
    const [forKim] = (await kim.client.get('/api/student/class-invitations')).body.data;
    await expectDocumented(kim.client, 'post', '/api/student/class-invitations/{id}/accept', `/api/student/class-invitations/${forKim.id}/accept`, 200, {});
    const [forLee] = (await lee.client.get('/api/student/class-invitations')).body.data;
    await expectDocumented(lee.client, 'post', '/api/student/class-invitations/{id}/decline', `/api/student/class-invitations/${forLee.id}/decline`, 200, {});
    await lee.client.post('/api/student/classes/join', { joinCode: code }).expect(201);
    await expectDocumented(kim.client, 'get', '/api/student/class-invitations', '/api/student/class-invitations', 200);
    await expectDocumented(teacher.client, 'get', '/api/classes/mine', '/api/classes/mine', 200);
    await expectDocumented(sam.client, 'get', '/api/student/classes', '/api/student/classes', 200);
    await expectDocumented(teacher.client, 'post', '/api/class-analytics', '/api/class-analytics', 201, { classId: id });
    await expectDocumented(teacher.client, 'post', '/api/class-analytics', '/api/class-analytics', 201, { classId: bare.id });
    await expectDocumented(teacher.client, 'get', '/api/class-analytics/{classId}', `/api/class-analytics/${id}`, 200);
    await expectDocumented(teacher.client, 'get', '/api/classes/{id}/announcements', `/api/classes/${bare.id}/announcements`, 200);
    await expectDocumented(teacher.client, 'post', '/api/classes/{id}/announcements', `/api/classes/${id}/announcements`, 201, { body: 'Bring a calculator on Monday.' });
    await expectDocumented(teacher.client, 'get', '/api/classes/{id}/announcements', `/api/classes/${id}/announcements`, 200);
    await expectDocumented(teacher.client, 'delete', '/api/classes/{id}/students/{studentId}', `/api/classes/${id}/students/${kim.id}`, 200);
    await expectDocumented(teacher.client, 'post', '/api/classes/{id}/remove-student-by-username', `/api/classes/${id}/remove-student-by-username`, 200, { username: lee.username });
    await expectDocumented(sam.client, 'delete', '/api/student/classes/{id}', `/api/student/classes/${id}`, 200);
    await expectDocumented(teacher.client, 'delete', '/api/classes/{id}', `/api/classes/${bare.id}`, 200);
  });

  it('the react-admin resources: classes and the students of a class', async () => {
    const fixtures = new ClassFixtures(t.app, t.dataSource);
    const teacher = await fixtures.person('teacher');
    const [sam, kim] = await fixtures.students(2);
    const created = (await expectDocumented(teacher.client, 'post', '/api/admin/classes', '/api/admin/classes', 201, { name: 'Admin documented', startDate: '2026-09-01' })).id as number;
    await expectDocumented(teacher.client, 'get', '/api/admin/classes', '/api/admin/classes?sort=["name","ASC"]&range=[0,9]&filter={}', 200);
    await expectDocumented(teacher.client, 'get', '/api/admin/classes/{id}', `/api/admin/classes/${created}`, 200);
    await expectDocumented(teacher.client, 'put', '/api/admin/classes/{id}', `/api/admin/classes/${created}`, 200, { name: 'Renamed', capacity: 10 });
    await expectDocumented(teacher.client, 'post', '/api/admin/classes/{id}/deactivate', `/api/admin/classes/${created}/deactivate`, 200);
    await expectDocumented(teacher.client, 'post', '/api/admin/classes/{id}/activate', `/api/admin/classes/${created}/activate`, 200);
    await expectDocumented(teacher.client, 'post', '/api/admin/classes/{id}/regenerate-join-code', `/api/admin/classes/${created}/regenerate-join-code`, 200);
    await expectDocumented(teacher.client, 'post', '/api/admin/classes/{id}/add-student-by-username', `/api/admin/classes/${created}/add-student-by-username`, 200, { username: sam.username });
    await expectDocumented(teacher.client, 'get', '/api/admin/classes', '/api/admin/classes?sort=["name","ASC"]&range=[0,9]&filter={}', 200);
    await expectDocumented(teacher.client, 'get', '/api/admin/classes/totals', '/api/admin/classes/totals', 200);
    const students = '/api/admin/classes/{classId}/students';
    await expectDocumented(teacher.client, 'post', students, `/api/admin/classes/${created}/students`, 201, { studentId: kim.id });
    const invitations = '/api/admin/classes/{classId}/invitations';
    await expectDocumented(teacher.client, 'get', invitations, `/api/admin/classes/${created}/invitations?sort=["createdAt","DESC"]&range=[0,9]`, 200);
    const [forSam] = (await sam.client.get('/api/student/class-invitations')).body.data;
    const withdrawn = (await teacher.client.get(`/api/admin/classes/${created}/invitations`)).body.find((entry: { invitedAs: string }) => entry.invitedAs === sam.username);
    await expectDocumented(teacher.client, 'delete', `${invitations}/{invitationId}`, `/api/admin/classes/${created}/invitations/${withdrawn.id}`, 200);
    expect(forSam.id).toBe(withdrawn.id);
    const [forKim] = (await kim.client.get('/api/student/class-invitations')).body.data;
    await kim.client.post(`/api/student/class-invitations/${forKim.id}/accept`, {}).expect(200);
    await expectDocumented(teacher.client, 'get', students, `/api/admin/classes/${created}/students?sort=["xp","DESC"]&range=[0,9]`, 200);
    await expectDocumented(teacher.client, 'get', `${students}/{studentId}`, `/api/admin/classes/${created}/students/${kim.id}`, 200);
    await expectDocumented(teacher.client, 'delete', `${students}/{studentId}`, `/api/admin/classes/${created}/students/${kim.id}`, 200);
    await expectDocumented(teacher.client, 'delete', '/api/admin/classes/{id}', `/api/admin/classes/${created}`, 200);
  });

  it('checked every call of the classes feature', () => {
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      /^\/api\/(classes|class-analytics|student\/classes|student\/class-invitations|admin\/classes)(\/|$)/.test(path) ? Object.keys(methods).map((method) => `${method} ${path}`) : [],
    );
    expect(documented.sort()).toEqual([...checked].sort());
  });
});
