import type { Page } from 'playwright-core';
import { seriousAxeFindings } from '../support/browser/axe';
import { describeInBrowser } from '../support/browser/browser';
import { useAppAndPages } from '../support/browser/harness';
import { settled } from '../support/browser/settled';
import { DEMO_ACCOUNTS, PUBLIC_PAGES, ROLES, ROLE_LABEL, signIn, type Role } from '../support/browser/flows';

/** What the page scripts below use of the browser (this project compiles without the DOM library). */
interface PageElement {
  parentElement: PageElement | null;
  closest(selector: string): PageElement | null;
  getAttribute(name: string): string | null;
  getAnimations(options?: { subtree: boolean }): Array<{ playState: string }>;
}
declare const document: {
  documentElement: { getAttribute(name: string): string | null };
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): PageElement[];
};
declare const localStorage: { setItem(key: string, value: string): void };
declare function getComputedStyle(element: PageElement): { transitionDuration: string; backgroundImage: string };

type Theme = 'light' | 'dark';


/** The WCAG contrast ratio of white text on an rgb() colour. */
function contrastWithWhite(rgb: string): number {
  const [red, green, blue] = rgb.match(/[\d.]+/g)!.slice(0, 3).map((channel) => {
    const value = Number(channel) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  return 1.05 / (luminance + 0.05);
}

/** Fails with every finding listed, or passes when there is none. */
function expectNoFindings(findings: string[]): void {
  if (findings.length > 0) throw new Error(`axe found ${findings.length} serious or critical problem(s):\n${findings.join('\n')}`);
}

describeInBrowser('accessible to everyone: axe on every screen in both themes, toasts heard, motion reduced', () => {
  const openPage = useAppAndPages();

  /**
   * A fresh profile; the page's policy forbids injected scripts, so axe's profile sets it aside. The
   * axe checks ask for reduced motion: axe reads each page once its motion has ended, which is the
   * same page with less motion, and reaches it sooner.
   */
  const newPage = (options: { reducedMotion?: 'reduce' } = {}) => openPage({ viewport: { width: 1280, height: 860 }, bypassCSP: true, ...options });

  it('finds nothing serious on the public pages, light and dark', async () => {
    const page = await newPage({ reducedMotion: 'reduce' });
    const findings: string[] = [];
    for (const theme of ['light', 'dark'] as Theme[]) {
      await page.goto('/');
      // The device's theme, as /theme.js reads it before the first paint.
      await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
      for (const [name, path] of PUBLIC_PAGES) {
        await page.goto(path);
        await settled(page);
        expect(await page.evaluate(() => document.documentElement.getAttribute('data-theme') ?? 'light')).toBe(theme);
        findings.push(...(await seriousAxeFindings(page, `${name} page (${path}, ${theme})`)));
      }
    }
    expectNoFindings(findings);
  });

  it.each(ROLES)('finds nothing serious on any tab of the %s dashboard, light and dark', async (role) => {
    const page = await newPage({ reducedMotion: 'reduce' });
    await signIn(page, DEMO_ACCOUNTS[role].username, DEMO_ACCOUNTS[role].password, role);
    const tabs = page.getByRole('tablist', { name: `${ROLE_LABEL[role]} dashboard sections` }).getByRole('tab');
    const names = await tabs.allTextContents();
    expect(names.length).toBeGreaterThanOrEqual(4);
    const findings: string[] = [];
    // axe cannot measure text on a gradient: the header's title and greeting are white on every stop.
    const stops = await page.evaluate(() => {
      const title = document.querySelector('h1')!;
      let band: PageElement | null = title;
      while (band && !getComputedStyle(band).backgroundImage.includes('gradient')) band = band.parentElement;
      return band ? (getComputedStyle(band).backgroundImage.match(/rgba?\([^)]*\)/g) ?? []) : [];
    });
    expect(stops.length).toBeGreaterThanOrEqual(2);
    for (const stop of stops) {
      const ratio = contrastWithWhite(stop);
      if (ratio < 4.5) findings.push(`${role} dashboard header: white text on the gradient stop ${stop} has a contrast of ${ratio.toFixed(2)}:1 (AA needs 4.5:1)`);
    }
    for (const theme of ['light', 'dark'] as Theme[]) {
      if (theme === 'dark') {
        await page.getByRole('tab', { name: 'Settings', exact: true }).click();
        await page.getByRole('radio', { name: 'Dark' }).check();
        await page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
      }
      for (const name of names) {
        await page.getByRole('tab', { name, exact: true }).click();
        await settled(page);
        findings.push(...(await seriousAxeFindings(page, `${role} dashboard, ${name} tab (${theme})`)));
      }
    }
    expectNoFindings(findings);
  });

  it('announces toasts to screen readers, also from inside an open dialog', async () => {
    const page = await newPage();
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
    const page = await newPage({ reducedMotion: 'reduce' });
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
