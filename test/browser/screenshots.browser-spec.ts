import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describeInBrowser, savePicture } from '../support/browser/browser';
import { useAppAndPages } from '../support/browser/harness';
import { loadingEnded, motionEnded } from '../support/browser/settled';
import { DEMO_ACCOUNTS, ROLES, signIn, type Role } from '../support/browser/flows';

/** What the page scripts below use of the browser (this project compiles without the DOM library). */
interface PageElement {
  tagName: string;
  className: unknown;
  getAttribute(name: string): string | null;
  textContent: string | null;
  getBoundingClientRect(): { right: number };
  parentElement: PageElement | null;
}
declare const document: {
  documentElement: { scrollWidth: number };
  body: { innerText: string };
  querySelectorAll(selector: string): Iterable<PageElement> & { length: number };
};
declare const window: { innerWidth: number };

/**
 * Every screen of the app, pictured at desktop and phone widths: the public pages at 1280, 390 and
 * 360 px, and every tab of each role's dashboard at 1280 and 390 px (phone-layout visits every tab
 * at 360 px). The full set of screenshots is kept under test-results/screens/<width>/.
 */
const SCREENS_DIR = join(resolve(__dirname, '../..'), 'test-results', 'screens');

interface Width {
  name: string;
  width: number;
  height: number;
}
const DESKTOP: Width = { name: 'desktop', width: 1280, height: 800 };
const PHONE: Width = { name: 'phone', width: 390, height: 844 };
const SMALL_PHONE: Width = { name: 'small phone', width: 360, height: 740 };

/** Below this width a dashboard shows the bottom navigation instead of the tab bar (MUI's sm breakpoint). */
const PHONE_BREAKPOINT = 600;

const PUBLIC_PAGES: Array<[string, string]> = [
  ['home', '/'],
  ['login', '/login'],
  ['register', '/register'],
  ['forgot-password', '/forgot-password'],
  ['reset-password', '/reset-password'],
  ['about', '/about'],
  ['help', '/help'],
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['not-found', '/no-such-page'],
];

/** Every tab of each role's dashboard, in the spec's order. */
const ROLE_TABS: Record<Role, string[]> = {
  student: ['dashboard', 'analytics', 'my-courses', 'browse-content', 'inventory', 'wishlist', 'leaderboard', 'challenges', 'settings'],
  teacher: ['dashboard', 'content', 'students', 'analytics', 'earnings', 'messages', 'settings', 'classes'],
  parent: ['overview', 'analysis', 'analytics', 'messages', 'budget', 'wishlist', 'settings'],
  sponsor: ['overview', 'sponsor-content', 'impact', 'settings'],
};

/** The dashboards at each width. */
const DASHBOARD_RUNS: Array<[Role, Width]> = ROLES.flatMap((role): Array<[Role, Width]> => [
  [role, DESKTOP],
  [role, PHONE],
]);

/** Texts that only show when something broke: the error screen, an unknown tab. */
const ERROR_TEXTS = ['Something went wrong', 'Tab not found'];

interface ScreenState {
  scrollWidth: number;
  innerWidth: number;
  errorTexts: string[];
  errorToasts: string[];
  pastTheEdge: string[];
}

/** The page's width against the window's, the error texts on it, and what reaches past the right edge. */
function screenState(page: Page): Promise<ScreenState> {
  return page.evaluate((errorTexts) => {
    const past = (element: PageElement) => element.getBoundingClientRect().right > window.innerWidth + 0.5;
    const scrollWidth = document.documentElement.scrollWidth;
    const text = document.body.innerText;
    return {
      scrollWidth,
      innerWidth: window.innerWidth,
      errorTexts: errorTexts.filter((error) => text.includes(error)),
      errorToasts: [...document.querySelectorAll('[data-toast-type="error"]')].map((toast) => (toast.textContent ?? '').trim()),
      pastTheEdge:
        scrollWidth > window.innerWidth
          ? [...document.querySelectorAll('body *')]
              .filter((element) => past(element) && !(element.parentElement && past(element.parentElement)))
              .slice(0, 5)
              .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ').slice(0, 3).join('.')}: ${(element.textContent ?? '').slice(0, 60)}`)
          : [],
    };
  }, ERROR_TEXTS);
}

/** Waits until the screen's data has arrived (no spinner or placeholder left). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await loadingEnded(page, 10_000);
  await motionEnded(page);
}

/**
 * Saves the full page as test-results/screens/<width>/<role>-<screen>.jpg and checks it: no
 * sideways scroll, and none of the error texts (nor an error toast) on a screen that exists.
 */
