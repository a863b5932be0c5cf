import type { Locator, Page } from 'playwright-core';
import { axeFindings } from '../support/browser/axe';
import { describeInBrowser } from '../support/browser/browser';
import { useAppAndPages } from '../support/browser/harness';
import { motionEnded, settled } from '../support/browser/settled';
import { DEMO_ACCOUNTS, PUBLIC_PAGES, ROLES, ROLE_LABEL, VALID_PASSWORD, fieldLabel, fillSignIn, signIn, uniqueName, openTab, type Role } from '../support/browser/flows';

/** What the page scripts below use of the browser (this project compiles without the DOM library). */
interface PageElement {
  parentElement: PageElement | null;
  closest(selector: string): PageElement | null;
  getAttribute(name: string): string | null;
  getAnimations(options?: { subtree: boolean }): Array<{ playState: string }>;
}
declare const localStorage: { [key: string]: string } & { setItem(key: string, value: string): void };
declare const document: {
  documentElement: { getAttribute(name: string): string | null };
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): ArrayLike<unknown>;
};
declare function getComputedStyle(element: PageElement): { transitionDuration: string; backgroundImage: string };

type Theme = 'light' | 'dark';


/**
 * The rules of the "landmarks and headings in order": one main landmark, no content outside
 * a landmark, landmarks told apart by their names, banner and footer at the top level, a level-one
 * heading and no skipped heading level.
 */
const STRUCTURE_RULES = [
  'landmark-one-main',
  'landmark-no-duplicate-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-main-is-top-level',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-complementary-is-top-level',
  'landmark-unique',
  'region',
  'page-has-heading-one',
  'heading-order',
] as const;

const DESKTOP = { width: 1280, height: 860 };
const PHONE = { width: 390, height: 844 };

/** The name of a role's dashboard tab bar, on a wide screen and on a phone alike. */
const tabBarName = (role: Role) => `${ROLE_LABEL[role]} dashboard sections`;

/** The WCAG contrast ratio of white text on an rgb() colour. */
function contrastWithWhite(rgb: string): number {
  const [red, green, blue] = rgb.match(/[\d.]+/g)!.slice(0, 3).map((channel) => {
    const value = Number(channel) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  return 1.05 / (luminance + 0.05);
}

/** axe cannot measure text on a gradient: the dashboard header's title and greeting are white on every stop. */
async function headerGradientFindings(page: Page, role: Role): Promise<string[]> {
  const stops = await page.evaluate(() => {
    const title = document.querySelector('h1')!;
    let band: PageElement | null = title;
    while (band && !getComputedStyle(band).backgroundImage.includes('gradient')) band = band.parentElement;
    return band ? (getComputedStyle(band).backgroundImage.match(/rgba?\([^)]*\)/g) ?? []) : [];
  });
  expect(stops.length).toBeGreaterThanOrEqual(2);
  return stops
    .map((stop) => [stop, contrastWithWhite(stop)] as const)
    .filter(([, ratio]) => ratio < 4.5)
    .map(([stop, ratio]) => `${role} dashboard header: white text on the gradient stop ${stop} has a contrast of ${ratio.toFixed(2)}:1 (AA needs 4.5:1)`);
}

/** Fails with every finding listed, or passes when there is none. */
function expectNoFindings(findings: string[], what: string): void {
  if (findings.length > 0) throw new Error(`${findings.length} ${what}:\n${findings.join('\n')}`);
}

/** What MUI's dialogs, menus and popovers render in (a modal over the page). */
const OVERLAY = '.MuiModal-root';

/**
 * The page's landmarks and headings as the issue wants them: exactly one main landmark and one
 * banner, exactly one level-one heading, and (on a dashboard) the tab bar or the phone's bottom bar
 * inside a navigation landmark named for the role; then, in one axe run, any finding of the rules
 * above and every serious or critical one.
 */
async function structureFindings(page: Page, where: string, role?: Role): Promise<string[]> {
  const findings: string[] = [];
  const count = async (locator: Locator, expected: number, what: string) => {
    const found = await locator.count();
    if (found !== expected) findings.push(`${where}: ${found} ${what} (expected ${expected})`);
  };
  await count(page.getByRole('main'), 1, 'main landmark(s)');
  await count(page.getByRole('banner'), 1, 'banner landmark(s)');
  await count(page.getByRole('heading', { level: 1 }), 1, 'level-one heading(s)');
  if (role) {
    const nav = page.getByRole('navigation', { name: tabBarName(role), exact: true });
    await count(nav, 1, `navigation landmark(s) named "${tabBarName(role)}"`);
    const phone = (page.viewportSize()?.width ?? DESKTOP.width) < 600;
    const bar = phone ? nav.getByRole('button') : nav.getByRole('tablist', { name: tabBarName(role) }).getByRole('tab');
    if ((await bar.count()) < 4) findings.push(`${where}: the ${phone ? 'bottom bar' : 'tab bar'} is not inside the "${tabBarName(role)}" navigation landmark`);
  }
  findings.push(...(await axeFindings(page, where, STRUCTURE_RULES)));
  return findings;
}

/**
 * One screen's checks in a theme: in the light theme its landmarks and headings too (a theme changes
 * colours, not structure), in the dark theme the serious axe findings alone.
 */
async function screenFindings(page: Page, where: string, theme: Theme, role?: Role): Promise<string[]> {
  return theme === 'light' ? structureFindings(page, where, role) : axeFindings(page, where);
}

/** Switches the signed-in user's theme on the Settings tab (saved with the user's settings). */
async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.getByRole('tab', { name: 'Settings', exact: true }).click();
  await page.getByRole('radio', { name: theme === 'dark' ? 'Dark' : 'Light', exact: true }).check();
  await page.waitForFunction((mode) => (document.documentElement.getAttribute('data-theme') ?? 'light') === mode, theme);
}


