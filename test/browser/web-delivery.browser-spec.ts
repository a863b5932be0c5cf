import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describeInBrowser, waitUntil } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';

/** What the page scripts below use of the browser (this project compiles without the DOM library). */
declare const performance: { getEntriesByType(type: string): Array<{ name: string; startTime: number }> };

/** The sign-in page may load at most this much JavaScript, counted as sent (compressed). */
const LOGIN_SCRIPT_BUDGET_BYTES = 150_000;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * What each dashboard waits for before it shows, besides the entry: the lazily loaded modules around
 * it and its page (web/src/App.tsx, web/src/lazy-pages.tsx).
 */
const DASHBOARD_MODULES: Record<string, string[]> = {
  '/student/dashboard': ['src/signed-in-data.tsx', 'src/student/StudentDashboard.tsx'],
  '/teacher/dashboard': ['src/signed-in-data.tsx', 'src/admin/AdminRoot.tsx', 'src/teacher/TeacherDashboard.tsx'],
  '/parent/dashboard': ['src/signed-in-data.tsx', 'src/admin/AdminRoot.tsx', 'src/parent/ParentDashboard.tsx'],
  '/sponsor/dashboard': ['src/signed-in-data.tsx', 'src/sponsor/SponsorDashboard.tsx'],
};

/** Code only some tabs and dialogs use, by what a chunk of the build holds (a package, or a source file). */
const TAB_ONLY_CODE: Record<string, (module: string) => boolean> = {
  charts: (module) => module === 'recharts',
  markdown: (module) => module === 'marked' || module === 'dompurify',
  editors: (module) => module.startsWith('web/src/teacher/content/editors/'),
};

