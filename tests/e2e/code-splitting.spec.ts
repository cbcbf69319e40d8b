import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { nav, openScreen } from './support/navigation.ts';
import {
  arrived,
  expandSlot,
  expectServiceWorkerInControl,
  queuePanel,
  syncStatus,
  waiting,
} from './support/offline.ts';
import { bookingItem, scheduleDay, SCHEDULE_PATH } from './support/schedule.ts';

/**
 * Every screen but the shell and the schedule is its own chunk, loaded when first shown (decision 021). These tests
 * prove what that must not break: each screen still opens offline once the app is installed, shows a spinner
 * while its code loads, and says so (with a way to try again) when its code cannot be fetched.
 */

const DIST_ASSETS = path.resolve(import.meta.dirname, '../../dist/assets');
const imagesTable = (page: Page) => page.getByRole('table', { name: 'Images' });
const screenSpinner = (page: Page) => page.getByRole('progressbar', { name: 'Loading the screen' });

test.describe('screens loaded on demand', () => {
  // The service worker precaches the chunks (playwright.config.ts blocks it unless a test allows it).
  test.use({ serviceWorkers: 'allow' });

  test('the service worker precaches every chunk, and a screen never opened before opens offline', async ({
    page,
    context,
  }) => {
    await page.goto('/restaurants/brasseriet');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('brasseriet');
    await expectServiceWorkerInControl(page);
    const scripts = (await readdir(DIST_ASSETS))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `/assets/${file}`);
    expect(scripts.length).toBeGreaterThan(10);
    const precached = () =>
      page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        }
        return urls;
      });
    await expect.poll(precached).toEqual(expect.arrayContaining(scripts));

    // A new document offline: its modules can only come from the precache.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('brasseriet');
    // Hotel packages come with the initial load, so the mirror has them too.
    await openScreen(page, 'Hotel packages');
    await expect(page.getByRole('table', { name: 'Hotel packages' }).locator('tbody tr').first()).toBeVisible();
    await expect(page.getByText('Saving needs a connection').first()).toBeVisible();
    await openScreen(page, 'Images');
    await expect(page.getByRole('heading', { name: 'Images', level: 1 })).toBeVisible();
  });
});

test.describe('a screen whose code is on its way', () => {
  // The page's own requests, not the service worker's precache, so that the test can hold or refuse a chunk.
  test.use({ serviceWorkers: 'block' });

  test('shows a named spinner under the top bar until its code is there', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/images-page-*.js', async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto('/restaurants/brasseriet');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('brasseriet');
    await openScreen(page, 'Images');
    await expect(screenSpinner(page)).toBeVisible();
    await expect(nav(page)).toBeVisible();
    await expectAccessible(page);
    release();
    await expect(imagesTable(page).locator('tbody tr').first()).toBeVisible();
    await expect(screenSpinner(page)).toHaveCount(0);
  });

  test('says when its code cannot be fetched, keeps the top bar, and a reload brings it', async ({ page }) => {
    await page.route('**/assets/sections-page-*.js', (route: Route) => route.abort('internetdisconnected'));
    await page.goto('/restaurants/brasseriet');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('brasseriet');
    await openScreen(page, 'Sections');
    await expect(page.getByRole('heading', { name: 'This screen could not be shown', level: 1 })).toBeVisible();
    await expect(nav(page)).toBeVisible();
    await expectAccessible(page);

    await page.unroute('**/assets/sections-page-*.js');
    await page.getByRole('button', { name: 'Reload', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sections', level: 1 })).toBeVisible();
  });
});

test.describe("the top bar's menus, the door's dialogs, the queue panel and the report dialog, loaded on first open", () => {
  // The page's own requests, not the service worker's precache, so that the test can refuse a chunk.
  test.use({ serviceWorkers: 'block' });

  const PART_FAILED = 'This could not be opened. Check the connection, then try again.';

  test('the schedule loads none of them; one whose code cannot be fetched says so, and opens once it can', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.route('**/assets/report-dialog-*.js', (route: Route) => route.abort('internetdisconnected'));
    await page.route('**/assets/nav-dropdown-*.js', (route: Route) => route.abort('internetdisconnected'));
    await page.goto('/restaurants/brasseriet');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('brasseriet');
    await expect(page.locator('[data-testid^="slot-"]').first()).toBeVisible();
    const parts =
      /\/(nav-dropdown|user-dropdown|report-dialog|queue-panel|add-booking-dialog|edit-booking-dialog|confirm-dialog|form-dialog|virtual-list)-/;
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => parts.test(script))).toEqual([]);

    // A dialog: the notification says so, no dialog, the screen as it was.
    await page.getByRole('button', { name: 'Daily', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(PART_FAILED);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.unroute('**/assets/report-dialog-*.js');
    await page.getByRole('button', { name: 'Daily', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Daily report' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Daily report' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A menu: the same, and its button stays.
    const products = nav(page).getByRole('button', { name: 'Products', exact: true });
    await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
    await products.click();
    await expect(page.getByRole('alert')).toContainText(PART_FAILED);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await page.unroute('**/assets/nav-dropdown-*.js');
    await products.click();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Hotel packages', exact: true })).toBeVisible();
  });
});

test.describe('the door before the app is installed', () => {
  // A first visit whose network goes before the service worker was installed: the worker never holds the chunks.
  test.use({ serviceWorkers: 'block' });

  const PART_FAILED = 'This could not be opened. Check the connection, then try again.';

  test('taps still wait in the outbox and reach the server; the queue panel and Edit say they need the connection, and open once it is back', async ({
    page,
    context,
    api,
    days,
    uid,
  }) => {
    const s = await scheduleDay(api, days);
    const name = `First Visit ${uid}`;
    await s.book({ name, time: '18:00', seats: 2 });
    await page.goto(`${SCHEDULE_PATH}?date=${s.day}`);
    await expandSlot(page, '18:00');
    await context.setOffline(true);
    await expect(syncStatus(page)).toHaveText(/^offline/);

    await arrived(page, name).check();
    await expect(waiting(page)).toHaveText('1 waiting');
    await waiting(page).click();
    await expect(page.getByRole('alert')).toContainText(PART_FAILED);
    await expect(queuePanel(page)).toHaveCount(0);
    await page.getByRole('alert').getByRole('button', { name: 'Close' }).click();
    await bookingItem(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await expect(page.getByRole('alert')).toContainText(PART_FAILED);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(arrived(page, name)).toBeChecked();

    await context.setOffline(false);
    await expect(waiting(page)).toHaveCount(0);
    await expect.poll(async () => (await s.booking(name))?.visited).toBe(true);
    await bookingItem(page, name)
      .getByRole('button', { name: `Edit ${name}` })
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit booking' }).getByLabel('Customer name')).toHaveValue(name);
  });
});
