import type { Locator, Page } from 'playwright-core';
import { describeInBrowser, newContext, screenshot, waitUntil } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';
import { motionEnded } from '../support/browser/settled';
import { DEMO_ACCOUNTS, signIn, type Role } from '../support/browser/flows';

/** What the page scripts below use of the browser (this project compiles without the DOM library). */
interface PageElement {
  tagName: string;
  className: unknown;
  getAttribute(name: string): string | null;
  textContent: string | null;
  getBoundingClientRect(): { right: number };
  parentElement: PageElement | null;
}
declare const document: { documentElement: { scrollWidth: number }; activeElement: { textContent: string | null } | null; querySelectorAll(selector: string): Iterable<PageElement> };
declare const window: { innerWidth: number };

/** The smallest touch target the issue allows on a phone, in CSS pixels. */
const MIN_TOUCH_TARGET = 44;

const PHONE = { width: 360, height: 740 };
const LARGER_PHONE = { width: 390, height: 844 };

/** Every tab of each role's dashboard, with the ones the issue wants first in the bottom navigation. */
const ROLE_TABS: Record<Role, string[]> = {
  student: ['dashboard', 'analytics', 'my-courses', 'browse-content', 'inventory', 'wishlist', 'leaderboard', 'challenges', 'settings'],
  teacher: ['dashboard', 'content', 'students', 'analytics', 'earnings', 'messages', 'settings', 'classes'],
  parent: ['overview', 'analysis', 'analytics', 'messages', 'budget', 'wishlist', 'settings'],
  sponsor: ['overview', 'sponsor-content', 'impact', 'settings'],
};

/** Tabs whose screenshot is kept (a few per role). */
const PICTURED = new Set(['dashboard', 'overview', 'browse-content', 'leaderboard', 'classes', 'students', 'wishlist', 'sponsor-content']);

const bottomNav = (page: Page, role: Role) => page.getByTestId(`${role}-bottom-nav`);

async function pageWidth(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

/** The outermost elements that reach past the right edge of the screen, to say what makes a page scroll sideways. */
function elementsPastTheEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const past = (element: PageElement) => element.getBoundingClientRect().right > window.innerWidth + 0.5;
    return [...document.querySelectorAll('body *')]
      .filter((element) => past(element) && !(element.parentElement && past(element.parentElement)))
      .slice(0, 5)
      .map((element) => {
        let marked: PageElement | null = element;
        while (marked && !marked.getAttribute('data-testid')) marked = marked.parentElement;
        const name = `${element.tagName.toLowerCase()}.${String(element.className).split(' ').slice(0, 3).join('.')}`;
        return `${name} in [data-testid=${marked?.getAttribute('data-testid') ?? '?'}]: ${(element.textContent ?? '').slice(0, 60)}`;
      });
  });
}

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await pageWidth(page);
  const culprits = scrollWidth > innerWidth ? await elementsPastTheEdge(page) : [];
  expect({ where, scrollWidth, culprits }).toEqual({ where, scrollWidth: Math.min(scrollWidth, innerWidth), culprits: [] });
}

async function expectFullScreen(page: Page, dialog: Locator): Promise<void> {
  const paper = dialog.locator('.MuiDialog-paper');
  await paper.waitFor();
  // The opening transition ends before measuring.
  await motionEnded(page, '.MuiDialog-root');
  const box = await paper.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box).not.toBeNull();
  expect({ x: Math.round(box!.x), y: Math.round(box!.y), width: Math.round(box!.width), height: Math.round(box!.height) }).toEqual({
    x: 0,
    y: 0,
    width: viewport.width,
    height: viewport.height,
  });
}

