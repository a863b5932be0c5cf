import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * `npm run build:report`: after a build of the web app, the compressed script each route loads
 * before its page shows (the entry, the boot script and the page's chunk with everything they import),
 * and what its page loads later on demand (editors, charts, dialogs), from Vite's manifest. Brotli
 * sizes, as browsers receive them. Exits 1 when /login is over its budget.
 */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** Each route and the module of its page (web/src/lazy-pages.tsx; /login is in the entry itself). */
const ROUTES: ReadonlyArray<readonly [string, string | null]> = [
  ['/login', null],
  ['/', 'src/pages/HomePage.tsx'],
  ['/register', 'src/auth/RegisterPage.tsx'],
  ['/forgot-password', 'src/auth/ForgotPasswordPage.tsx'],
  ['/reset-password', 'src/auth/ResetPasswordPage.tsx'],
  ['/about', 'src/pages/AboutPage.tsx'],
  ['/help', 'src/pages/policies/HelpPage.tsx'],
  ['/privacy', 'src/pages/policies/PrivacyPolicyPage.tsx'],
  ['/terms', 'src/pages/policies/TermsPage.tsx'],
  ['/student/dashboard', 'src/student/StudentDashboard.tsx'],
  ['/student/content/:id', 'src/student/content/ContentPage.tsx'],
  ['/teacher/dashboard', 'src/teacher/TeacherDashboard.tsx'],
  ['/parent/dashboard', 'src/parent/ParentDashboard.tsx'],
  ['/sponsor/dashboard', 'src/sponsor/SponsorDashboard.tsx'],
];
const LOGIN_BUDGET_BYTES = 150_000;

const webDir = resolve(__dirname, '..', '..', 'dist', 'web');
const manifestPath = join(webDir, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: build the web app first (npm run build:web).`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

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

const scriptsOf = (keys: Iterable<string>) => [...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest names no entry');
// Classic scripts index.html runs before the page paints (the theme boot script).
const bootScripts = [...readFileSync(join(webDir, 'index.html'), 'utf8').matchAll(/<script src="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
const shared = staticClosure([entryKey]);

const rows: string[][] = [];
let loginBytes = 0;
for (const [route, page] of ROUTES) {
  if (page && !manifest[page]) throw new Error(`${page} (${route}) is not a chunk of the build: update ROUTES`);
  const loaded = staticClosure(page ? [page] : [], new Set(shared));
  const files = [...new Set([...bootScripts, ...scriptsOf(loaded)])];
  const bytes = files.reduce((sum, file) => sum + sentBytes(file), 0);
  const later = new Set<string>();
  for (const key of loaded) for (const lazy of manifest[key].dynamicImports ?? []) if (!loaded.has(lazy)) staticClosure([lazy], later);
  for (const key of loaded) later.delete(key);
  const laterBytes = scriptsOf(later).reduce((sum, file) => sum + sentBytes(file), 0);
  if (route === '/login') loginBytes = bytes;
  rows.push([route, String(files.length), kB(bytes), String(scriptsOf(later).length), kB(laterBytes)]);
}

const header = ['Route', 'Scripts', 'Before the page shows', 'On demand', 'On demand (size)'];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
console.log('Compressed JavaScript per route (brotli), from dist/web/.vite/manifest.json');
console.log(line(header));
for (const row of rows) console.log(line(row));
const withinBudget = loginBytes <= LOGIN_BUDGET_BYTES;
console.log(`/login: ${kB(loginBytes)} of its ${kB(LOGIN_BUDGET_BYTES)} budget${withinBudget ? '' : ': OVER'}`);
if (!withinBudget) process.exitCode = 1;
