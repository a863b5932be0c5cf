import type { Browser } from 'playwright-core';
import { startAppServer, type AppServer, type AppServerOptions } from './app-server';
import { launchBrowser } from './browser';

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
