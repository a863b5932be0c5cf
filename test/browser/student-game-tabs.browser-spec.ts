import type { Page } from 'playwright-core';
import { describeInBrowser, screenshot, storedValues } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';
import { nextFrames } from '../support/browser/settled';
import { DEMO_ACCOUNTS, signIn } from '../support/browser/flows';

/** What the page scripts below use of the browser (this project compiles without the DOM library). */
declare const localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void };
declare const window: { dispatchEvent(event: unknown): boolean };
declare const document: { body: object; querySelector(selector: string): { hasAttribute(name: string): boolean } | null };
declare function getComputedStyle(element: object): { backgroundColor: string };
declare class CustomEvent {
  constructor(type: string, init?: { detail?: unknown });
}

/** A toast with this text. */
const toast = (page: Page, text: string | RegExp) => page.locator('[data-toast-type]').filter({ hasText: text });

describeInBrowser('the student dashboard: tabs, quick actions and settings', () => {
  const session = useBrowserSession();
  let page: Page;

  beforeEach(() => {
    page = session.page;
  });

  const signInStudent = () => signIn(page, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');
  const selectedTab = () => page.getByRole('tablist', { name: 'Student dashboard sections' }).getByRole('tab', { selected: true });

  it("shows the tabs in the spec's order, remembers the tab, opens every content screen and shows 'Tab not found' for an unknown one", async () => {
    await signInStudent();
    expect(await selectedTab().textContent()).toBe('Dashboard');
    expect((await storedValues(page)).student_active_tab).toBe('dashboard');
    const tabNames = await page.getByRole('tablist', { name: 'Student dashboard sections' }).getByRole('tab').allTextContents();
    expect(tabNames).toEqual(['Dashboard', 'Analytics', 'My Courses', 'Browse Content', 'Inventory', 'Wishlist', 'Leaderboard', 'Challenges', 'Settings']);

    await page.getByRole('tab', { name: 'Challenges', exact: true }).click();
    expect((await storedValues(page)).student_active_tab).toBe('challenges');
    await page.reload();
    await page.getByTestId('goal-daily-quiz').waitFor();
    expect(await selectedTab().textContent()).toBe('Challenges');

    for (const [name, stored, screen] of [
      ['My Courses', 'my-courses', 'course-card'],
      ['Browse Content', 'browse-content', 'content-card'],
      ['Analytics', 'analytics', 'analytics-pattern'],
      ['Wishlist', 'wishlist', 'wishlist-item'],
    ]) {
      await page.getByRole('tab', { name, exact: true }).click();
      await page.getByTestId(screen).first().waitFor();
      expect((await storedValues(page)).student_active_tab).toBe(stored);
      expect(await page.getByTestId('coming-soon').count()).toBe(0);
    }

    await page.evaluate(() => localStorage.setItem('student_active_tab', 'no-such-tab'));
    await page.reload();
    await page.getByText('Tab not found').waitFor();
    expect(await selectedTab().count()).toBe(0);
    await screenshot(page, 'student-game-tab-not-found');
    await page.getByRole('button', { name: 'Back to the dashboard' }).click();
    await page.getByTestId('student-header-card').waitFor();
    expect((await storedValues(page)).student_active_tab).toBe('dashboard');
  });

  it('switches to the tab a window event names, challenges above all, and ignores unknown names', async () => {
    await signInStudent();
    await page.getByTestId('student-header-card').waitFor();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('student:change-tab', { detail: 'challenges' })));
    await page.getByTestId('goal-daily-quiz').waitFor();
    expect(await selectedTab().textContent()).toBe('Challenges');
    expect((await storedValues(page)).student_active_tab).toBe('challenges');

    await page.evaluate(() => window.dispatchEvent(new CustomEvent('student:change-tab', { detail: 'settings' })));
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('student:change-tab', { detail: { tab: 'inventory' } })));
    await page.getByTestId('item-card').first().waitFor();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('student:change-tab', { detail: 'nowhere' })));
    // The listener ran during the dispatch; two frames later React has drawn whatever it changed.
    await nextFrames(page);
    expect(await selectedTab().textContent()).toBe('Inventory');

    // 'View all challenges' on the dashboard goes through the same event.
    await page.getByRole('tab', { name: 'Dashboard', exact: true }).click();
    await page.getByRole('button', { name: 'View all challenges' }).click();
    await page.getByTestId('goal-daily-quiz').waitFor();
    expect(await selectedTab().textContent()).toBe('Challenges');
  });

  it('shows the settings: toggles on, light theme, the buttons, the version; saves the preferences and the leaderboard opt-out', async () => {
    await signInStudent();
    await page.getByRole('tab', { name: 'Settings', exact: true }).click();
    await page.getByText('Saved to your account').waitFor();
    const push = page.getByRole('switch', { name: 'Push notifications' });
    const sound = page.getByRole('switch', { name: 'Sound effects' });
    expect(await push.isChecked()).toBe(true);
    expect(await sound.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(false);
    for (const name of ['Change Password', 'Privacy Settings']) await page.getByRole('button', { name, exact: true }).waitFor();
    // The spec's buttons without behaviour lead somewhere now: the Help Center and the policy pages.
    for (const [name, path] of [['Help Center', '/help'], ['Privacy Policy', '/privacy'], ['Terms of Service', '/terms']]) {
      expect(await page.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(path);
    }
    await page.getByTestId('app-version').getByText('Version 1.0.0').waitFor();
    await screenshot(page, 'student-game-settings');

    // Dark turns the whole app dark at once.
    const pageBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const lightBackground = await pageBackground();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await page.waitForFunction((light) => getComputedStyle(document.body).backgroundColor !== light, lightBackground);
    const darkBackground = await pageBackground();
    const brightness = (rgb: string) => rgb.match(/\d+/g)!.slice(0, 3).map(Number).reduce((sum, channel) => sum + channel, 0);
    expect(brightness(darkBackground)).toBeLessThan(brightness(lightBackground) / 3);
    await screenshot(page, 'student-game-settings-dark');

    // The preferences are saved: after a reload they are as they were left; then back to the defaults for the other tests.
    const savedSettings = () => page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/users/me/settings');
    let saving = savedSettings();
    await push.click();
    expect(await push.isChecked()).toBe(false);
    await saving;
    await page.reload();
    await page.getByText('Saved to your account').waitFor();
    await page.getByRole('switch', { name: 'Push notifications' }).and(page.locator(':enabled')).waitFor();
    expect(await page.getByRole('switch', { name: 'Push notifications' }).isChecked()).toBe(false);
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    expect(await pageBackground()).toBe(darkBackground);
    saving = savedSettings();
    await page.getByRole('radio', { name: 'Light' }).check();
    await saving;
    saving = savedSettings();
    await page.getByRole('switch', { name: 'Push notifications' }).click();
    await saving;
    expect(await pageBackground()).toBe(lightBackground);

    // The leaderboard opt-out is saved on the profile.
    const optOut = page.getByRole('switch', { name: 'Hide me from the public leaderboards' });
    await page.waitForFunction(() => !document.querySelector('[data-testid="leaderboard-opt-out"] input')?.hasAttribute('disabled'));
    expect(await optOut.isChecked()).toBe(false);
    const saved = page.waitForRequest((request) => request.method() === 'PUT' && new URL(request.url()).pathname === '/api/student/profile');
    await optOut.click();
    expect((await saved).postDataJSON()).toEqual({ leaderboardOptOut: true });
    await toast(page, 'You are hidden from the public leaderboards.').waitFor();
    await page.getByRole('tab', { name: 'Leaderboard', exact: true }).click();
    await page.getByTestId('own-rank').getByText('Not ranked').waitFor();
    await page.getByRole('tab', { name: 'Settings', exact: true }).click();
    await page.waitForFunction(() => !document.querySelector('[data-testid="leaderboard-opt-out"] input')?.hasAttribute('disabled'));
    expect(await optOut.isChecked()).toBe(true);
    await optOut.click();
    await toast(page, 'You are shown on the public leaderboards again.').waitFor();
  });

  it('runs the quick actions: Continue Learning, Video Courses (the video lessons in the app, or a course site with a single-use code, never the token), Education with AI', async () => {
    await signInStudent();
    // Continue Learning opens the course under way; the page's back button returns to the dashboard.
    await page.getByRole('button', { name: /^Continue Learning/ }).click();
    await page.waitForURL(/\/student\/content\/\d+$/);
    await page.getByTestId('content-header').waitFor();
    await page.getByTestId('back-to-dashboard').click();
    await page.getByTestId('student-header-card').waitFor();

    await page.getByRole('button', { name: /^Education with AI/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Coming Soon' });
    await dialog.getByText('Education with AI is coming soon.', { exact: false }).waitFor();
    await screenshot(page, 'student-game-education-ai');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Without a course site (the default), Video Courses opens the student's video lessons in the app.
    await page.getByRole('button', { name: /^Video Courses/ }).click();
    await page.getByTestId('course-card').first().waitFor();
    expect(await selectedTab().textContent()).toBe('My Courses');
    expect(await page.getByTestId('mycourses-type').inputValue()).toBe('video');
    expect(await page.locator('[data-testid="course-card"][data-type="video"]').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="course-card"]:not([data-type="video"])').count()).toBe(0);
    // Holding no video lesson, the student finds them in Browse Content, filtered to videos.
    await page.getByRole('tab', { name: 'Dashboard', exact: true }).click();
    await page.route('**/api/student/content/my-courses', (route) => route.fulfill({ json: { data: { activeCourses: [], completedCourses: [] } } }));
    await page.getByRole('button', { name: /^Video Courses/ }).click();
    await page.getByTestId('content-card').first().waitFor();
    expect(await selectedTab().textContent()).toBe('Browse Content');
    expect(await page.getByTestId('filter-type').inputValue()).toBe('video');
    await page.unroute('**/api/student/content/my-courses');
    await page.getByRole('tab', { name: 'Dashboard', exact: true }).click();

    // With a course site set, it gets a single-use code in its address, never the access token.
    await page.route('**/api/config', (route) => route.fulfill({ json: { data: { videoCoursesUrl: 'https://courses.school.test/login', version: '1.0.0' } } }));
    const bearers: string[] = [];
    page.on('request', async (request) => {
      const authorization = (await request.allHeaders()).authorization;
      if (authorization) bearers.push(authorization.replace(/^Bearer /, ''));
    });
    await page.route('https://courses.school.test/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Video courses</title><h1>Video courses</h1>' }),
    );
    let issued = '';
    await page.route('**/api/auth/video-code', async (route) => {
      const response = await route.fetch();
      issued = ((await response.json()) as { data: { code: string } }).data.code;
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: /^Video Courses/ }).click();
    await page.waitForURL('https://courses.school.test/**');
    const address = new URL(page.url());
    expect(address.origin + address.pathname).toBe('https://courses.school.test/login');
    expect([...address.searchParams.keys()]).toEqual(['code']);
    expect(address.searchParams.get('code')).toBe(issued);
    expect(issued).toMatch(/^[\w-]{43}$/);
    expect(bearers.length).toBeGreaterThan(0);
    for (const bearer of bearers) expect(page.url()).not.toContain(bearer);

    // The session is over on the server: an error and no departure.
    await page.goto('/student/dashboard');
    await page.getByTestId('student-header-card').waitFor();
    await page.unroute('**/api/auth/video-code');
    await page.route('**/api/auth/video-code', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ code: 'UNAUTHORIZED', message: 'Unauthorized' }) }),
    );
    await page.getByRole('button', { name: /^Video Courses/ }).click();
    await toast(page, 'Please login first to access video courses').waitFor();
    expect(new URL(page.url()).pathname).toBe('/student/dashboard');
  });

  it("shows '99+', the expiry mark, the empty crafting state and failures in words", async () => {
    // The inventory as the server might send it: a big stack and a boost about to expire.
    await page.route('**/api/student/inventory', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.rawMaterials[0].quantity = 150;
      body.data.usableBoosts[0].expiresAt = new Date(Date.now() + 2 * 3600_000).toISOString();
      await route.fulfill({ response, json: body });
    });
    await page.route('**/api/student/crafting/recipes', (route) => route.fulfill({ json: { data: [], userLevel: 1 } }));
    await signInStudent();
    await page.getByRole('tab', { name: 'Inventory', exact: true }).click();
    const first = page.getByTestId('item-card').first();
    expect(await first.getByTestId('quantity-badge').textContent()).toBe('99+');
    expect(await page.getByTestId('quantity-badge').nth(1).textContent()).toMatch(/^\d{1,2}$/);
    await page.getByRole('tab', { name: /^Usable boosts/ }).click();
    const boost = page.locator('[data-testid="item-card"][data-item="xp-boost"]');
    await boost.getByTestId('expiry-warning').waitFor();
    await screenshot(page, 'student-game-inventory-expiring');
    await page.getByRole('tab', { name: /^Crafting/ }).click();
    await page.getByText('No recipes available').waitFor();
    await page.getByText('Level up to unlock crafting recipes!').waitFor();

    // Crafting data that cannot be loaded.
    await page.unroute('**/api/student/crafting/recipes');
    await page.route('**/api/student/crafting/recipes', (route) => route.fulfill({ status: 500, json: { statusCode: 500, message: 'Boom' } }));
    await page.getByRole('tab', { name: /^Raw materials/ }).click();
    await page.getByRole('tab', { name: /^Crafting/ }).click();
    await toast(page, 'Failed to load crafting data').waitFor();

    // A chest that fails to open: the dialog closes and says so.
    await page.route('**/api/student/chest/daily', (route) => route.fulfill({ status: 500, json: { statusCode: 500 } }));
    await page.getByRole('tab', { name: 'Dashboard', exact: true }).click();
    await page.getByTestId('action-daily-chest').click();
    await page.getByRole('button', { name: 'Open Chest' }).click();
    await toast(page, 'Failed to open chest').waitFor();
    await page.getByTestId('daily-chest-modal').waitFor({ state: 'hidden' });
    expect(await page.getByTestId('action-daily-chest').isEnabled()).toBe(true);

    // A board being rebuilt on the server: it says so in words, and the page asks again when told.
    const message = 'The leaderboard is being brought up to date. It will be back in a few seconds.';
    let rebuilding = 2;
    await page.route((url) => url.pathname === '/api/student/leaderboard', async (route) => {
      if (rebuilding-- <= 0) return route.continue();
      await route.fulfill({ status: 503, headers: { 'retry-after': '1' }, json: { statusCode: 503, code: 'LEADERBOARD_REBUILDING', message, error: { status: 503, name: 'ServiceUnavailableError', message } } });
    });
    await page.getByRole('tab', { name: 'Leaderboard', exact: true }).click();
    expect(await page.getByTestId('leaderboard-catching-up').textContent()).toBe(message);
    await page.getByTestId('leaderboard-row').first().waitFor();
    expect(await page.getByTestId('leaderboard-catching-up').count()).toBe(0);
    expect(rebuilding).toBeLessThan(0);
  });

  it('shows Access Denied to a teacher on the student dashboard', async () => {
    await signIn(page, DEMO_ACCOUNTS.teacher.username, DEMO_ACCOUNTS.teacher.password, 'teacher');
    await page.goto('/student/dashboard');
    await page.getByText('Access Denied: This dashboard is only available for students.').waitFor();
    expect(await page.getByRole('tablist', { name: 'Student dashboard sections' }).count()).toBe(0);
  });
});
