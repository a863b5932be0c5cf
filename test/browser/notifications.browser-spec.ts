import type { Locator, Page, Request, Response } from 'playwright-core';
import { apiOf, signInThroughApi } from '../support/browser/api-calls';
import { axeFindings } from '../support/browser/axe';
import { BROWSER_TIME_ZONE, describeInBrowser, newContext, pathOf, screenshot, waitUntil } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';
import { DEMO_ACCOUNTS, newAccount, openTab, signIn, tabSelected } from '../support/browser/flows';

/** What the page scripts below use of the browser (this project compiles without the DOM library). */
declare const document: { activeElement: unknown; documentElement: { scrollWidth: number; getAttribute(name: string): string | null } };
declare const window: { innerWidth: number; __notReloaded?: boolean };
declare function getComputedStyle(element: unknown): { whiteSpace: string };

/** The demo student, Maya Lopez, is in Alan Brooks's class Maths Explorers; Elena Lopez is her parent. */
const TEACHER = { ...DEMO_ACCOUNTS.teacher, name: 'Alan Brooks' };
const PARENT = { ...DEMO_ACCOUNTS.parent, name: 'Elena Lopez' };
const CLASS_NAME = 'Maths Explorers';
const CHILD_USERNAME = DEMO_ACCOUNTS.student.username;

const PHONE = { width: 360, height: 740 };

const answered = (method: string, path: string) => (response: Response) => response.request().method() === method && new URL(response.url()).pathname === path;

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const menu = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const items = (page: Page) => menu(page).getByTestId('notification-item');

/** The unread count the bell names ("Notifications, 3 unread"), 0 when it names none. */
async function bellCount(page: Page): Promise<number> {
  const match = /(\d+) unread/.exec((await bell(page).getAttribute('aria-label')) ?? '');
  return match ? Number(match[1]) : 0;
}

const hasFocus = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The token balance of the student's header card. */
async function headerTokens(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-tokens').textContent()) ?? '';
  return Number(/(\d[\d,]*)\s*$/.exec(text)?.[1].replace(/,/g, '') ?? NaN);
}

