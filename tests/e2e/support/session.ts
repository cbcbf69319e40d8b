import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiCaller, eventually, type ApiCaller } from './api.ts';
import { captureBearer, launchBrowser, newContext, signIn } from './browser.ts';
import { removeDir, startServer, type RunningServer } from './server.ts';

export interface Session {
  server: RunningServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** The real /api with the console's own token. */
  api: ApiCaller;
  stop(): Promise<void>;
}

/**
 * The usual start of an end-to-end file: the real server on a fresh data dir, Debian's Chromium, a tablet-sized
 * page signed in as demo through the popup, and an API caller holding the console's token.
 */
export async function startSession(options: { onPage?: (page: Page) => void } = {}): Promise<Session> {
  const server = await startServer();
  const browser = await launchBrowser();
  const context = await newContext(browser, server.url);
  const page = await context.newPage();
  const bearer = captureBearer(page);
  options.onPage?.(page);
  await page.goto('/');
  await signIn(page);
  await page.getByRole('link', { name: 'brasseriet' }).first().waitFor();
  await eventually(() => bearer());
  return {
    server,
    browser,
    context,
    page,
    api: apiCaller(server.url, bearer),
    async stop() {
      await browser.close();
      await server.stop();
      await removeDir(server.dataDir);
    },
  };
}
