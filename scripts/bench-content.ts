import { randomBytes, randomInt } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { parseBrowseQuery } from '../api/content/browse-query.parser';
import { browseReach } from '../domain/content/browse-query';
import { CONTENT_CATEGORIES, DIFFICULTIES, type ContentCategory } from '../domain/content/content-taxonomy';
import { MY_COURSE_LISTS, MY_COURSE_PAGE_SIZE, MY_COURSE_SORTS, type MyCourseList, type MyCourseSort } from '../domain/content/my-course-list';
import { browseStatement } from '../infrastructure/content/browse-statement';
import { SqlMyCoursesRepository } from '../infrastructure/persistence/repositories/sql-my-courses.repository';
import type { Sql } from '../infrastructure/persistence/sql';
import { profilingArgs } from './bench/command-line';
import { startApp } from './bench/app-process';
import { explainStatement } from './bench/explain';
import { studentTokens } from './bench/student-tokens';
import { HEAVY_STUDENT_ENROLLMENTS, readContentBenchOptions, type ContentBenchOptions } from './bench/content-options';
import { measure, type Measurement, type Scenario } from './bench/load';
import { fetchCsrfHeaders } from './smoke/one-connection';
import { contentSeedRecord, heavyStudentId, seedContent, STUDENT_TOKENS } from './bench/seed-content';
import { cpuPerRequest, readCpu } from './bench/cpu-shares';
import { enrollingStudents, enrollmentReplayScripts } from './bench/enrollment-replay';
import { replayWithPgbench, replaySummary } from './bench/sql-replay';
import { dropSchema, migrateSchema, seededAlready, withClient } from './bench/seeded-schema';

/**
 * `npm run bench:content [-- --items 100000 --enrollments 1000000]`: seeds a catalogue and its
 * enrollments into a schema of its own on the PostgreSQL of DATABASE_URL, starts the built
 * application on it and measures, with autocannon over loopback, the catalogue's browse page, My
 * Courses of a student with 200 enrollments, the access facts of a page of cards and new
 * enrollments, each against a request that does no work.
 */
const log = (line: string) => console.log(line);

/** More requests than one scenario sends in its warm-up and measurement on this kind of machine. */
const PREPARED_REQUESTS = 40_000;
const ACCESS_INFO_IDS = 12;
const TARGETS = { readP95: 25, readP99: 60, enrollPerSecond: 500 };

/** Search words per category, each a topic of that category's lessons. */
const SEARCH_WORDS: Record<(typeof CONTENT_CATEGORIES)[number], readonly string[]> = {
  math: ['fractions', 'geometry', 'probability'],
  science: ['ocean', 'energy', 'planets'],
  english: ['poetry', 'grammar', 'stories'],
  art: ['colour', 'portraits', 'sculpture'],
  programming: ['python', 'games', 'algorithms'],
  history: ['rome', 'castles', 'vikings'],
  geography: ['rivers', 'volcanoes', 'maps'],
  general: ['memory', 'money', 'habits'],
};
const SORTS = ['rating:desc', 'createdAt:desc', 'enrollments:desc', 'tokenPrice:asc'];

/** The n-th page of My Courses the heavy student asks for: each list, order and (every other time) a category in turn. */
function myCoursePage(n: number): { list: MyCourseList; sort: MyCourseSort; category: ContentCategory | null; type: null } {
  return {
    list: MY_COURSE_LISTS[n % MY_COURSE_LISTS.length],
    sort: MY_COURSE_SORTS[Math.floor(n / 2) % MY_COURSE_SORTS.length],
    category: n % 4 < 2 ? null : CONTENT_CATEGORIES[Math.floor(n / 4) % CONTENT_CATEGORIES.length],
    type: null,
  };
}

function myCoursePagePath(n: number): string {
  const { list, sort, category } = myCoursePage(n);
  return `/api/student/content/my-courses/${list}?sort=${sort}${category ? `&category=${category}` : ''}`;
}

