import type { Page } from 'playwright-core';

/** What the page scripts below use of the browser (this project compiles without the DOM library). */
declare function requestAnimationFrame(callback: () => void): number;
declare const document: {
  querySelectorAll(selector: string): ArrayLike<unknown>;
  getAnimations(): Array<{ playState: string; effect: { target: { closest(selector: string): unknown } | null; getTiming(): { iterations?: number } } | null }>;
};

/** Waits until the page has drawn two more frames: whatever the last change starts (a transition) has started. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/**
 * Waits until no transition or finite animation runs (colours mid-fade would be misread by axe),
 * on the whole page or only inside `within` (an open dialog or menu).
 */
export async function motionEnded(page: Page, within = 'html'): Promise<void> {
  await nextFrames(page);
  await page
    .waitForFunction(
      (scope) =>
        document
          .getAnimations()
          .filter(({ playState, effect }) => playState === 'running' && effect !== null && effect.getTiming().iterations !== Infinity && effect.target?.closest(scope)).length === 0,
      within,
      { timeout: 3000 },
    )
    .catch(() => undefined);
}

/** Waits until no spinner, placeholder or busy region is left, or `timeoutMs` has passed. */
export async function loadingEnded(page: Page, timeoutMs = 5000): Promise<void> {
  await page
    .waitForFunction(() => document.querySelectorAll('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root, [aria-busy="true"]').length === 0, undefined, { timeout: timeoutMs })
    .catch(() => undefined);
}

/** Lets a page finish loading and its transitions settle before it is checked. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await loadingEnded(page);
  await motionEnded(page);
}
