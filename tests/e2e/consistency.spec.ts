import dayjs from 'dayjs';
import type { Page } from '@playwright/test';
import { DISCOUNT_CODE_MESSAGES as M, type DiscountCode } from '../../contract/codes.ts';
import type { HotelPackage, LowestPrice, SearchHit } from '../../contract/hotel-products.ts';
import type { IncludedService, SpaPackageGroup } from '../../contract/spa.ts';
import type { ApiCaller } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { bookingDate, SCHEDULE_PATH } from './support/schedule.ts';

// Issue 30, "data that does not match itself": one figure from one source, positions without gaps, messages that go
// once they no longer apply, one confirm label, and the spec's date formats whatever the browser's locale. The whole
// file runs in an American browser: nothing here may follow the locale (a native date input would show 11/28/2026).
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

const packages = (api: ApiCaller) => api.get<HotelPackage[]>('products/hotelPackage');
const pkg = async (api: ApiCaller, clockId: string) => (await packages(api)).find((p) => p.clockId === clockId);
/** "2 290 kr" as the console writes kroner (nb-NO groups thousands with a space of its own). */
const kroner = (value: number) => new RegExp(`^${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s?')} kr$`);
const services = async (api: ApiCaller, groupId: number) =>
  (await api.get<IncludedService[]>(`groups/${groupId}/included-services`)).map((s) => [s.position, s.title]);
/** A catalogue package no other file picks: configured by this file only, and not configured once it ends. */
const PICKED = 'HP1008';
const unconfigure = async (api: ApiCaller, clockId: string) => {
  const found = await pkg(api, clockId);
  if (found) await api.remove(`products/${clockId}/hotelPackage`, found.version);
};
const removeGroup = async (api: ApiCaller, id: number) => {
  const found = (await api.get<SpaPackageGroup[]>('products/spaPackage')).find((g) => g.id === id);
  if (found) await api.remove(`groups/${id}`, found.version);
};
/** The confirm dialog's buttons, in order: every delete asks with the same two. */
const expectConfirmButtons = (page: Page, title: string) =>
  expect(page.getByRole('dialog', { name: title }).getByRole('button')).toHaveText(['Cancel', 'Ok']);

test('a hotel package shows one price from in its list and on its page; a new one goes last; a deleted included service leaves no gap', async ({
  page,
  api,
  uid,
}) => {
  await test.step('the list and the edit page show the one price from the server answers', async () => {
    const hp1001 = await pkg(api, 'HP1001');
    const lowest = await api.get<LowestPrice>('products/hotelPackage/HP1001/lowestPrice');
    // The server's one figure: the lowest of the next 6 weeks, in the list's answer as alone.
    expect(hp1001?.priceFrom).toBe(lowest.lowestPrice);
    await page.goto('/hotelpackages');
    const row = page.getByRole('table', { name: 'Hotel packages' }).getByRole('row', { name: /HP1001/ });
    await expect(row.locator('td').nth(4)).toHaveText(kroner(lowest.lowestPrice!));
    await page.getByRole('button', { name: `Edit ${hp1001?.name}`, exact: true }).click();
    await expect(page.getByTestId('price-from')).toHaveText(kroner(lowest.lowestPrice!));
  });

  await test.step('a new hotel package takes the next position', async () => {
    await unconfigure(api, PICKED);
    try {
      const next = Math.max(...(await packages(api)).map((p) => p.position)) + 1;
      const hit = (await api.get<SearchHit[]>('search/hotelpackages')).find((h) => h.id === PICKED);
      await page.goto('/hotelpackages');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add hotel package' });
      await dialog.getByLabel('Search hotel packages').fill(PICKED);
      await dialog.getByRole('button', { name: `${PICKED} ${hit?.name}`, exact: true }).click();
      await expect(page.getByLabel('Position')).toHaveValue(String(next));
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Hotel package successfully saved')).toBeVisible();
      await expect.poll(async () => (await pkg(api, PICKED))?.position).toBe(next);
      await page.getByLabel('Rows per page').selectOption('50');
      const row = page.getByRole('table', { name: 'Hotel packages' }).getByRole('row', { name: new RegExp(PICKED) });
      await expect(row.locator('td').first()).toHaveText(String(next));
    } finally {
      await unconfigure(api, PICKED);
    }
  });

  await test.step('deleting the first included service numbers the rest 1, 2 (confirmed with Ok)', async () => {
    const group = await api.send<SpaPackageGroup>('POST', 'groups', { name: `Rekkefølge ${uid}` });
    try {
      for (const title of ['Basseng', 'Badstue', 'Te'])
        await api.send('POST', 'groups/included-services', { productGroupFk: group.id, title });
      await page.goto(`/spapackages/${group.id}/included-servies`);
      const table = page.getByRole('table', { name: 'Included services' });
      await expect(table.locator('tbody tr td:nth-child(2)')).toHaveText(['Basseng', 'Badstue', 'Te']);
      await page.getByRole('button', { name: 'Delete Basseng', exact: true }).click();
      await expectConfirmButtons(page, 'Delete included service');
      await page.getByRole('dialog', { name: 'Delete included service' }).getByRole('button', { name: 'Ok' }).click();
      await expect(table.locator('tbody tr td:nth-child(1)')).toHaveText(['1', '2']);
      await expect(table.locator('tbody tr td:nth-child(2)')).toHaveText(['Badstue', 'Te']);
      await expect
        .poll(() => services(api, group.id))
        .toEqual([
          [1, 'Badstue'],
          [2, 'Te'],
        ]);
    } finally {
      await removeGroup(api, group.id);
    }
  });
});