/** Something to open (a dialog or a menu), checked by axe while it is open and closed again with Escape. */
interface Surface {
  name: string;
  /** Opens it and answers the element that must show (and disappear again on Escape). */
  open(page: Page): Promise<Locator>;
  /** How many times Escape is pressed to close it and what opened it (a dialog opened from a dialog: 2). */
  escapes?: number;
}

/** Opens each surface, runs axe (serious and critical findings) while it is open and closes it again. */
async function surfaceFindings(page: Page, where: string, surfaces: Surface[]): Promise<string[]> {
  const findings: string[] = [];
  for (const surface of surfaces) {
    const shown = await surface.open(page);
    await shown.waitFor();
    await motionEnded(page, OVERLAY);
    findings.push(...(await axeFindings(page, `${where}, ${surface.name} open`)));
    for (let times = surface.escapes ?? 1; times > 0; times--) {
      await page.keyboard.press('Escape');
      await shown.waitFor({ state: 'hidden' });
      // The dialog under it takes the focus back before the next Escape.
      if (times > 1) await motionEnded(page, OVERLAY);
    }
    // Nothing is left open over the page.
    await page.waitForFunction((overlay) => document.querySelectorAll(`${overlay}:not(.MuiModal-hidden)`).length === 0, OVERLAY);
  }
  return findings;
}

