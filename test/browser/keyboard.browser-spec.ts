import type { Page, Response } from 'playwright-core';
import { describeInBrowser, screenshot, waitUntil } from '../support/browser/browser';
import { useBrowserSession } from '../support/browser/harness';
import { loadingEnded, nextFrames } from '../support/browser/settled';
import { DEMO_ACCOUNTS, PUBLIC_PAGES, tabSelected, waitForDashboard, type Role } from '../support/browser/flows';

/** What the page scripts below use of the browser (this project compiles without the DOM library). */
interface PageElement {
  tagName: string;
  id: string;
  tabIndex: number;
  disabled?: boolean;
  type?: string;
  checked?: boolean;
  labels?: ArrayLike<PageElement>;
  textContent: string | null;
  classList: { contains(name: string): boolean };
  parentElement: PageElement | null;
  getAttribute(name: string): string | null;
  closest(selector: string): PageElement | null;
  querySelector(selector: string): PageElement | null;
  getBoundingClientRect(): { left: number; top: number; right: number; bottom: number; width: number; height: number };
  checkVisibility(options?: { visibilityProperty?: boolean; opacityProperty?: boolean }): boolean;
}
interface Style {
  opacity: string;
  visibility: string;
  outlineStyle: string;
  outlineWidth: string;
  outlineColor: string;
  outlineOffset: string;
  backgroundColor: string;
  backgroundImage: string;
  boxShadow: string;
  borderTopWidth: string;
  borderTopColor: string;
}
declare const document: {
  activeElement: PageElement | null;
  body: PageElement;
  documentElement: PageElement & { scrollHeight: number };
  querySelectorAll(selector: string): Iterable<PageElement>;
  getElementById(id: string): PageElement | null;
};
declare const window: { innerWidth: number; innerHeight: number; focusKeys?: WeakMap<PageElement, number>; focusKeyCount?: number };
declare function getComputedStyle(element: PageElement): Style;

/** Where the keyboard focus is, and what the user sees of it. */
interface Focus {
  /** Nothing on the page has the focus (it left past the last control, or the focused element went away). */
  none: boolean;
  /** The same number for the same element across calls. */
  key: number;
  description: string;
  role: string | null;
  testId: string | null;
  /** Why the user cannot see the element, or null when they can. */
  hidden: string | null;
  /** What shows the focus (a ring, or a text field's focused border), or null when nothing does. */
  indicator: string | null;
  /** The indicator's weakest contrast against what lies behind it. */
  indicatorContrast: number;
  inMain: boolean;
  /** In an open dialog (or another modal: a menu, a drawer). */
  inDialog: boolean;
  /** The first, the last control of the page's tab order (document order, as no control sets a positive tabindex). */
  first: boolean;
  last: boolean;
}

