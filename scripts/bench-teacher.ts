import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import type { ClassPageQuery } from '../application/classes/class.repositories.port';
import { KEPT_MATCHES } from '../application/teacher/list-teacher-enrollments.use-case';
import type { TeacherAnalytics } from '../application/teacher/get-teacher-analytics.use-case';
import { CHIPS_SHOWN } from '../domain/classes/student-chips';
import { monthWindow } from '../domain/teacher/earnings-month';
import { activeSince, DEFAULT_ENROLLMENT_PAGE_SIZE, type TeacherEnrollmentQuery } from '../domain/teacher/enrollment-filters';
import { SqlClassAnalyticsRepository } from '../infrastructure/persistence/repositories/sql-class-analytics.repository';
import { SqlClassRepository } from '../infrastructure/persistence/repositories/sql-class.repository';
import { SqlTeacherFiguresRepository } from '../infrastructure/persistence/repositories/sql-teacher-figures.repository';
import { SqlTeacherEnrollmentsRepository } from '../infrastructure/persistence/repositories/sql-teacher-enrollments.repository';
import { SqlTeacherProfileRepository } from '../infrastructure/persistence/repositories/sql-teacher-profile.repository';
import { SqlTeacherFiguresVersions } from '../infrastructure/persistence/repositories/sql-teacher-figures-versions.reader';
import type { Sql } from '../infrastructure/persistence/sql';
import { profilingArgs } from './bench/command-line';
import { startApp, type RunningApp } from './bench/app-process';
import { explainStatement } from './bench/explain';
import { measure, type Measurement, type Scenario } from './bench/load';
import { fetchCsrfHeaders } from './smoke/one-connection';
import { BENCH_TEACHER_ID, BENCH_TEACHER_TIME_ZONE, FIRST_NAMES, FIRST_STUDENT_ID, LAST_NAMES, OTHER_TEACHERS, seedTeacher, teacherSeedRecord } from './bench/seed-teacher';
import { dropSchema, migrateSchema, seededAlready, withClient } from './bench/seeded-schema';
import { accessTokens } from './bench/student-tokens';
import { cpuPerRequest, readCpu } from './bench/cpu-shares';
import { captureRequestSql, pgbenchScript, replayWithPgbench, replaySummary } from './bench/sql-replay';
import { CLASS_SIZE, readTeacherBenchOptions, type TeacherBenchOptions } from './bench/teacher-options';

/**
 * `npm run bench:teacher [-- --items 1000 --enrollments 100000 --students 100000]`: seeds a teacher
 * with a catalogue, its enrollments in a school of students and full classes (beside other teachers)
 * into a schema of its own on the PostgreSQL of DATABASE_URL, starts the built application on it and
 * measures, with autocannon over loopback, the teacher's analytics, a page of their enrollments with
 * a search, the react-admin classes list and a class's analytics snapshot, each against a request
 * that does no work.
 */
const log = (line: string) => console.log(line);

/** More requests than one scenario sends in its warm-up and measurement on this kind of machine. */
const PREPARED_REQUESTS = 40_000;
const TARGETS = { readP95: 25, classAnalyticsP95: 100 };
const ADMIN_PAGE_SIZE = 10;

/** Words a teacher types in the Students tab's search: last names (2 % of the school each), full names, course topics, usernames. */
const SEARCH_LAST_NAMES = LAST_NAMES.filter((_, index) => index % 5 === 0);
const SEARCH_TOPICS = ['fractions', 'ocean', 'poetry', 'python', 'rome', 'volcanoes', 'portraits', 'memory'];
const searchKinds = ['last name', 'full name', 'title topic', 'username'] as const;

function searchOf(n: number, options: TeacherBenchOptions): { kind: (typeof searchKinds)[number]; text: string } {
  const kind = searchKinds[n % searchKinds.length];
  const k = Math.floor(n / searchKinds.length);
  switch (kind) {
    case 'last name':
      return { kind, text: SEARCH_LAST_NAMES[k % SEARCH_LAST_NAMES.length] };
    case 'full name':
      return { kind, text: `${FIRST_NAMES[k % FIRST_NAMES.length]} ${LAST_NAMES[(k * 7) % LAST_NAMES.length]}` };
    case 'title topic':
      return { kind, text: SEARCH_TOPICS[k % SEARCH_TOPICS.length] };
    case 'username':
      return { kind, text: `tbench_${FIRST_STUDENT_ID + ((k * 7919) % options.students)}` };
  }
}

