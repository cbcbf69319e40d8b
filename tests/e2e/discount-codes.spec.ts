import type { Page } from '@playwright/test';
import { DISCOUNT_CODE_MESSAGES as M, type DiscountCode, type DiscountCodeInput } from '../../contract/codes.ts';
import type { ApiCaller } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const codes = (api: ApiCaller) => api.get<DiscountCode[]>('discount-codes');
const named = async (api: ApiCaller, code: string) => (await codes(api)).find((c) => c.code === code);
const create = (api: ApiCaller, input: DiscountCodeInput) => api.send<DiscountCode>('POST', 'discount-codes', input);
const table = (page: Page) => page.getByRole('table', { name: 'Discount codes' });
const row = (page: Page, code: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByText(code, { exact: true }) })
    .first();
/** The cells after the code, from the left: amount, active since, active to, days of week, use count. */
async function expectCellsAfterCode(page: Page, code: string, texts: string[]) {
  for (const [i, text] of texts.entries())
    await expect(
      row(page, code)
        .locator('td')
        .nth(i + 1),
    ).toHaveText(text);
}
const newForm = (page: Page) => page.getByRole('form', { name: 'New discount code' });
const addButton = (page: Page) => page.getByRole('button', { name: 'Add', exact: true });
const tableDate = (value: string | null) => (value ? `${value.slice(0, 10)} ${value.slice(11, 16)}` : '–');
const SEEDED = ['HELG20', 'SPA10', 'VELKOMMEN'];

