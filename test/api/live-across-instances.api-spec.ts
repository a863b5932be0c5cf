import { ClassFixtures } from '../support/class-fixtures';
import { EventStreamReader } from '../../scripts/smoke/event-stream';
import { redisSetups, TEST_REDIS_URL } from '../support/redis';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';

/** Issue 42: a new message reaches the signed-in user's stream within a second, whichever instance holds it. */
const WITHIN_MS = 1000;

/**
 * Two instances on one database: the parent writes through one, the teacher's stream is held by the
 * other. Through Redis pub/sub (one server, or a cluster) when it is set, else the database's
 * LISTEN/NOTIFY, which the embedded database answers only on the connection that notified: several
 * processes need a server.
 */
const transports: Array<[string, Record<string, string>]> = redisSetups().map((setup) => [`${setup.name} pub/sub`, setup.env]);
if (runsOnPostgresServer()) transports.push(['LISTEN/NOTIFY', {}]);

describe.each(transports)('live events across two instances, through %s', (_transport, env) => {
  let a: TestApp;
  let b: TestApp;
  let bUrl: string;

  beforeAll(async () => {
    a = await createTestApp({ env });
    b = await createTestApp({ env });
    bUrl = b.baseUrl;
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('delivers a message written through one instance to a stream held by the other, within a second', async () => {
    const f = new ClassFixtures(a.app, a.dataSource);
    const [teacher, parent, child] = await Promise.all([f.person('teacher'), f.person('parent'), f.person('student')]);
    const { id: classId } = await f.createClass(teacher.client);
    await f.inviteAndAccept(teacher.client, classId, child);
    await a.dataSource.query(`INSERT INTO parent_links (parent_id, student_id, status, decided_at) VALUES ($1, $2, 'accepted', now())`, [parent.id, child.id]);

    const stream = await EventStreamReader.open(bUrl, teacher.client.jwt);
    try {
      await stream.next((event) => event.event === 'ready');
      const sentAt = Date.now();
      const sent = await parent.client.post('/api/messages/threads', { recipientId: teacher.id, childId: child.id, body: 'Through the other instance' });
      expect(sent.status).toBe(201);
      const message = await stream.next((event) => event.event === 'message', WITHIN_MS);
      const notification = await stream.next((event) => event.event === 'notification', WITHIN_MS);
      expect(Date.now() - sentAt).toBeLessThan(WITHIN_MS + 500);
      expect(JSON.parse(message.data)).toMatchObject({ body: 'Through the other instance', sender: { id: parent.id } });
      expect(JSON.parse(notification.data)).toMatchObject({ kind: 'message', actor: { id: parent.id }, params: { childId: child.id } });
    } finally {
      stream.close();
    }
  });

  it('delivers an announcement to every student stream of the class, on either instance', async () => {
    const f = new ClassFixtures(b.app, b.dataSource);
    const teacher = await f.person('teacher');
    const students = await f.students(3);
    const { id: classId } = await f.createClass(teacher.client, { name: 'Science Club' });
    for (const student of students) await f.inviteAndAccept(teacher.client, classId, student);
    const streams = await Promise.all(students.map((student) => EventStreamReader.open(bUrl, student.client.jwt)));
    try {
      await Promise.all(streams.map((stream) => stream.next((event) => event.event === 'ready')));
      expect((await teacher.client.post(`/api/classes/${classId}/announcements`, { body: 'No homework this week' })).status).toBe(201);
      const heard = await Promise.all(
        streams.map((stream) => stream.next((event) => event.event === 'notification' && JSON.parse(event.data).kind === 'announcement', WITHIN_MS)),
      );
      for (const event of heard) expect(JSON.parse(event.data).params).toMatchObject({ className: 'Science Club', preview: 'No homework this week' });
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

if (transports.length === 0) {
  it('needs Redis or a PostgreSQL server to run two instances', () => {
    throw new Error(`Nothing answers at ${TEST_REDIS_URL} and the tests run on the embedded database: start Redis or set TEST_REDIS_URL`);
  });
}