const STUDENT_SURFACES: Surface[] = [
  {
    name: 'daily chest',
    async open(page) {
      await openTab(page, 'Dashboard');
      await page.getByTestId('action-daily-chest').click();
      return page.getByTestId('daily-chest-modal');
    },
  },
  {
    name: 'chest odds',
    async open(page) {
      await page.getByTestId('odds-link').click();
      return page.getByTestId('odds-dialog');
    },
  },
  {
    name: 'subject progress',
    async open(page) {
      await openTab(page, 'Analytics');
      await page.getByTestId('journey-open').first().click();
      return page.getByRole('dialog');
    },
  },
  {
    name: 'content preview',
    async open(page) {
      await openTab(page, 'Browse Content');
      await page.getByTestId('preview-button').first().click();
      const preview = page.getByTestId('preview-dialog');
      await preview.getByTestId('preview-countdown').waitFor();
      return preview;
    },
  },
  {
    name: 'enrol confirmation',
    async open(page) {
      await page.locator('[data-testid="enroll-button"]:not([disabled]):not([data-price="0"])').first().click();
      const dialog = page.getByTestId('enroll-dialog');
      await dialog.getByTestId('enroll-balance-after').waitFor();
      return dialog;
    },
  },
  {
    name: 'item details',
    async open(page) {
      await openTab(page, 'Inventory');
      await page.getByTestId('item-card').first().click();
      return page.getByTestId('item-detail');
    },
  },
  {
    name: 'crafting recipe',
    async open(page) {
      await page.getByTestId('inventory-tab-crafting').click();
      await page.getByTestId('recipe-row').first().click();
      return page.getByTestId('recipe-detail');
    },
  },
  {
    name: 'wishlist add form',
    async open(page) {
      await openTab(page, 'Wishlist');
      await page.locator('[data-testid="wishlist-add-button"], [data-testid="wishlist-add-first"]').first().click();
      return page.getByRole('dialog').filter({ has: page.getByTestId('wishlist-form-name') });
    },
  },
  {
    name: 'change password',
    async open(page) {
      await openTab(page, 'Settings');
      await page.getByRole('button', { name: 'Change Password', exact: true }).click();
      return page.getByTestId('change-password-dialog');
    },
  },
  {
    name: 'privacy settings',
    async open(page) {
      await page.getByTestId('open-privacy-settings').click();
      return page.getByTestId('privacy-dialog');
    },
  },
  {
    name: 'delete account, over the privacy settings',
    async open(page) {
      await page.getByTestId('open-privacy-settings').click();
      const privacy = page.getByTestId('privacy-dialog');
      await privacy.waitFor();
      // On a busy machine the dialog may still be loading or entering: click once it has settled.
      await settled(page);
      await privacy.getByTestId('open-delete-account').click();
      return page.getByTestId('delete-account-dialog');
    },
    escapes: 2,
  },
  {
    name: 'remove parent confirmation',
    async open(page) {
      await page.getByTestId('student-parents').getByTestId('remove-parent').first().click();
      return page.getByTestId('remove-parent-dialog');
    },
  },
  {
    name: 'leave class confirmation',
    async open(page) {
      await page.getByTestId('student-classes').getByTestId('leave-class').first().click();
      return page.getByTestId('leave-class-dialog');
    },
  },
];

const TEACHER_SURFACES: Surface[] = [
  {
    name: 'new content form',
    async open(page) {
      await openTab(page, 'Content Library');
      await page.getByTestId('library-create').click();
      return page.getByTestId('content-form-dialog');
    },
  },
  {
    name: 'delete content confirmation',
    async open(page) {
      await page.getByTestId('library-delete').first().click();
      return page.getByTestId('delete-content-dialog');
    },
  },
  {
    name: 'class card menu',
    async open(page) {
      await openTab(page, 'Classes');
      await page.getByTestId('class-menu').first().click();
      return page.getByRole('menu');
    },
  },
  {
    name: 'add student dialog',
    async open(page) {
      await page.getByTestId('class-menu').first().click();
      await page.getByTestId('class-menu-add-student').click();
      return page.getByTestId('add-student-dialog');
    },
  },
  {
    name: 'edit class dialog',
    async open(page) {
      await page.getByTestId('class-menu').first().click();
      await page.getByTestId('class-menu-edit').click();
      return page.getByTestId('edit-class-dialog');
    },
  },
  {
    name: 'delete class confirmation',
    async open(page) {
      await page.getByTestId('class-menu').first().click();
      await page.getByTestId('class-menu-delete').click();
      return page.getByTestId('delete-class-dialog');
    },
  },
  {
    name: 'remove student confirmation',
    async open(page) {
      // The table is the first view on a computer; the cards hold each class's roster.
      const cards = page.locator('[data-testid="classes-view-cards"][aria-pressed="false"]');
      if (await cards.count()) await cards.click();
      const card = page.getByTestId('class-card').filter({ has: page.getByTestId('class-view-all') }).first();
      if ((await card.getByTestId('class-view-all').getAttribute('aria-expanded')) !== 'true') await card.getByTestId('class-view-all').click();
      await card.getByTestId('class-remove-student').first().click();
      return page.getByTestId('remove-student-dialog');
    },
  },
];

