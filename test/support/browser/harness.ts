import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { startAppServer, type AppServer, type AppServerOptions } from './app-server';
import { BROWSER_TEST_TIMEOUT_MS, BROWSER_TIME_ZONE, BROWSER_WAIT_TIMEOUT_MS, launchBrowser, newContext } from './browser';

/**
 * Starts the app and Chromium side by side. If either fails, the other is stopped again, so a
 * failed start leaves no process behind.
 */
export async function startAppAndBrowser(options: AppServerOptions = {}): Promise<{ server: AppServer; browser: Browser }> {
  const [server, browser] = await Promise.allSettled([startAppServer(options), launchBrowser()]);
  if (server.status === 'fulfilled' && browser.status === 'fulfilled') return { server: server.value, browser: browser.value };
  if (server.status === 'fulfilled') await server.value.stop();
  if (browser.status === 'fulfilled') await browser.value.close();
  throw server.status === 'rejected' ? server.reason : (browser as PromiseRejectedResult).reason;
}

export interface BrowserSession {
  server: AppServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * Registers the hooks every browser suite needs: the app and Chromium once per suite, a fresh
 * context (with `contextOptions`) and page per test. Read `session.page` (and the rest) inside hooks and tests.
 */
export function useBrowserSession(options: AppServerOptions = {}, contextOptions: BrowserContextOptions = {}): BrowserSession {
  const session = {} as BrowserSession;
  beforeAll(async () => {
    Object.assign(session, await startAppAndBrowser(options));
  }, BROWSER_TEST_TIMEOUT_MS);
  afterAll(async () => {
    await session.browser?.close();
    await session.server?.stop();
  }, BROWSER_TEST_TIMEOUT_MS);
  beforeEach(async () => {
    session.server.assertRunning();
    session.context = await newContext(session.browser, session.server.baseUrl, contextOptions);
    session.page = await session.context.newPage();
    // It should never happen: when it does, the test's output says so beside its failure.
    session.page.on('pageerror', (error) => console.warn(`The page threw: ${error.message}`));
  });
  afterEach(async () => {
    await session.context?.close();
  });
  return session;
}

/**
 * Registers the app and Chromium once per suite, and answers a maker of pages, each in a profile of
 * its own (en-GB, Berlin time, plus `options`) that is closed after its test.
 */
export function useAppAndPages(): (options?: BrowserContextOptions) => Promise<Page> {
  let server: AppServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    ({ server, browser } = await startAppAndBrowser());
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });
  return async (options = {}) => {
    server.assertRunning();
    const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'en-GB', timezoneId: BROWSER_TIME_ZONE, ...options });
    context.setDefaultTimeout(BROWSER_WAIT_TIMEOUT_MS);
    contexts.push(context);
    return context.newPage();
  };
}
