import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_CODE_MESSAGES as M, type DiscountCode } from '../../contract/codes.ts';
import type { ApiCaller } from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { startSession, type Session } from './support/session.ts';

let session: Session;
let page: Page;
let api: ApiCaller;

const codes = () => api.get<DiscountCode[]>('discount-codes');
const named = async (code: string) => (await codes()).find((c) => c.code === code);
const table = () => page.getByRole('table', { name: 'Discount codes' });
const row = (code: string) => table().getByRole('row').filter({ has: page.getByText(code, { exact: true }) }).first();
const newForm = () => page.getByRole('form', { name: 'New discount code' });
const addButton = () => page.getByRole('button', { name: 'Add', exact: true });
const tableDate = (value: string | null) => (value ? `${value.slice(0, 10)} ${value.slice(11, 16)}` : '–');

beforeAll(async () => {
  session = await startSession();
  ({ page, api } = session);
});

afterAll(async () => {
  await session?.stop();
});

describe('discount codes', () => {
  it('lists the codes with dates as YYYY-MM-DD hh:mm', async () => {
    await page.goto('/discountcodes');
    await row('HELG20').waitFor();
    const helg = await named('HELG20');
    expect(await row('HELG20').locator('td').first().getByText('HELG20', { exact: true }).isVisible()).toBe(true);
    expect((await row('HELG20').locator('td').allInnerTexts()).slice(1, 6).map((t) => t.trim())).toEqual([
      '20',
      tableDate(helg?.activeFrom ?? null),
      tableDate(helg?.activeTo ?? null),
      'Fri, Sat',
      '14',
    ]);
    expect(tableDate(helg?.activeFrom ?? null)).toMatch(/^\d{4}-\d{2}-\d{2} 00:00$/);
    expect(await row('SPA10').locator('td').nth(4).innerText()).toBe('Every day');
    expect(await table().locator('tbody tr').count()).toBe((await codes()).length);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('adds a row locally; Cancel removes it; while it is open the edit and add buttons are disabled', async () => {
    await addButton().click();
    await newForm().waitFor();
    expect(await addButton().isDisabled()).toBe(true);
    for (const code of ['HELG20', 'SPA10', 'VELKOMMEN']) expect(await page.getByRole('button', { name: `Edit ${code}` }).isDisabled()).toBe(true);
    await newForm().getByLabel('Discount code').fill('AVBRUTT');
    await newForm().getByRole('button', { name: 'Cancel' }).click();
    await newForm().waitFor({ state: 'detached' });
    expect(await addButton().isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Edit HELG20' }).isEnabled()).toBe(true);
    expect(await table().locator('tbody tr').count()).toBe(3);
    expect(await named('AVBRUTT')).toBeUndefined();
  });

  it('shows each validation text in the row and keeps what was typed', async () => {
    await addButton().click();
    const form = newForm();
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) await form.getByRole('checkbox', { name: day }).uncheck();
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(M.empty.trim(), { exact: true }).waitFor();
    await form.getByText(M.amountMissing.trim(), { exact: true }).waitFor();
    await form.getByText(M.noDay.trim(), { exact: true }).waitFor();

    await form.getByLabel('Discount code').fill('helg20');
    await form.getByLabel('Amount %').fill('101');
    await form.getByLabel('Active since').fill('2031-05-02T10:00');
    await form.getByLabel('Active to').fill('2031-05-01T10:00');
    await form.getByRole('checkbox', { name: 'Friday' }).check();
    await form.getByText(M.taken.trim(), { exact: true }).waitFor();
    await form.getByText(M.amountHigh.trim(), { exact: true }).waitFor();
    await form.getByText(M.order, { exact: true }).waitFor();
    expect(await form.getByText(M.noDay.trim()).count()).toBe(0);
    expect(await form.getByLabel('Discount code').inputValue()).toBe('helg20');
    expect(await form.getByLabel('Amount %').inputValue()).toBe('101');
    expect(await form.getByLabel('Active since').inputValue()).toBe('2031-05-02T10:00');

    // Equal times are not "later" either.
    await form.getByLabel('Active to').fill('2031-05-02T10:00');
    await form.getByText(M.order, { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    expect(await named('helg20')).toBeUndefined();
    expect((await codes()).length).toBe(3);
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  it('the server keeps codes unique in any case: a code taken meanwhile shows the uniqueness text', async () => {
    await addButton().click();
    const form = newForm();
    await api.send('POST', 'discount-codes', { code: 'Sommer30', amount: 30, daysOfWeek: [1] });
    await form.getByLabel('Discount code').fill('SOMMER30');
    await form.getByLabel('Amount %').fill('25');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/discount-codes') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await refused).status()).toBe(409);
    await form.getByText(M.taken.trim(), { exact: true }).waitFor();
    expect(await form.getByLabel('Discount code').inputValue()).toBe('SOMMER30');
    expect((await codes()).filter((c) => c.code.toLowerCase() === 'sommer30').map((c) => c.code)).toEqual(['Sommer30']);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await row('Sommer30').waitFor();
  });

  it('generates a code and saves a new row via insert', async () => {
    await addButton().click();
    const form = newForm();
    await form.getByRole('button', { name: 'Generate' }).click();
    await expect.poll(() => form.getByLabel('Discount code').inputValue()).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const generated = await form.getByLabel('Discount code').inputValue();
    await form.getByLabel('Amount %').fill('12.5');
    await form.getByLabel('Active since').fill('2031-05-01T08:00');
    await form.getByLabel('Active to').fill('2031-06-01T23:30');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText('Save successful').waitFor();
    expect(await named(generated)).toMatchObject({ amount: 12.5, activeFrom: '2031-05-01T08:00:00', activeTo: '2031-06-01T23:30:00', daysOfWeek: [0, 1, 2, 3, 4, 5, 6], useCount: 0, hotelPackages: [], createdBy: 'Kari Nordmann' });
    await row(generated).waitFor();
    expect((await row(generated).locator('td').allInnerTexts()).slice(1, 6).map((t) => t.trim())).toEqual(['12.5', '2031-05-01 08:00', '2031-06-01 23:30', 'Every day', '0']);
  });

  it('edits a row inline; the other edit and add buttons wait', async () => {
    await page.getByRole('button', { name: 'Edit Sommer30' }).click();
    const form = page.getByRole('form', { name: 'Edit discount code Sommer30' });
    expect(await form.getByLabel('Discount code').inputValue()).toBe('Sommer30');
    expect(await form.getByLabel('Amount %').inputValue()).toBe('30');
    expect(await addButton().isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Edit HELG20' }).isDisabled()).toBe(true);
    // Its own code in another case is not a duplicate; another row's code is.
    await form.getByLabel('Discount code').fill('spa10');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText(M.taken.trim(), { exact: true }).waitFor();
    await form.getByLabel('Discount code').fill('SOMMER30');
    await form.getByLabel('Amount %').fill('35');
    await form.getByRole('checkbox', { name: 'Sunday' }).check();
    await form.getByRole('checkbox', { name: 'Monday' }).uncheck();
    await form.getByLabel('Active to').fill('2031-09-01T12:00');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await row('SOMMER30').waitFor();
    expect(await named('SOMMER30')).toMatchObject({ amount: 35, daysOfWeek: [0], activeFrom: null, activeTo: '2031-09-01T12:00:00', updatedBy: 'Kari Nordmann' });
    expect((await row('SOMMER30').locator('td').allInnerTexts()).slice(1, 5).map((t) => t.trim())).toEqual(['35', '–', '2031-09-01 12:00', 'Sun']);
    expect(await addButton().isEnabled()).toBe(true);
  });

  it('attaches a hotel package once and detaches it after confirmation', async () => {
    const toggle = page.getByRole('button', { name: 'Hotel packages of SOMMER30' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.getByRole('region', { name: 'Hotel packages of SOMMER30' });
    await panel.getByText('No hotel packages yet.').waitFor();
    await panel.getByLabel('Hotel package to attach').selectOption({ label: 'Spa-opphold' });
    await panel.getByRole('button', { name: 'Attach' }).click();
    const attached = panel.getByRole('list', { name: 'Attached hotel packages' });
    await attached.getByText('Spa-opphold').waitFor();
    await expect.poll(async () => (await named('SOMMER30'))?.hotelPackages).toEqual([{ clockId: 'HP1002', name: 'Spa-opphold' }]);

    await panel.getByLabel('Hotel package to attach').selectOption({ label: 'Spa-opphold' });
    await panel.getByRole('button', { name: 'Attach' }).click();
    await panel.getByText(M.attached, { exact: true }).waitFor();

    // Attached meanwhile elsewhere: the server says the same.
    const code = await named('SOMMER30');
    await api.send('POST', `discount-codes/${code?.id}/hotel-packages`, { hotelPackageId: 'HP1003' });
    await panel.getByLabel('Hotel package to attach').selectOption({ label: 'Familiepakke' });
    await panel.getByRole('button', { name: 'Attach' }).click();
    await panel.getByText(M.attached, { exact: true }).waitFor();
    await attached.getByText('Familiepakke').waitFor();
    expect(await panel.getByText(M.attached).count()).toBe(1);

    await panel.getByRole('button', { name: 'Detach Spa-opphold' }).click();
    const confirm = page.getByRole('dialog', { name: 'Detach hotel package' });
    await confirm.getByText("Are you sure you want to remove 'Spa-opphold' from SOMMER30?").waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect((await named('SOMMER30'))?.hotelPackages.map((p) => p.clockId)).toEqual(['HP1002', 'HP1003']);
    await panel.getByRole('button', { name: 'Detach Spa-opphold' }).click();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(async () => (await named('SOMMER30'))?.hotelPackages.map((p) => p.clockId)).toEqual(['HP1003']);
    await expect.poll(() => panel.getByRole('button', { name: 'Detach Spa-opphold' }).count()).toBe(0);
    await toggle.click();
    await panel.waitFor({ state: 'detached' });
  });

  it('deletes after confirmation; Cancel keeps it', async () => {
    await page.getByRole('button', { name: 'Delete SOMMER30' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete discount code' });
    await confirm.getByText("Are you sure you want to delete 'SOMMER30'?").waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await named('SOMMER30')).toBeDefined();
    await page.getByRole('button', { name: 'Delete SOMMER30' }).click();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(async () => named('SOMMER30')).toBeUndefined();
    await expect.poll(() => page.getByText('SOMMER30', { exact: true }).count()).toBe(0);
  });

  it('disables saving offline', async () => {
    await session.context.setOffline(true);
    await page.getByText('Saving needs a connection').first().waitFor();
    expect(await addButton().isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete HELG20' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Edit HELG20' }).click();
    const form = page.getByRole('form', { name: 'Edit discount code HELG20' });
    expect(await form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    expect(await form.getByRole('button', { name: 'Generate' }).isDisabled()).toBe(true);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await session.context.setOffline(false);
    await expect.poll(() => addButton().isEnabled()).toBe(true);
  });
});