/** Describes the focused element (see Focus); runs in the page. */
function readFocus(): Focus {
  const element = document.activeElement;
  const nothing = { none: true, key: -1, description: '(nothing)', role: null, testId: null, hidden: null, indicator: null, indicatorContrast: 0, inMain: false, inDialog: false, first: false, last: false };
  if (!element || element === document.body || element === document.documentElement) return nothing;

  window.focusKeys ??= new WeakMap();
  let key = window.focusKeys.get(element);
  if (key === undefined) {
    key = window.focusKeyCount = (window.focusKeyCount ?? 0) + 1;
    window.focusKeys.set(element, key);
  }

  // The accessible name, roughly: aria-label, the labelling element, the <label>, the text.
  const labelledBy = element.getAttribute('aria-labelledby');
  const labelText = labelledBy ? [...labelledBy.split(' ')].map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : element.labels?.[0]?.textContent;
  const name = (element.getAttribute('aria-label') ?? (labelText || element.textContent) ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
  const labelled = element.id ? `#${element.id}` : '';
  const testId = element.getAttribute('data-testid') ?? element.closest('[data-testid]')?.getAttribute('data-testid') ?? null;
  const role = element.getAttribute('role') ?? (element.tagName === 'INPUT' ? `input:${element.type}` : element.tagName.toLowerCase());
  const description = `${element.tagName.toLowerCase()}${labelled}${testId ? `[${testId}]` : ''} "${name}"`;

  // A switch's, checkbox's or radio's own input is transparent: its MUI button shows in its place.
  const shown = getComputedStyle(element).opacity === '0' ? (element.closest('.MuiButtonBase-root') ?? element) : element;
  const style = getComputedStyle(shown);
  const box = shown.getBoundingClientRect();
  let hidden: string | null = null;
  if (box.width < 4 || box.height < 4) hidden = `${Math.round(box.width)}x${Math.round(box.height)} px`;
  else if (style.visibility !== 'visible') hidden = `visibility ${style.visibility}`;
  else if (box.right <= 0 || box.left >= window.innerWidth || box.bottom <= 0 || box.top >= window.innerHeight) {
    hidden = `off-screen at (${Math.round(box.left)}, ${Math.round(box.top)})`;
  } else {
    for (let ancestor: PageElement | null = shown; ancestor; ancestor = ancestor.parentElement) {
      if (getComputedStyle(ancestor).opacity === '0') {
        hidden = 'transparent';
        break;
      }
    }
  }

  // Colours as [red, green, blue, alpha]; the WCAG contrast of the indicator against what lies behind it.
  type Rgba = [number, number, number, number];
  const WHITE: Rgba = [255, 255, 255, 1];
  const parse = (colour: string): Rgba | null => {
    const parts = colour.match(/rgba?\(([^)]*)\)/)?.[1].split(/[\s,/]+/).filter(Boolean).map(Number);
    return parts && parts.length >= 3 ? [parts[0], parts[1], parts[2], parts[3] ?? 1] : null;
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => [0, 1, 2].map((index) => top[index] * top[3] + bottom[index] * (1 - top[3])).concat(1) as Rgba;
  const luminance = (colour: Rgba) => {
    const [red, green, blue] = colour.slice(0, 3).map((channel) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const contrast = (one: Rgba, other: Rgba) => {
    const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
    return (light + 0.05) / (dark + 0.05);
  };
  /** The opaque colours that may lie behind `from` (each stop of a gradient under it). */
  const backgroundsBehind = (from: PageElement | null): Rgba[] => {
    const layers: Rgba[] = [];
    for (let layer = from; layer; layer = layer.parentElement) {
      const look = getComputedStyle(layer);
      const stops = (look.backgroundImage.match(/rgba?\([^)]*\)/g) ?? []).map(parse).filter((stop): stop is Rgba => stop !== null);
      const own = parse(look.backgroundColor);
      // A translucent gradient (a dark theme's elevation overlay) tints what is under it.
      if (stops.length > 0 && stops.every((stop) => stop[3] < 1)) layers.push(stops[0]);
      else if (stops.length > 0) return stops.map((stop) => layers.reduceRight((under, top) => over(top, under), over(stop, own ?? WHITE)));
      if (own && own[3] > 0) {
        layers.push(own);
        if (own[3] >= 1) break;
      }
    }
    return [layers.reduceRight((under, top) => over(top, under), WHITE)];
  };
  // The indicator's colours, each with the element it is drawn over.
  const marks: Array<{ name: string; colour: string; over: PageElement | null }> = [];
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
    // An outline drawn outside the element lies on its surroundings; one drawn inside on the element.
    marks.push({ name: `outline ${style.outlineWidth} ${style.outlineStyle}`, colour: style.outlineColor, over: parseFloat(style.outlineOffset) < 0 ? shown : shown.parentElement });
  }
  if (style.boxShadow !== 'none') {
    // A ring drawn as a shadow: no blur, a spread of its own (an elevation shadow is blurred).
    for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
      const colour = shadow.match(/rgba?\([^)]*\)/)?.[0] ?? '';
      const lengths = shadow.replace(colour, '').match(/-?[\d.]+px/g)?.map(parseFloat) ?? [];
      const inset = shadow.includes('inset');
      if (lengths.length >= 4 && lengths[2] === 0 && lengths[3] > 0) marks.push({ name: `${inset ? 'inset ' : ''}ring ${lengths[3]}px`, colour, over: inset ? shown : shown.parentElement });
    }
  }
  const field = element.closest('.MuiOutlinedInput-root');
  const border = field?.classList.contains('Mui-focused') ? field.querySelector('.MuiOutlinedInput-notchedOutline') : null;
  if (border) {
    // A text field shows its focus with a thicker border in the accent colour.
    const edge = getComputedStyle(border);
    if (parseFloat(edge.borderTopWidth) >= 2) marks.push({ name: `focused border ${edge.borderTopWidth}`, colour: edge.borderTopColor, over: field });
  }
  // Against each colour that may lie behind it, the indicator's most visible colour counts (a
  // two-colour ring stands out through one colour or the other); the weakest of these is reported.
  const visibleMarks = marks.filter((mark) => (parse(mark.colour)?.[3] ?? 0) > 0);
  const backgrounds = visibleMarks.length > 0 ? backgroundsBehind(visibleMarks[0].over) : [];
  const indicatorContrast = Math.min(
    ...backgrounds.map((background) =>
      Math.max(
        ...visibleMarks.map((mark) => {
          const behind = mark.over === visibleMarks[0].over ? background : backgroundsBehind(mark.over)[0];
          return contrast(over(parse(mark.colour)!, behind), behind);
        }),
      ),
    ),
  );
  const indicator = visibleMarks.length > 0 ? visibleMarks.map((mark) => `${mark.name} ${mark.colour}`).join(' + ') : null;

  // The first and the last control of the tab order, looked for from each end of the candidates:
  // a few checks a key press instead of one for every control on the page.
  const isTabbable = (candidate: PageElement) =>
    candidate.tabIndex >= 0 &&
    !candidate.disabled &&
    candidate.type !== 'hidden' &&
    !candidate.closest('[inert], [aria-hidden="true"]') &&
    // Of a group of radios only the checked one is in the tab order.
    !(candidate.type === 'radio' && !candidate.checked) &&
    candidate.checkVisibility({ visibilityProperty: true });
  const candidates = [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]')];
  const first = candidates.find(isTabbable);
  const last = candidates.reverse().find(isTabbable);

  return {
    none: false,
    key,
    description,
    role,
    testId,
    hidden,
    indicator,
    indicatorContrast: indicator ? Math.round(indicatorContrast * 100) / 100 : 0,
    inMain: element.closest('main, [role="main"]') !== null,
    // A modal's toasts live in its container, inside its focus trap.
    inDialog: element.closest('[role="dialog"], .MuiModal-root') !== null,
    first: first === element,
    last: last === element,
  };
}