/** Which of that code each dashboard's tabs and dialogs use, so it must still be there, on demand. */
const TAB_ONLY_CODE_USED: Record<string, string[]> = {
  '/student/dashboard': ['charts', 'markdown'],
  '/teacher/dashboard': ['charts', 'editors', 'markdown'],
  '/parent/dashboard': ['charts'],
  '/sponsor/dashboard': ['charts'],
};

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The build the tests run (Vite's manifest and what each chunk holds, web/build/chunk-contents.mts). */
function readBuild() {
  const vite = resolve(__dirname, '../../dist/web/.vite');
  const manifest = JSON.parse(readFileSync(join(vite, 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const contents = JSON.parse(readFileSync(join(vite, 'chunk-contents.json'), 'utf8')) as Record<string, string[]>;
  for (const chunk of Object.values(manifest)) {
    if (chunk.file.endsWith('.js') && !contents[chunk.file]) throw new Error(`chunk-contents.json does not name ${chunk.file}: the build changed while the test read it`);
  }
  /** The chunks these load, following static imports, and dynamic ones too when asked. */
  const closure = (keys: string[], dynamic: boolean, into = new Set<string>()) => {
    for (const key of keys) {
      if (into.has(key)) continue;
      if (!manifest[key]) throw new Error(`${key} is not a chunk of the build`);
      into.add(key);
      closure([...(manifest[key].imports ?? []), ...(dynamic ? (manifest[key].dynamicImports ?? []) : [])], dynamic, into);
    }
    return into;
  };
  const kindsIn = (keys: Iterable<string>) =>
    Object.keys(TAB_ONLY_CODE)
      .filter((kind) => [...keys].some((key) => (contents[manifest[key].file] ?? []).some(TAB_ONLY_CODE[kind])))
      .sort();
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The manifest names no entry');
  return { manifest, entry, closure, kindsIn };
}

/** Every script the page requests until it settles, with the bytes that came over the wire. */
function recordScripts(page: Page) {
  const sent = new Map<Request, number>();
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') pending.add(request);
  });
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('requestfinished', (request) => {
    if (!pending.has(request)) return;
    void request.sizes().then((sizes) => {
      sent.set(request, sizes.responseBodySize);
      pending.delete(request);
    });
  });
  return {
    settled: () => waitUntil(() => pending.size === 0, 10_000),
    urls: () => [...sent.keys()].map((request) => new URL(request.url()).pathname),
    totalBytes: () => [...sent.values()].reduce((sum, bytes) => sum + bytes, 0),
  };
}

describeInBrowser('delivery of the web app', () => {
  const session = useBrowserSession();
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${session.server.baseUrl}${path}`, { headers });

  const indexHtml = async () => (await get('/index.html', { 'Accept-Encoding': 'identity' })).text();

  /** The entry script index.html names: a hashed file under /assets/. */
  async function entryScript(): Promise<string> {
    const html = await indexHtml();
    const src = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    if (!src) throw new Error(`index.html names no entry script:\n${html}`);
    return src;
  }

  it('loads at most 150 kB of compressed JavaScript on /login', async () => {
    const { page } = session;
    const scripts = recordScripts(page);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
    await page.waitForLoadState('load');
    await scripts.settled();
    // The entry script and its modulepreloads are all counted, with whatever the page loads after them.
    const named = [...(await indexHtml()).matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(0);
    expect(scripts.urls()).toEqual(expect.arrayContaining(named));
    expect(scripts.totalBytes()).toBeLessThanOrEqual(LOGIN_SCRIPT_BUDGET_BYTES);
  });

  it('reads every answer the sign-in page asks for to its end, so none holds a connection and the page falls quiet', async () => {
    const page = await session.browser.newPage({ baseURL: session.server.baseUrl });
    try {
      const open = new Set<Request>();
      page.on('request', (request) => open.add(request));
      page.on('requestfinished', (request) => open.delete(request));
      page.on('requestfailed', (request) => open.delete(request));
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
      await waitUntil(() => open.size === 0, 5000).catch(() => undefined);
      expect([...open].map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toEqual([]);
      await page.waitForLoadState('networkidle', { timeout: 5000 });
    } finally {
      await page.close();
    }
  });

  it("keeps the charts, Markdown and the editors out of what a dashboard loads before it shows, and loads them with the tabs and dialogs that use them", () => {
    const { manifest, entry, closure, kindsIn } = readBuild();
    for (const [route, modules] of Object.entries(DASHBOARD_MODULES)) {
      const shell = closure([entry], false);
      const before = closure([entry, ...modules], false);
      // What the dashboard's own chunks load later, and all that loads (the entry's lazy pages are other routes).
      const lazy = [...before].filter((key) => !shell.has(key)).flatMap((key) => manifest[key].dynamicImports ?? []);
      const onDemand = [...closure(lazy, true, new Set(before))].filter((key) => !before.has(key));
      expect([route, kindsIn(before)]).toEqual([route, []]);
      expect([route, kindsIn(onDemand)]).toEqual([route, TAB_ONLY_CODE_USED[route]]);
    }
  });

  it('paints the page shell before any script runs', async () => {
    const { page } = session;
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/login');
    await page.getByText('QuestLearn', { exact: true }).waitFor();
    // The paint timeline is filled a frame after the paint itself: wait for it, rather than read it once.
    const painted = await page
      .waitForFunction(() => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint'), undefined, { timeout: 5_000 })
      .then(() => true, () => false);
    expect(painted).toBe(true);
  });

  it('sends assets compressed in the coding the request accepts', async () => {
    const src = await entryScript();
    const plain = await get(src, { 'Accept-Encoding': 'identity' });
    const brotli = await get(src, { 'Accept-Encoding': 'gzip, deflate, br' });
    const gzip = await get(src, { 'Accept-Encoding': 'gzip' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    for (const response of [plain, brotli, gzip]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/javascript/);
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    }
    // The same script, whatever coding carried it.
    const body = await plain.text();
    expect(await brotli.text()).toBe(body);
    expect(await gzip.text()).toBe(body);
    expect(Number(brotli.headers.get('content-length'))).toBeLessThan(body.length / 2);
  });

  it('lets browsers keep hashed assets for a year and makes them ask again for the page itself', async () => {
    const src = await entryScript();
    expect((await get(src)).headers.get('cache-control')).toBe(IMMUTABLE);
    for (const path of ['/', '/index.html', '/login', '/student/dashboard']) {
      const response = await get(path, { 'Accept-Encoding': 'br' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toMatch(/^(no-cache|no-store)$/);
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('names only hashed scripts and styles in the page, each kept for a year, the boot script that sets the theme among them', async () => {
    const named = [...(await indexHtml()).matchAll(/<(?:script|link)[^>]*(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(1);
    expect((await indexHtml()).match(/<script src="(\/assets\/boot-theme-[^"]+\.js)"/)?.[1]).toBeTruthy();
    for (const path of named) {
      expect(path).toMatch(/^\/assets\//);
      expect([path, (await get(path)).headers.get('cache-control')]).toEqual([path, IMMUTABLE]);
    }
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });

  it('answers a repeated request for the page with 304 while it is unchanged', async () => {
    const first = await get('/login', { 'Accept-Encoding': 'br' });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/login', { 'Accept-Encoding': 'br', 'If-None-Match': etag as string });
    expect(again.status).toBe(304);
  });

  it('publishes no source maps', async () => {
    const src = await entryScript();
    const script = await (await get(src)).text();
    expect(script).not.toContain('sourceMappingURL');
    expect((await get(`${src}.map`)).status).toBe(404);
  });

  it('leaves the API answers never stored, with their security headers', async () => {
    const response = await get('/api/csrf', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
