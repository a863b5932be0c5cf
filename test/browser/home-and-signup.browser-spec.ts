import type { Page } from 'playwright-core';
import { describeInBrowser, pathOf, screenshot } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';
import { loadingEnded } from '../support/browser/settled';
import {
  DEMO_ACCOUNTS,
  fieldLabel,
  firstVisitWelcome,
  headerLogout,
  newAccount,
  signIn,
  waitForDashboard,
  type Role,
} from '../support/browser/flows';

/** What the page scripts below use of the browser (this project compiles without the DOM library). */
declare const document: { documentElement: { scrollWidth: number; clientWidth: number } };

const HOME_TITLE = 'Learn. Level up. Get rewarded.';
const homeHeading = (page: Page) => page.getByRole('heading', { name: HOME_TITLE, level: 1 });

/**
 * Waits until the student's dashboard shows its data (the header card, at any width) and nothing is
 * loading. The welcome, when due, opens as the dashboard first renders, before its data comes: its
 * absence afterwards means it was not due, not that it had yet to come.
 */
async function studentDashboardShown(page: Page): Promise<void> {
  await page.getByTestId('student-header-card').waitFor();
  await loadingEnded(page);
}

/** Whether the page is wider than the window (a sideways scroll). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describeInBrowser('the home page, sign-up that signs in, and the redirects', () => {
  const session = useBrowserSession();
  let page: Page;

  beforeEach(() => {
    page = session.page;
  });

  it('tells a visitor what QuestLearn is and what it offers each role, with pictures of the screens shipped with the app', async () => {
    const hosts = new Set<string>();
    page.on('request', (request) => {
      if (!request.url().startsWith('data:')) hosts.add(new URL(request.url()).origin);
    });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await homeHeading(page).waitFor();
    expect(pathOf(page)).toBe('/');
    expect(await page.getByTestId('home-pitch').textContent()).toMatch(/^QuestLearn is an education platform that rewards learning with game mechanics/);

    // Students, teachers, parents and sponsors (spec §1), each with what they get and a way in.
    for (const [role, title] of [
      ['student', 'For students'],
      ['teacher', 'For teachers'],
      ['parent', 'For parents'],
      ['sponsor', 'For sponsors'],
    ] as const) {
      const card = page.getByTestId(`home-role-${role}`);
      await card.getByRole('heading', { name: title, level: 3 }).waitFor();
      expect(await card.locator('li').count()).toBeGreaterThanOrEqual(3);
      expect(await card.getByRole('img').count()).toBe(1);
      expect(await card.getByRole('link', { name: `Sign up as a ${role}` }).getAttribute('href')).toBe(`/register?role=${role}`);
    }
    // The pictures of the screens are named for screen readers.
    await page.getByRole('img', { name: /^The student dashboard: .*Level 3.*Daily Chest/ }).waitFor();
    await page.getByRole('img', { name: /^The teacher’s content library/ }).waitFor();
    await page.waitForLoadState('load');
    expect([...hosts]).toEqual([session.server.baseUrl]);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'home-1280x800');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await homeHeading(page).waitFor();
    expect(await page.getByTestId('home-header-sign-up').isVisible()).toBe(true);
    expect(await page.getByTestId('home-header-sign-in').isVisible()).toBe(true);
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'home-390x844');
  });

  it('leads from the home page to sign-up and to sign-in', async () => {
    await page.goto('/');
    await page.getByTestId('home-header-sign-up').click();
    await page.waitForURL('**/register');
    await page.getByRole('heading', { name: 'Join QuestLearn' }).waitFor();
    await page.getByText('Choose your account type to get started.').waitFor();

    await page.goBack();
    await homeHeading(page).waitFor();
    await page.getByTestId('home-header-sign-in').click();
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome Back!' }).waitFor();
    // And back home from the sign-in page.
    await page.getByRole('link', { name: 'Back to home' }).click();
    await homeHeading(page).waitFor();

    // A role's own button opens the form of that account type straight away.
    await page.getByTestId('home-role-teacher').getByRole('link', { name: 'Sign up as a teacher' }).click();
    await page.waitForURL('**/register?role=teacher');
    await page.getByText('Create your teacher account.').waitFor();
    await page.getByLabel('Username').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByTestId('role-teacher').getByRole('button').getAttribute('aria-pressed')).toBe('true');

    // The hero's own buttons too.
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Create a free account' }).first().click();
    await page.waitForURL('**/register');
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true }).first().click();
    await page.waitForURL('**/login');
  });

  it('signs a new student up from the home page to a signed-in dashboard, with the welcome shown once', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const authCalls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/auth/')) authCalls.push(`${request.method()} ${path}`);
    });
    const account = newAccount('student', { firstName: 'Robin' });

    await page.goto('/');
    await page.getByTestId('home-role-student').getByRole('link', { name: 'Sign up as a student' }).click();
    await page.getByText('Create your student account.').waitFor();
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel(/^First name/).fill(account.firstName!);
    await page.getByLabel(fieldLabel('Password')).fill(account.password);
    await page.getByLabel(fieldLabel('Confirm password')).fill(account.password);
    expect(await page.getByTestId('password-rules').locator('li[data-met="true"]').count()).toBe(5);
    await page.getByLabel(/I agree to the Terms/).check();
    await screenshot(page, 'signup-student-390x844');
    await page.getByRole('button', { name: 'Create Account' }).click();

    // Signed in by the sign-up itself: one request, straight to the student's own dashboard.
    await waitForDashboard(page, 'student');
    expect(authCalls).toEqual(['POST /api/auth/local/register']);
    const welcome = firstVisitWelcome(page);
    await welcome.getByRole('heading', { name: 'Welcome to QuestLearn, Robin!' }).waitFor();
    expect(await page.getByRole('dialog').getAttribute('aria-labelledby')).toBeTruthy();
    // The daily chest, XP and levels (a level every 100 XP, PRODUCT.md), where the courses are.
    expect(await welcome.getByRole('heading', { name: 'The daily chest' }).isVisible()).toBe(true);
    expect(await welcome.getByText(/once a day/).isVisible()).toBe(true);
    expect(await welcome.getByRole('heading', { name: 'XP and levels' }).isVisible()).toBe(true);
    expect(await welcome.getByText(/Every 100 XP is a new level/).isVisible()).toBe(true);
    expect(await welcome.getByText(/10 XP for your first visit each day, 20 for a video, 30 for a quiz and 100 for a finished course/).isVisible()).toBe(true);
    expect(await welcome.getByRole('heading', { name: 'Where the courses are' }).isVisible()).toBe(true);
    expect(await welcome.getByText(/Browse Content/).isVisible()).toBe(true);
    // What the window shows: the dialog with its backdrop, as the user sees it.
    await screenshot(page, 'student-welcome-390x844', { fullPage: false });

    // Keyboard: the dialog takes the focus, Tab moves inside it and Escape closes it.
    const focusedText = () => page.evaluate(() => (globalThis as unknown as { document: { activeElement: { textContent: string | null } | null } }).document.activeElement?.textContent ?? null);
    expect(await focusedText()).toBe('Start my quest');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedText()).toBe('Browse courses');
    await page.keyboard.press('Escape');
    await welcome.waitFor({ state: 'detached' });

    // Shown once: not again after a reload (still signed in), nor after signing out and in again.
    await page.reload();
    await waitForDashboard(page, 'student');
    // The header greets by the name given (a first name alone here), not the username.
    await page.getByTestId('greeting').filter({ hasText: /^Welcome, Robin$/ }).waitFor();
    await studentDashboardShown(page);
    expect(await firstVisitWelcome(page).count()).toBe(0);
    await headerLogout(page).click();
    await page.waitForURL('**/login');
    await signIn(page, account.username, account.password, 'student');
    await studentDashboardShown(page);
    expect(await firstVisitWelcome(page).count()).toBe(0);
  });

  it("opens Browse Content from the welcome's own button", async () => {
    const account = newAccount('student');
    await page.goto('/register?role=student');
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel(fieldLabel('Password')).fill(account.password);
    await page.getByLabel(fieldLabel('Confirm password')).fill(account.password);
    await page.getByLabel(/I agree to the Terms/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await waitForDashboard(page, 'student');
    // No first name given: the welcome greets by username.
    await firstVisitWelcome(page).getByRole('heading', { name: `Welcome to QuestLearn, ${account.username}!` }).waitFor();
    await firstVisitWelcome(page).getByRole('button', { name: 'Browse courses' }).click();
    await firstVisitWelcome(page).waitFor({ state: 'detached' });
    expect(await page.getByRole('tab', { name: 'Browse Content' }).getAttribute('aria-selected')).toBe('true');
  });

  it('does not greet a demo student who signs in (the welcome is for new accounts)', async () => {
    await signIn(page, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');
    await page.getByTestId('greeting').filter({ hasText: /^Welcome, Maya Lopez$/ }).waitFor();
    await studentDashboardShown(page);
    expect(await firstVisitWelcome(page).count()).toBe(0);
  });

  const roles: Role[] = ['student', 'teacher', 'parent', 'sponsor'];
  it.each(roles)('sends a signed-in %s from /, /login and /register to their own dashboard', async (role) => {
    await signIn(page, DEMO_ACCOUNTS[role].username, DEMO_ACCOUNTS[role].password, role);
    for (const path of ['/', '/login', '/register']) {
      await page.goto(path);
      await waitForDashboard(page, role);
      expect(await page.getByRole('heading', { name: 'Welcome Back!' }).count()).toBe(0);
      expect(await homeHeading(page).count()).toBe(0);
    }
    // The links inside the app lead there too.
    await page.goto('/about');
    await page.locator('footer').getByRole('link', { name: 'Home' }).click();
    await waitForDashboard(page, role);
  });

  it('shows a not-found page for an unknown address, with the way home', async () => {
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/no/such/page');
    expect(await page.getByTestId('not-found').textContent()).toContain('/no/such/page');
    await screenshot(page, 'not-found');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'not-found-390x844');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await homeHeading(page).waitFor();
    expect(pathOf(page)).toBe('/');
  });

  it('offers a signed-in user the way to their dashboard from the not-found page', async () => {
    await signIn(page, DEMO_ACCOUNTS.parent.username, DEMO_ACCOUNTS.parent.password, 'parent');
    await page.goto('/parent/nowhere');
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await waitForDashboard(page, 'parent');
  });
});