const PARENT_SURFACES: Surface[] = [
  {
    name: 'connect child',
    async open(page) {
      await openTab(page, 'Overview');
      await page.getByRole('button', { name: 'Connect Child', exact: true }).first().click();
      return page.getByTestId('connect-child-dialog');
    },
  },
  {
    name: 'wishlist row menu',
    async open(page) {
      await openTab(page, 'Wishlist');
      await page.getByTestId('wishlist-row-menu').first().click();
      return page.getByRole('menu');
    },
  },
  {
    name: 'wishlist approval',
    async open(page) {
      await page.locator('[data-testid="wishlist-approve"]:not([disabled])').first().click();
      return page.getByTestId('wishlist-decision-dialog');
    },
  },
  {
    name: 'change password',
    async open(page) {
      await openTab(page, 'Settings');
      await page.getByRole('button', { name: 'Change Password', exact: true }).click();
      return page.getByTestId('change-password-dialog');
    },
  },
];

const SPONSOR_SURFACES: Surface[] = [
  {
    name: 'pledge',
    async open(page) {
      await openTab(page, 'Sponsor Content');
      await page.locator('[data-testid="sponsor-button"]:not([disabled])').first().click();
      return page.getByRole('dialog');
    },
  },
];

/** Views inside a tab (a tab's own tabs) whose headings are checked too. */
const INNER_VIEWS: Partial<Record<Role, Array<{ name: string; open(page: Page): Promise<void> }>>> = {
  student: [
    {
      name: 'Inventory tab, Crafting',
      async open(page) {
        await openTab(page, 'Inventory');
        await page.getByTestId('inventory-tab-crafting').click();
        await page.getByTestId('recipe-row').first().waitFor();
      },
    },
    {
      name: 'My Courses tab, Completed',
      async open(page) {
        await openTab(page, 'My Courses');
        await page.getByTestId('mycourses-completed-tab').click();
      },
    },
  ],
};

/** The phone's "More" menu of the bottom bar. */
const MORE_MENU = (role: Role): Surface => ({
  name: '"More" menu',
  async open(page) {
    await page.getByTestId(`${role}-nav-more`).click();
    return page.getByRole('menu');
  },
});

const SURFACES: Record<Role, Surface[]> = { student: STUDENT_SURFACES, teacher: TEACHER_SURFACES, parent: PARENT_SURFACES, sponsor: SPONSOR_SURFACES };