const enrollmentsPath = (n: number, options: TeacherBenchOptions) =>
  `/api/teacher/enrollments?${new URLSearchParams({ search: searchOf(n, options).text, page: '1', pageSize: String(DEFAULT_ENROLLMENT_PAGE_SIZE) }).toString()}`;

const ADMIN_SORTS: Array<[ClassPageQuery['sort'], 'ASC' | 'DESC']> = [
  ['name', 'ASC'],
  ['studentCount', 'DESC'],
  ['createdAt', 'DESC'],
  ['subject', 'ASC'],
];

/** The n-th react-admin list: a sort, a page of 10 and, every other time, only the active classes. */
function adminList(n: number, options: TeacherBenchOptions): { sort: [ClassPageQuery['sort'], 'ASC' | 'DESC']; range: [number, number]; filter: Record<string, unknown> } {
  const pages = Math.max(1, Math.floor(options.classes / ADMIN_PAGE_SIZE));
  const first = (Math.floor(n / ADMIN_SORTS.length) % pages) * ADMIN_PAGE_SIZE;
  return { sort: ADMIN_SORTS[n % ADMIN_SORTS.length], range: [first, first + ADMIN_PAGE_SIZE - 1], filter: n % 2 === 0 ? {} : { isActive: true } };
}

function adminPath(n: number, options: TeacherBenchOptions): string {
  const list = adminList(n, options);
  return `/api/admin/classes?${new URLSearchParams({ sort: JSON.stringify(list.sort), range: JSON.stringify(list.range), filter: JSON.stringify(list.filter) }).toString()}`;
}

/** The teacher's classes of 30 are ids 1..classes. */
const classOf = (n: number, options: TeacherBenchOptions) => 1 + ((n * 7) % options.classes);

