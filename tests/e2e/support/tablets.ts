import type { BrowserContext, Page } from '@playwright/test';
import { signIn, TABLET } from './browser.ts';
import { expect, test as base } from './fixtures.ts';
import { openDay, openSlot } from './schedule.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A second tablet at the same door: its own browser context, signed in (once per worker, through the real popup)
 * as the other demo account, Ola Hansen, while `page` is Kari Nordmann's.
 */
export const test = base.extend<
  { otherTablet: { page: Page; context: BrowserContext } },
  { hostSignedIn: StorageState }
>({
  hostSignedIn: [
    async ({ browser, server }, use) => {
      // Signed out: Playwright Test would otherwise give this context the test's storage state (Kari's sign-in).
      const context = await browser.newContext({ baseURL: server.url, storageState: { cookies: [], origins: [] } });
      const page = await context.newPage();
      await page.goto('/');
      await signIn(page, 'host', 'host');
      await expect(page.getByRole('button', { name: /Ola Hansen/ })).toBeVisible({ timeout: 30_000 });
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  otherTablet: async ({ browser, server, hostSignedIn }, use) => {
    const context = await browser.newContext({
      baseURL: server.url,
      storageState: hostSignedIn,
      viewport: TABLET,
      hasTouch: true,
    });
    const page = await context.newPage();
    await use({ page, context });
    await context.close();
  },
});

export { expect };

/** The sync indicator's live updates pill. */
export const liveStatus = (page: Page) => page.getByTestId('sync-live');

/** Each tablet on `day` with the `times` slots open, its live updates on. */
export async function openOnTablets(tablets: readonly Page[], day: string, ...times: string[]): Promise<void> {
  for (const tablet of tablets) {
    await openDay(tablet, day);
    for (const time of times) await openSlot(tablet, time);
    await expect(liveStatus(tablet)).toHaveText('live');
  }
}

/** Counts the schedule fetches (GET …/bookings/mealTimes) a page makes from now on. */
export function countDayFetches(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes('/bookings/mealTimes?')) count++;
  });
  return () => count;
}
