import type { Page, Request } from 'playwright-core';
import { describeInBrowser, waitUntil } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';

/** What the page scripts below use of the browser (this project compiles without the DOM library). */
declare const performance: { getEntriesByType(type: string): Array<{ name: string; startTime: number }> };

/** The sign-in page may load at most this much JavaScript, counted as sent (compressed). */
const LOGIN_SCRIPT_BUDGET_BYTES = 150_000;
const IMMUTABLE = 'public, max-age=31536000, immutable';

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
