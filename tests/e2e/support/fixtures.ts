import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type TestInfo } from '@playwright/test';
import dayjs from 'dayjs';
import { apiCaller, type ApiCaller } from './api.ts';
import { captureBearer, signIn } from './browser.ts';
import { removeDir, startServer, type RunningServer } from './server.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface WorkerFixtures {
  /** The real server (server/main.ts, the built console) on a fresh data dir, one per worker. */
  server: RunningServer;
  /** Signed in once per worker through the real popup: the browser state every test starts from, and the token. */
  signedIn: { state: StorageState; token: string };
  /** The real /api with the signed-in user's token, for setting up a test's data and checking what the server holds. */
  api: ApiCaller;
  /** Hands out days no other test of this worker uses (far enough ahead that bookings and edits are allowed). */
  days: { next(): string };
}

interface TestFixtures {
  /** A short string no other test run shares, for names a test creates (so tests never see each other's rows). */
  uid: string;
}

/** Writes a text file into the test's folder under test-results/ and attaches it to the report. */
export async function keep(testInfo: TestInfo, name: string, text: string): Promise<void> {
  const file = testInfo.outputPath(name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  await testInfo.attach(name, { path: file, contentType: 'text/plain' });
}

let dayCounter = 0;
let uidCounter = 0;

/**
 * Every end-to-end test: a page signed in as demo (Kari Nordmann) on its worker's server, tablet-sized and touch
 * enabled (playwright.config.ts), with the data it needs created by itself through `api`. On failure the trace, a
 * screenshot, the browser's console errors and the server's last log lines are kept under test-results/.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  server: [
    async ({}, use) => {
      const server = await startServer({}, { seeded: true });
      await use(server);
      await server.stop();
      await removeDir(server.dataDir);
    },
    { scope: 'worker', timeout: 120_000 },
  ],

  signedIn: [
    async ({ browser, server }, use) => {
      const context = await browser.newContext({ baseURL: server.url });
      const page = await context.newPage();
      const bearer = captureBearer(page);
      await page.goto('/');
      await signIn(page);
      await expect(page.getByRole('button', { name: /Kari Nordmann/ })).toBeVisible({ timeout: 30_000 });
      await expect.poll(() => bearer(), { timeout: 30_000 }).toBeTruthy();
      const state = await context.storageState();
      await context.close();
      await use({ state, token: bearer()! });
    },
    { scope: 'worker', timeout: 120_000 },
  ],

  api: [async ({ server, signedIn }, use) => use(apiCaller(server.url, () => signedIn.token)), { scope: 'worker' }],

  days: [
    async ({}, use) =>
      use({
        next: () =>
          dayjs()
            .add(30 + 2 * dayCounter++, 'day')
            .format('YYYY-MM-DD'),
      }),
    { scope: 'worker' },
  ],

  baseURL: async ({ server }, use) => use(server.url),
  storageState: async ({ signedIn }, use) => use(signedIn.state),

  uid: async ({}, use, testInfo) => use(`${testInfo.workerIndex}-${++uidCounter}`),

  // The browser's own complaints and the server's last words, attached to a failed test.
  context: async ({ context, server }, use, testInfo) => {
    const log: string[] = [];
    const stamp = () => new Date().toISOString().slice(11, 23);
    context.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning')
        log.push(`${stamp()} console.${m.type()}: ${m.text().slice(0, 500)}`);
    });
    context.on('weberror', (e) => log.push(`${stamp()} uncaught: ${e.error().message.slice(0, 500)}`));
    context.on('requestfailed', (r) =>
      log.push(`${stamp()} failed: ${r.method()} ${r.url().slice(0, 200)} (${r.failure()?.errorText ?? ''})`),
    );
    await use(context);
    if (testInfo.status !== testInfo.expectedStatus) {
      await keep(testInfo, 'browser-log.txt', log.join('\n') || '(nothing)');
      await keep(testInfo, 'server-log.txt', server.output().split('\n').slice(-80).join('\n'));
    }
  },
});

export { expect };
