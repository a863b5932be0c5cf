import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * `npm run build:report`: after a build of the web app, the compressed script each route loads
 * before its page shows (the entry, the boot script and the chunks the route waits for, with
 * everything they import), what its page loads later on demand (editors, charts, dialogs), and
 * whether a dashboard waits for the charts' or the editors' code, which only their tabs and dialogs
 * may load. From Vite's manifest and the build's list of what each chunk holds. Brotli sizes, as
 * browsers receive them. Exits 1 when /login is over its budget or a dashboard waits for code of
 * its tabs.
 */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Loaded before any signed-in screen: the query cache, the user's settings, live events (web/src/App.tsx). */
const SIGNED_IN = 'src/signed-in-data.tsx';
/** The react-admin root around the teacher's and the parent's dashboards (web/src/App.tsx). */
const ADMIN_ROOT = 'src/admin/AdminRoot.tsx';

/**
 * Each route and the lazily loaded modules it waits for before its page shows: its page
 * (web/src/lazy-pages.tsx; /login is in the entry itself) and, signed in, what wraps it.
 */
const ROUTES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['/login', []],
  ['/', ['src/pages/HomePage.tsx']],
  ['/register', ['src/auth/RegisterPage.tsx']],
  ['/forgot-password', ['src/auth/ForgotPasswordPage.tsx']],
  ['/reset-password', ['src/auth/ResetPasswordPage.tsx']],
  ['/about', ['src/pages/AboutPage.tsx']],
  ['/help', ['src/pages/policies/HelpPage.tsx']],
  ['/privacy', ['src/pages/policies/PrivacyPolicyPage.tsx']],
  ['/terms', ['src/pages/policies/TermsPage.tsx']],
  ['/student/dashboard', [SIGNED_IN, 'src/student/StudentDashboard.tsx']],
  ['/student/content/:id', [SIGNED_IN, 'src/student/content/ContentPage.tsx']],
  ['/teacher/dashboard', [SIGNED_IN, ADMIN_ROOT, 'src/teacher/TeacherDashboard.tsx']],
  ['/parent/dashboard', [SIGNED_IN, ADMIN_ROOT, 'src/parent/ParentDashboard.tsx']],
  ['/sponsor/dashboard', [SIGNED_IN, 'src/sponsor/SponsorDashboard.tsx']],
];
const DASHBOARDS = new Set(['/student/dashboard', '/teacher/dashboard', '/parent/dashboard', '/sponsor/dashboard']);

/**
 * Code that only some tabs and dialogs use, by what a chunk holds (a package, or a source file of the
 * repository): a dashboard loads it when the tab or dialog opens, never before the page shows.
 */
const ON_DEMAND_CODE: ReadonlyArray<readonly [string, (module: string) => boolean]> = [
  ['charts', (module) => module === 'recharts'],
  ['markdown', (module) => module === 'marked' || module === 'dompurify'],
  ['editors', (module) => module.startsWith('web/src/teacher/content/editors/') || module === 'web/src/teacher/content/ContentFormDialog.tsx'],
];
const LOGIN_BUDGET_BYTES = 150_000;

const webDir = resolve(__dirname, '..', '..', 'dist', 'web');
const manifestPath = join(webDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: build the web app first (npm run build:web).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
const contentsPath = join(webDir, '.vite', 'chunk-contents.json');
if (!existsSync(contentsPath)) {
  console.error(`${contentsPath} is missing: build the web app again (npm run build:web).`);
  process.exit(1);
}
/** Per script of the build, the packages and source files bundled into it (web/build/chunk-contents.mts). */
const chunkContents = JSON.parse(readFileSync(contentsPath, 'utf8')) as Record<string, string[]>;

/** The bytes a browser receives: the brotli form when the build wrote one. */
function sentBytes(file: string): number {
  const path = join(webDir, file);
  return statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size;
}

/** The chunk and every chunk it imports statically, by manifest key. */
function staticClosure(keys: string[], into = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    staticClosure(manifest[key].imports ?? [], into);
  }
  return into;
}

/** The chunks these load, following their static and their dynamic imports, beyond those already in `into`. */
function laterClosure(keys: string[], into: Set<string>): Set<string> {
  for (const key of keys) {
    if (into.has(key) || !manifest[key]) continue;
    into.add(key);
    laterClosure([...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])], into);
  }
  return into;
}

const scriptsOf = (keys: Iterable<string>) => [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest names no entry');
// Classic scripts index.html runs before the page paints (the theme boot script).
const bootScripts = [...readFileSync(join(webDir, 'index.html'), 'utf8').matchAll(/<script src="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
const shared = staticClosure([entryKey]);

/** Which of the on-demand kinds of code these scripts hold. */
const onDemandCodeIn = (files: readonly string[]) =>
  ON_DEMAND_CODE.filter(([, holds]) => files.some((file) => (chunkContents[file] ?? []).some(holds))).map(([kind]) => kind);

const rows: string[][] = [];
let loginBytes = 0;
const dashboardsWaiting: string[] = [];
for (const [route, pages] of ROUTES) {
  for (const page of pages) if (!manifest[page]) throw new Error(`${page} (${route}) is not a chunk of the build: update ROUTES`);
  const loaded = staticClosure([...pages], new Set(shared));
  const files = [...new Set([...bootScripts, ...scriptsOf(loaded)])];
  const bytes = files.reduce((sum, file) => sum + sentBytes(file), 0);
  // What the route's own chunks load later, and all that that loads (the entry's lazy pages are other routes).
  const later = laterClosure([...loaded].filter((key) => !shared.has(key)).flatMap((key) => manifest[key].dynamicImports ?? []), new Set(loaded));
  for (const key of loaded) later.delete(key);
  const laterBytes = scriptsOf(later).reduce((sum, file) => sum + sentBytes(file), 0);
  const waitsFor = onDemandCodeIn(files);
  if (route === '/login') loginBytes = bytes;
  if (DASHBOARDS.has(route) && waitsFor.length > 0) dashboardsWaiting.push(`${route} (${waitsFor.join(', ')})`);
  rows.push([route, String(files.length), kB(bytes), waitsFor.join(', ') || '-', String(scriptsOf(later).length), kB(laterBytes)]);
}

const header = ['Route', 'Scripts', 'Before the page shows', 'Tab-only code in it', 'On demand', 'On demand (size)'];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
console.log('Compressed JavaScript per route (brotli), from dist/web/.vite/manifest.json');
console.log(line(header));
for (const row of rows) console.log(line(row));
const withinBudget = loginBytes <= LOGIN_BUDGET_BYTES;
console.log(`/login: ${kB(loginBytes)} of its ${kB(LOGIN_BUDGET_BYTES)} budget${withinBudget ? '' : ': OVER'}`);
if (dashboardsWaiting.length > 0) console.log(`Dashboards waiting for code only their tabs and dialogs use: ${dashboardsWaiting.join('; ')}`);
if (!withinBudget || dashboardsWaiting.length > 0) process.exitCode = 1;