/**
 * The focus once whatever moves has settled: a control that is still fading or sliding in (a dialog
 * opening, a toast arriving) is read again, for up to a second, before it counts as hidden.
 */
async function focusOf(page: Page): Promise<Focus> {
  const deadline = Date.now() + 1000;
  for (;;) {
    const focus = await page.evaluate(readFocus);
    if (focus.none || (focus.hidden === null && focus.indicatorContrast >= MIN_INDICATOR_CONTRAST) || Date.now() > deadline) return focus;
    await nextFrames(page);
  }
}

/** The contrast a focus indicator needs against its surroundings (WCAG 2.2, 1.4.11 Non-text Contrast). */
const MIN_INDICATOR_CONTRAST = 3;

/** A focused control the user cannot see, or whose focus they cannot see. */
function focusProblem(focus: Focus, where: string): string | null {
  if (focus.none) return null;
  if (focus.hidden) return `${where}: the focus is on ${focus.description}, which is hidden (${focus.hidden})`;
  if (!focus.indicator) return `${where}: ${focus.description} has the focus but shows no focus indicator`;
  if (focus.indicatorContrast < MIN_INDICATOR_CONTRAST) {
    return `${where}: the focus indicator of ${focus.description} (${focus.indicator}) has a contrast of ${focus.indicatorContrast}:1 against what lies behind it (${MIN_INDICATOR_CONTRAST}:1 needed)`;
  }
  return null;
}

