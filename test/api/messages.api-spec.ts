import { ClassFixtures, type Session } from '../support/class-fixtures';
import { EventStreamReader } from '../../scripts/smoke/event-stream';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';

/** Issue 42: texts are plain, at most 2,000 characters, and 30 messages an hour a sender. */
const MAX_LENGTH = 2000;
const PER_HOUR = 30;

interface Family {
  teacher: Session;
  parent: Session;
  child: Session;
  classId: number;
}

describe('messages between parents and teachers', () => {
  let t: TestApp;
  let f: ClassFixtures;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    f = new ClassFixtures(t.app, t.dataSource);
    baseUrl = t.baseUrl;
  });
  afterAll(() => t.close());
  beforeEach(() => t.clock.set(new Date()));

  const link = (parentId: number, studentId: number, status = 'accepted') =>
    t.dataSource.query(`INSERT INTO parent_links (parent_id, student_id, status, decided_at) VALUES ($1, $2, $3, now())`, [parentId, studentId, status]);

  /** A teacher with a class, a student in it, and the student's connected parent. */
  async function family(): Promise<Family> {
    const [teacher, parent, child] = await Promise.all([
      f.person('teacher', { firstName: 'Tess', lastName: 'Teacher' }),
      f.person('parent', { firstName: 'Pat', lastName: 'Parent' }),
      f.person('student', { firstName: 'Maya', lastName: 'Lee' }),
    ]);
    const { id: classId } = await f.createClass(teacher.client, { name: 'Maths Explorers' });
    await f.inviteAndAccept(teacher.client, classId, child);
    await link(parent.id, child.id);
    return { teacher, parent, child, classId };
  }

  const write = (from: Session, to: Session, child: Session, body = 'Hello from home') =>
    from.client.post('/api/messages/threads', { recipientId: to.id, childId: child.id, body });

  const notificationsOf = async (person: Session) => {
    const response = await person.client.get('/api/notifications');
    expect(response.status).toBe(200);
    return response.body.data as { items: Array<{ kind: string; actor: { id: number } | null; params: Record<string, unknown> }>; unread: number };
  };

  it('lets a parent write to their child\'s teacher, who sees it unread with the child named, replies, and reads it', async () => {
    const { teacher, parent, child } = await family();
    const started = await write(parent, teacher, child, 'How is Maya doing with fractions?');
    expect(started.status).toBe(201);
    const threadId = started.body.data.thread.id as number;
    expect(started.body.data.thread).toMatchObject({ child: { id: child.id, firstName: 'Maya' }, with: { id: teacher.id, role: 'teacher' }, unread: 0, standing: 'open' });

    const teacherList = await teacher.client.get('/api/messages/threads');
    expect(teacherList.status).toBe(200);
    expect(teacherList.body.data).toMatchObject({ total: 1, unread: 1 });
    expect(teacherList.body.data.items[0]).toMatchObject({
      id: threadId,
      child: { id: child.id, firstName: 'Maya', lastName: 'Lee' },
      with: { id: parent.id, firstName: 'Pat', role: 'parent' },
      unread: 1,
      lastMessage: { body: 'How is Maya doing with fractions?', sender: { id: parent.id } },
    });
    const notified = await notificationsOf(teacher);
    expect(notified.unread).toBe(1);
    expect(notified.items[0]).toMatchObject({ kind: 'message', actor: { id: parent.id }, params: { threadId, childId: child.id, preview: 'How is Maya doing with fractions?' } });

    const reply = await teacher.client.post(`/api/messages/threads/${threadId}/messages`, { body: 'Very well!\nShe finished the unit.' });
    expect(reply.status).toBe(201);
    expect(reply.body.data).toMatchObject({ threadId, body: 'Very well!\nShe finished the unit.', sender: { id: teacher.id, firstName: 'Tess' } });
    expect((await parent.client.get('/api/messages/threads')).body.data).toMatchObject({ unread: 1 });

    const read = await parent.client.get(`/api/messages/threads/${threadId}`);
    expect(read.status).toBe(200);
    expect(read.body.data.messages.map((message: { body: string }) => message.body)).toEqual(['How is Maya doing with fractions?', 'Very well!\nShe finished the unit.']);
    expect((await notificationsOf(parent)).unread).toBe(1);
    expect((await parent.client.post(`/api/messages/threads/${threadId}/read`)).body.data).toMatchObject({ unread: 0 });
    expect((await parent.client.get('/api/messages/threads')).body.data).toMatchObject({ unread: 0 });
    // Reading the thread reads its messages' notifications too.
    expect((await notificationsOf(parent)).unread).toBe(0);
  });

  it('continues the one thread a parent, a teacher and a child have, whoever starts it', async () => {
    const { teacher, parent, child } = await family();
    const first = await write(parent, teacher, child, 'First');
    const second = await write(teacher, parent, child, 'Second');
    expect(second.status).toBe(201);
    expect(second.body.data.thread.id).toBe(first.body.data.thread.id);
    expect((await teacher.client.get('/api/messages/threads')).body.data.total).toBe(1);
  });

  it('lists whom each side may write to, by child', async () => {
    const { teacher, parent, child } = await family();
    const parentContacts = await parent.client.get('/api/messages/contacts');
    expect(parentContacts.body.data).toEqual([
      { child: expect.objectContaining({ id: child.id }), person: expect.objectContaining({ id: teacher.id, role: 'teacher' }), classNames: ['Maths Explorers'] },
    ]);
    const teacherContacts = await teacher.client.get('/api/messages/contacts');
    expect(teacherContacts.body.data).toEqual([
      { child: expect.objectContaining({ id: child.id }), person: expect.objectContaining({ id: parent.id, role: 'parent' }), classNames: ['Maths Explorers'] },
    ]);
  });

  describe('who may message whom', () => {
    it('refuses a parent whose child is not in that teacher\'s class, and a parent not (yet) accepted by the child, with 403', async () => {
      const { teacher, child } = await family();
      const stranger = await f.person('parent');
      const refused = await write(stranger, teacher, child);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('MESSAGING_NOT_ALLOWED');

      const otherTeacher = await f.person('teacher');
      const { parent } = await family();
      expect((await write(parent, otherTeacher, child)).status).toBe(403);

      const pending = await f.person('parent');
      await link(pending.id, child.id, 'pending');
      expect((await write(pending, teacher, child)).status).toBe(403);
      expect(await t.dataSource.query(`SELECT 1 FROM message_threads WHERE parent_id = ANY($1)`, [[stranger.id, pending.id]])).toEqual([]);
    });

    it('refuses students everything about messages with 403: this is a children\'s product', async () => {
      const { teacher, child } = await family();
      for (const call of [
        child.client.get('/api/messages/threads'),
        child.client.get('/api/messages/contacts'),
        child.client.post('/api/messages/threads', { recipientId: teacher.id, childId: child.id, body: 'Hi' }),
      ]) {
        const response = await call;
        expect(response.status).toBe(403);
      }
    });

    it('hides a thread from everyone but its two sides (404)', async () => {
      const { teacher, parent, child } = await family();
      const threadId = (await write(parent, teacher, child)).body.data.thread.id;
      const otherParent = await f.person('parent');
      const otherTeacher = await f.person('teacher');
      for (const person of [otherParent, otherTeacher]) {
        expect((await person.client.get(`/api/messages/threads/${threadId}`)).status).toBe(404);
        expect((await person.client.post(`/api/messages/threads/${threadId}/messages`, { body: 'Me too' })).status).toBe(404);
        expect((await person.client.post(`/api/messages/threads/${threadId}/read`)).status).toBe(404);
      }
    });
  });

  it('sends no notification for a muted thread, while the message still arrives', async () => {
    const { teacher, parent, child } = await family();
    const threadId = (await write(parent, teacher, child, 'One')).body.data.thread.id;
    const muted = await teacher.client.post(`/api/messages/threads/${threadId}/mute`, { muted: true });
    expect(muted.status).toBe(200);
    expect(muted.body.data.muted).toBe(true);
    expect((await parent.client.post(`/api/messages/threads/${threadId}/messages`, { body: 'Two' })).status).toBe(201);
    const notified = await notificationsOf(teacher);
    expect(notified.items.filter((item) => item.kind === 'message')).toHaveLength(1);
    expect((await teacher.client.get(`/api/messages/threads/${threadId}`)).body.data.messages).toHaveLength(2);
  });

  it('makes the thread read-only when the child leaves the class or the parent link ends', async () => {
    const { teacher, parent, child, classId } = await family();
    const threadId = (await write(parent, teacher, child)).body.data.thread.id;
    expect((await teacher.client.delete(`/api/classes/${classId}/students/${child.id}`)).status).toBe(200);
    const refused = await parent.client.post(`/api/messages/threads/${threadId}/messages`, { body: 'Still there?' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('THREAD_READ_ONLY');
    expect((await parent.client.get(`/api/messages/threads/${threadId}`)).body.data.thread.standing).toBe('readOnly');

    const other = await family();
    const otherThread = (await write(other.teacher, other.parent, other.child)).body.data.thread.id;
    expect((await other.child.client.delete(`/api/student/parents/${other.parent.id}`)).status).toBe(200);
    expect((await other.teacher.client.post(`/api/messages/threads/${otherThread}/messages`, { body: 'Hello?' })).status).toBe(409);
    expect((await other.teacher.client.get(`/api/messages/threads/${otherThread}`)).status).toBe(200);
  });

  describe('texts', () => {
    it('keeps a text as plain text, trimmed, up to 2,000 characters', async () => {
      const { teacher, parent, child } = await family();
      const html = '  <b>bold</b> <script>alert(1)</script>  ';
      const sent = await write(parent, teacher, child, html);
      expect(sent.body.data.message.body).toBe('<b>bold</b> <script>alert(1)</script>');
      const longest = '😀'.repeat(MAX_LENGTH);
      expect((await parent.client.post(`/api/messages/threads/${sent.body.data.thread.id}/messages`, { body: longest })).status).toBe(201);
    });

    it.each([
      ['a text over 2,000 characters', 'x'.repeat(MAX_LENGTH + 1)],
      ['blank space', '   \n '],
      ['a number', 42],
      ['null', null],
      ['a NUL character', 'a\u0000b'],
    ])('refuses %s with 400, writing nothing', async (_what, body) => {
      const { teacher, parent, child } = await family();
      const refused = await parent.client.post('/api/messages/threads', { recipientId: teacher.id, childId: child.id, body });
      expect(refused.status).toBe(400);
      expect(await t.dataSource.query(`SELECT 1 FROM message_threads WHERE parent_id = $1`, [parent.id])).toEqual([]);
    });
  });

  it('allows 30 messages an hour a sender, counting messages sent at the same moment one by one', async () => {
    const { teacher, parent, child } = await family();
    const threadId = (await write(parent, teacher, child, 'Message 1')).body.data.thread.id;
    const attempts = PER_HOUR + 5;
    const answers = await Promise.all(Array.from({ length: attempts - 1 }, (_, i) => parent.client.post(`/api/messages/threads/${threadId}/messages`, { body: `Message ${i + 2}` })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(PER_HOUR - 1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(attempts - PER_HOUR);
    expect(answers.find((answer) => answer.status === 429)!.body.code).toBe('MESSAGE_LIMIT_REACHED');
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM thread_messages WHERE sender_id = $1`, [parent.id]);
    expect(count).toBe(PER_HOUR);
    // The teacher's own allowance is untouched.
    expect((await teacher.client.post(`/api/messages/threads/${threadId}/messages`, { body: 'Reply' })).status).toBe(201);
    t.clock.advance(3601);
    expect((await parent.client.post(`/api/messages/threads/${threadId}/messages`, { body: 'Next hour' })).status).toBe(201);
  });

  describe('class announcements', () => {
    it("reach the class's students on their dashboard and their connected parents, each notified", async () => {
      const { teacher, parent, child, classId } = await family();
      const posted = await teacher.client.post(`/api/classes/${classId}/announcements`, { body: 'Trip on Friday: bring a packed lunch.' });
      expect(posted.status).toBe(201);
      expect(posted.body.data).toMatchObject({ classId, className: 'Maths Explorers', teacher: { id: teacher.id }, body: 'Trip on Friday: bring a packed lunch.' });

      const studentSees = await child.client.get('/api/student/announcements');
      expect(studentSees.body.data).toEqual([expect.objectContaining({ id: posted.body.data.id, className: 'Maths Explorers', body: 'Trip on Friday: bring a packed lunch.' })]);
      const parentSees = await parent.client.get('/api/parent/announcements');
      expect(parentSees.body.data).toEqual([expect.objectContaining({ id: posted.body.data.id, children: [expect.objectContaining({ id: child.id })] })]);
      for (const person of [child, parent]) {
        expect((await notificationsOf(person)).items).toContainEqual(
          expect.objectContaining({ kind: 'announcement', actor: expect.objectContaining({ id: teacher.id }), params: expect.objectContaining({ classId, className: 'Maths Explorers' }) }),
        );
      }
      expect((await teacher.client.get(`/api/classes/${classId}/announcements`)).body.data).toHaveLength(1);
    });

    it("are refused for another teacher's class (404) and for students and parents (403)", async () => {
      const { parent, child, classId } = await family();
      const otherTeacher = await f.person('teacher');
      expect((await otherTeacher.client.post(`/api/classes/${classId}/announcements`, { body: 'Hi' })).status).toBe(404);
      expect((await child.client.post(`/api/classes/${classId}/announcements`, { body: 'Hi' })).status).toBe(403);
      expect((await parent.client.post(`/api/classes/${classId}/announcements`, { body: 'Hi' })).status).toBe(403);
      expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM class_announcements WHERE class_id = $1`, [classId]))[0].n).toBe(0);
    });
  });

  describe('the notification centre', () => {
    it('pages newest first and marks some or all read, only of mine', async () => {
      const { teacher, parent, child, classId } = await family();
      await child.client.post('/api/notifications/read', { all: true });
      for (let i = 1; i <= 5; i++) await teacher.client.post(`/api/classes/${classId}/announcements`, { body: `News ${i}` });
      const first = await child.client.get('/api/notifications?limit=2');
      expect(first.body.data.items.map((item: { params: { preview: string } }) => item.params.preview)).toEqual(['News 5', 'News 4']);
      expect(first.body.data.unread).toBe(5);
      const second = await child.client.get(`/api/notifications?limit=2&before=${first.body.data.nextBefore}`);
      expect(second.body.data.items.map((item: { params: { preview: string } }) => item.params.preview)).toEqual(['News 3', 'News 2']);

      const parentsOwn = (await notificationsOf(parent)).items as unknown as Array<{ id: number }>;
      const marked = await child.client.post('/api/notifications/read', { ids: [first.body.data.items[0].id, parentsOwn[0].id] });
      expect(marked.body.data).toEqual({ marked: 1, unread: 4 });
      expect(second.body.data.unread).toBe(5);
      expect((await notificationsOf(parent)).unread).toBe(5);
      expect((await child.client.post('/api/notifications/read', { all: true })).body.data).toEqual({ marked: 4, unread: 0 });
    });

    it.each([[{}], [{ ids: [] }], [{ ids: 'all' }], [{ all: false }], [{ ids: [-1] }], [{ ids: Array.from({ length: 101 }, (_, i) => i + 1) }]])(
      'refuses a read request of %j with 400',
      async (body) => {
        const person = await f.person('sponsor');
        expect((await person.client.post('/api/notifications/read', body)).status).toBe(400);
      },
    );
  });

  describe('the live stream', () => {
    it('carries a new message and its notification to the other side within a second', async () => {
      const { teacher, parent, child } = await family();
      const stream = await EventStreamReader.open(baseUrl, teacher.client.jwt);
      try {
        expect(stream.status).toBe(200);
        await stream.next((event) => event.event === 'ready');
        const sentAt = Date.now();
        await write(parent, teacher, child, 'Live hello');
        const message = await stream.next((event) => event.event === 'message', 1000);
        const notification = await stream.next((event) => event.event === 'notification', 1000);
        expect(Date.now() - sentAt).toBeLessThan(1000);
        expect(JSON.parse(message.data)).toMatchObject({ body: 'Live hello', sender: { id: parent.id } });
        expect(JSON.parse(notification.data)).toMatchObject({ kind: 'message', actor: { id: parent.id } });
      } finally {
        stream.close();
      }
    });

    it('sends a reconnecting stream what it missed after its Last-Event-ID, and nothing twice', async () => {
      const { teacher, parent, child } = await family();
      const first = await EventStreamReader.open(baseUrl, teacher.client.jwt);
      await write(parent, teacher, child, 'Seen');
      await first.next((event) => event.event === 'notification');
      const lastId = first.lastId!;
      first.close();

      const threadId = (await teacher.client.get('/api/messages/threads')).body.data.items[0].id;
      await parent.client.post(`/api/messages/threads/${threadId}/messages`, { body: 'Missed 1' });
      await parent.client.post(`/api/messages/threads/${threadId}/messages`, { body: 'Missed 2' });

      const second = await EventStreamReader.open(baseUrl, teacher.client.jwt, lastId);
      try {
        await second.next((event) => event.event === 'message' && JSON.parse(event.data).body === 'Missed 2');
        expect(second.of<{ body: string }>('message').map((message) => message.body)).toEqual(['Missed 1', 'Missed 2']);
        expect(second.of<{ params: { preview: string } }>('notification').map((item) => item.params.preview)).toEqual(['Missed 1', 'Missed 2']);
      } finally {
        second.close();
      }
    });

    it('refuses a stream without a valid token in the header, and never takes one from the address', async () => {
      const { teacher } = await family();
      expect((await EventStreamReader.open(baseUrl, null)).status).toBe(401);
      expect((await EventStreamReader.open(baseUrl, 'forged.token.value')).status).toBe(401);
      const inAddress = await fetch(`${baseUrl}/api/events?access_token=${teacher.client.jwt}&token=${teacher.client.jwt}`);
      expect(inAddress.status).toBe(401);
      await inAddress.text();
      const withQuery = await fetch(`${baseUrl}/api/events?q=x`, { headers: { authorization: `Bearer ${teacher.client.jwt}` } });
      expect(withQuery.status).toBe(400);
      expect(((await withQuery.json()) as { message: string }).message).toMatch(/Last-Event-ID/);
    });

    it('ends when its access token expires, saying so, so the browser opens it again signed anew', async () => {
      const { teacher } = await family();
      const { exp } = JSON.parse(Buffer.from(teacher.client.jwt!.split('.')[1], 'base64url').toString()) as { exp: number };
      t.clock.set(new Date(exp * 1000 - 300).toISOString());
      const stream = await EventStreamReader.open(baseUrl, teacher.client.jwt);
      try {
        const end = await stream.next((event) => event.event === 'end', 3000);
        expect(JSON.parse(end.data)).toEqual({ reason: 'expired' });
      } finally {
        stream.close();
      }
    });
  });

  if (runsOnPostgresServer()) {
    it('counts parallel first messages of one trio into one thread', async () => {
      const { teacher, parent, child } = await family();
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => write(parent, teacher, child, `Hello ${i}`)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
      expect(new Set(answers.map((answer) => answer.body.data.thread.id)).size).toBe(1);
    });
  }
});
