import type { Page } from 'playwright-core';
import { describeInBrowser, jwtsInStorage, pathOf, screenshot, storedValues } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';
import { DEMO_ACCOUNTS, fieldLabel, fillSignIn, headerLogout, waitForDashboard } from '../support/browser/flows';

/** What the page scripts below use of the browser (this project compiles without the DOM library). */
declare const document: { cookie: string };

describeInBrowser('signing in', () => {
  const session = useBrowserSession();
  let page: Page;

  beforeEach(() => {
    page = session.page;
  });

  it('shows the sign-in page with its welcome, the remember-me box unticked and the links', async () => {
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
    expect(await page.getByText('the learning platform that rewards every step').isVisible()).toBe(true);
    expect(await page.getByLabel('Remember me').isChecked()).toBe(false);
    expect(await page.getByRole('link', { name: 'Create one' }).getAttribute('href')).toBe('/register');
    expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    // The footer: links to /, /about, the Help Center, the Privacy Policy and the Terms of Service.
    const footer = page.locator('footer');
    expect(await footer.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await footer.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
    expect(await footer.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');
    expect(await footer.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy');
    expect(await footer.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
    // The CSRF cookie is fetched at start.
    await page.waitForFunction(() => document.cookie.includes('csrf_token='));
    await screenshot(page, 'login');
  });

  it('shows the validation messages of the sign-in form', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Email or username is required').waitFor();
    expect(await page.getByText('Password is required').isVisible()).toBe(true);

    await page.getByLabel('Email or username').fill('someone');
    await page.getByLabel(fieldLabel('Password')).fill('abc');
    await page.getByText('Password must be at least 6 characters').waitFor();
    expect(await page.getByText('Email or username is required').count()).toBe(0);
    await screenshot(page, 'login-validation');
    expect(pathOf(page)).toBe('/login');
  });

  it('shows the error banner after a wrong password and keeps the visitor signed out', async () => {
    await page.goto('/login');
    await fillSignIn(page, DEMO_ACCOUNTS.student.username, 'not-the-password');
    const banner = page.getByTestId('login-error');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Invalid username or password');
    expect(await page.getByRole('button', { name: 'Sign In', exact: true }).isEnabled()).toBe(true);
    expect(pathOf(page)).toBe('/login');
    expect((await storedValues(page)).auth_token).toBeNull();
    await screenshot(page, 'login-wrong-password');
  });

  it('signs the demo student in, sending the device headers, and lands on the student dashboard', async () => {
    const loginRequest = page.waitForRequest((request) => request.url().endsWith('/api/auth/local') && request.method() === 'POST');
    await page.goto('/about');
    await page.goto('/login');
    await page.getByLabel('Email or username').fill(DEMO_ACCOUNTS.student.username);
    await page.getByLabel(fieldLabel('Password')).fill(DEMO_ACCOUNTS.student.password);
    const signInButton = page.getByRole('button', { name: 'Sign In', exact: true });
    await signInButton.click();

    const request = await loginRequest;
    const headers = await request.allHeaders();
    expect(headers['x-device-type']).toBe('desktop');
    expect(headers['x-device-id']).toMatch(/.{8,}/);
    expect(headers['x-csrf-token']).toMatch(/.+/);
    expect(headers.authorization).toBeUndefined();
    expect(request.postDataJSON()).toEqual({ identifier: 'demo_student', password: 'Student123!', rememberMe: false });

    await waitForDashboard(page, 'student');
    await page.getByTestId('greeting').filter({ hasText: /^Welcome, Maya Lopez$/ }).waitFor();
    expect(await headerLogout(page).isVisible()).toBe(true);
    // The token stays in memory: nothing in the browser's storage grants access.
    const stored = await storedValues(page);
    expect(stored.auth_token).toBeNull();
    expect(stored.auth_userId).toBeNull();
    expect(await jwtsInStorage(page)).toEqual([]);
    expect(stored.device_id).toBe(headers['x-device-id']);
    await screenshot(page, 'student-dashboard');

    // Back navigation from the role dashboard skips /dashboard and the sign-in form (both replaced themselves).
    await page.goBack();
    await page.waitForURL('**/about');
  });

  it('shows "Signing in..." while the answer is on its way', async () => {
    // The answer is held until the button has been seen in its waiting state.
    let answer!: () => void;
    const waitingSeen = new Promise<void>((done) => (answer = done));
    await page.route('**/api/auth/local', async (route) => {
      await waitingSeen;
      await route.continue();
    });
    await page.goto('/login');
    await fillSignIn(page, DEMO_ACCOUNTS.teacher.username, DEMO_ACCOUNTS.teacher.password);
    await page.getByRole('button', { name: 'Signing in...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Signing in...' }).isDisabled()).toBe(true);
    answer();
    await waitForDashboard(page, 'teacher');
    await page.getByTestId('greeting').filter({ hasText: /^Welcome, Alan Brooks$/ }).waitFor();
    await screenshot(page, 'teacher-dashboard');
  });

  it('waits out a short hold of a busy school network in words, and tries once more on its own', async () => {
    let calls = 0;
    await page.route('**/api/auth/local', async (route) => {
      if (++calls > 1) return route.continue();
      const message = 'Many sign-in attempts come from your network. Please try again in 2 seconds.';
      await route.fulfill({ status: 429, headers: { 'Retry-After': '2' }, contentType: 'application/json', body: JSON.stringify({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS', message }) });
    });
    await page.goto('/login');
    await fillSignIn(page, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password);
    const waiting = page.getByTestId('login-retrying');
    await waiting.waitFor();
    expect(await waiting.textContent()).toMatch(/^Many sign-in attempts come from your network\. Trying again in [12] s…$/);
    await screenshot(page, 'login-busy-network');
    await waitForDashboard(page, 'student');
    expect(calls).toBe(2);
  });

  it('shows a longer hold with its time to wait, and does not retry', async () => {
    let calls = 0;
    await page.route('**/api/auth/local', (route) => {
      calls++;
      const message = 'Too many sign-in attempts. Please try again in 15 minutes.';
      return route.fulfill({ status: 429, headers: { 'Retry-After': '900' }, contentType: 'application/json', body: JSON.stringify({ statusCode: 429, code: 'TOO_MANY_ATTEMPTS', message }) });
    });
    await page.goto('/login');
    await fillSignIn(page, DEMO_ACCOUNTS.student.username, 'not-the-password');
    const banner = page.getByTestId('login-error');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Too many sign-in attempts. Please try again in 15 minutes.');
    expect(await page.getByTestId('login-retrying').count()).toBe(0);
    expect(calls).toBe(1);
  });

  it('uses the user from the sign-in answer when the profile cannot be loaded afterwards', async () => {
    await page.route('**/api/users/me*', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
    await page.goto('/login');
    await fillSignIn(page, DEMO_ACCOUNTS.parent.username, DEMO_ACCOUNTS.parent.password);
    await waitForDashboard(page, 'parent');
    await page.getByTestId('greeting').filter({ hasText: /^Welcome, Elena Lopez$/ }).waitFor();
    expect(await headerLogout(page).isVisible()).toBe(true);
  });

  it('sends rememberMe when the box is ticked', async () => {
    const loginRequest = page.waitForRequest((request) => request.url().endsWith('/api/auth/local'));
    await page.goto('/login');
    await fillSignIn(page, DEMO_ACCOUNTS.sponsor.username, DEMO_ACCOUNTS.sponsor.password, true);
    expect((await loginRequest).postDataJSON()).toMatchObject({ identifier: 'demo_sponsor', rememberMe: true });
    await waitForDashboard(page, 'sponsor');
  });

  it('falls back to "Server error. Please try again later." when a 500 carries no message', async () => {
    await page.route('**/api/auth/local', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    await page.goto('/login');
    await fillSignIn(page, 'anyone', 'whatever1');
    await page.getByText('Server error. Please try again later.').waitFor();
  });

  it('refuses an answer without a token as "Invalid response from server"', async () => {
    await page.route('**/api/auth/local', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ user: { id: 1 } }) }),
    );
    await page.goto('/login');
    await fillSignIn(page, 'anyone', 'whatever1');
    await page.getByText('Invalid response from server').waitFor();
    expect((await storedValues(page)).auth_token).toBeNull();
  });
});
