import type { Page, Request } from 'playwright-core';
import { describeInBrowser, pathOf, screenshot, waitUntil } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';
import { DEMO_ACCOUNTS, newAccount, registerThroughWizard, signIn, tabSelected } from '../support/browser/flows';

describeInBrowser('routes and the protected-route rule', () => {
  const session = useBrowserSession();
  let page: Page;

  beforeEach(() => {
    page = session.page;
  });

  it.each(['/student/dashboard', '/teacher/dashboard', '/parent/dashboard', '/sponsor/dashboard'])(
    'sends an anonymous visitor of %s to /login',
    async (path) => {
      await page.goto(path);
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
    },
  );

  it('shows an anonymous visitor the home page at / and a not-found page at an unknown address', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Learn. Level up. Get rewarded.', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/');
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/no/such/page');
  });

  it('sends no request that fails from a signed-out page, and logs no error', async () => {
    const failed: string[] = [];
    const logged: string[] = [];
    const pending = new Set<Request>();
    // The app's own calls (a video's stream stays open while it plays).
    const isApiCall = (request: Request) => ['fetch', 'xhr'].includes(request.resourceType()) && new URL(request.url()).pathname.startsWith('/api/');
    page.on('request', (request) => {
      if (isApiCall(request)) pending.add(request);
    });
    page.on('requestfailed', (request) => pending.delete(request));
    page.on('response', (response) => {
      pending.delete(response.request());
      if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    for (const [path, heading] of [
      ['/', 'Learn. Level up. Get rewarded.'],
      ['/login', 'Welcome Back!'],
      ['/forgot-password', 'Forgot your password?'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      // Every call the page made to the API has had its answer.
      await waitUntil(() => pending.size === 0).catch(() => {
        throw new Error(`Still waiting for ${[...pending].map((request) => `${request.method()} ${request.url()}`).join(', ')}`);
      });
    }
    expect(failed).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('shows "User not found" on /dashboard without a session', async () => {
    await page.goto('/dashboard');
    await page.getByText('User not found').waitFor();
    expect(pathOf(page)).toBe('/dashboard');
    await screenshot(page, 'dashboard-user-not-found');
  });

  it('shows the about page, linked from the footer', async () => {
    await page.goto('/login');
    await page.locator('footer').getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    await page.getByRole('heading', { name: 'About QuestLearn' }).waitFor();
    expect(await page.getByText('rewards learning with game mechanics').isVisible()).toBe(true);
    await screenshot(page, 'about');
    await page.locator('footer').getByRole('link', { name: 'Home' }).click();
    await page.getByRole('heading', { name: 'Learn. Level up. Get rewarded.', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/');
  });

  it('opens the policy pages from the footer, and shows a toast that goes away after 4 seconds', async () => {
    await page.goto('/login');
    await page.locator('footer').getByRole('link', { name: 'Privacy' }).click();
    await page.waitForURL('**/privacy');
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    await page.locator('footer').getByRole('link', { name: 'Terms' }).click();
    await page.getByRole('heading', { name: 'Terms of Service', level: 1 }).waitFor();

    // A new student has no course under way: Continue Learning opens Browse Content and says why.
    await registerThroughWizard(page, newAccount('student'));
    // Timed from the click, which comes before the toast: a slow machine only makes the wait longer.
    const clickedAt = Date.now();
    await page.getByTestId('action-continue-learning').click();
    const toast = page.locator('[data-toast-type="info"]');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('You have no course under way yet: pick one to start.');
    await waitUntil(() => tabSelected(page, 'Browse Content'));
    await screenshot(page, 'dashboard-toast');
    await toast.waitFor({ state: 'detached', timeout: 10_000 });
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(4000);
  });

  it('shows the full-screen "Loading..." while the session is restored', async () => {
    await signIn(page, DEMO_ACCOUNTS.parent.username, DEMO_ACCOUNTS.parent.password, 'parent');
    let release: () => void = () => undefined;
    const held = new Promise<void>((done) => (release = done));
    await page.route('**/api/users/me*', async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await page.getByTestId('full-screen-loading').getByText('Loading...').waitFor();
    await screenshot(page, 'loading');
    release();
    await page.getByTestId('greeting').filter({ hasText: /^Welcome, Elena Lopez$/ }).waitFor();
    expect(pathOf(page)).toBe('/parent/dashboard');
    await screenshot(page, 'parent-dashboard');
  });

  it('redirects a user of another role away from a dashboard limited to its role', async () => {
    await signIn(page, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');
    await page.goto('/sponsor/dashboard');
    await page.waitForURL('**/student/dashboard');
    await page.getByTestId('greeting').filter({ hasText: /^Welcome, Maya Lopez$/ }).waitFor();
  });

  it('shows "Access Denied" to non-students on the student dashboard, and the same for teachers and parents', async () => {
    await signIn(page, DEMO_ACCOUNTS.sponsor.username, DEMO_ACCOUNTS.sponsor.password, 'sponsor');
    await screenshot(page, 'sponsor-dashboard');
    await page.goto('/student/dashboard');
    await page.getByText('Access Denied: This dashboard is only available for students.').waitFor();
    await screenshot(page, 'student-dashboard-access-denied');
    await page.goto('/teacher/dashboard');
    await page.getByText('Access Denied: This dashboard is only available for teachers.').waitFor();
    await page.goto('/parent/dashboard');
    await page.getByText('Access Denied: This dashboard is only available for parents.').waitFor();
    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await page.waitForURL('**/sponsor/dashboard');
  });

  it('sends a signed-in user from /dashboard to the role dashboard, replacing the history entry', async () => {
    await signIn(page, DEMO_ACCOUNTS.teacher.username, DEMO_ACCOUNTS.teacher.password, 'teacher');
    await page.goto('/about');
    await page.goto('/dashboard');
    await page.waitForURL('**/teacher/dashboard');
    await page.goBack();
    await page.waitForURL('**/about');
  });

  it('lets "Try Again" load a page again once the network is back', async () => {
    await page.goto('/login');
    await page.route(/\/assets\/AboutPage-[^/]+\.js$/, (route) => route.abort());
    await page.locator('footer').getByRole('link', { name: 'About' }).click();
    await page.getByText('Oops! Something went wrong').waitFor();
    await page.unroute(/\/assets\/AboutPage-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByRole('heading', { name: 'About QuestLearn' }).waitFor();
    expect(pathOf(page)).toBe('/about');
  });

  it('shows the generic error screen when a page fails to load, and "Go to Home" leads back in', async () => {
    await page.goto('/login');
    await page.route(/\/assets\/AboutPage-[^/]+\.js$/, (route) => route.abort());
    await page.locator('footer').getByRole('link', { name: 'About' }).click();
    await page.getByText('Oops! Something went wrong').waitFor();
    for (const text of [
      "We're sorry for the inconvenience. The application encountered an unexpected error.",
      'If this problem persists, please contact support.',
    ]) {
      expect(await page.getByText(text).isVisible()).toBe(true);
    }
    expect(await page.getByRole('button', { name: 'Try Again' }).isVisible()).toBe(true);
    await screenshot(page, 'error-screen');
    await page.unroute(/\/assets\/AboutPage-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Go to Home' }).click();
    await page.getByRole('heading', { name: 'Learn. Level up. Get rewarded.', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/');
  });
});
