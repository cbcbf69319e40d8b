import type { Browser, BrowserContext, Page } from 'playwright-core';
import { onTestFailed } from 'vitest';
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
  /** What the pages of this session logged (console errors and warnings, uncaught errors, failed loads). */
  browserLog(): string[];
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
  // Kept for failure reports: an end-to-end failure says what the browser said (see reportBrowserLogOnFailure).
  const log: string[] = [];
  const stamp = () => new Date().toISOString().slice(11, 23);
  context.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') log.push(`${stamp()} console.${m.type()}: ${m.text().slice(0, 500)}`);
  });
  context.on('weberror', (e) => log.push(`${stamp()} uncaught: ${e.error().message.slice(0, 500)}`));
  context.on('requestfailed', (r) => log.push(`${stamp()} failed: ${r.method()} ${r.url().slice(0, 200)} (${r.failure()?.errorText ?? ''})`));
  const page = await context.newPage();
  const bearer = captureBearer(page);
  options.onPage?.(page);
  await page.goto('/');
  await signIn(page);
  await page.getByRole('link', { name: 'brasseriet' }).first().waitFor();
  await eventually(() => bearer());
  const session: Session = {
    server,
    browser,
    context,
    page,
    api: apiCaller(server.url, bearer),
    browserLog: () => log.slice(-80),
    async stop() {
      if (current === session) current = undefined;
      await browser.close();
      await server.stop();
      await removeDir(server.dataDir);
    },
  };
  current = session;
  return session;
}

/** The session of the file now running (one at a time: e2e files run one after another). */
let current: Session | undefined;

/** Registered for every e2e test (support/setup.ts): a failure prints the browser's log and the server's output. */
export function reportBrowserLogOnFailure(): void {
  onTestFailed(() => {
    if (!current) return;
    console.error(`Browser log (last lines):\n${current.browserLog().join('\n') || '(nothing)'}`);
    console.error(`Server output (last lines):\n${current.server.output().split('\n').slice(-40).join('\n')}`);
  });
}
