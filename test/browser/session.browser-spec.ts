import type { Page, Request } from 'playwright-core';
import { describeInBrowser, jwtsInStorage, pathOf, screenshot, storedValues, waitUntil } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';
import { DEMO_ACCOUNTS, headerLogout, signIn } from '../support/browser/flows';

/** What the page scripts below use of the browser (this project compiles without the DOM library). */
declare const document: { cookie: string };
declare const window: { __paths: string[]; location: { pathname: string } };
declare const history: { pushState(...args: unknown[]): void; replaceState(...args: unknown[]): void };

/**
 * The lifetime of this server's access tokens. A token expires for the page when the page's clock
 * passes its `exp` (see expireInThePage): no test waits for it, so the lifetime only needs to outlast
 * each test's own requests.
 */
const TTL_SECONDS = 60;

const claimsOf = (token: string): { exp: number; iat: number } => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
const expiryOf = (token: string): number => claimsOf(token).exp;

/**
 * Moves the page's clock one second past the token's expiry, as if the user came back later. The
 * next refresh request puts the clock back to the real time before it goes out, so the token it
 * brings is as fresh for the page as it is for the server.
 */
async function expireInThePage(page: Page, token: string): Promise<void> {
  await page.clock.setSystemTime((expiryOf(token) + 1) * 1000);
  await page.route(
    '**/api/token/refresh',
    async (route) => {
      await page.clock.setSystemTime(Date.now());
      await route.continue();
    },
    { times: 1 },
  );
}

/** The access token a sign-in or refresh call answered. */
async function jwtOf(request: Request): Promise<string> {
  const response = await request.response();
  return ((await response!.json()) as { jwt: string }).jwt;
}