async function pictureAndCheck(page: Page, width: Width, role: Role | 'public', screen: string, problems: string[]): Promise<void> {
  await settle(page);
  const folder = join(SCREENS_DIR, String(width.width));
  mkdirSync(folder, { recursive: true });
  await savePicture(page, join(folder, `${role}-${screen}`), { fullPage: true });
  const state = await screenState(page);
  const where = `${role} ${screen} at ${width.width}x${width.height}`;
  if (state.innerWidth !== width.width) problems.push(`${where}: the window is ${state.innerWidth} px wide`);
  if (state.scrollWidth > state.innerWidth) {
    problems.push(`${where}: scrolls sideways (${state.scrollWidth} px wide in a ${state.innerWidth} px window); past the edge: ${state.pastTheEdge.join(' | ')}`);
  }
  if (state.errorTexts.length > 0) problems.push(`${where}: shows ${state.errorTexts.map((text) => `'${text}'`).join(', ')}`);
  if (state.errorToasts.length > 0) problems.push(`${where}: an error toast: ${state.errorToasts.join(' | ')}`);
}

/** Opens a tab the way a user does at that width: the tab bar, or the bottom navigation (and its "More" menu) on a phone. */
async function openTab(page: Page, role: Role, tab: string, width: Width): Promise<void> {
  if (width.width >= PHONE_BREAKPOINT) {
    await page.getByTestId(`${role}-tab-${tab}`).click();
  } else {
    const inBar = page.getByTestId(`${role}-nav-${tab}`);
    if (await inBar.count()) {
      await inBar.click();
    } else {
      await page.getByTestId(`${role}-nav-more`).click();
      const menu = page.getByRole('menu');
      await menu.getByTestId(`${role}-more-${tab}`).click();
      await menu.waitFor({ state: 'hidden' });
    }
  }
  await page.locator(`[data-tab="${tab}"]`).waitFor();
}

/** The tabs the dashboard offers, in order: the tab bar's, or the bottom navigation's and its "More" menu's. */
async function offeredTabs(page: Page, role: Role, width: Width): Promise<string[]> {
  const prefix = width.width >= PHONE_BREAKPOINT ? `${role}-tab-` : `${role}-nav-`;
  const ids = async (selector: string, idPrefix: string) =>
    (await page.locator(selector).evaluateAll((elements) => elements.map((element) => (element as unknown as PageElement).getAttribute('data-testid') ?? '')))
      .filter((id) => id.startsWith(idPrefix))
      .map((id) => id.slice(idPrefix.length));
  if (width.width >= PHONE_BREAKPOINT) return ids('[role="tab"]', prefix);
  const inBar = (await ids(`[data-testid="${role}-bottom-nav"] button`, prefix)).filter((id) => id !== 'more');
  const more = page.getByTestId(`${role}-nav-more`);
  if (!(await more.count())) return inBar;
  await more.click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const inMenu = await ids('[role="menu"] [role="menuitem"]', `${role}-more-`);
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  return [...inBar, ...inMenu];
}

describeInBrowser('every screen pictured at desktop and phone widths, none scrolling sideways or showing an error', () => {
  const openPage = useAppAndPages();

  /** One profile per role and width; reduced motion, so that every picture shows a finished screen. */
  const newPage = (width: Width) => openPage({ viewport: { width: width.width, height: width.height }, reducedMotion: 'reduce' });

  it.each([DESKTOP, PHONE, SMALL_PHONE])('the public pages at $width x $height', async (width) => {
    const page = await newPage(width);
    const problems: string[] = [];
    for (const [name, path] of PUBLIC_PAGES) {
      await page.goto(path);
      await pictureAndCheck(page, width, 'public', name, problems);
    }
    expect(problems).toEqual([]);
  });

  it.each(DASHBOARD_RUNS.map(([role, width]) => [role, `${width.width}x${width.height}`, width] as const))('every tab of the %s dashboard at %s', async (role, _size, width) => {
    const page = await newPage(width);
    await signIn(page, DEMO_ACCOUNTS[role].username, DEMO_ACCOUNTS[role].password, role);
    // Every tab of the spec is on offer at this width (in the bar, or under "More" on a phone).
    const offered = await offeredTabs(page, role, width);
    expect([...offered].sort()).toEqual([...ROLE_TABS[role]].sort());
    const problems: string[] = [];
    for (const tab of ROLE_TABS[role]) {
      await openTab(page, role, tab, width);
      await pictureAndCheck(page, width, role, tab, problems);
    }
    expect(problems).toEqual([]);
  });
});
