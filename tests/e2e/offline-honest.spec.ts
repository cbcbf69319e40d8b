import type { Page } from '@playwright/test';
import type { CheckoutAlert } from '../../contract/checkout-alerts.ts';
import type { Paged } from '../../contract/common.ts';
import type { SpaPackageGroup } from '../../contract/spa.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { openScreen } from './support/navigation.ts';
import { syncStatus } from './support/offline.ts';
import { openDay, scheduleDay, slotRow } from './support/schedule.ts';

/**
 * Offline that never lies (issue 30): what this device has no copy of is said so, never "empty"; reads that wait for
 * the connection raise the connection toast, never the fetch error, and it goes once the connection and the data
 * are back; "no such record, back to the list" is decided on a fresh answer, never on a list kept from earlier.
 */

// Works offline: the service worker serves the console (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const FETCH_ERROR = 'There was an error while fetching data.';
const CONNECTION_LOST =
  'No connection. Showing what this device has saved; the rest loads once the connection is back.';
const NOT_ON_DEVICE = 'Not available offline';

/** Every toast shown in the page since it loaded (the bar shows one at a time, a new one replacing the last). */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { toasts: string[] }).toasts = seen;
    new MutationObserver(() => {
      const shown: Array<{ textContent: string | null }> = Array.from(document.querySelectorAll('[role="alert"] p'));
      for (const toast of shown) {
        const text = toast.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { toasts: string[] }).toasts);
}

/** Whether this device's read mirror (IndexedDB) holds `text`: what a reload starts from before any answer. */
const mirrored = (page: Page, text: string) =>
  page.evaluate(async (wanted) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('checkout-admin');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(new Error(String(open.error)));
    });
    try {
      if (!db.objectStoreNames.contains('mirror')) return false;
      const rows = await new Promise<Array<{ value: string }>>((resolve, reject) => {
        const all = db.transaction('mirror').objectStore('mirror').getAll();
        all.onsuccess = () => resolve(all.result as Array<{ value: string }>);
        all.onerror = () => reject(new Error(String(all.error)));
      });
      return rows.some((row) => row.value.includes(wanted));
    } finally {
      db.close();
    }
  }, text);

test.describe('offline that never lies', () => {
  test('a reload offline at the door shows the day with the connection toast, not the fetch error; a list never opened here says it is not on this device; back online, the alerts and no toast', async ({
    page,
    context,
    api,
    days,
    uid,
  }) => {
    const s = await scheduleDay(api, days);
    await s.book({ name: `Offline Reload ${uid}`, time: '18:30', seats: 3 });
    const { totalItems: alerts } = await api.get<Paged<CheckoutAlert>>('checkout-alerts');
    expect(alerts).toBeGreaterThan(0);
    const toasts = await recordToasts(page);
    await openDay(page, s.day);
    await expect(slotRow(page, '18:30')).toContainText('(1)');

    await test.step('a reload offline shows the day, and says the connection is gone instead of the fetch error', async () => {
      await context.setOffline(true);
      await page.reload();
      await expect(slotRow(page, '18:30')).toContainText('(1)');
      await expect(syncStatus(page)).toHaveText(/^offline/);
      await expect(page.getByRole('alert')).toContainText(CONNECTION_LOST);
      await expect(page.getByText(FETCH_ERROR)).toHaveCount(0);
    });

    await test.step('Checkout alerts, never opened on this device: not available offline, not "no alerts yet"', async () => {
      await openScreen(page, 'Checkout alerts');
      const table = page.getByRole('table', { name: 'Checkout alerts' });
      await expect(table.getByText(NOT_ON_DEVICE, { exact: true })).toBeVisible();
      await expect(table.getByText(/This list has not been loaded on this device yet\. Connect/)).toBeVisible();
      await expect(page.getByText('No checkout alerts yet.')).toHaveCount(0);
      await expectAccessible(page);
    });

    await test.step('back online: the alerts the server holds, and the connection toast goes by itself', async () => {
      await context.setOffline(false);
      await expect(page.getByText(`1–${Math.min(alerts, 10)} of ${alerts}`)).toBeVisible();
      await expect(page.getByRole('table', { name: 'Checkout alerts' }).locator('tbody tr')).toHaveCount(
        Math.min(alerts, 10),
      );
      await expect(page.getByText(NOT_ON_DEVICE)).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
      // Every read of the reload has answered by now: none of them raised the fetch error meanwhile.
      await expect.poll(toasts).toEqual([CONNECTION_LOST]);
    });
  });

  test('a spa package made elsewhere after the list was kept on this device opens from its link; an id that does not exist goes back to the list', async ({
    page,
    api,
    uid,
  }) => {
    const [someone] = await api.get<SpaPackageGroup[]>('products/spaPackage');
    await page.goto('/spapackages');
    await expect(page.getByRole('table', { name: 'Spa packages' }).locator('tbody tr').first()).toBeVisible();
    // The list as it is now is on this device: a reload starts from it before any answer comes.
    await expect.poll(() => mirrored(page, someone!.name)).toBe(true);

    const made = await api.send<SpaPackageGroup>('POST', 'groups', { name: `Made Elsewhere ${uid}`, position: 60 });
    try {
      // The fresh list is held back: the page opens on the list kept from before the package was made.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const list = (url: URL) => url.pathname === '/api/products/spaPackage';
      await page.route(list, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/spapackages/${made.id}`);
      // It waits for the fresh answer, on its own page, rather than going back to the list.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spa package');
      await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
      release();
      await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(made.name);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Spa package ${made.name}`);
      await page.unroute(list);
      await expect(page).toHaveURL(new RegExp(`/spapackages/${made.id}$`));

      await page.goto(`/spapackages/${made.id + 1_000_000}`);
      await expect(page).toHaveURL(/\/spapackages([?#].*)?$/);
    } finally {
      await api.remove(`groups/${made.id}`, made.version);
    }
  });
});