describeInBrowser('the notification bell and the class announcements', () => {
  const session = useBrowserSession({}, { bypassCSP: true });
  let call: ReturnType<typeof apiOf>;

  beforeEach(() => {
    call = apiOf(session.server.baseUrl);
  });

  /** The demo teacher posts to Maths Explorers through the API. */
  async function announce(body: string): Promise<void> {
    const jwt = await signInThroughApi(call, TEACHER.username, TEACHER.password);
    const classes = (await call<{ data: Array<{ id: number; name: string }> }>('GET', '/classes/mine', undefined, jwt)).data;
    const maths = classes.find((found) => found.name === CLASS_NAME);
    if (!maths) throw new Error(`The demo teacher has no class ${CLASS_NAME}`);
    await call('POST', `/classes/${maths.id}/announcements`, { body }, jwt);
  }

  /** The demo parent sends tokens to the demo student through the API. */
  async function sendTokens(amount: number): Promise<void> {
    const jwt = await signInThroughApi(call, PARENT.username, PARENT.password);
    const family = (await call<{ data: { data: { children: Array<{ id: number; username: string }> } } }>('GET', '/parent/children', undefined, jwt)).data.data;
    const child = family.children.find((found) => found.username === CHILD_USERNAME);
    if (!child) throw new Error('The demo parent has no demo student');
    await call('POST', '/parent/transfer-tokens', { childId: child.id, amount }, jwt);
  }

  it('counts new notifications live, announces them, lists them newest first as sentences, marks them read and leads to their tab', async () => {
    const page = session.page;
    await signIn(page, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');
    await page.getByTestId('header-tokens').waitFor();
    const before = await bellCount(page);
    const tokensBefore = await headerTokens(page);
    await page.evaluate(() => {
      window.__notReloaded = true;
    });

    // --- A teacher's announcement: one more unread, said politely, and the card shows it as plain text.
    const body = 'Quiz on Friday!\nBring a <b>calculator</b>.';
    await announce(body);
    await page.getByRole('banner').getByRole('button', { name: `Notifications, ${before + 1} unread`, exact: true }).waitFor();
    const heard = `New notification: ${TEACHER.name} posted in “${CLASS_NAME}”: Quiz on Friday! Bring a <b>calculator</b>.`;
    await page.getByRole('status').filter({ hasText: heard }).waitFor();
    const announcement = page.getByTestId('announcements').getByTestId('announcement').first();
    await announcement.getByTestId('announcement-body').getByText(body, { exact: true }).waitFor();
    await announcement.getByTestId('announcement-class').getByText(CLASS_NAME, { exact: true }).waitFor();
    await announcement.getByTestId('announcement-teacher').getByText(`from ${TEACHER.name}`, { exact: true }).waitFor();
    await expect(announcement.locator('b').count()).resolves.toBe(0);
    await expect(announcement.getByTestId('announcement-body').evaluate((element) => getComputedStyle(element).whiteSpace)).resolves.toBe('pre-wrap');

    // --- Tokens from a parent: the count and the balance follow, still without a reload.
    await sendTokens(5);
    await page.getByRole('banner').getByRole('button', { name: `Notifications, ${before + 2} unread`, exact: true }).waitFor();
    await waitUntil(async () => (await headerTokens(page)) === tokensBefore + 5);
    await expect(page.evaluate(() => window.__notReloaded)).resolves.toBe(true);

    // --- The list: newest first, each a sentence by name with its time, the new ones unread.
    await bell(page).click();
    await expect(items(page).nth(0).textContent()).resolves.toContain(`${PARENT.name} sent you 5 tokens`);
    await expect(items(page).nth(1).textContent()).resolves.toContain(`${TEACHER.name} posted in “${CLASS_NAME}”: Quiz on Friday!`);
    await items(page).nth(0).locator('time').getByText('now', { exact: true }).waitFor();
    await expect(items(page).nth(0).getAttribute('data-unread')).resolves.toBe('true');
    expect(await axeFindings(page, 'notification menu open')).toEqual([]);
    await screenshot(page, 'notifications-menu-1280', { fullPage: false });

    // --- Escape closes it and gives the focus back to the bell; Enter opens it again.
    await page.keyboard.press('Escape');
    await menu(page).waitFor({ state: 'detached' });
    await waitUntil(() => hasFocus(bell(page)));
    await page.keyboard.press('Enter');
    await menu(page).waitFor();
    await page.keyboard.press('Escape');
    await menu(page).waitFor({ state: 'detached' });

    // --- From another tab, choosing the tokens marks that one read and leads to the dashboard, where the balance shows.
    await openTab(page, 'Challenges');
    await bell(page).click();
    const marked = page.waitForResponse(answered('POST', '/api/notifications/read'));
    await items(page).nth(0).click();
    expect((await marked).status()).toBe(200);
    await menu(page).waitFor({ state: 'detached' });
    await waitUntil(() => tabSelected(page, 'Dashboard'));
    await page.getByRole('banner').getByRole('button', { name: `Notifications, ${before + 1} unread`, exact: true }).waitFor();

    // --- Mark all as read: no unread left, the bell's name says so.
    await bell(page).click();
    await expect(items(page).nth(0).getAttribute('data-unread')).resolves.toBe('false');
    await menu(page).getByRole('button', { name: 'Mark all as read' }).click();
    await waitUntil(async () => (await menu(page).locator('[data-unread="true"]').count()) === 0);
    await expect(menu(page).getByRole('button', { name: 'Mark all as read' }).isDisabled()).resolves.toBe(true);
    // The focus stays in the list (on its title), so Escape still closes it.
    await waitUntil(() => hasFocus(menu(page).getByRole('heading', { name: 'Notifications' })));
    await page.keyboard.press('Escape');
    await menu(page).waitFor({ state: 'detached' });
    await page.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  });

  it('on a 360 px phone in the dark theme: all caught up at first, then a parent request arrives live, fits the screen and leads to Settings', async () => {
    const { role: _role, ...account } = newAccount('student', { firstName: 'Noa', lastName: 'Berg' });
    const { jwt } = await call<{ jwt: string }>('POST', '/auth/local/register', { ...account, userRole: 'student', timeZone: BROWSER_TIME_ZONE });
    await call('PUT', '/users/me/settings', { theme: 'dark' }, jwt);
    const context = await newContext(session.browser, session.server.baseUrl, { viewport: PHONE, isMobile: true, hasTouch: true, bypassCSP: true });
    try {
      const phone = await context.newPage();
      await signIn(phone, account.username, account.password, 'student');
      await phone.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');

      // --- Nothing yet: the bell names no count and its list says so.
      await expect(bell(phone).getAttribute('aria-label')).resolves.toBe('Notifications');
      await bell(phone).click();
      await menu(phone).getByText("You're all caught up", { exact: true }).waitFor();
      expect(await axeFindings(phone, 'empty notification menu on a phone, dark')).toEqual([]);
      await screenshot(phone, 'notifications-menu-360-empty-dark', { fullPage: false });
      await phone.keyboard.press('Escape');
      await menu(phone).waitFor({ state: 'detached' });
      await waitUntil(() => hasFocus(bell(phone)));

      // --- The demo parent asks to connect: counted and announced live.
      const parentJwt = await signInThroughApi(call, PARENT.username, PARENT.password);
      await call('POST', '/parent/connect-child', { identifier: account.username }, parentJwt);
      await phone.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread', exact: true }).waitFor();
      await phone.getByRole('status').filter({ hasText: `New notification: ${PARENT.name} asked to connect with you as your parent` }).waitFor();

      // --- The list fits the phone's width.
      await bell(phone).click();
      await items(phone).first().filter({ hasText: `${PARENT.name} asked to connect with you as your parent` }).waitFor();
      const box = await menu(phone).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      await expect(fitsWidth(phone)).resolves.toBe(true);
      expect(await axeFindings(phone, 'notification menu on a phone, dark')).toEqual([]);
      await screenshot(phone, 'notifications-menu-360-dark', { fullPage: false });

      // --- Choosing it leads to the parents' panel in Settings, read.
      await items(phone).first().click();
      await menu(phone).waitFor({ state: 'detached' });
      await phone.getByTestId('student-parents').waitFor();
      await phone.getByRole('banner').getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describeInBrowser('the live stream outlives its access token', () => {
  const TTL_SECONDS = 8;
  const session = useBrowserSession({ env: { ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS) } });

  it('sends the token in a header only, refreshes it when the stream ends as expired, resumes from the last event and still hears what comes next', async () => {
    const page = session.page;
    const streams: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/events') streams.push(request);
    });
    await signIn(page, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');
    await waitUntil(() => streams.length >= 1);
    const before = await bellCount(page);

    // The token runs out: the server ends the stream, the page signs in anew and opens it again after the last event it saw.
    await waitUntil(() => streams.length >= 2, (TTL_SECONDS + 10) * 1000);
    for (const stream of streams) {
      expect(new URL(stream.url()).search).toBe('');
      expect(stream.headers()['authorization']).toMatch(/^Bearer \S+$/);
    }
    expect(streams[1].headers()['authorization']).not.toBe(streams[0].headers()['authorization']);
    expect(streams[1].headers()['last-event-id']).toMatch(/^\d+\.\d+$/);
    expect(pathOf(page)).toBe('/student/dashboard');

    const call = apiOf(session.server.baseUrl);
    const jwt = await signInThroughApi(call, TEACHER.username, TEACHER.password);
    const maths = (await call<{ data: Array<{ id: number; name: string }> }>('GET', '/classes/mine', undefined, jwt)).data.find((found) => found.name === CLASS_NAME);
    await call('POST', `/classes/${maths!.id}/announcements`, { body: 'After the break.' }, jwt);
    await page.getByRole('banner').getByRole('button', { name: `Notifications, ${before + 1} unread`, exact: true }).waitFor();
  });
});