/** Fails when the focused control is hidden or shows no focus; answers the focus otherwise. */
async function expectVisibleFocus(page: Page, where: string): Promise<Focus> {
  const focus = await focusOf(page);
  expect(focus.none ? `${where}: nothing has the focus` : focusProblem(focus, where)).toBeNull();
  return focus;
}

/**
 * Presses a key until the focus is on what `wanted` accepts (at most `limit` times), checking the
 * focus at every stop on the way; fails when it never gets there.
 */
async function pressUntil(page: Page, key: string, wanted: (focus: Focus) => boolean, where: string, limit = 60): Promise<Focus> {
  const path: string[] = [];
  for (let press = 1; press <= limit; press++) {
    await page.keyboard.press(key);
    const focus = await focusOf(page);
    path.push(focus.description);
    expect(focusProblem(focus, `${where}, ${key} ${press}`)).toBeNull();
    if (wanted(focus)) return focus;
  }
  throw new Error(`${where}: ${limit} presses of ${key} never reached the control; the focus went through:\n${path.join('\n')}`);
}

/** Inputs whose parts each take a Tab (the focus stays on the input meanwhile). */
const DATE_INPUTS = ['input:date', 'input:time', 'input:datetime-local', 'input:month', 'input:week'];

/**
 * Tabs through the page `presses` times from where the focus is (or, with `untilBackAtTop`, until
 * the focus has gone past the page's end and is back at its first control): every stop is a visible control
 * with a visible focus, never a dialog (none is open), and the focus never stays put or comes back
 * to a control before it has left past the page's last one (a focus trap). The main content is
 * reached on the way (unless `reachesMain` is false).
 */
async function tabThroughPage(page: Page, where: string, { presses = 60, untilBackAtTop = false, reachesMain = true } = {}): Promise<Focus[]> {
  const problems: string[] = [];
  let backAtTop = false;
  let stays = 0;
  const stops: Focus[] = [];
  let sinceTop = new Set<number>();
  let previous: Focus | null = null;
  for (let press = 1; press <= presses; press++) {
    await page.keyboard.press('Tab');
    const focus = await focusOf(page);
    const at = `${where}, Tab ${press}`;
    if (focus.none) {
      // Past the page's last control: the next Tab starts at the top again.
      if (previous && !previous.last) problems.push(`${at}: the focus left the page from ${previous.description}, which is not its last control`);
      sinceTop = new Set();
      previous = null;
      continue;
    }
    stops.push(focus);
    const problem = focusProblem(focus, at);
    if (problem) problems.push(problem);
    if (focus.inDialog) problems.push(`${at}: the focus went into a dialog (${focus.description}) although none was opened`);
    if (focus.first) {
      if (previous && !previous.last) problems.push(`${at}: the focus jumped back to the top from ${previous.description}, which is not the page's last control`);
      sinceTop = new Set();
      if (untilBackAtTop && stops.length > 1) {
        backAtTop = true;
        break;
      }
    }
    if (previous && focus.key === previous.key) {
      // A date or time input takes a Tab for each of its parts (day, month, year) before the next control.
      stays += 1;
      if (!(focus.role && DATE_INPUTS.includes(focus.role) && stays < 4)) problems.push(`${at}: the focus stays on ${focus.description}`);
    }
    else {
      stays = 0;
      if (sinceTop.has(focus.key)) problems.push(`${at}: the focus came back to ${focus.description} without going past the page's end (a focus trap)`);
    }
    sinceTop.add(focus.key);
    previous = focus;
  }
  if (untilBackAtTop && !backAtTop) problems.push(`${where}: ${presses} presses of Tab did not get through the page and back to its top`);
  expect(problems).toEqual([]);
  // Tab gets past the header into the page's main content.
  if (reachesMain) expect(stops.filter((stop) => stop.inMain).length).toBeGreaterThan(0);
  return stops;
}