describeInBrowser('the session: token expiry, refresh and logout', () => {
  const session = useBrowserSession({ env: { ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS) } });
  let page: Page;
  let requests: Request[];

  beforeEach(() => {
    page = session.page;
    requests = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request);
    });
  });

  const calls = (path: string) => requests.filter((request) => new URL(request.url()).pathname === path);

  it('keeps the access token in memory only: nothing in localStorage or sessionStorage looks like a JWT', async () => {
    await signIn(page, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');
    const me = calls('/api/users/me');
    await waitUntil(() => me.length > 0);
    const token = await jwtOf(calls('/api/auth/local')[0]);
    expect((await me[0].allHeaders()).authorization).toBe(`Bearer ${token}`);
    expect(await jwtsInStorage(page)).toEqual([]);
    const stored = await storedValues(page);
    expect(stored.auth_token).toBeNull();
    expect(stored.auth_userId).toBeNull();
    // The app's own answers carry no token into any storage either, after a reload.
    await page.reload();
    await page.getByTestId('greeting').filter({ hasText: /^Welcome, Maya Lopez$/ }).waitFor();
    expect(await jwtsInStorage(page)).toEqual([]);
  });

  it('a reload keeps the user signed in: the refresh cookie brings a new token, with a loading state and never /login meanwhile', async () => {
    await signIn(page, DEMO_ACCOUNTS.teacher.username, DEMO_ACCOUNTS.teacher.password, 'teacher');
    await page.addInitScript(() => {
      window.__paths = [window.location.pathname];
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: unknown[]) => {
          original(...args);
          window.__paths.push(window.location.pathname);
        };
      }
    });
    let refreshAnswered = false;
    // The refresh is held until the loading state has been seen.
    let seeLoading!: () => void;
    const loadingSeen = new Promise<void>((done) => (seeLoading = done));
    await page.route('**/api/token/refresh', async (route) => {
      await loadingSeen;
      await route.continue();
      refreshAnswered = true;
    });
    requests = [];
    await page.reload();
    await page.getByTestId('full-screen-loading').waitFor();
    expect(refreshAnswered).toBe(false);
    seeLoading();
    await page.getByTestId('greeting').filter({ hasText: /^Welcome, Alan Brooks$/ }).waitFor();
    expect(pathOf(page)).toBe('/teacher/dashboard');
    expect(await page.evaluate(() => window.__paths)).not.toContain('/login');
    expect(calls('/api/token/refresh')).toHaveLength(1);
    expect(await jwtsInStorage(page)).toEqual([]);
  });

  it('refreshes an expired token before the request and keeps the user signed in', async () => {
    await signIn(page, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');
    const first = await jwtOf(calls('/api/auth/local')[0]);
    expect(expiryOf(first) - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(TTL_SECONDS);

    // Two tokens of one sign-in made within one second are the same text: the refreshed one is
    // made in a later second than the first, so that the checks below can tell them apart.
    await waitUntil(() => Math.floor(Date.now() / 1000) > claimsOf(first).iat, 3000);
    await expireInThePage(page, first);
    requests = [];
    const reloadRefresh = page.waitForResponse('**/api/token/refresh');
    await page.reload();
    await reloadRefresh;
    await page.getByTestId('greeting').filter({ hasText: /^Welcome, Maya Lopez$/ }).waitFor();
    expect(pathOf(page)).toBe('/student/dashboard');

    expect(calls('/api/token/refresh')).toHaveLength(1);
    const refreshed = await jwtOf(calls('/api/token/refresh')[0]);
    expect(refreshed).not.toBe(first);
    const refreshHeaders = await calls('/api/token/refresh')[0].allHeaders();
    expect(refreshHeaders.authorization).toBeUndefined();
    expect(refreshHeaders['x-csrf-token']).toMatch(/.+/);
    // The profile was fetched once, with the new token, after the refresh.
    const me = calls('/api/users/me');
    expect(me).toHaveLength(1);
    expect((await me[0].allHeaders()).authorization).toBe(`Bearer ${refreshed}`);
    await screenshot(page, 'student-dashboard-after-refresh');

    // The token in memory expires too: the next call refreshes it first.
    await expireInThePage(page, refreshed);
    requests = [];
    const tabRefresh = page.waitForResponse('**/api/token/refresh');
    await page.getByRole('tab', { name: 'Challenges', exact: true }).click();
    await tabRefresh;
    await waitUntil(() => calls('/api/student/challenges').length > 0);
    expect(calls('/api/token/refresh')).toHaveLength(1);
    const again = await jwtOf(calls('/api/token/refresh')[0]);
    expect((await calls('/api/student/challenges')[0].allHeaders()).authorization).toBe(`Bearer ${again}`);
  });

  it('retries once after a 401, with a refreshed token', async () => {
    await signIn(page, DEMO_ACCOUNTS.teacher.username, DEMO_ACCOUNTS.teacher.password, 'teacher');
    // The server refuses the first profile call as it would a token it no longer accepts.
    let refused = false;
    await page.route('**/api/users/me*', (route) => {
      if (refused) return route.continue();
      refused = true;
      return route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ code: 'UNAUTHORIZED', message: 'Unauthorized' }) });
    });

    requests = [];
    await page.reload();
    await page.getByTestId('greeting').filter({ hasText: /^Welcome, Alan Brooks$/ }).waitFor();
    const me = calls('/api/users/me');
    const refreshes = calls('/api/token/refresh');
    expect(me).toHaveLength(2);
    expect(refreshes).toHaveLength(2);
    const [restored, fresh] = [await jwtOf(refreshes[0]), await jwtOf(refreshes[1])];
    // (Two tokens of one sign-in made within the same second are the same text.)
    expect((await me[0].allHeaders()).authorization).toBe(`Bearer ${restored}`);
    expect((await me[1].allHeaders()).authorization).toBe(`Bearer ${fresh}`);
  });

  it('goes to /login when the sign-in cannot be restored', async () => {
    await signIn(page, DEMO_ACCOUNTS.parent.username, DEMO_ACCOUNTS.parent.password, 'parent');
    // Without the refresh cookie, an expired token cannot be renewed.
    const cookies = await session.context.cookies();
    await session.context.clearCookies();
    await session.context.addCookies(cookies.filter((cookie) => cookie.name.startsWith('csrf_')));
    await page.clock.setSystemTime((expiryOf(await jwtOf(calls('/api/auth/local')[0])) + 1) * 1000);

    await page.reload();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
    const stored = await storedValues(page);
    expect(stored.auth_token).toBeNull();
    expect(stored.auth_userId).toBeNull();
  });

  it('logs out: forgets the token and the student tab, tells the server, and guards the dashboard again', async () => {
    await signIn(page, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');
    const before = await storedValues(page);
    expect(before.student_active_tab).toBe('dashboard');

    requests = [];
    await headerLogout(page).click();
    await page.waitForURL('**/login');
    const after = await storedValues(page);
    expect(after.auth_token).toBeNull();
    expect(after.auth_userId).toBeNull();
    expect(after.student_active_tab).toBeNull();
    expect(after.device_id).toBe(before.device_id);
    await waitUntil(() => calls('/api/auth/logout').length === 1);
    const logout = calls('/api/auth/logout')[0];
    expect(logout.method()).toBe('POST');
    const logoutHeaders = await logout.allHeaders();
    expect(logoutHeaders['x-csrf-token']).toMatch(/.+/);
    expect(logoutHeaders.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);

    await page.goto('/student/dashboard');
    await page.waitForURL('**/login');
    // The server ended the refresh session too: a refresh is refused.
    const refresh = await page.evaluate(async () => {
      const csrf = document.cookie.split('; ').find((part) => part.startsWith('csrf_token='))?.split('=')[1] ?? '';
      const response = await fetch('/api/token/refresh', { method: 'POST', credentials: 'include', headers: { 'X-CSRF-Token': csrf } });
      return response.status;
    });
    expect(refresh).toBe(401);
    await screenshot(page, 'login-after-logout');
  });
});