test.describe('discount codes', () => {
  test('lists the codes with dates as YYYY-MM-DD hh:mm; offline, saving is disabled', async ({
    page,
    context,
    api,
  }) => {
    const all = await codes(api);
    const helg = all.find((c) => c.code === 'HELG20');
    expect(tableDate(helg?.activeFrom ?? null)).toMatch(/^\d{4}-\d{2}-\d{2} 00:00$/);
    await page.goto('/discountcodes');
    await expect(row(page, 'HELG20').locator('td').first().getByText('HELG20', { exact: true })).toBeVisible();
    await expectCellsAfterCode(page, 'HELG20', [
      '20',
      tableDate(helg?.activeFrom ?? null),
      tableDate(helg?.activeTo ?? null),
      'Fri, Sat',
      '14',
    ]);
    await expect(row(page, 'SPA10').locator('td').nth(4)).toHaveText('Every day');
    await expect(table(page).locator('tbody tr')).toHaveCount(all.length);

    await test.step('offline, saving is disabled', async () => {
      await context.setOffline(true);
      await expect(page.getByText('Saving needs a connection').first()).toBeVisible();
      await expect(addButton(page)).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Delete HELG20', exact: true })).toBeDisabled();
      await page.getByRole('button', { name: 'Edit HELG20', exact: true }).click();
      const form = page.getByRole('form', { name: 'Edit discount code HELG20' });
      await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
      await expect(form.getByRole('button', { name: 'Generate' })).toBeDisabled();
      await form.getByRole('button', { name: 'Cancel' }).click();
      await context.setOffline(false);
      await expect(addButton(page)).toBeEnabled();
    });
  });

  test('adds a row locally; Cancel removes it; while it is open the edit and add buttons are disabled; generates a code and saves a new row via insert', async ({
    page,
    api,
    uid,
  }) => {
    const total = (await codes(api)).length;
    await page.goto('/discountcodes');
    await expect(table(page).locator('tbody tr')).toHaveCount(total);
    await addButton(page).click();
    await expect(newForm(page)).toBeVisible();
    await expect(addButton(page)).toBeDisabled();
    for (const code of SEEDED)
      await expect(page.getByRole('button', { name: `Edit ${code}`, exact: true })).toBeDisabled();
    await expectAccessible(page);
    await newForm(page).getByLabel('Discount code').fill(`AVBRUTT-${uid}`);
    await newForm(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(newForm(page)).toHaveCount(0);
    await expect(addButton(page)).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Edit HELG20', exact: true })).toBeEnabled();
    await expect(table(page).locator('tbody tr')).toHaveCount(total);
    await expect.poll(() => named(api, `AVBRUTT-${uid}`)).toBeUndefined();

    await test.step('generates a code and saves a new row via insert', async () => {
      await addButton(page).click();
      const form = newForm(page);
      await form.getByRole('button', { name: 'Generate' }).click();
      await expect(form.getByLabel('Discount code')).toHaveValue(/^[A-HJKMNP-Z2-9]{8}$/);
      const generated = await form.getByLabel('Discount code').inputValue();
      await form.getByLabel('Amount %').fill('12.5');
      await form.getByLabel('Active since').fill('2031-05-01 08:00');
      await form.getByLabel('Active to').fill('2031-06-01 23:30');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form).toHaveCount(0);
      await expect(page.getByText('Save successful')).toBeVisible();
      await expect
        .poll(() => named(api, generated))
        .toMatchObject({
          amount: 12.5,
          activeFrom: '2031-05-01T08:00:00',
          activeTo: '2031-06-01T23:30:00',
          daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
          useCount: 0,
          hotelPackages: [],
          createdBy: 'Kari Nordmann',
        });
      await expectCellsAfterCode(page, generated, ['12.5', '2031-05-01 08:00', '2031-06-01 23:30', 'Every day', '0']);
    });
  });

  test('shows each validation text in the row and keeps what was typed; the server keeps codes unique in any case: a code taken meanwhile shows the uniqueness text', async ({
    page,
    api,
    uid,
  }) => {
    const total = (await codes(api)).length;
    await page.goto('/discountcodes');
    await addButton(page).click();
    const form = newForm(page);
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
      await form.getByRole('checkbox', { name: day }).uncheck();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText(M.empty.trim(), { exact: true })).toBeVisible();
    await expect(form.getByText(M.amountMissing.trim(), { exact: true })).toBeVisible();
    await expect(form.getByText(M.noDay.trim(), { exact: true })).toBeVisible();
    await expectAccessible(page);

    // A seeded code in another case is taken.
    await form.getByLabel('Discount code').fill('helg20');
    await form.getByLabel('Amount %').fill('101');
    await form.getByLabel('Active since').fill('2031-05-02 10:00');
    await form.getByLabel('Active to').fill('2031-05-01 10:00');
    await form.getByRole('checkbox', { name: 'Friday' }).check();
    await expect(form.getByText(M.taken.trim(), { exact: true })).toBeVisible();
    await expect(form.getByText(M.amountHigh.trim(), { exact: true })).toBeVisible();
    await expect(form.getByText(M.order, { exact: true })).toBeVisible();
    await expect(form.getByText(M.noDay.trim())).toHaveCount(0);
    await expect(form.getByLabel('Discount code')).toHaveValue('helg20');
    await expect(form.getByLabel('Amount %')).toHaveValue('101');
    await expect(form.getByLabel('Active since')).toHaveValue('2031-05-02 10:00');

    // Equal times are not "later" either.
    await form.getByLabel('Active to').fill('2031-05-02 10:00');
    await expect(form.getByText(M.order, { exact: true })).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    // Nothing is saved: the row stays open with its texts, and the server holds what it held.
    await expect(form.getByText(M.taken.trim(), { exact: true })).toBeVisible();
    await expect.poll(() => named(api, 'helg20')).toBeUndefined();
    await expect.poll(async () => (await codes(api)).length).toBe(total);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);

    await test.step('the server keeps codes unique in any case: a code taken meanwhile shows the uniqueness text', async () => {
      await addButton(page).click();
      await create(api, { code: `Sommer30-${uid}`, amount: 30, daysOfWeek: [1] });
      await form.getByLabel('Discount code').fill(`SOMMER30-${uid}`);
      await form.getByLabel('Amount %').fill('25');
      const refused = page.waitForResponse(
        (r) => r.url().endsWith('/api/discount-codes') && r.request().method() === 'POST',
      );
      await form.getByRole('button', { name: 'Save' }).click();
      expect((await refused).status()).toBe(409);
      await expect(form.getByText(M.taken.trim(), { exact: true })).toBeVisible();
      await expect(form.getByLabel('Discount code')).toHaveValue(`SOMMER30-${uid}`);
      await expect
        .poll(async () =>
          (await codes(api)).filter((c) => c.code.toLowerCase() === `sommer30-${uid}`).map((c) => c.code),
        )
        .toEqual([`Sommer30-${uid}`]);
      await form.getByRole('button', { name: 'Cancel' }).click();
      await expect(row(page, `Sommer30-${uid}`)).toBeVisible();
    });
  });

  test('edits a row inline; the other edit and add buttons wait; deletes after confirmation, Cancel keeps it', async ({
    page,
    api,
    uid,
  }) => {
    const code = await create(api, { code: `Sommer30-${uid}`, amount: 30, daysOfWeek: [1] });
    await page.goto('/discountcodes');
    await page.getByRole('button', { name: `Edit ${code.code}`, exact: true }).click();
    const form = page.getByRole('form', { name: `Edit discount code ${code.code}`, exact: true });
    await expect(form.getByLabel('Discount code')).toHaveValue(code.code);
    await expect(form.getByLabel('Amount %')).toHaveValue('30');
    await expect(addButton(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Edit HELG20', exact: true })).toBeDisabled();
    await expectAccessible(page);
    // Its own code in another case is not a duplicate; another row's code is.
    await form.getByLabel('Discount code').fill('spa10');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText(M.taken.trim(), { exact: true })).toBeVisible();
    const renamed = code.code.toUpperCase();
    await form.getByLabel('Discount code').fill(renamed);
    await form.getByLabel('Amount %').fill('35');
    await form.getByRole('checkbox', { name: 'Sunday' }).check();
    await form.getByRole('checkbox', { name: 'Monday' }).uncheck();
    await form.getByLabel('Active to').fill('2031-09-01 12:00');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    await expect(row(page, renamed)).toBeVisible();
    await expect
      .poll(() => named(api, renamed))
      .toMatchObject({
        id: code.id,
        amount: 35,
        daysOfWeek: [0],
        activeFrom: null,
        activeTo: '2031-09-01T12:00:00',
        updatedBy: 'Kari Nordmann',
      });
    await expectCellsAfterCode(page, renamed, ['35', '–', '2031-09-01 12:00', 'Sun']);
    await expect(addButton(page)).toBeEnabled();

    await test.step('deletes after confirmation; Cancel keeps it', async () => {
      await page.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete discount code' });
      await expect(confirm.getByText(`Are you sure you want to delete '${renamed}'?`)).toBeVisible();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
      await expect.poll(() => named(api, renamed)).toBeDefined();
      await page.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
      await confirm.getByRole('button', { name: 'Ok' }).click();
      await expect.poll(() => named(api, renamed)).toBeUndefined();
      await expect(page.getByText(renamed, { exact: true })).toHaveCount(0);
    });
  });

  test('attaches a hotel package once and detaches it after confirmation', async ({ page, api, uid }) => {
    const code = await create(api, { code: `PAKKE-${uid}`, amount: 15, daysOfWeek: [0, 1, 2, 3, 4, 5, 6] });
    const packagesOf = async () => (await named(api, code.code))?.hotelPackages.map((p) => p.clockId);
    await page.goto('/discountcodes');
    const toggle = page.getByRole('button', { name: `Hotel packages of ${code.code}`, exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: `Hotel packages of ${code.code}`, exact: true });
    await expect(panel.getByText('No hotel packages yet.')).toBeVisible();
    await expectAccessible(page);
    await panel.getByLabel('Hotel package to attach').selectOption({ label: 'Spa-opphold' });
    await panel.getByRole('button', { name: 'Attach' }).click();
    const attached = panel.getByRole('list', { name: 'Attached hotel packages' });
    await expect(attached.getByText('Spa-opphold')).toBeVisible();
    await expect
      .poll(async () => (await named(api, code.code))?.hotelPackages)
      .toEqual([{ clockId: 'HP1002', name: 'Spa-opphold' }]);

    await panel.getByLabel('Hotel package to attach').selectOption({ label: 'Spa-opphold' });
    await panel.getByRole('button', { name: 'Attach' }).click();
    await expect(panel.getByText(M.attached, { exact: true })).toBeVisible();

    // Attached meanwhile elsewhere: the server says the same.
    await api.send('POST', `discount-codes/${code.id}/hotel-packages`, { hotelPackageId: 'HP1003' });
    await panel.getByLabel('Hotel package to attach').selectOption({ label: 'Familiepakke' });
    await panel.getByRole('button', { name: 'Attach' }).click();
    await expect(panel.getByText(M.attached, { exact: true })).toBeVisible();
    await expect(attached.getByText('Familiepakke')).toBeVisible();
    await expect(panel.getByText(M.attached)).toHaveCount(1);

    await panel.getByRole('button', { name: 'Detach Spa-opphold', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Detach hotel package' });
    await expect(confirm.getByText(`Are you sure you want to remove 'Spa-opphold' from ${code.code}?`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect.poll(packagesOf).toEqual(['HP1002', 'HP1003']);
    await panel.getByRole('button', { name: 'Detach Spa-opphold', exact: true }).click();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(packagesOf).toEqual(['HP1003']);
    await expect(panel.getByRole('button', { name: 'Detach Spa-opphold', exact: true })).toHaveCount(0);
    await toggle.click();
    await expect(panel).toHaveCount(0);
  });
});