describeInBrowser('accessible to everyone: landmarks, headings and axe on every screen and dialog in both themes, toasts heard, motion reduced', () => {
  const openPage = useAppAndPages();

  /**
   * A fresh profile; the page's policy forbids injected scripts, so axe's profile sets it aside.
   * Every check reads a page whose motion has ended, which is the same page with motion reduced:
   * asking for less motion saves waiting out each transition (the motion itself is checked below).
   */
  const newPage = (viewport = DESKTOP) => openPage({ viewport, bypassCSP: true, reducedMotion: 'reduce' });

  it('gives every public page one main landmark, a banner, one h1 and headings in order, and axe finds nothing serious on it, light and dark', async () => {
    const page = await newPage();
    const findings: string[] = [];
    for (const theme of ['light', 'dark'] as Theme[]) {
      await page.goto('/');
      // The device's theme, as /theme.js reads it before the first paint.
      await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
      for (const [name, path] of PUBLIC_PAGES) {
        await page.goto(path);
        await settled(page);
        expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme') ?? 'light')).toBe(theme);
        findings.push(...(await screenFindings(page, `${name} page (${path}, ${theme})`, theme)));
      }
    }
    expectNoFindings(findings, 'landmark, heading or serious axe problem(s)');
  });

  it.each(ROLES)('gives every tab of the %s dashboard its landmarks and headings in order, and axe finds nothing serious on it nor with its dialogs and menus open, light and dark, on a computer and on a phone', async (role) => {
    const page = await newPage();
    await signIn(page, DEMO_ACCOUNTS[role].username, DEMO_ACCOUNTS[role].password, role);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme') ?? 'light')).toBe('light');
    const names = await page.getByRole('tablist', { name: tabBarName(role) }).getByRole('tab').allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(4);

    const findings = await headerGradientFindings(page, role);
    for (const theme of ['light', 'dark'] as Theme[]) {
      await page.setViewportSize(DESKTOP);
      // The demo accounts start in the light theme.
      if (theme === 'dark') await switchTheme(page, theme);
      // Every tab, and in the light theme the views inside tabs, with their landmarks and headings.
      for (const name of names) {
        await openTab(page, name);
        await settled(page);
        findings.push(...(await screenFindings(page, `${role} dashboard, ${name} tab (${theme})`, theme, role)));
      }
      for (const view of theme === 'light' ? (INNER_VIEWS[role] ?? []) : []) {
        await view.open(page);
        await settled(page);
        findings.push(...(await structureFindings(page, `${role} dashboard, ${view.name}`, role)));
      }
      findings.push(...(await surfaceFindings(page, `${role} dashboard (${theme})`, SURFACES[role])));

      // On a phone: the bottom bar in its navigation landmark, and its "More" menu open.
      await page.setViewportSize(PHONE);
      await page.getByTestId(`${role}-bottom-nav`).waitFor();
      await settled(page);
      if (theme === 'light') findings.push(...(await structureFindings(page, `${role} dashboard on a ${PHONE.width} px phone`, role)));
      if (await page.getByTestId(`${role}-nav-more`).count()) findings.push(...(await surfaceFindings(page, `${role} dashboard on a phone (${theme})`, [MORE_MENU(role)])));
    }
    expectNoFindings(findings, 'landmark, heading or serious axe problem(s)');
  });

  it("finds nothing serious in a new student's first-visit welcome, light and dark", async () => {
    const page = await newPage();
    const username = uniqueName('welcome');
    await page.goto('/register?role=student');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel(fieldLabel('Password')).fill(VALID_PASSWORD);
    await page.getByLabel(fieldLabel('Confirm password')).fill(VALID_PASSWORD);
    await page.getByLabel(/I agree to the Terms/).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    const welcome = page.getByTestId('first-visit-welcome');
    await welcome.waitFor();
    await motionEnded(page, OVERLAY);
    const findings = await axeFindings(page, 'first-visit welcome (light)');
    // The welcome shows once; it is made due again to be seen in the dark theme.
    const due = await page.evaluate(() => Object.entries(localStorage).filter((entry): entry is [string, string] => entry[0].includes('welcome_due_')));
    expect(due).toHaveLength(1);
    await page.keyboard.press('Escape');
    await welcome.waitFor({ state: 'hidden' });
    await switchTheme(page, 'dark');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), due[0]);
    await page.reload();
    await welcome.waitFor();
    await motionEnded(page, OVERLAY);
    findings.push(...(await axeFindings(page, 'first-visit welcome (dark)')));
    expectNoFindings(findings, 'serious axe problem(s)');
  });

  it('gives the page of an account waiting for deletion its landmarks and headings in order, and axe finds nothing serious on it', async () => {
    const page = await newPage();
    const { username, password } = DEMO_ACCOUNTS.sponsor;
    await signIn(page, username, password, 'sponsor');
    await openTab(page, 'Settings');
    await page.getByTestId('open-privacy-settings').click();
    await page.getByTestId('privacy-dialog').getByTestId('open-delete-account').click();
    const confirm = page.getByTestId('delete-account-dialog');
    await confirm.getByLabel(/^Your password/).fill(password);
    await confirm.getByTestId('delete-account-submit').click();
    await page.waitForURL('**/login');
    await fillSignIn(page, username, password);
    await page.getByTestId('deletion-pending').waitFor();
    await settled(page);
    const findings = await structureFindings(page, 'deletion pending page');
    expectNoFindings(findings, 'landmark, heading or serious axe problem(s)');
  });

  it('announces toasts to screen readers, also from inside an open dialog', async () => {
    // With the motion the system has by default: toasts slide in.
    const page = await openPage({ viewport: DESKTOP });
    await signIn(page, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');
    await page.getByRole('tab', { name: 'Inventory', exact: true }).click();
    await page.route('**/api/student/inventory/sell', (route) => route.fulfill({ status: 500, json: { message: 'Selling is down' } }));
    await page.getByTestId('item-card').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Sell/ }).click();
    const toast = page.locator('[data-toast-type="error"]');
    await toast.waitFor();
    expect(await dialog.isVisible()).toBe(true);

    const placement = await page.evaluate(() => {
      const shown = document.querySelector('[data-toast-type="error"]')!;
      const region = shown.closest('[aria-live]');
      return {
        live: region?.getAttribute('aria-live') ?? null,
        role: shown.closest('[role="alert"]') ? 'alert' : null,
        hidden: shown.closest('[aria-hidden="true"]') !== null || shown.closest('[inert]') !== null,
      };
    });
    // An error interrupts (assertive, role alert), and no modal hides it from the accessibility tree.
    expect(placement).toEqual({ live: 'assertive', role: 'alert', hidden: false });
    // The accessibility tree of the page sees the toast while the dialog is open.
    expect(await page.getByRole('alert').filter({ hasText: /./ }).count()).toBeGreaterThanOrEqual(1);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Other toasts are polite: a status region that is there before anything is said.
    const politeRegion = await page.evaluate(() => {
      const region = document.querySelector('[data-toast-region="polite"]');
      return region ? { role: region.getAttribute('role'), live: region.getAttribute('aria-live') } : null;
    });
    expect(politeRegion).toEqual({ role: 'status', live: 'polite' });
  });

  it('reduces motion when the system asks for it: no running animation on the chest, no transitions', async () => {
    const page = await newPage();
    await signIn(page, DEMO_ACCOUNTS.student.username, DEMO_ACCOUNTS.student.password, 'student');
    await page.getByTestId('action-daily-chest').click();
    const chest = page.getByTestId('daily-chest-modal');
    await chest.getByTestId('chest-art').waitFor();
    const motion = await page.evaluate(() => {
      const dialog = document.querySelector('[data-testid="daily-chest-modal"]')!;
      const running = dialog.getAnimations({ subtree: true }).filter((animation) => animation.playState === 'running').length;
      const durations = ['.MuiDialog-container', '.MuiDialog-paper', '.MuiBackdrop-root'].map((part) => {
        const element = document.querySelector(`[data-testid="daily-chest-modal"] ${part}`);
        return element ? getComputedStyle(element).transitionDuration : 'missing';
      });
      return { running, durations };
    });
    expect(motion.running).toBe(0);
    // Each duration at most a millisecond (a rule may keep 0.01ms so that transition events still fire).
    const milliseconds = (duration: string) => (duration.endsWith('ms') ? parseFloat(duration) : parseFloat(duration) * 1000);
    const longest = motion.durations.map((list) => Math.max(...list.split(',').map(milliseconds)));
    expect(longest.every((duration) => duration <= 1)).toBe(true);
  });
});
