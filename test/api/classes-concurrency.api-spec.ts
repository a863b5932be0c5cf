import { ClassFixtures, drawsFor, type Session } from '../support/class-fixtures';
import { createTestApp, runsOnPostgresServer, type TestApp } from '../support/test-app';

/**
 * Races only show on a real server: the embedded database runs one transaction at a time. On the
 * embedded default this file is reported as skipped.
 */
const onServer = runsOnPostgresServer() ? describe : describe.skip;

/** Truly random, except that the draws queued here come first (so two requests can draw the same code). */
class CollidingDice {
  private queue: number[] = [];
  readonly source = (): number => this.queue.shift() ?? Math.random();
  push(...draws: number[]): void {
    this.queue.push(...draws);
  }
}

onServer('classes under concurrency (PostgreSQL)', () => {
  let t: TestApp;
  let fixtures: ClassFixtures;
  let teacher: Session;
  const dice = new CollidingDice();

  beforeAll(async () => {
    t = await createTestApp({ random: dice.source, env: { DATABASE_POOL_SIZE: '20' } });
    fixtures = new ClassFixtures(t.app, t.dataSource);
    teacher = await fixtures.person('teacher');
  });
  afterAll(() => t.close());

  const inBatches = async <T>(count: number, batch: number, make: () => Promise<T>): Promise<T[]> => {
    const made: T[] = [];
    while (made.length < count) made.push(...(await Promise.all(Array.from({ length: Math.min(batch, count - made.length) }, make))));
    return made;
  };

  it('50 students joining a class of capacity 30 at once leave exactly 30 members', async () => {
    const created = await fixtures.createClass(teacher.client, { capacity: 30 });
    const students = await inBatches(50, 10, () => fixtures.person('student'));
    const responses = await Promise.all(students.map((student) => student.client.post('/api/student/classes/join', { joinCode: created.joinCode })));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(30);
    const refused = responses.filter((response) => response.status !== 201);
    expect(refused).toHaveLength(20);
    for (const response of refused) expect([response.status, response.body.code]).toEqual([409, 'CLASS_FULL']);
    expect(await fixtures.memberCount(created.id)).toEqual({ members: 30, studentCount: 30 });
  });

  it('joins by code and accepted invitations racing for the last places never overfill the class', async () => {
    const created = await fixtures.createClass(teacher.client, { capacity: 10 });
    const students = await inBatches(30, 10, () => fixtures.person('student'));
    const invited = students.filter((_, index) => index % 3 !== 0);
    const sent = await Promise.all(
      invited.map((student, index) =>
        index % 2 === 0
          ? teacher.client.post(`/api/classes/${created.id}/add-student`, { studentId: student.id })
          : teacher.client.post(`/api/classes/${created.id}/add-student-by-username`, { username: student.username }),
      ),
    );
    expect(sent.map((response) => response.status)).toEqual(invited.map(() => 200));
    const invitationOf = new Map<number, number>();
    for (const student of invited) invitationOf.set(student.id, (await student.client.get('/api/student/class-invitations').expect(200)).body.data[0].id);
    const responses = await Promise.all(
      students.map((student, index) =>
        index % 3 === 0
          ? student.client.post('/api/student/classes/join', { joinCode: created.joinCode })
          : student.client.post(`/api/student/class-invitations/${invitationOf.get(student.id)}/accept`, {}),
      ),
    );
    expect(responses.filter((response) => response.status < 300)).toHaveLength(10);
    for (const response of responses.filter((candidate) => candidate.status >= 300)) expect([response.status, response.body.code]).toEqual([409, 'CLASS_FULL']);
    expect(await fixtures.memberCount(created.id)).toEqual({ members: 10, studentCount: 10 });
  });

  it('two teachers regenerating codes at once never share one, even when both draw the same code first', async () => {
    const other = await fixtures.person('teacher');
    const mine = await fixtures.createClass(teacher.client);
    const theirs = await fixtures.createClass(other.client);
    for (let round = 0; round < 10; round++) {
      // Both requests draw ZZZZZZZZ first; one of them must end with another code.
      await t.dataSource.query(`UPDATE classes SET join_code = $1 WHERE join_code = 'ZZZZZZZZ'`, [`YYYYYYY${'ABCDEFGHJK'[round]}`]);
      dice.push(...drawsFor('ZZZZZZZZ'), ...drawsFor('ZZZZZZZZ'));
      const [a, b] = await Promise.all([
        teacher.client.post(`/api/classes/${mine.id}/regenerate-join-code`),
        other.client.post(`/api/classes/${theirs.id}/regenerate-join-code`),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.body.data.joinCode).not.toBe(b.body.data.joinCode);
      expect([a.body.data.joinCode, b.body.data.joinCode]).toContain('ZZZZZZZZ');
    }
    const [{ duplicates }] = await t.dataSource.query(
      `SELECT count(*)::int AS duplicates FROM (SELECT join_code FROM classes WHERE is_active GROUP BY join_code HAVING count(*) > 1) shared`,
    );
    expect(duplicates).toBe(0);
  });

  it('many teachers creating classes at once get distinct codes', async () => {
    const teachers = await inBatches(10, 10, () => fixtures.person('teacher'));
    dice.push(...teachers.flatMap(() => drawsFor('XXXXXXXX')));
    const created = await Promise.all(teachers.map((someone) => someone.client.post('/api/classes', { data: { name: 'Race' } })));
    expect(created.map((response) => response.status)).toEqual(teachers.map(() => 201));
    const codes = created.map((response) => response.body.data.joinCode as string);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
