import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { motionEnded } from './settled';

/** What the page scripts below use of the browser (this project compiles without the DOM library). */
interface WebStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
declare const localStorage: WebStorage;
declare const sessionStorage: WebStorage;

/** The time zone of every browser profile of the tests (a day there need not be the machine's day). */
export const BROWSER_TIME_ZONE = 'Europe/Berlin';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * The flags every test browser starts with. The last two keep the display compositor and the
 * network service in the browser's own process: two processes fewer, and the messages between them
 * saved, for a few per cent of the browser's CPU.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--in-process-gpu',
  '--enable-features=NetworkServiceInProcess2',
];

const repoRoot = resolve(__dirname, '../../..');
export const SCREENSHOT_DIR = join(repoRoot, 'test-results', 'browser');

let warned = false;

/**
 * Whether Debian's Chromium is there. When it is missing the run fails on CI (CI is set) and the
 * suite is skipped elsewhere, with a message that says how to install it.
 */
export function chromiumAvailable(): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  const hint = `Chromium is not installed at ${CHROMIUM_PATH} (install it with: apt-get update && apt-get install -y chromium)`;
  if (process.env.CI) throw new Error(`${hint}; the browser tests cannot run.`);
  if (!warned) {
    console.warn(`Skipping the browser tests: ${hint}.`);
    warned = true;
  }
  return false;
}

/** How long a browser test or hook may take (starting the app included). */
export const BROWSER_TEST_TIMEOUT_MS = 120_000;
/**
 * How long a wait for an element may take: an upper bound that a passing test never reaches, set so
 * that a page on a machine busy with another browser file and the API suites still makes it.
 */
export const BROWSER_WAIT_TIMEOUT_MS = 30_000;

/** `describe` when Chromium is there, `describe.skip` otherwise; with the browser tests' time limit. */
export function describeInBrowser(name: string, body: () => void): void {
  jest.setTimeout(BROWSER_TEST_TIMEOUT_MS);
  (chromiumAvailable() ? describe : describe.skip)(name, body);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

/** A fresh, isolated browser profile (cookies, localStorage) for one test; `extra` adds to it (axe's checks need `bypassCSP`). */
export async function newContext(browser: Browser, baseURL: string, extra: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 860 },
    locale: 'en-GB',
    timezoneId: BROWSER_TIME_ZONE,
    ...extra,
  });
  context.setDefaultTimeout(BROWSER_WAIT_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(30000);
  return context;
}

/** Saves a screenshot under test-results/browser/: the full page, or what the screen shows (a dialog over the page). */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // Transitions end first, so the picture shows the finished page.
  await motionEnded(page);
  await savePicture(page, join(SCREENSHOT_DIR, name), { fullPage });
}

/**
 * Saves a screenshot at `path` plus `.jpg`. JPEG, not PNG: the browser encodes a full page in about
 * half the CPU time, and the picture reads the same.
 */
export async function savePicture(page: Page, path: string, { fullPage }: { fullPage: boolean }): Promise<void> {
  await page.screenshot({ path: `${path}.jpg`, type: 'jpeg', quality: 80, fullPage });
}

/** The app's keys in localStorage. */
export function storedValues(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => ({
    auth_token: localStorage.getItem('auth_token'),
    auth_userId: localStorage.getItem('auth_userId'),
    device_id: localStorage.getItem('device_id'),
    student_active_tab: localStorage.getItem('student_active_tab'),
  }));
}

/**
 * Every entry of localStorage and sessionStorage whose value holds something shaped like a JWT (a
 * base64url JSON header, payload and signature): the access token lives in memory only.
 */
export function jwtsInStorage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const [name, store] of [['localStorage', localStorage], ['sessionStorage', sessionStorage]] as const) {
      for (let index = 0; index < store.length; index++) {
        const key = store.key(index) ?? '';
        const value = store.getItem(key) ?? '';
        if (/eyJ[\w-]+\.[\w-]+\.[\w-]+/.test(value)) found.push(`${name}.${key}`);
      }
    }
    return found;
  });
}

/** The path of the page's current URL. */
export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** Waits until a condition holds (checked every 50 ms), or fails after `timeoutMs`. */
export async function waitUntil(condition: () => boolean | Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`The condition did not hold within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 50));
  }
}
