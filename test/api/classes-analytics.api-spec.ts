import { randomBytes } from 'node:crypto';
import { ClassFixtures, type Session } from '../support/class-fixtures';
import { ContentFixtures } from '../support/content-fixtures';
import { LearningFixtures } from '../support/learning-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Class analytics (PRODUCT.md "Classes"): top 5 by XP; students needing attention (no activity for 7
 * days, or average progress under 25 %); per subject, the average completion across the class's
 * enrollments. The fixture is built by hand and the expected values worked out below.
 */
describe('class analytics snapshots (API)', () => {
  let t: TestApp;
  let fixtures: ClassFixtures;
  let teacher: Session;
  let classId: number;
  const students: Record<'ana' | 'ben' | 'cal' | 'dee' | 'eve' | 'fay', Session> = {} as never;
  const suffix = randomBytes(3).toString('hex');

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-11-18T12:00:00Z');
    fixtures = new ClassFixtures(t.app, t.dataSource);
    const content = new ContentFixtures(t.app, t.dataSource);
    const learning = new LearningFixtures(t.dataSource);
    teacher = await fixtures.person('teacher');
    const names = { ana: 'Ana', ben: 'Ben', cal: 'Cal', dee: 'Dee', eve: 'Eve', fay: 'Fay' } as const;
    for (const [key, firstName] of Object.entries(names)) {
      students[key as keyof typeof names] = await fixtures.person('student', { username: `${key}_${suffix}`, firstName, lastName: 'Pupil' });
    }
    const created = await fixtures.createClass(teacher.client, { name: 'Analysed' });
    classId = created.id;
    for (const student of Object.values(students)) await student.client.post('/api/student/classes/join', { joinCode: created.joinCode }).expect(201);

    const math = [await content.content(teacher.id, { category: 'math' }), await content.content(teacher.id, { category: 'math' })];
    const science = await content.content(teacher.id, { category: 'science' });
    const history = await content.content(teacher.id, { category: 'history' });
    // XP, last activity (now is 2026-11-18T12:00Z) and progress per enrollment:
    //   ana  900  yesterday            math 80, science 100  → average 90
    //   ben  500  today                math 20               → average 20 (under 25 %)
    //   cal  700  2026-11-01           history 50            → average 50 (inactive)
    //   dee  100  never                none                  → average 0 (both)
    //   eve  300  exactly 7 days ago   math 60, science 30   → average 45 (still active)
    //   fay  200  7 days and 1 second  math 0                → average 0 (both)
    const plan = [
      [students.ana, 900, 10, '2026-11-17T12:00:00Z', [[math[0], 80], [science, 100]]],
      [students.ben, 500, 6, '2026-11-18T08:00:00Z', [[math[0], 20]]],
      [students.cal, 700, 8, '2026-11-01T12:00:00Z', [[history, 50]]],
      [students.dee, 100, 2, null, []],
      [students.eve, 300, 4, '2026-11-11T12:00:00Z', [[math[1], 60], [science, 30]]],
      [students.fay, 200, 3, '2026-11-11T11:59:59Z', [[math[0], 0]]],
    ] as const;
    for (const [student, xp, level, lastActiveAt, enrollments] of plan) {
      await fixtures.setFigures(student.id, { xp, level, lastActiveAt });
      for (const [contentId, progress] of enrollments) await learning.enroll(student.id, contentId, { progress });
    }
    // Someone outside the class counts for nothing.
    const [outsider] = await fixtures.students(1);
    await fixtures.setFigures(outsider.id, { xp: 5000 });
    await learning.enroll(outsider.id, math[0], { progress: 100 });
  });
  afterAll(() => t.close());

  const entry = (student: Session, name: string, xp: number, level: number, averageProgress: number, lastActiveAt: string | null, reasons: string[]) => ({
    studentId: student.id,
    username: student.username,
    name: `${name} Pupil`,
    xp,
    level,
    averageProgress,
    lastActiveAt: lastActiveAt && new Date(lastActiveAt).toISOString(),
    reasons,
  });

  it('answers 404 until a snapshot was computed', async () => {
    const response = await teacher.client.get(`/api/class-analytics/${classId}`).expect(404);
    expect(response.body).toMatchObject({ code: 'CLASS_ANALYTICS_NOT_FOUND', message: 'No analytics found for this class yet.' });
  });

  it('computes the snapshot from the records and keeps it', async () => {
    const computed = (await teacher.client.post('/api/class-analytics', { classId }).expect(201)).body.data;
    expect(computed).toEqual({
      id: expect.any(Number),
      classId,
      topPerformers: [
        entry(students.ana, 'Ana', 900, 10, 90, '2026-11-17T12:00:00Z', []),
        entry(students.cal, 'Cal', 700, 8, 50, '2026-11-01T12:00:00Z', ['inactive']),
        entry(students.ben, 'Ben', 500, 6, 20, '2026-11-18T08:00:00Z', ['low-progress']),
        entry(students.eve, 'Eve', 300, 4, 45, '2026-11-11T12:00:00Z', []),
        entry(students.fay, 'Fay', 200, 3, 0, '2026-11-11T11:59:59Z', ['inactive', 'low-progress']),
      ],
      strugglingStudents: [
        entry(students.dee, 'Dee', 100, 2, 0, null, ['inactive', 'low-progress']),
        entry(students.fay, 'Fay', 200, 3, 0, '2026-11-11T11:59:59Z', ['inactive', 'low-progress']),
        entry(students.ben, 'Ben', 500, 6, 20, '2026-11-18T08:00:00Z', ['low-progress']),
        entry(students.cal, 'Cal', 700, 8, 50, '2026-11-01T12:00:00Z', ['inactive']),
      ],
      // math: (80 + 20 + 60 + 0) / 4 = 40; science: (100 + 30) / 2 = 65; history: 50 / 1 = 50.
      subjectStatistics: { history: 50, math: 40, science: 65 },
      computedAt: '2026-11-18T12:00:00.000Z',
    });
    expect((await teacher.client.get(`/api/class-analytics/${classId}`).expect(200)).body).toEqual({ data: computed });
  });

  it('a later snapshot reflects later records, and is the one read', async () => {
    t.clock.set('2026-11-19T12:00:00Z');
    await fixtures.setFigures(students.dee.id, { xp: 1000, lastActiveAt: '2026-11-19T10:00:00Z' });
    await teacher.client.delete(`/api/classes/${classId}/students/${students.cal.id}`).expect(200);
    const later = (await teacher.client.post('/api/class-analytics', { classId }).expect(201)).body.data;
    expect(later.topPerformers.map((student: { username: string }) => student.username)).toEqual(
      [students.dee, students.ana, students.ben, students.eve, students.fay].map((student) => student.username),
    );
    // A day later Eve's last activity is 8 days old; Dee is active now but has no progress.
    expect(later.strugglingStudents.map((student: { username: string; reasons: string[] }) => [student.username, student.reasons])).toEqual([
      [students.dee.username, ['low-progress']],
      [students.fay.username, ['inactive', 'low-progress']],
      [students.ben.username, ['low-progress']],
      [students.eve.username, ['inactive']],
    ]);
    expect(later.subjectStatistics).toEqual({ math: 40, science: 65 });
    expect((await teacher.client.get(`/api/class-analytics/${classId}`).expect(200)).body.data).toEqual(later);
  });

  it('an empty class has empty lists', async () => {
    const empty = await fixtures.createClass(teacher.client, { name: 'Nobody yet' });
    const computed = (await teacher.client.post('/api/class-analytics', { classId: empty.id }).expect(201)).body.data;
    expect(computed).toMatchObject({ classId: empty.id, topPerformers: [], strugglingStudents: [], subjectStatistics: {} });
  });

  it('refuses a bad classId, an unknown class and anyone but a teacher', async () => {
    expect((await teacher.client.post('/api/class-analytics', {}).expect(400)).body.message).toBe('classId must be a whole number');
    expect((await teacher.client.post('/api/class-analytics', { classId: 2_000_000_000 }).expect(404)).body.code).toBe('CLASS_NOT_FOUND');
    expect((await teacher.client.get('/api/class-analytics/2000000000').expect(404)).body.code).toBe('CLASS_NOT_FOUND');
    const response = await students.ana.client.post('/api/class-analytics', { classId }).expect(403);
    expect(response.body).toMatchObject({ code: 'FORBIDDEN', message: 'Only teachers can manage classes.' });
    await students.ana.client.get(`/api/class-analytics/${classId}`).expect(403);
  });
});