/** Opens a tab through the bottom navigation, or through "More" when the bar does not show it; checks the highlight. */
async function openTab(page: Page, role: Role, tab: string): Promise<void> {
  const nav = bottomNav(page, role);
  const inBar = nav.getByTestId(`${role}-nav-${tab}`);
  const more = nav.getByTestId(`${role}-nav-more`);
  if (await inBar.count()) {
    await inBar.click();
    await page.locator(`[data-tab="${tab}"]`).waitFor();
    expect(await inBar.getAttribute('aria-current')).toBe('page');
    expect(await inBar.evaluate((element) => (element as unknown as { classList: { contains(name: string): boolean } }).classList.contains('Mui-selected'))).toBe(true);
    if (await more.count()) expect(await more.evaluate((element) => (element as unknown as { classList: { contains(name: string): boolean } }).classList.contains('Mui-selected'))).toBe(false);
    return;
  }
  await more.click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  await menu.getByTestId(`${role}-more-${tab}`).click();
  await menu.waitFor({ state: 'hidden' });
  await page.locator(`[data-tab="${tab}"]`).waitFor();
  expect(await more.evaluate((element) => (element as unknown as { classList: { contains(name: string): boolean } }).classList.contains('Mui-selected'))).toBe(true);
}

/** Signs in on a phone and checks the bottom navigation: at most five items, each a large enough target, no desktop tab strip. */
async function signInOnPhone(page: Page, role: Role, viewport = PHONE): Promise<void> {
  await page.setViewportSize(viewport);
  await signIn(page, DEMO_ACCOUNTS[role].username, DEMO_ACCOUNTS[role].password, role);
  const nav = bottomNav(page, role);
  await nav.waitFor();
  expect(await page.getByRole('tablist').count()).toBe(0);
  const items = nav.locator('button');
  const count = await items.count();
  expect(count).toBeGreaterThanOrEqual(4);
  expect(count).toBeLessThanOrEqual(5);
  for (let index = 0; index < count; index++) {
    const box = await items.nth(index).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(MIN_TOUCH_TARGET);
    expect(box!.width).toBeGreaterThanOrEqual(MIN_TOUCH_TARGET);
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width + 0.5);
  }
  // The bar stays at the bottom edge of the screen.
  const navBox = await nav.boundingBox();
  expect(Math.round(navBox!.y + navBox!.height)).toBe(viewport.height);
}

/** Waits until the tab's data has arrived (no loading placeholder left), so the checks see the filled screen. */
async function settle(page: Page): Promise<void> {
  const loading = page.locator('.MuiSkeleton-root:visible, .MuiCircularProgress-root:visible, [aria-busy="true"]:visible');
  await waitUntil(async () => (await loading.count()) === 0, 10_000).catch(() => undefined);
  await motionEnded(page);
}

/** Visits every tab through the bottom navigation at 360 px; none may scroll sideways (screenshots checks them at 390 px). */
async function visitEveryTab(page: Page, role: Role): Promise<void> {
  // Every tab is reachable: in the bar or under "More".
  for (const tab of ROLE_TABS[role]) {
    await openTab(page, role, tab);
    await settle(page);
    await expectNoSidewaysScroll(page, `${role} ${tab} at ${PHONE.width} px`);
    if (PICTURED.has(tab)) await screenshot(page, `phone-${role}-${tab}`);
  }
}