async function prepareDatabase(options: TeacherBenchOptions, schema: string): Promise<void> {
  if (options.reuse && (await seededAlready(options.databaseUrl, schema, teacherSeedRecord(options)))) {
    log(`Reusing the seeded schema ${schema}`);
    return;
  }
  await dropSchema(options.databaseUrl, schema);
  log(`Seeding a teacher with ${options.items.toLocaleString('en')} content items and ${options.enrollments.toLocaleString('en')} enrollments, ` +
    `${options.students.toLocaleString('en')} students and ${options.classes} classes of ${CLASS_SIZE} into ${schema}`);
  const started = Date.now();
  await migrateSchema(options.databaseUrl, schema);
  await seedTeacher(options, schema, log);
  const facts = await withClient(options.databaseUrl, schema, async (client) => (await client.query(
    `SELECT tp.total_students, tp.total_earnings, tp.rating_count,
            (SELECT count(*) FROM teacher_students ts WHERE ts.teacher_id = $1 AND ts.last_active_at >= now() - interval '7 days')::int AS active,
            (SELECT count(*) FROM enrollments)::int AS all_enrollments, (SELECT count(*) FROM token_ledger)::int AS ledger,
            (SELECT count(*) FROM class_members)::int AS members,
            pg_size_pretty(pg_total_relation_size('enrollments')) AS enrollment_size, pg_size_pretty(pg_total_relation_size('users')) AS user_size
       FROM teacher_profiles tp WHERE tp.user_id = $1`,
    [BENCH_TEACHER_ID],
  )).rows[0]);
  log(`  teacher ${BENCH_TEACHER_ID}: ${facts.total_students.toLocaleString('en')} students (${facts.active.toLocaleString('en')} active in 7 days), ` +
    `${facts.total_earnings.toLocaleString('en')} tokens earned, ${facts.rating_count.toLocaleString('en')} ratings; ${OTHER_TEACHERS} other teachers; ` +
    `${facts.all_enrollments.toLocaleString('en')} enrollments in all (${facts.enrollment_size}), users ${facts.user_size}, ${facts.ledger.toLocaleString('en')} ledger rows, ` +
    `${facts.members.toLocaleString('en')} class members; seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

type Statement = { text: string; params: unknown[] };

/** The statements a repository call sends, captured instead of run (answers are empty, so a call may stop early: what it sent is kept). */
async function statementsOf(call: (sql: Sql) => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const record = (text: string, params: unknown[] = []) => void statements.push({ text, params });
  const sql = {
    rows: async (text: string, params?: unknown[]) => (record(text, params), []),
    one: async (text: string, params?: unknown[]) => (record(text, params), null),
    execute: async (text: string, params?: unknown[]) => (record(text, params), 0),
    send: record,
  } as unknown as Sql;
  try {
    await call(sql);
  } catch {
    // an empty answer where a row was expected: the statements are what matters
  }
  return statements;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statements behind each measured call, as the application sends them. */
async function explain(options: TeacherBenchOptions, schema: string): Promise<void> {
  const now = new Date();
  const teacher = BENCH_TEACHER_ID;
  const search = (kind: (typeof searchKinds)[number]) => {
    for (let n = 0; ; n++) if (searchOf(n, options).kind === kind) return searchOf(n, options).text;
  };
  const enrollmentQuery = (text: string): TeacherEnrollmentQuery => ({ page: 1, pageSize: DEFAULT_ENROLLMENT_PAGE_SIZE, search: text, contentId: null, status: null, activity: null, sort: 'enrolledAt', order: 'desc' });
  const firstPage = adminList(0, options);
  const pageQuery: ClassPageQuery = { sort: firstPage.sort[0], order: firstPage.sort[1], offset: 0, limit: ADMIN_PAGE_SIZE };
  await withClient(options.databaseUrl, schema, async (client) => {
    const newestIds = (await client.query(`SELECT id FROM enrollments WHERE teacher_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2`, [teacher, DEFAULT_ENROLLMENT_PAGE_SIZE])).rows.map((row) => row.id as number);
    const searchStatements = (text: string) =>
      statementsOf((sql) => new SqlTeacherEnrollmentsRepository(sql).enrollmentMatches(teacher, enrollmentQuery(text), activeSince(now), { from: 0, count: KEPT_MATCHES }));
    const groups: Array<[string, Statement[]]> = [
      [
        'teacher analytics',
        [
          ...(await statementsOf((sql) => new SqlTeacherProfileRepository(sql).profile(teacher))),
          ...(await statementsOf((sql) => new SqlTeacherFiguresRepository(sql).totals(teacher, activeSince(now)))),
          ...(await statementsOf((sql) => new SqlTeacherFiguresRepository(sql).earnings(teacher, [monthWindow(now, BENCH_TEACHER_TIME_ZONE)]))),
          ...(await statementsOf((sql) => new SqlTeacherFiguresRepository(sql).earliestActivitySince(teacher, activeSince(now)))),
          ...(await statementsOf((sql) => new SqlTeacherFiguresVersions(sql).figuresVersion(teacher))),
        ],
      ],
      ...(await Promise.all(
        (['last name', 'title topic'] as const).map(async (kind): Promise<[string, Statement[]]> => [`enrollments, search "${search(kind)}" (a ${kind}): its matches`, await searchStatements(search(kind))]),
      )),
      ['enrollments, a page of 20 by id', await statementsOf((sql) => new SqlTeacherEnrollmentsRepository(sql).enrollmentsByIds(teacher, newestIds))],
      [
        `admin classes (sort ${JSON.stringify(firstPage.sort)}, range [0,${ADMIN_PAGE_SIZE - 1}])`,
        await statementsOf((sql) => new SqlClassRepository(sql).cardPageOfTeacher(teacher, pageQuery, { shown: CHIPS_SHOWN, activeSince: activeSince(now) })),
      ],
      [
        `class analytics (class 1 of ${CLASS_SIZE})`,
        [...(await statementsOf((sql) => new SqlClassAnalyticsRepository(sql).studentFigures(1))), ...(await statementsOf((sql) => new SqlClassAnalyticsRepository(sql).subjectTotals(1)))],
      ],
    ];
    for (const [name, statements] of groups) {
      for (const [index, statement] of statements.entries()) await explainStatement(client, `${name} [${index + 1}/${statements.length}]`, statement, log);
    }
  });
}

function row(m: Measurement, baseline: Measurement | null): string {
  const statuses = Object.entries(m.statuses).map(([code, count]) => `${code}:${count}`).join(' ');
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  const versus = baseline && m !== baseline;
  const throughput = versus ? `${((m.perSecond / baseline.perSecond) * 100).toFixed(0)} %` : '';
  const p95 = versus ? `x${(m.p95 / baseline.p95).toFixed(1)}` : '';
  return `${m.name.padEnd(52)} ${m.perSecond.toFixed(0).padStart(7)} ${ms(m.p50)} ${ms(m.p95)} ${ms(m.p99)} ${throughput.padStart(9)} ${p95.padStart(8)}   ${statuses}${m.errors ? ` errors:${m.errors}` : ''}`;
}

async function firstReads(baseUrl: string, token: string, options: TeacherBenchOptions, csrf: Record<string, string>): Promise<void> {
  const get = async <T>(path: string) => {
    const started = Date.now();
    const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as T;
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${JSON.stringify(body)}`);
    return { body, response, ms: Date.now() - started };
  };
  const analytics = await get<{ data: TeacherAnalytics }>('/api/teacher/analytics');
  const a = analytics.body.data;
  log(`  analytics (first read ${analytics.ms} ms): ${a.overview.totalContent} content, ${a.overview.totalStudents} students (${a.overview.activeStudents} active), ` +
    `${a.contentStats.totalEnrollments} enrollments, ${a.contentStats.totalCompletions} completions, rating ${a.ratings.averageRating} of ${a.ratings.totalReviews} reviews, ` +
    `earnings ${a.earnings.thisMonth} this month (${a.earnings.month} ${a.earnings.timeZone}) of ${a.earnings.total}`);
  if (a.contentStats.totalEnrollments !== options.enrollments) throw new Error(`The analytics count ${a.contentStats.totalEnrollments} enrollments, not ${options.enrollments}`);
  for (let n = 0; n < searchKinds.length * 2; n++) {
    const path = enrollmentsPath(n, options);
    const page = await get<{ data: unknown[]; meta: { pagination: { total: number } } }>(path);
    const search = searchOf(n, options);
    log(`  enrollments, search "${search.text}" (${search.kind}; first read ${page.ms} ms): ${page.body.meta.pagination.total.toLocaleString('en')} matches, ${page.body.data.length} on the page`);
  }
  const classes = await get<Array<{ studentCount: number; firstStudents: unknown[] }>>(adminPath(0, options));
  log(`  admin classes ${decodeURIComponent(adminPath(0, options))} (first read ${classes.ms} ms, ${(Number(classes.response.headers.get('content-length') ?? 0) / 1024).toFixed(1)} kB): ` +
    `Content-Range ${classes.response.headers.get('content-range')}, ${classes.body.length} classes of ${classes.body.reduce((sum, one) => sum + one.studentCount, 0)} students, ` +
    `${classes.body.reduce((sum, one) => sum + one.firstStudents.length, 0)} of them in the answer`);
  const started = Date.now();
  const snapshot = await fetch(`${baseUrl}/api/class-analytics`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...csrf },
    body: JSON.stringify({ classId: classOf(0, options) }),
  });
  const computed = (await snapshot.json()) as { data: { topPerformers: unknown[]; strugglingStudents: unknown[]; subjectStatistics: unknown } };
  if (!snapshot.ok) throw new Error(`POST /api/class-analytics answered ${snapshot.status}: ${JSON.stringify(computed)}`);
  const s = computed.data;
  log(`  class analytics of class ${classOf(0, options)} (first ${Date.now() - started} ms): ${s.topPerformers.length} top performers, ` +
    `${s.strugglingStudents.length} needing attention, subjects ${JSON.stringify(s.subjectStatistics)}`);
}