/** Signs in with the keyboard alone: the identifier has the focus, Tab to the password, Enter submits. */
async function signInByKeyboard(page: Page, role: Role): Promise<void> {
  await page.goto('/login');
  await page.locator('#identifier').waitFor();
  let focus = await expectVisibleFocus(page, `${role} sign-in, on arrival`);
  // The identifier field has the focus when the page opens; else Tab reaches it.
  if (!focus.description.startsWith('input#identifier')) {
    focus = await pressUntil(page, 'Tab', (stop) => stop.description.startsWith('input#identifier'), `${role} sign-in, to the identifier`, 10);
  }
  await page.keyboard.type(DEMO_ACCOUNTS[role].username);
  await page.keyboard.press('Tab');
  focus = await expectVisibleFocus(page, `${role} sign-in, the password`);
  expect(focus.description).toMatch(/^input#password/);
  await page.keyboard.type(DEMO_ACCOUNTS[role].password);
  await page.keyboard.press('Enter');
  await waitForDashboard(page, role);
  // The dashboard's cards arrive after it: a Tab meanwhile could land on a footer they then push off-screen.
  await settled(page);
}


/** How many tabs each dashboard has (spec: the student's nine, the teacher's seven, the parent's seven, the sponsor's four). */
const ROLE_TAB_COUNT: Record<Role, number> = { student: 9, teacher: 8, parent: 7, sponsor: 4 };

/** Waits until the tab's data has arrived: no spinner or placeholder left, and the page's height still for 300 ms. */
async function settled(page: Page): Promise<void> {
  await loadingEnded(page, 10_000);
  let height = -1;
  let stillSince = Date.now();
  await waitUntil(async () => {
    const now = await page.evaluate(() => document.documentElement.scrollHeight);
    if (now !== height) {
      height = now;
      stillSince = Date.now();
    }
    return Date.now() - stillSince >= 300;
  }, 10_000);
}

const tabPanel = (page: Page) => page.locator('[role="tabpanel"]');
const isTab = (name: string) => (focus: Focus) => focus.role === 'tab' && focus.description.endsWith(`"${name}"`);
const settingsSaved = (page: Page) =>
  page.waitForResponse((response: Response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/users/me/settings');

/** Back up from wherever the focus is to the dashboard's tab bar, with Shift+Tab; answers the tab reached (the selected one). */
async function backToTabBar(page: Page, where: string): Promise<Focus> {
  const focus = await pressUntil(page, 'Shift+Tab', (stop) => stop.role === 'tab', where, 120);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-selected') ?? null)).toBe('true');
  return focus;
}

/** Moves along the tab bar with the right arrow until the named tab has the focus, then chooses it with `key`. */
async function chooseTab(page: Page, name: string, tabId: string, key: 'Enter' | 'Space', where: string): Promise<void> {
  await pressUntil(page, 'ArrowRight', isTab(name), where, 12);
  // The arrows move the focus only; the panel changes when the tab is chosen.
  await page.keyboard.press(key);
  await page.locator(`[data-tab="${tabId}"]`).waitFor();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-selected') ?? null)).toBe('true');
  expect(await tabPanel(page).getAttribute('data-tab')).toBe(tabId);
}

/** Presses Escape in an open dialog: it closes, and the focus is back on the control that opened it. */
async function closeWithEscape(page: Page, dialogTestId: string, opener: Focus, where: string): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByTestId(dialogTestId).waitFor({ state: 'detached' });
  await waitUntil(async () => (await focusOf(page)).key === opener.key);
  const back = await expectVisibleFocus(page, `${where}, after Escape`);
  expect(back.description).toBe(opener.description);
}

/** Waits until the focus is in the opened dialog and the dialog has faded in. */
async function focusMovesIntoDialog(page: Page): Promise<void> {
  await waitUntil(async () => {
    const focus = await focusOf(page);
    return focus.inDialog && focus.hidden === null;
  });
}

/** Tabs around inside an open dialog: the focus stays in it (a modal dialog holds the focus) and stays visible. */
async function tabInsideDialog(page: Page, where: string, presses = 8): Promise<void> {
  for (let press = 1; press <= presses; press++) {
    await page.keyboard.press('Tab');
    const focus = await expectVisibleFocus(page, `${where}, Tab ${press}`);
    expect({ where: `${where}, Tab ${press}`, focus: focus.description, inDialog: focus.inDialog }).toEqual({ where: `${where}, Tab ${press}`, focus: focus.description, inDialog: true });
  }
}

describeInBrowser('every control reachable and usable by keyboard, with a visible focus', () => {
  const session = useBrowserSession();

  it('the public pages: Tab from the top reaches every control, each visible with its focus shown, and no focus trap', async () => {
    const { page } = session;
    await page.goto('/');
    await page.locator('main').waitFor();
    const home = await tabThroughPage(page, 'home page');
    // The first stop from the top is the skip link, shown while it has the focus.
    expect(home[0].description).toMatch(/^a .*"Skip to main content"$/);

    // The sign-in page and the forgotten-password pages open with the focus in their first field; 60 presses go round each more than once.
    const FOCUSED_FIRST: Array<[name: string, path: string, field: string]> = [
      ['sign-in', '/login', '#identifier'],
      ['forgot password', '/forgot-password', '#email'],
      ['reset password', '/reset-password', '#code'],
    ];
    for (const [name, path, field] of FOCUSED_FIRST) {
      await page.goto(path);
      await page.locator(field).waitFor();
      await tabThroughPage(page, `${name} page`);
    }

    for (const [name, path] of PUBLIC_PAGES.filter(([, path]) => path !== '/' && !FOCUSED_FIRST.some(([, focused]) => focused === path))) {
      await page.goto(path);
      await page.locator('main').waitFor();
      await settled(page);
      const stops = await tabThroughPage(page, `${name} page`, { presses: 150, untilBackAtTop: true });
      expect(stops[0].description).toMatch(/^a .*"Skip to main content"$/);
    }
  });

  it('the student signs in, changes tabs, opens and closes the daily chest and changes settings with the keyboard alone', async () => {
    const { page } = session;
    await signInByKeyboard(page, 'student');
    await tabThroughPage(page, 'student dashboard');

    // The tab bar: the selected tab is in the tab order, the arrows move along the tabs, Enter or Space chooses.
    const selected = await backToTabBar(page, 'student dashboard, back to the tab bar');
    expect(selected.description).toMatch(/"Dashboard"$/);
    await chooseTab(page, 'Analytics', 'analytics', 'Enter', 'student tab bar, to Analytics');
    await page.keyboard.press('ArrowLeft');
    expect((await expectVisibleFocus(page, 'student tab bar, ArrowLeft')).description).toMatch(/"Dashboard"$/);
    expect(await tabPanel(page).getAttribute('data-tab')).toBe('analytics');
    await page.keyboard.press('Space');
    await page.locator('[data-tab="dashboard"]').waitFor();

    // The daily chest opens with Enter; the focus moves into the dialog, Escape closes it and gives the focus back.
    await page.getByTestId('action-daily-chest').and(page.locator(':enabled')).waitFor();
    const chestButton = await pressUntil(page, 'Tab', (stop) => stop.testId === 'action-daily-chest', 'student dashboard, to the daily chest');
    await page.keyboard.press('Enter');
    const chest = page.getByTestId('daily-chest-modal');
    await chest.getByRole('dialog').waitFor();
    await focusMovesIntoDialog(page);
    await expectVisibleFocus(page, 'daily chest, opened');
    await tabInsideDialog(page, 'daily chest');
    await screenshot(page, 'keyboard-student-daily-chest');
    await closeWithEscape(page, 'daily-chest-modal', chestButton, 'daily chest');

    // Settings: Space flips a switch, the arrows pick the theme.
    await backToTabBar(page, 'student dashboard, back to the tab bar again');
    await chooseTab(page, 'Settings', 'settings', 'Enter', 'student tab bar, to Settings');
    const sound = page.getByRole('switch', { name: 'Sound effects' });
    await sound.and(page.locator(':enabled')).waitFor();
    // A keyboard user starts once the page has loaded: a list that arrives later moves what is below it.
    await tabPanel(page).locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
    const soundOn = await sound.isChecked();
    await pressUntil(page, 'Tab', (stop) => stop.role === 'switch' && stop.description.includes('Sound effects'), 'student settings, to Sound effects', 200);
    let saved = settingsSaved(page);
    await page.keyboard.press('Space');
    expect((await (await saved).json()).data.soundEffects).toBe(!soundOn);
    expect(await sound.isChecked()).toBe(!soundOn);
    await expectVisibleFocus(page, 'student settings, Sound effects switched');

    const light = page.getByRole('radio', { name: 'Light' });
    expect(await light.isChecked()).toBe(true);
    await pressUntil(page, 'Tab', (stop) => stop.role === 'input:radio', 'student settings, to the theme', 10);
    saved = settingsSaved(page);
    await page.keyboard.press('ArrowRight');
    expect((await (await saved).json()).data.theme).toBe('dark');
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
    await expectVisibleFocus(page, 'student settings, the dark theme chosen');
    await screenshot(page, 'keyboard-student-settings-dark');
    saved = settingsSaved(page);
    await page.keyboard.press('ArrowLeft');
    expect((await (await saved).json()).data.theme).toBe('light');
    await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');
  });

  it.each(['student', 'teacher', 'parent', 'sponsor'] as Role[])('every tab of the %s dashboard, chosen from the keyboard: Tab goes through it and back to the top, each stop visible with its focus shown', async (role) => {
    const { page } = session;
    await signInByKeyboard(page, role);
    const tabs = await page.getByRole('tablist').getByRole('tab').allTextContents();
    expect(tabs.length).toBe(ROLE_TAB_COUNT[role]);
    for (const [index, name] of tabs.entries()) {
      // From the top: Tab to the tab bar (the selected tab), the right arrow to the next tab, Enter.
      const selected = await pressUntil(page, 'Tab', (stop) => stop.role === 'tab', `${role} dashboard, to the tab bar`, 10);
      if (index > 0) {
        expect(selected.description).toMatch(new RegExp(`"${tabs[index - 1]}"$`));
        await page.keyboard.press('ArrowRight');
        expect((await expectVisibleFocus(page, `${role} tab bar, ArrowRight`)).description).toMatch(new RegExp(`"${name}"$`));
        await page.keyboard.press('Enter');
        await waitUntil(() => tabSelected(page, name));
      }
      await settled(page);
      // The walk starts on the tab, in the main content already (a tab may have no control of its own).
      await tabThroughPage(page, `${role} dashboard, ${name} tab`, { presses: 250, untilBackAtTop: true, reachesMain: false });
    }
  });

  it('the teacher opens the content form from the keyboard and closes it again', async () => {
    const { page } = session;
    await signInByKeyboard(page, 'teacher');
    await tabThroughPage(page, 'teacher dashboard');

    await backToTabBar(page, 'teacher dashboard, back to the tab bar');
    await chooseTab(page, 'Content Library', 'content', 'Space', 'teacher tab bar, to the Content Library');
    // The tab's code loads when it is first opened: the walk starts once its controls are there.
    await page.getByTestId('library-create').waitFor();
    await settled(page);
    const create = await pressUntil(page, 'Tab', (stop) => stop.testId === 'library-create', 'teacher content library, to Create');
    await page.keyboard.press('Enter');
    const form = page.getByTestId('content-form-dialog');
    await form.getByRole('dialog').waitFor();
    await focusMovesIntoDialog(page);
    // The focus starts in the form's first field.
    const first = await expectVisibleFocus(page, 'content form, opened');
    expect(first.description).toMatch(/^(input|textarea)/);
    await tabInsideDialog(page, 'content form');
    await screenshot(page, 'keyboard-teacher-content-form');
    await closeWithEscape(page, 'content-form-dialog', create, 'content form');
  });
});
