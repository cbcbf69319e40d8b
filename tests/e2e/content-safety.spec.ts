import type { Page } from '@playwright/test';
import type { CheckoutAlert } from '../../contract/checkout-alerts.ts';
import type { Paged } from '../../contract/common.ts';
import type { DictionaryEntry } from '../../contract/dictionary.ts';
import type { HotelPackageAddon } from '../../contract/hotel-products.ts';
import { ADDONS_LIST, addonRow, pageOfAddon } from './support/addons.ts';
import { expect, test } from './support/fixtures.ts';
import { bookingItem, openSlot, scheduleDay, showDay } from './support/schedule.ts';

/**
 * Content safety: text staff type in (booking names and comments, alert messages, translation strings, product
 * names) is shown as text on every screen that shows it, never read as HTML. Each value carries markup that would
 * call a probe the page exposes (`__xssProbe`) if it ever ran; the test checks the markup is on screen as text, that
 * no element came out of it, that the probe was never called and that the browser reported no blocked script.
 */
declare global {
  interface Window {
    __xssProbe?: (where: string) => Promise<void>;
    __cspViolations?: string[];
  }
}

/** Markup that runs `__xssProbe(where)` if a screen renders it as HTML (each a different way in). */
const hostile = (where: string, uid: string) => [
  `${uid} <img src=x onerror="__xssProbe('${where} img')">`,
  `${uid} <script>__xssProbe('${where} script')</script>`,
  `${uid} <svg onload="__xssProbe('${where} svg')"></svg><b>bold</b>`,
];

async function armProbe(page: Page): Promise<string[]> {
  const fired: string[] = [];
  await page.exposeFunction('__xssProbe', (where: string) => {
    fired.push(where);
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    // Inline script or handler the CSP blocked (blockedURI "inline"): what rendered markup would cause. (Not "eval":
    // zod probes once whether `new Function` is allowed, and the CSP refusing it is as intended.)
    document.addEventListener('securitypolicyviolation', (e) => {
      if (e.blockedURI === 'inline')
        window.__cspViolations?.push(`${e.violatedDirective} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return fired;
}

/** The probe is live on this page (a call reaches the test), so its silence below means something. */
async function checkProbeWorks(page: Page, fired: string[]) {
  await page.evaluate(() => window.__xssProbe?.('control'));
  await expect.poll(() => fired).toEqual(['control']);
  fired.length = 0;
}

/** Nothing came of the markup: no element made from it, no probe call, no script the CSP had to block. */
async function expectInert(page: Page, fired: string[], where: string) {
  await expect(page.locator('img[src="x"]'), where).toHaveCount(0);
  await expect(page.locator('#root svg[onload], #root b:text-is("bold"), #root script'), where).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => window.__cspViolations), { message: where }).toEqual([]);
  expect(fired, where).toEqual([]);
}

test.describe('content safety', () => {
  test('booking names and comments show as text on the schedule and in the booking search', async ({
    page,
    api,
    days,
    uid,
  }) => {
    const fired = await armProbe(page);
    const day = await scheduleDay(api, days);
    const [name1, name2, name3] = hostile('booking name', uid);
    const [comment1] = hostile('booking comment', uid);
    const names = [name1!, name2!, name3!];
    for (const [i, name] of names.entries())
      await day.book({ name, time: '18:00', seats: 1, comment: i === 0 ? comment1! : '' });

    await showDay(page, day.day);
    await checkProbeWorks(page, fired);
    await openSlot(page, '18:00');
    for (const name of names) await expect(bookingItem(page, name)).toBeVisible();
    await expectInert(page, fired, 'schedule');

    await page.goto('/restaurants/brasseriet/bookings');
    await page.getByPlaceholder('Enter text for search').fill(uid);
    const rows = page.getByRole('table', { name: 'brasseriet bookings' }).locator('tbody tr');
    await expect(rows).toHaveCount(3);
    for (const name of names) await expect(rows.filter({ hasText: name })).toHaveCount(1);
    await expect(rows.filter({ hasText: comment1! })).toHaveCount(1);
    await expectInert(page, fired, 'booking search');
  });

  test('a checkout alert message shows as text in the alert list', async ({ page, api, uid }) => {
    const fired = await armProbe(page);
    const [messageNo, messageEn] = hostile('alert message', uid);
    const alert = await api.send<CheckoutAlert>('POST', 'checkout-alerts', {
      messageNo,
      messageEn,
      activeFrom: '2031-05-01',
      activeTo: '2031-05-31',
    });
    const all = (await api.get<Paged<CheckoutAlert>>('checkout-alerts')).items;
    await page.goto(`/checkoutalerts?page=${Math.floor(all.findIndex((a) => a.id === alert.id) / 10) + 1}`);
    await checkProbeWorks(page, fired);
    const row = page
      .getByRole('table', { name: 'Checkout alerts' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: messageNo!, exact: true }) });
    await expect(row.getByRole('cell', { name: messageEn!, exact: true })).toBeVisible();
    await expectInert(page, fired, 'checkout alerts');
    await api.send('DELETE', `checkout-alerts/${alert.id}`, undefined, alert.version);
  });

  test('a translation string shows as text in the String Editor', async ({ page, api, uid }) => {
    const fired = await armProbe(page);
    const key = `xss.${uid}`;
    const [english, norwegian] = hostile('translation', uid);
    const entry = await api.send<DictionaryEntry>('POST', 'string-editor', { key, english, norwegian });
    await page.goto('/stringeditor');
    await checkProbeWorks(page, fired);
    await page.getByRole('searchbox', { name: 'Filter strings' }).fill(key);
    const row = page
      .getByRole('table', { name: 'Strings' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: key, exact: true }) });
    await expect(row.getByRole('cell', { name: english!, exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: norwegian!, exact: true })).toBeVisible();
    await expectInert(page, fired, 'string editor');
    await api.send('DELETE', 'string-editor', { key }, entry.version);
  });

  test('a product name shows as text in the product list and its edit page', async ({ page, api, uid }) => {
    const fired = await armProbe(page);
    const clockId = `XSS-${uid}`;
    const [name, nameEn] = hostile('product name', uid);
    const addon = await api.send<HotelPackageAddon>('POST', 'products/hotelPackageAddon', { clockId, name, nameEn });
    try {
      await page.goto(`${ADDONS_LIST}?page=${await pageOfAddon(api, clockId)}`);
      await checkProbeWorks(page, fired);
      const cells = addonRow(page, clockId).getByRole('cell');
      await expect(cells.nth(2)).toHaveText(name!);
      await expect(cells.nth(3)).toHaveText(nameEn!);
      await expectInert(page, fired, 'add-on list');
      await page.goto(`${ADDONS_LIST}/${clockId}`);
      await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name!);
      await expectInert(page, fired, 'add-on edit page');
    } finally {
      await api.remove(`products/${clockId}/hotelPackageAddon`, addon.version);
    }
  });
});