describeInBrowser('the dashboards on a phone', () => {
  const session = useBrowserSession();
  let page: Page;

  beforeEach(() => {
    page = session.page;
  });

  it('the student gets a bottom navigation with "More", every tab fits 360 px, and the odds open as a full-screen sheet', async () => {
    await signInOnPhone(page, 'student');
    await visitEveryTab(page, 'student');

    await openTab(page, 'student', 'dashboard');
    await page.getByTestId('odds-link').click();
    await expectFullScreen(page, page.getByTestId('odds-dialog'));
    await screenshot(page, 'phone-student-odds-dialog');
    await page.keyboard.press('Escape');
  });

  it('the bottom navigation fits a 390 px phone too, and works from the keyboard', async () => {
    await signInOnPhone(page, 'student', LARGER_PHONE);

    // "More" opens its menu from the keyboard and a tab is chosen with the arrow keys and Enter.
    await openTab(page, 'student', 'dashboard');
    await bottomNav(page, 'student').getByTestId('student-nav-more').focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    const names = await menu.getByRole('menuitem').allTextContents();
    await waitUntil(() => page.evaluate(() => document.activeElement?.textContent ?? '').then((focused) => focused === names[0]));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await menu.waitFor({ state: 'hidden' });
    expect(names.length).toBeGreaterThan(1);
    expect(await bottomNav(page, 'student').getByTestId('student-nav-more').getAttribute('aria-label')).toContain(names[1]);
  });

  it('the teacher visits every tab on a 360 px phone and confirms a deletion in a full-screen sheet', async () => {
    await signInOnPhone(page, 'teacher');
    await visitEveryTab(page, 'teacher');

    await openTab(page, 'teacher', 'content');
    await page.getByTestId('library-delete').first().click();
    await expectFullScreen(page, page.getByTestId('delete-content-dialog'));
    await screenshot(page, 'phone-teacher-delete-dialog');
    await page.getByTestId('delete-content-dialog').getByRole('button', { name: 'Cancel' }).click();
  });

  it('the parent visits every tab on a 360 px phone and connects a child in a full-screen sheet', async () => {
    await signInOnPhone(page, 'parent');
    await visitEveryTab(page, 'parent');

    await openTab(page, 'parent', 'overview');
    await page.getByRole('button', { name: 'Connect Child', exact: true }).first().click();
    await expectFullScreen(page, page.getByTestId('connect-child-dialog'));
    await screenshot(page, 'phone-parent-connect-child-dialog');
  });

  it('the sponsor visits every tab on a 360 px phone and pledges in a full-screen sheet', async () => {
    await signInOnPhone(page, 'sponsor');
    await visitEveryTab(page, 'sponsor');

    await openTab(page, 'sponsor', 'sponsor-content');
    await page.locator('[data-testid="sponsor-button"]:not([disabled])').first().click();
    await expectFullScreen(page, page.locator('.MuiDialog-root'));
    await screenshot(page, 'phone-sponsor-pledge-dialog');
  });

  it('a class invitation fits 360 px: sent from the teacher\'s card, listed on it, answered in the student\'s Settings', async () => {
    await signInOnPhone(page, 'teacher');
    await openTab(page, 'teacher', 'classes');
    const card = page.getByTestId('class-card').filter({ has: page.getByRole('heading', { name: 'Young Scientists', exact: true }) });
    await card.getByTestId('class-menu').click();
    await page.getByTestId('class-menu-add-student').click();
    const dialog = page.getByTestId('add-student-dialog');
    await expectFullScreen(page, dialog);
    await dialog.getByTestId('add-student-username').fill('demo_student');
    await dialog.getByTestId('add-student-submit').click();
    await dialog.getByTestId('add-student-sent').waitFor();
    await screenshot(page, 'phone-teacher-invitation-sent');
    await dialog.getByTestId('add-student-close').click();
    await card.locator('[data-testid="class-invitation"][data-invited-as="demo_student"]').waitFor();
    await expectNoSidewaysScroll(page, 'teacher class card with an invitation at 360 px');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-teacher-class-invitations');

    const studentContext = await newContext(session.browser, session.server.baseUrl);
    try {
      const student = await studentContext.newPage();
      await signInOnPhone(student, 'student');
      await openTab(student, 'student', 'settings');
      const invitation = student.getByTestId('class-invitation').filter({ hasText: 'Young Scientists' });
      await invitation.waitFor();
      await settle(student);
      await expectNoSidewaysScroll(student, 'student settings with a class invitation at 360 px');
      for (const button of ['accept-class-invitation', 'decline-class-invitation']) {
        const box = await invitation.getByTestId(button).boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width + 0.5);
      }
      await invitation.scrollIntoViewIfNeeded();
      await screenshot(student, 'phone-student-class-invitation');
      await invitation.getByTestId('decline-class-invitation').click();
      await student.getByTestId('class-invitations-empty').waitFor();
    } finally {
      await studentContext.close();
    }
  });
});
