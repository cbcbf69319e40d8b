import type { Page } from '@playwright/test';
import type { BlockedCustomer } from '../../contract/blocked-customers.ts';
import type { Paged } from '../../contract/common.ts';
import type { ApiCaller } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { readablePhone } from '../../contract/phone.ts';
import { expect, test } from './support/fixtures.ts';

/** Four digits of the test's own, for phone numbers no other test's rows have. */
const digitsOf = (uid: string) => uid.replace(/\D/g, '').padStart(4, '0').slice(-4);
const customers = async (api: ApiCaller) => (await api.get<Paged<BlockedCustomer>>('blocked-customers')).items;
const noted = async (api: ApiCaller, note: string) => (await customers(api)).filter((c) => c.note === note);
const create = (api: ApiCaller, fields: Partial<BlockedCustomer>) =>
  api.send<BlockedCustomer>('POST', 'blocked-customers', fields);
const table = (page: Page) => page.getByRole('table', { name: 'Blocked customers' });
const row = (page: Page, text: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: text, exact: true }) });
const addButton = (page: Page) => page.getByRole('button', { name: 'Add', exact: true });
/** Opens the list on the last page of 10, where rows added since the seed are. */
/** The last page, 50 rows a page: a test's rows made just before are on it together (at 10 a page they may not be). */
const openLastPage = async (page: Page, api: ApiCaller) =>
  page.goto(`/blockedcustomers?itemsPerPage=50&page=${Math.ceil((await customers(api)).length / 50)}`);