/**
 * pgbench scripts of the class analytics as the application sends them, one per class, captured from
 * the teacher's own requests. The first request's statements also hold the process's start-up
 * reads, so it is sent once more and its first capture left out.
 */
async function classAnalyticsReplayScripts(options: TeacherBenchOptions, appEnv: Record<string, string>, token: string): Promise<string[]> {
  const request = (classId: number) => ({ method: 'POST' as const, path: '/api/class-analytics', body: JSON.stringify({ classId }), studentId: BENCH_TEACHER_ID, token });
  const classes = Array.from({ length: options.classes }, (_, index) => 1 + index);
  const paths = await captureRequestSql(appEnv, [request(classes[0]), ...classes.map(request)], classes.length + 1);
  return paths.slice(1).map(({ statements }) => pgbenchScript(statements, BENCH_TEACHER_ID, null));
}

async function main(): Promise<void> {
  const options = readTeacherBenchOptions(process.argv.slice(2), process.env);
  const schema = `bench_teacher_${options.enrollments}`;
  const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
  log(`Teacher benchmark: a teacher with ${options.items.toLocaleString('en')} items and ${options.enrollments.toLocaleString('en')} enrollments, ` +
    `${options.students.toLocaleString('en')} students, ${options.classes} classes of ${CLASS_SIZE}; ${options.connections} connections, ${options.durationSeconds} s per scenario, ` +
    `${cpus().length} CPUs, Node ${process.version}`);
  log(`PostgreSQL ${options.databaseUrl.replace(/:[^:@/]*@/, ':***@')} schema ${schema}`);
  let app: RunningApp | null = null;
  try {
    await prepareDatabase(options, schema);
    await explain(options, schema);

    const secret = `bench-${randomBytes(24).toString('hex')}`;
    const appEnv = { DATABASE_URL: options.databaseUrl, DATABASE_SCHEMA: schema, JWT_SECRET: secret, REDIS_URL: '' };
    const token = accessTokens(secret, 'teacher')(BENCH_TEACHER_ID);
    const replayScripts = await classAnalyticsReplayScripts(options, appEnv, token);
    log(`  captured POST /class-analytics of ${replayScripts.length} classes`);
    app = await startApp(appEnv, options.port, log, profilingArgs(options));
    const csrf = await fetchCsrfHeaders(app.baseUrl);
    await firstReads(app.baseUrl, token, options, csrf);

    const baseline: Scenario = { name: 'baseline: GET /api/csrf (no auth, no data)', method: 'GET', request: () => ({ path: '/api/csrf', token: '' }) };
    const reads: Scenario[] = [
      { name: 'GET /teacher/analytics', method: 'GET', request: () => ({ path: '/api/teacher/analytics', token }) },
      { name: 'GET /teacher/enrollments (search, page of 20)', method: 'GET', request: (n) => ({ path: enrollmentsPath(n, options), token }) },
      { name: 'GET /admin/classes (sort, range of 10, filter)', method: 'GET', request: (n) => ({ path: adminPath(n, options), token }) },
    ];
    const classAnalytics: Scenario = {
      name: `POST /class-analytics (class of ${CLASS_SIZE})`,
      method: 'POST',
      request: (n) => ({ path: '/api/class-analytics', token, body: JSON.stringify({ classId: classOf(n, options) }) }),
    };
    const scenarios = [baseline, ...reads, classAnalytics].filter((scenario) => scenario === baseline || !options.only || scenario.name.includes(options.only));

    log('');
    log(`Load average before measuring: ${load()} (on ${cpus().length} CPUs, other processes included)`);
    log(`${'scenario'.padEnd(52)} ${'req/s'.padStart(7)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)} ${'req/s/base'.padStart(9)} ${'p95/base'.padStart(8)}   statuses`);
    const results = new Map<Scenario, Measurement>();
    for (const scenario of scenarios) {
      // Paths and bodies are made ahead, so the load generator spends its time on requests.
      for (let n = 0; n < PREPARED_REQUESTS; n++) scenario.request(n);
      const warmup = await measure(app.baseUrl, scenario, { connections: options.connections, durationSeconds: options.warmupSeconds, csrf, firstRequest: 0 });
      const before = readCpu(app.pid);
      const result = await measure(app.baseUrl, scenario, { connections: options.connections, durationSeconds: options.durationSeconds, csrf, firstRequest: warmup.nextRequest });
      results.set(scenario, result);
      log(row(result, results.get(baseline) ?? null));
      log(`  ${cpuPerRequest(before, readCpu(app.pid), result.requests)}`);
      if (scenario !== classAnalytics) continue;
      const replayed = await replayWithPgbench(options.databaseUrl, schema, replayScripts, {
        clients: options.connections,
        name: 'class-analytics',
        appPid: app.pid,
        durationSeconds: options.durationSeconds,
      });
      for (const line of replaySummary(result.perSecond, replayed, options.connections)) log(`  ${line}`);
    }
    log(`Load average after measuring: ${load()}`);

    log('');
    log('Targets:');
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
    const clean = (m: Measurement) => m.errors === 0 && Object.keys(m.statuses).every((code) => code.startsWith('2'));
    const base = results.get(baseline)!;
    const target = (scenario: Scenario, limit: number) => {
      const m = results.get(scenario);
      if (!m) return;
      log(`  ${verdict(m.p95 <= limit)}  ${m.name}: p95 ${m.p95.toFixed(1)} ms (target <= ${limit} ms; baseline p95 ${base.p95.toFixed(1)} ms, x${(m.p95 / base.p95).toFixed(1)})`);
      if (!clean(m)) log(`  MISS  ${m.name}: answers other than 2xx`);
    };
    for (const scenario of reads) target(scenario, TARGETS.readP95);
    target(classAnalytics, TARGETS.classAnalyticsP95);
  } finally {
    await app?.stop();
    if (!options.keep) await dropSchema(options.databaseUrl, schema);
    else log(`Kept schema ${schema} (run again with --reuse, or drop it with: DROP SCHEMA ${schema} CASCADE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