test('a discount code: dates in the table as YYYY-MM-DD hh:mm; "already added" goes once the package is detached', async ({
  page,
  api,
  uid,
}) => {
  const code = await api.send<DiscountCode>('POST', 'discount-codes', {
    code: `EN-${uid}`,
    amount: 10,
    activeFrom: '2031-05-02T10:00:00',
    activeTo: '2031-06-01T23:30:00',
    daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
  });
  await api.send('POST', `discount-codes/${code.id}/hotel-packages`, { hotelPackageId: 'HP1002' });
  const attachedTo = async () =>
    (await api.get<DiscountCode[]>('discount-codes'))
      .find((c) => c.id === code.id)
      ?.hotelPackages.map((p) => p.clockId);
  try {
    await page.goto('/discountcodes');
    const row = page
      .getByRole('table', { name: 'Discount codes' })
      .getByRole('row')
      .filter({ has: page.getByText(code.code, { exact: true }) })
      .first();
    await expect(row.locator('td').nth(2)).toHaveText('2031-05-02 10:00');
    await expect(row.locator('td').nth(3)).toHaveText('2031-06-01 23:30');
    // Edited as shown, whatever the locale (a native date-time input would show 05/02/2031, 10:00 AM).
    await page.getByRole('button', { name: `Edit ${code.code}`, exact: true }).click();
    const form = page.getByRole('form', { name: `Edit discount code ${code.code}` });
    await expect(form.getByLabel('Active since')).toHaveValue('2031-05-02 10:00');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);

    await page.getByRole('button', { name: `Hotel packages of ${code.code}`, exact: true }).click();
    const panel = page.getByRole('region', { name: `Hotel packages of ${code.code}`, exact: true });
    await panel.getByLabel('Hotel package to attach').selectOption({ label: 'Spa-opphold' });
    await panel.getByRole('button', { name: 'Attach' }).click();
    await expect(panel.getByRole('alert')).toHaveText(M.attached);

    await panel.getByRole('button', { name: 'Detach Spa-opphold', exact: true }).click();
    await expectConfirmButtons(page, 'Detach hotel package');
    await page.getByRole('dialog', { name: 'Detach hotel package' }).getByRole('button', { name: 'Ok' }).click();
    await expect.poll(attachedTo).toEqual([]);
    await expect(panel.getByText('No hotel packages yet.')).toBeVisible();
    // The package is no longer attached: the message said about it no longer applies.
    await expect(panel.getByText(M.attached)).toHaveCount(0);
    await expect(panel.getByLabel('Hotel package to attach')).toHaveValue('HP1002');
  } finally {
    await api.send('DELETE', `discount-codes/${code.id}`, undefined, code.version);
  }
});

test('in an American browser a booking date is typed and shown as DD.MM.YYYY, an alert date as YYYY-MM-DD, with the date picker’s messages', async ({
  page,
  days,
}) => {
  const day = days.next();
  await page.goto(`${SCHEDULE_PATH}?date=${day}`);
  const date = page.getByLabel('Date', { exact: true });
  await expect(date).toHaveValue(bookingDate(day));
  const next = dayjs(day).add(1, 'day').format('YYYY-MM-DD');
  await date.fill(bookingDate(next));
  await expect(page).toHaveURL(new RegExp(`[?&]date=${next}`));
  await expect(date).toHaveValue(bookingDate(next));
  await expect(page.getByRole('region', { name: 'Dinner' })).toBeVisible();

  await page.goto('/checkoutalerts');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const form = page.getByRole('form', { name: 'New checkout alert' });
  const from = form.getByLabel('Active from');
  await expect(from).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await from.fill('2031-02-30');
  await expect(form.getByText('Invalid date format', { exact: true })).toBeVisible();
  await expect(from).toHaveValue('2031-02-30');
  await from.fill('1899-12-31');
  await expect(form.getByText('Date should not be before minimal date', { exact: true })).toBeVisible();
  await from.fill('2100-01-02');
  await expect(form.getByText('Date should not be after maximal date', { exact: true })).toBeVisible();
  await from.fill('2031-05-10');
  await expect(form.getByText(/^Date should not|^Invalid date format$/)).toHaveCount(0);
});