test.describe('blocked customers', () => {
  test('lists them a page at a time, paged by the server', async ({ page, api, uid }) => {
    for (let i = (await customers(api)).length; i < 7; i++)
      await create(api, { emailAddress: `side${i}-${uid}@example.com` });
    const all = await customers(api);
    const pageCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/blocked-customers')) pageCalls.push(new URL(request.url()).search);
    });
    await page.goto('/blockedcustomers?itemsPerPage=5');
    await expect(page.getByText(`1–5 of ${all.length}`)).toBeVisible();
    await expect(table(page).locator('tbody tr')).toHaveCount(5);
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Email Address',
      'Phone number',
      'Note',
      'Actions',
    ]);
    await expect(row(page, 'spam@example.com').locator('td')).toContainText([
      'spam@example.com',
      '–',
      'Gjentatte falske bestillinger',
    ]);
    // Held as E.164, shown as people read it.
    await expect(row(page, '+47 99 99 99 99').locator('td')).toContainText(['–', '+47 99 99 99 99', 'No-show x3']);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(`6–${Math.min(10, all.length)} of ${all.length}`)).toBeVisible();
    await expect(row(page, all[5]!.emailAddress || readablePhone(all[5]!.phoneNumber))).toBeVisible();
    expect(pageCalls).toContain('?page=2&itemsPerPage=5');
  });

  test('adds by email only, and by phone with the chosen country prefixed', async ({ page, api, uid }) => {
    const note = `Ny ${uid}`;
    await openLastPage(page, api);
    await addButton(page).click();
    const form = page.getByRole('form', { name: 'New blocked customer' });
    const country = form.getByLabel('Country');
    // Norway by default, and no empty choice to clear it with.
    await expect(country).toHaveValue('NO');
    await expect(country.locator('option:checked')).toHaveText('+47 (NO)');
    await expect(country.locator('option[value=""]')).toHaveCount(0);
    await expectAccessible(page);
    // Neither email nor phone: the form names the email address and sends nothing.
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Type a valid email address, or leave it empty and give a phone number')).toBeVisible();
    await form.getByLabel('Email address').fill(`ola-${uid}@example.com`);
    await form.getByLabel('Note').fill(note);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Save successful')).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect
      .poll(() => noted(api, note))
      .toEqual([expect.objectContaining({ emailAddress: `ola-${uid}@example.com`, phoneNumber: '' })]);
    await expect(row(page, `ola-${uid}@example.com`)).toBeVisible();

    await addButton(page).click();
    await form.getByLabel('Country').selectOption({ label: '+46 (SE)' });
    const n = digitsOf(uid);
    await form.getByLabel('Phone number').fill(`70 123 ${n}`);
    await form.getByLabel('Note').fill(`${note} SE`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    await expect
      .poll(() => noted(api, `${note} SE`))
      .toEqual([expect.objectContaining({ emailAddress: '', phoneNumber: `+4670123${n}` })]);
    // Held as E.164, shown as people read it.
    await expect(row(page, readablePhone(`+4670123${n}`))).toBeVisible();
  });

  test('edits a row inline; with neither email nor phone the save is ignored; says so when a save fails, keeping the row as typed; asks before a delete by email, or by phone when there is no email, Cancel keeps it', async ({
    page,
    api,
    uid,
  }) => {
    const customer = await create(api, {
      emailAddress: `kari-${uid}@example.com`,
      phoneNumber: `+47 9123 ${digitsOf(uid)}`,
      note: 'Før',
    });
    const landline = `+472233${digitsOf(uid)}`;
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/blocked-customers/')) sent++;
    });
    await openLastPage(page, api);
    await page.getByRole('button', { name: `Edit ${customer.emailAddress}`, exact: true }).click();
    const form = page.getByRole('form', { name: `Edit blocked customer ${customer.emailAddress}` });
    await expect(form.getByLabel('Country')).toHaveCount(0);
    await expect(form.getByLabel('Phone number')).toHaveValue(readablePhone(customer.phoneNumber));
    await expectAccessible(page);

    await form.getByLabel('Email address').fill('');
    await form.getByLabel('Phone number').fill('');
    const save = form.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(form.getByText('Type an email address or a phone number to save.')).toBeVisible();
    await form.getByLabel('Phone number').press('Enter');
    await expect(form).toBeVisible();

    await form.getByLabel('Phone number').fill(`22 33 ${digitsOf(uid)}`);
    await form.getByLabel('Note').fill('Etter');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(form).toHaveCount(0);
    await expect(page.getByText('Save successful')).toBeVisible();
    await expect(row(page, readablePhone(landline))).toBeVisible();
    await expect
      .poll(async () => (await customers(api)).find((c) => c.id === customer.id))
      .toEqual({
        id: customer.id,
        emailAddress: '',
        phoneNumber: landline,
        note: 'Etter',
        // Changed once, by the person signed in.
        version: customer.version + 1,
        updatedBy: expect.any(String),
        updatedAt: expect.any(String),
      });
    expect(sent).toBe(1);

    await test.step('says so when a save fails, keeping the row as typed', async () => {
      await page.route(`**/api/blocked-customers/${customer.id}`, (route) =>
        route.fulfill({ status: 500, body: '{"message":"boom"}' }),
      );
      await page.getByRole('button', { name: `Edit ${readablePhone(landline)}`, exact: true }).click();
      const again = page.getByRole('form', { name: `Edit blocked customer ${readablePhone(landline)}` });
      await again.getByLabel('Note').fill('Ikke lagret');
      await again.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('There was an error while saving item.', { exact: true })).toBeVisible();
      await expect(again.getByLabel('Note')).toHaveValue('Ikke lagret');
      await expect.poll(async () => (await customers(api)).find((c) => c.id === customer.id)?.note).toBe('Etter');
    });

    await test.step('asks before a delete by email, or by phone when there is no email; Cancel keeps it', async () => {
      const byEmail = await create(api, {
        emailAddress: `slett-${uid}@example.com`,
        phoneNumber: `+47 9133 ${digitsOf(uid)}`,
      });
      const byPhone = await create(api, { phoneNumber: `+47 9144 ${digitsOf(uid)}` });
      const shown = readablePhone(byPhone.phoneNumber);
      await openLastPage(page, api);
      const confirm = page.getByRole('dialog', { name: 'Delete blocked customer' });

      await page.getByRole('button', { name: `Delete ${byEmail.emailAddress}`, exact: true }).click();
      await expect(
        confirm.getByText(`Are you sure you want to delete '${byEmail.emailAddress}' from the list?`, { exact: true }),
      ).toBeVisible();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(row(page, byEmail.emailAddress)).toBeVisible();

      // The server fails the delete once: the spec's toast, and the row stays.
      let refused = 0;
      await page.route(`**/api/blocked-customers/${byPhone.id}`, (route) =>
        route.request().method() === 'DELETE' && refused++ === 0
          ? route.fulfill({ status: 500, body: '{"message":"boom"}' })
          : route.continue(),
      );
      await page.getByRole('button', { name: `Delete ${shown}`, exact: true }).click();
      await expect(
        confirm.getByText(`Are you sure you want to delete '${shown}' from the list?`, { exact: true }),
      ).toBeVisible();
      await confirm.getByRole('button', { name: 'Ok' }).click();
      await expect(page.getByText('There was an error while deleting data.', { exact: true })).toBeVisible();
      await expect(row(page, shown)).toBeVisible();

      await page.getByRole('button', { name: `Delete ${shown}`, exact: true }).click();
      await confirm.getByRole('button', { name: 'Ok' }).click();
      await expect(row(page, shown)).toHaveCount(0);
      await expect.poll(async () => (await customers(api)).map((c) => c.id)).not.toContain(byPhone.id);
      await expect.poll(async () => (await customers(api)).map((c) => c.id)).toContain(byEmail.id);
    });
  });
});
