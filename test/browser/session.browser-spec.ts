import type { Page, Request } from 'playwright-core';
import { describeInBrowser, pathOf, screenshot, storedValues, waitUntil } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';
import { DEMO_ACCOUNTS, headerLogout, signIn } from '../support/browser/flows';

/** What the page scripts below use of the browser (this project compiles without the DOM library). */
declare const localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
declare const document: { cookie: string };

/** Access tokens of this server live a few seconds, so expiry can be seen within a test. */
const TTL_SECONDS = 3;

const expiryOf = (token: string): number => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).exp;

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

  it('refreshes an expired token before the request and keeps the user signed in', async () => {
    await signIn(page, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');
    const first = (await storedValues(page)).auth_token!;
    expect(expiryOf(first) - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(TTL_SECONDS);

    await page.waitForTimeout((TTL_SECONDS + 1) * 1000);
    requests = [];
    await page.reload();
    await page.getByText('Welcome, demo_student').waitFor();
    expect(pathOf(page)).toBe('/student/dashboard');

    const refreshed = (await storedValues(page)).auth_token!;
    expect(refreshed).not.toBe(first);
    expect(calls('/api/token/refresh')).toHaveLength(1);
    const refreshHeaders = await calls('/api/token/refresh')[0].allHeaders();
    expect(refreshHeaders.authorization).toBeUndefined();
    expect(refreshHeaders['x-csrf-token']).toMatch(/.+/);
    // The profile was fetched once, with the new token, after the refresh.
    const me = calls('/api/users/me');
    expect(me).toHaveLength(1);
    expect((await me[0].allHeaders()).authorization).toBe(`Bearer ${refreshed}`);
    await screenshot(page, 'student-dashboard-after-refresh');
  });

  it('retries once after a 401, with a refreshed token', async () => {
    await signIn(page, DEMO_ACCOUNTS.teacher.username, DEMO_ACCOUNTS.teacher.password, 'teacher');
    // A token that is not expired by its claim but that the server refuses (its signature is broken).
    const token = (await storedValues(page)).auth_token!;
    const [header, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString('base64url')}.broken`;
    await page.evaluate((value) => localStorage.setItem('auth_token', value), forged);

    requests = [];
    await page.reload();
    await page.getByText('Welcome, demo_teacher').waitFor();
    const me = calls('/api/users/me');
    expect(me).toHaveLength(2);
    expect((await me[0].allHeaders()).authorization).toBe(`Bearer ${forged}`);
    expect(calls('/api/token/refresh')).toHaveLength(1);
    const fresh = (await storedValues(page)).auth_token!;
    expect((await me[1].allHeaders()).authorization).toBe(`Bearer ${fresh}`);
  });

  it('clears the stored login and goes to /login when the token cannot be refreshed', async () => {
    await signIn(page, DEMO_ACCOUNTS.parent.username, DEMO_ACCOUNTS.parent.password, 'parent');
    // Without the refresh cookie, an expired token cannot be renewed.
    const cookies = await session.context.cookies();
    await session.context.clearCookies();
    await session.context.addCookies(cookies.filter((cookie) => cookie.name === 'csrf_token'));
    await page.waitForTimeout((TTL_SECONDS + 1) * 1000);

    await page.reload();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
    const stored = await storedValues(page);
    expect(stored.auth_token).toBeNull();
    expect(stored.auth_userId).toBeNull();
  });

  it('logs out: clears the token, the user id and the student tab, tells the server, and guards the dashboard again', async () => {
    await signIn(page, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');
    const before = await storedValues(page);
    expect(before.auth_token).not.toBeNull();
    expect(before.auth_userId).not.toBeNull();
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
    expect((await logout.allHeaders())['x-csrf-token']).toMatch(/.+/);

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