/** The n-th browse: two filters, a search word of that category and a sort, all varied. */
function browseParameters(n: number): Record<string, string> {
  const category = CONTENT_CATEGORIES[n % CONTENT_CATEGORIES.length];
  const words = SEARCH_WORDS[category];
  const word = words[Math.floor(n / CONTENT_CATEGORIES.length) % words.length];
  const difficulty = DIFFICULTIES[Math.floor(n / 24) % DIFFICULTIES.length];
  const sort = SORTS[Math.floor(n / 72) % SORTS.length];
  return {
    'filters[category][$eq]': category,
    'filters[difficulty][$eq]': difficulty,
    'filters[$or][0][title][$containsi]': word,
    'filters[$or][1][description][$containsi]': word,
    sort,
    'pagination[page]': '1',
    'pagination[pageSize]': '12',
    populate: 'teacher',
  };
}

const browsePath = (n: number) => `/api/content-items?${new URLSearchParams(browseParameters(n)).toString()}`;

async function prepareDatabase(options: ContentBenchOptions, schema: string): Promise<void> {
  if (options.reuse && (await seededAlready(options.databaseUrl, schema, contentSeedRecord(options)))) {
    log(`Reusing the seeded schema ${schema}`);
    return;
  }
  await dropSchema(options.databaseUrl, schema);
  log(`Seeding ${options.items.toLocaleString('en')} content items and ${options.enrollments.toLocaleString('en')} enrollments into ${schema}`);
  const started = Date.now();
  await migrateSchema(options.databaseUrl, schema);
  await seedContent(options, schema, log);
  const facts = await withClient(options.databaseUrl, schema, async (client) => (await client.query(
    `SELECT (SELECT count(*) FROM token_ledger)::int AS ledger, (SELECT count(*) FROM ratings)::int AS ratings,
            (SELECT count(*) FROM enrollments WHERE access_type = 'token-paid')::int AS paid,
            pg_size_pretty(pg_total_relation_size('content_items')) AS content_size, pg_size_pretty(pg_total_relation_size('enrollments')) AS enrollment_size`,
  )).rows[0]);
  log(`  ${facts.paid.toLocaleString('en')} paid enrollments, ${facts.ledger.toLocaleString('en')} token ledger rows, ${facts.ratings.toLocaleString('en')} ratings;` +
    ` content_items ${facts.content_size}, enrollments ${facts.enrollment_size}; seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** EXPLAIN (ANALYZE, BUFFERS) of the application's own statements, the second of two runs (warm cache). */
async function explain(options: ContentBenchOptions, schema: string): Promise<void> {
  const heavy = heavyStudentId(options);
  const browseQuery = parseBrowseQuery(browseParameters(1));
  const browse = browseStatement(browseQuery, browseReach(browseQuery.visibilities, { userId: heavy + 1, role: 'student' }));
  let myCourses = { text: '', params: [] as unknown[] };
  const capture = { rows: async (text: string, params: unknown[]) => ((myCourses = { text, params }), []) } as unknown as Sql;
  await new SqlMyCoursesRepository(capture).list(heavy);
  const fullList = myCourses;
  await new SqlMyCoursesRepository(capture).page({ studentId: heavy, ...myCoursePage(1), offset: 0, limit: MY_COURSE_PAGE_SIZE });
  await withClient(options.databaseUrl, schema, async (client) => {
    for (const [name, statement] of [
      [`browse (${new URLSearchParams(browseParameters(1)).toString().replace(/%5B/g, '[').replace(/%5D/g, ']').replace(/%24/g, '$')})`, browse],
      [`my-courses (student ${heavy}, ${HEAVY_STUDENT_ENROLLMENTS} enrollments)`, fullList],
      [`a page of my-courses (${JSON.stringify(myCoursePage(1))})`, myCourses],
    ] as const) {
      await explainStatement(client, name, statement, log);
    }
  });
}

/**
 * Distinct students of the benchmark's part of the school, each with a content they do not hold yet
 * and the tokens to buy it: every request is a new enrollment.
 */
async function enrollmentPairs(options: ContentBenchOptions, schema: string, count: number): Promise<Array<{ student: number; content: number }>> {
  const { measured } = enrollingStudents(options);
  return withClient(options.databaseUrl, schema, async (client) => {
    const contents: number[] = (await client.query(`SELECT id FROM content_items WHERE visibility IN ('public','premium') AND withdrawn_at IS NULL`)).rows.map((row) => row.id);
    const students: number[] = (
      await client.query(`SELECT id FROM users WHERE user_role = 'student' AND id BETWEEN $1 AND $2 AND token_balance >= 200 ORDER BY random() LIMIT $3`, [
        measured.from,
        measured.to,
        count,
      ])
    ).rows.map((row) => row.id);
    let pairs = students.map((student) => ({ student, content: contents[randomInt(contents.length)] }));
    for (;;) {
      const taken = await client.query(
        `SELECT e.student_id FROM enrollments e JOIN unnest($1::int[], $2::int[]) AS p(s, c) ON e.student_id = p.s AND e.content_id = p.c`,
        [pairs.map((pair) => pair.student), pairs.map((pair) => pair.content)],
      );
      if (taken.rowCount === 0) return pairs;
      const again = new Set(taken.rows.map((row) => row.student_id as number));
      pairs = pairs.map((pair) => (again.has(pair.student) ? { student: pair.student, content: contents[randomInt(contents.length)] } : pair));
    }
  });
}

/** Unfinished enrollments, one of each of `count` random students: progress reports that never wait for each other's student lock. */
async function progressPairs(options: ContentBenchOptions, schema: string, count: number): Promise<Array<{ student: number; content: number }>> {
  return withClient(options.databaseUrl, schema, async (client) =>
    (
      await client.query(
        `SELECT DISTINCT ON (e.student_id) e.student_id AS student, e.content_id AS content
           FROM enrollments e
          WHERE e.completed_at IS NULL AND e.student_id IN (SELECT id FROM users WHERE user_role = 'student' ORDER BY random() LIMIT $1)`,
        [count],
      )
    ).rows,
  );
}

function row(m: Measurement, baseline: Measurement | null): string {
  const statuses = Object.entries(m.statuses).map(([code, count]) => `${code}:${count}`).join(' ');
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  const ratio = baseline && m !== baseline ? `${((m.perSecond / baseline.perSecond) * 100).toFixed(0)} %` : '';
  return `${m.name.padEnd(50)} ${m.perSecond.toFixed(0).padStart(7)} ${ms(m.p50)} ${ms(m.p95)} ${ms(m.p99)} ${ratio.padStart(10)}   ${statuses}${m.errors ? ` errors:${m.errors}` : ''}`;
}

async function main(): Promise<void> {
  const options = readContentBenchOptions(process.argv.slice(2), process.env);
  const schema = `bench_content_${options.items}`;
  const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
  log(`Content benchmark: ${options.items.toLocaleString('en')} items from ${options.teachers} teachers, ${options.enrollments.toLocaleString('en')} enrollments of ` +
    `${options.students.toLocaleString('en')} students; ${options.connections} connections, ${options.durationSeconds} s per scenario, ${cpus().length} CPUs, Node ${process.version}`);
  log(`PostgreSQL ${options.databaseUrl.replace(/:[^:@/]*@/, ':***@')} schema ${schema}`);
  await prepareDatabase(options, schema);
  await explain(options, schema);

  const secret = `bench-${randomBytes(24).toString('hex')}`;
  const appEnv = { DATABASE_URL: options.databaseUrl, DATABASE_SCHEMA: schema, JWT_SECRET: secret, REDIS_URL: '' };
  const token = studentTokens(secret);
  const enrollReplay = await enrollmentReplayScripts(options, schema, appEnv, token);
  log(`  captured POST /content-items/:id/enroll from ${enrollReplay.paths}`);
  const app = await startApp(appEnv, options.port, log, profilingArgs(options));
  try {
    const firstStudent = options.teachers + 1;
    const heavy = heavyStudentId(options);
    const student = (n: number) => firstStudent + 1 + ((n * 7919) % (options.students - 1));
    const csrf = await fetchCsrfHeaders(app.baseUrl);

    const started = Date.now();
    const first = await fetch(`${app.baseUrl}${browsePath(1)}`, { headers: { authorization: `Bearer ${token(student(0))}` } });
    const page = (await first.json()) as { data?: Array<{ title: string }>; meta?: { pagination: { total: number } } };
    if (!first.ok) throw new Error(`The browse page answered ${first.status}: ${JSON.stringify(page)}`);
    log(`  browse ${browsePath(1)}: ${page.meta!.pagination.total.toLocaleString('en')} matches (first read ${Date.now() - started} ms), e.g. "${page.data?.[0]?.title ?? '-'}"`);
    const courses = await fetch(`${app.baseUrl}/api/student/content/my-courses`, { headers: { authorization: `Bearer ${token(heavy)}` } });
    const mine = (await courses.json()) as { data: { activeCourses: unknown[]; completedCourses: unknown[] } };
    log(`  my-courses of student ${heavy}: ${mine.data.activeCourses.length} active + ${mine.data.completedCourses.length} completed`);
    const answerBytes = async (path: string) => (await (await fetch(`${app.baseUrl}${path}`, { headers: { authorization: `Bearer ${token(heavy)}` } })).arrayBuffer()).byteLength;
    log(
      `  my-courses answers: all ${HEAVY_STUDENT_ENROLLMENTS} courses ${(await answerBytes('/api/student/content/my-courses')).toLocaleString('en')} bytes;` +
        ` the first page of the active ones (what the tab opens with) ${(await answerBytes(myCoursePagePath(0))).toLocaleString('en')} bytes`,
    );

    const contents = await withClient(options.databaseUrl, schema, async (client) =>
      (await client.query(`SELECT id FROM content_items WHERE visibility IN ('public','premium') AND withdrawn_at IS NULL ORDER BY id`)).rows.map((r) => r.id as number),
    );
    const pairs = await enrollmentPairs(options, schema, PREPARED_REQUESTS);
    log(`  ${pairs.length.toLocaleString('en')} prepared enrollments of distinct students (${STUDENT_TOKENS} tokens each at the start) into content they do not hold`);

    const baseline: Scenario = { name: 'baseline: GET /api/csrf (no auth, no data)', method: 'GET', request: () => ({ path: '/api/csrf', token: '' }) };
    const reads: Scenario[] = [
      { name: 'GET /content-items (2 filters, search, sort)', method: 'GET', request: (n) => ({ path: browsePath(n), token: token(student(n)) }) },
      { name: `GET /student/content/my-courses (${HEAVY_STUDENT_ENROLLMENTS} enr.)`, method: 'GET', request: () => ({ path: '/api/student/content/my-courses', token: token(heavy) }) },
      { name: 'GET /student/content/my-courses/:list (page of 24)', method: 'GET', request: (n) => ({ path: myCoursePagePath(n), token: token(heavy) }) },
      {
        name: `POST /student/content/access-info (${ACCESS_INFO_IDS} ids)`,
        method: 'POST',
        request: (n) => ({
          path: '/api/student/content/access-info',
          token: token(student(n)),
          body: JSON.stringify({ contentIds: Array.from({ length: ACCESS_INFO_IDS }, (_, k) => contents[(n * 131 + k * 977) % contents.length]) }),
        }),
      },
    ];
    const reporters = await progressPairs(options, schema, 5_000);
    log(`  ${reporters.length.toLocaleString('en')} unfinished enrollments of distinct students for progress reports`);
    const progress: Scenario = {
      name: 'PUT /student/content/:id/progress (30 s each)',
      method: 'PUT',
      request: (n) => {
        const pair = reporters[n % reporters.length];
        return { path: `/api/student/content/${pair.content}/progress`, token: token(pair.student), body: JSON.stringify({ currentPosition: 1 + (n % 5), timeSpent: 30 }) };
      },
    };
    const enroll: Scenario = {
      name: 'POST /content-items/:id/enroll (new enrollments)',
      method: 'POST',
      request: (n) => {
        const pair = pairs[n % pairs.length];
        return { path: `/api/content-items/${pair.content}/enroll`, token: token(pair.student), body: '{}' };
      },
    };
    const scenarios = [baseline, ...reads, progress, enroll].filter((scenario) => scenario === baseline || !options.only || scenario.name.includes(options.only));

    log('');
    log(`Load average before measuring: ${load()} (on ${cpus().length} CPUs, other processes included)`);
    log(`${'scenario'.padEnd(50)} ${'req/s'.padStart(7)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'p99'.padStart(9)} ${'/baseline'.padStart(10)}   statuses`);
    const results = new Map<Scenario, Measurement>();
    for (const scenario of scenarios) {
      // Access tokens and bodies are made ahead, so the load generator spends its time on requests.
      for (let n = 0; n < PREPARED_REQUESTS; n++) scenario.request(n);
      const warmup = await measure(app.baseUrl, scenario, { connections: options.connections, durationSeconds: options.warmupSeconds, csrf, firstRequest: 0 });
      const before = readCpu(app.pid);
      const result = await measure(app.baseUrl, scenario, { connections: options.connections, durationSeconds: options.durationSeconds, csrf, firstRequest: warmup.nextRequest });
      results.set(scenario, result);
      log(row(result, results.get(baseline) ?? null));
      if (scenario === progress) log(`  ${cpuPerRequest(before, readCpu(app.pid), result.requests)}`);
      if (scenario !== enroll) continue;
      log(`  ${cpuPerRequest(before, readCpu(app.pid), result.requests)}`);
      if (result.nextRequest > pairs.length) log(`  (more requests than prepared enrollments: the later ones repeat and answer 409)`);
      const replayed = await replayWithPgbench(options.databaseUrl, schema, enrollReplay.scripts, {
        clients: options.connections,
        name: 'enroll',
        appPid: app.pid,
        transactionsPerClient: enrollReplay.transactionsPerClient,
      });
      for (const line of replaySummary(result.perSecond, replayed, options.connections)) log(`  ${line}`);
    }
    log(`Load average after measuring: ${load()}`);

    log('');
    log('Targets:');
    const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
    const clean = (m: Measurement) => m.errors === 0 && Object.keys(m.statuses).every((code) => code.startsWith('2'));
    for (const scenario of reads) {
      const m = results.get(scenario);
      if (!m) continue;
      log(`  ${verdict(m.p95 <= TARGETS.readP95)}  ${m.name}: p95 ${m.p95.toFixed(1)} ms (target <= ${TARGETS.readP95} ms)`);
      log(`  ${verdict(m.p99 <= TARGETS.readP99)}  ${m.name}: p99 ${m.p99.toFixed(1)} ms (target <= ${TARGETS.readP99} ms)`);
      if (!clean(m)) log(`  MISS  ${m.name}: answers other than 2xx`);
    }
    const enrolled = results.get(enroll);
    if (enrolled) {
      log(`  ${verdict(enrolled.perSecond >= TARGETS.enrollPerSecond)}  ${enrolled.name}: ${enrolled.perSecond.toFixed(0)} req/s (target >= ${TARGETS.enrollPerSecond}/s)`);
      if (!clean(enrolled)) log(`  MISS  ${enrolled.name}: answers other than 2xx`);
    }
  } finally {
    await app.stop();
    if (!options.keep) await dropSchema(options.databaseUrl, schema);
    else log(`Kept schema ${schema} (run again with --reuse, or drop it with: DROP SCHEMA ${schema} CASCADE)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
