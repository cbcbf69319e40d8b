import type { Browser, BrowserContext, Page } from '@playwright/test';
import { apiCaller, type ApiCaller } from './api.ts';
import { captureBearer, signIn, TABLET } from './browser.ts';
import { expect } from './fixtures.ts';
import { removeDir, startServer, type RunningServer } from './server.ts';

/** A test's own server (the worker's must live on), a tablet page signed in to it, and its API. */
export interface OwnServer {
  page: Page;
  api: ApiCaller;
  /** The first server started. */
  server: RunningServer;
  /** A server again on the same data dir and port, as a supervisor restarts a stopped or killed one. */
  restart: () => Promise<RunningServer>;
}

/**
 * Runs `use` with a server of its own and a page signed in to it through the real popup; afterwards stops every
 * server it started and removes the data dir. For tests that stop, kill and restart the server. `env`: the server's
 * own settings (e.g. DATABASE_URL), the same on each restart.
 */
export async function withOwnServer(
  browser: Browser,
  use: (own: OwnServer) => Promise<void>,
  env: Record<string, string> = {},
): Promise<void> {
  const servers: RunningServer[] = [];
  const first = await startServer(env, { seeded: true });
  servers.push(first);
  let context: BrowserContext | undefined;
  try {
    const tablet = await signedInTablet(browser, first.url);
    context = tablet.context;
    const { page, bearer } = tablet;
    const restart = async () => {
      const next = await startServer({ ...env, DATA_DIR: first.dataDir, PORT: String(first.port) });
      servers.push(next);
      return next;
    };
    await use({ page, api: apiCaller(first.url, bearer), server: first, restart });
  } finally {
    await context?.close();
    for (const server of servers) await server.stop();
    await removeDir(first.dataDir);
  }
}

/** A new tablet context at `baseURL`, signed in through the real popup; `bearer` is the token its requests carry. */
export async function signedInTablet(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page; bearer: () => string | undefined }> {
  const context = await browser.newContext({ baseURL, viewport: TABLET, hasTouch: true });
  const page = await context.newPage();
  const bearer = captureBearer(page);
  await page.goto('/');
  await signIn(page);
  await expect(page.getByRole('button', { name: /Kari Nordmann/ })).toBeVisible();
  await expect.poll(() => bearer()).toBeTruthy();
  return { context, page, bearer };
}
