import type { Page } from '@playwright/test';
import type { DateFilter } from '../../contract/date-filters.ts';
import type { ApiCaller } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const filters = (api: ApiCaller) => api.get<DateFilter[]>('date-filters');
const named = async (api: ApiCaller, name: string) => (await filters(api)).find((f) => f.name === name);
const create = (api: ApiCaller, name: string, fields: Partial<DateFilter> = {}) =>
  api.send<DateFilter>('POST', 'date-filters', { name, ...fields });
const table = (page: Page) => page.getByRole('table', { name: 'Date filters' });
const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
const addButton = (page: Page) => page.getByRole('button', { name: 'Add', exact: true });
/** The page of the list (ordered by id, 10 a page) that holds the filter. */
const pageOf = async (api: ApiCaller, f: DateFilter) =>
  Math.floor((await filters(api)).sort((a, b) => a.id - b.id).findIndex((x) => x.id === f.id) / 10) + 1;

test.describe('date filters', () => {
  test("says so when the list cannot be fetched, then lists the filters with their rules; offline, saving is disabled; keeps a filter in use, with the spec's toast and the server's reason", async ({
    page,
    context,
    api,
  }) => {
    await test.step('says so when the list cannot be fetched', async () => {
      await page.route('**/api/date-filters/paged**', (route) => route.abort());
      await page.goto('/datefilters');
      await expect(page.getByText('There was an error while fetching data.', { exact: true })).toBeVisible();
      await page.unroute('**/api/date-filters/paged**');
    });

    await page.reload();
    const total = (await filters(api)).length;
    await expect(page.getByText(`1–${Math.min(total, 10)} of ${total}`)).toBeVisible();
    await expect(table(page).locator('tbody tr')).toHaveCount(Math.min(total, 10));
    await expect(row(page, 'Sommer').locator('td').nth(0)).toHaveText('Sommer');
    await expect(row(page, 'Sommer').locator('td')).toContainText([
      'Sommer',
      'No',
      '–',
      '–',
      '2027-06-15',
      '2027-08-15',
      '0',
    ]);
    await expect(row(page, 'Helger').locator('td').nth(3)).toHaveText('Fri, Sat');
    await expect(row(page, 'Jul og nyttår').locator('td').nth(1)).toHaveText('Yes');

    await test.step('offline, saving is disabled', async () => {
      await expect(row(page, 'Helger')).toBeVisible();
      await context.setOffline(true);
      await expect(page.getByText('Saving needs a connection').first()).toBeVisible();
      await expect(addButton(page)).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Delete Helger', exact: true })).toBeDisabled();
      await page.getByRole('button', { name: 'Edit Helger', exact: true }).click();
      await expect(
        page.getByRole('form', { name: 'Edit date filter Helger' }).getByRole('button', { name: 'Save' }),
      ).toBeDisabled();
      await context.setOffline(false);
      await expect(
        page.getByRole('form', { name: 'Edit date filter Helger' }).getByRole('button', { name: 'Save' }),
      ).toBeEnabled();
      await expect(addButton(page)).toBeDisabled();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(addButton(page)).toBeEnabled();
    });

    await test.step("keeps a filter in use, with the spec's toast and the server's reason", async () => {
      await page.getByRole('button', { name: 'Delete Alle dager', exact: true }).click();
      await page.getByRole('dialog', { name: 'Delete date filter' }).getByRole('button', { name: 'Ok' }).click();
      await expect(page.getByRole('alert')).toContainText([
        /^!There was an error while deleting item\.\s+This date filter is used by a restriction: change or delete the restriction first\.×$/,
      ]);
      await expect(row(page, 'Alle dager')).toBeVisible();
      await expect.poll(() => named(api, 'Alle dager')).toBeDefined();
    });
  });

  test('Cancel drops a new row without saving; adds a filter in a new row: name required, hours 0 or more, a date added once', async ({
    page,
    api,
    uid,
  }) => {
    const name = `Påske ${uid}`;
    await page.goto('/datefilters');

    await test.step('Cancel drops the new row without saving', async () => {
      const before = (await filters(api)).length;
      await expect(table(page).locator('tbody tr')).toHaveCount(Math.min(before, 10));
      await addButton(page).click();
      const form = page.getByRole('form', { name: 'New date filter' });
      await form.getByLabel('Name').fill(`Avbrutt ${uid}`);
      await form.getByRole('button', { name: 'Cancel' }).click();
      await expect(form).toHaveCount(0);
      await expect(table(page).locator('tbody tr')).toHaveCount(Math.min(before, 10));
      await expect(addButton(page)).toBeEnabled();
      await expect.poll(() => named(api, `Avbrutt ${uid}`)).toBeUndefined();
    });

    await addButton(page).click();
    const form = page.getByRole('form', { name: 'New date filter' });
    await expect(form.getByLabel('Hours until arrival')).toHaveValue('0');
    await expect(addButton(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Edit Sommer', exact: true })).toBeDisabled();
    await expectAccessible(page);

    await form.getByLabel('Hours until arrival').fill('-1');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Hours until arrival must be a whole number, 0 or more')).toBeVisible();
    await expect(form.getByLabel('Hours until arrival')).toHaveValue('-1');

    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Hours until arrival').fill('24');
    await form.getByRole('checkbox', { name: 'Annual' }).check();
    await form.getByLabel('New date').fill('2031-04-13');
    await form.getByRole('button', { name: 'Add date' }).click();
    await form.getByLabel('New date').fill('2031-04-13');
    await expect(form.getByRole('button', { name: 'Add date' })).toBeDisabled();
    await form.getByLabel('New date').fill('2031-04-14');
    await form.getByRole('button', { name: 'Add date' }).click();
    await form.getByLabel('New day').selectOption({ label: 'Sunday' });
    await form.getByRole('button', { name: 'Add day' }).click();
    await form.getByLabel('From date').fill('2031-04-01');
    await form.getByLabel('To date').fill('2031-03-01');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('To date must not be before From date')).toBeVisible();
    await form.getByLabel('To date').fill('2031-04-30');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByText('Save successful')).toBeVisible();

    await expect
      .poll(() => named(api, name))
      .toMatchObject({
        isAnnual: true,
        dates: ['2031-04-13', '2031-04-14'],
        daysOfWeek: [0],
        fromDate: '2031-04-01',
        toDate: '2031-04-30',
        hours: 24,
      });
    // New filters are listed last: the list shows the page that holds it.
    await expect(row(page, name).locator('td')).toContainText([
      name,
      'Yes',
      '2031-04-13, 2031-04-14',
      'Sun',
      '2031-04-01',
      '2031-04-30',
      '24',
    ]);
    await expect(addButton(page)).toBeEnabled();
  });

  test('edits a filter inline; the other edit and add buttons wait', async ({ page, api, uid }) => {
    const filter = await create(api, `Påske ${uid}`, {
      isAnnual: true,
      dates: ['2031-04-13', '2031-04-14'],
      daysOfWeek: [0],
      hours: 24,
    });
    await page.goto(`/datefilters?page=${await pageOf(api, filter)}`);
    await page.getByRole('button', { name: `Edit ${filter.name}`, exact: true }).click();
    const form = page.getByRole('form', { name: `Edit date filter ${filter.name}` });
    await expect(form.getByLabel('Name')).toHaveValue(filter.name);
    await expect(page.getByRole('button', { name: /^Edit / }).and(page.locator(':enabled'))).toHaveCount(0);
    await expect(addButton(page)).toBeDisabled();
    await expectAccessible(page);
    await form.getByLabel('Name').fill(`Påske 2031 ${uid}`);
    await form.getByRole('list', { name: 'Dates' }).getByRole('button', { name: 'Remove 2031-04-13' }).click();
    await form.getByRole('checkbox', { name: 'Annual' }).uncheck();
    await form.getByLabel('Hours until arrival').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Hours until arrival must be a whole number, 0 or more')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue(`Påske 2031 ${uid}`);
    await form.getByLabel('Hours until arrival').fill('12');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    await expect(row(page, `Påske 2031 ${uid}`)).toBeVisible();
    await expect
      .poll(() => named(api, `Påske 2031 ${uid}`))
      .toMatchObject({ id: filter.id, isAnnual: false, dates: ['2031-04-14'], daysOfWeek: [0], hours: 12 });
    await expect.poll(() => named(api, filter.name)).toBeUndefined();
  });

  test('a refused value keeps the row as typed, with the error; a filter deleted elsewhere leaves the list when its save fails', async ({
    page,
    api,
    uid,
  }) => {
    const filter = await create(api, `Helger ${uid}`, { daysOfWeek: [5, 6] });
    await page.goto(`/datefilters?page=${await pageOf(api, filter)}`);
    await page.getByRole('button', { name: `Edit ${filter.name}`, exact: true }).click();
    const form = page.getByRole('form', { name: `Edit date filter ${filter.name}` });
    await form.getByLabel('Name').fill(`Helger og mer ${uid}`);
    // More hours than the database can hold: the form says so itself and sends nothing.
    await form.getByLabel('Hours until arrival').fill('3000000000');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Hours until arrival must be a whole number, 0 or more')).toBeVisible();
    // The server refuses the save (here: it fails once): the toast, and the row stays as typed.
    await form.getByLabel('Hours until arrival').fill('12');
    let refused = 0;
    await page.route('**/api/date-filters', (route) =>
      route.request().method() === 'POST' && refused++ === 0
        ? route.fulfill({ status: 500, body: '{"message":"boom"}' })
        : route.continue(),
    );
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('There wa an error while saving item.', { exact: true })).toBeVisible();
    await expect.poll(() => refused).toBe(1);
    await expect(form.getByLabel('Name')).toHaveValue(`Helger og mer ${uid}`);
    await expect(form.getByLabel('Hours until arrival')).toHaveValue('12');
    await expect.poll(() => named(api, filter.name)).toMatchObject({ hours: 0 });
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);
    await expect(row(page, filter.name)).toBeVisible();

    await test.step('a filter deleted elsewhere leaves the list when its save fails', async () => {
      await page.getByRole('button', { name: `Edit ${filter.name}`, exact: true }).click();
      await api.send('DELETE', `date-filters/${filter.id}`, undefined, filter.version);
      await form.getByRole('button', { name: 'Save' }).click();
      // The spec's toast, and under it what happened: it was deleted since the row opened.
      await expect(page.getByRole('alert')).toContainText('There wa an error while saving item.');
      await expect(page.getByRole('alert')).toContainText('Someone else deleted it.');
      // The list reloaded after the failed save: the filter deleted elsewhere is gone, and Add works again.
      await expect(row(page, filter.name)).toHaveCount(0);
      await expect(addButton(page)).toBeEnabled();
      await expect.poll(() => named(api, filter.name)).toBeUndefined();
    });
  });

  test('pages the list, and keeps the page on reload', async ({ page, api, uid }) => {
    // At least seven filters, so that five a page gives a second page.
    for (let i = (await filters(api)).length; i < 7; i++) await create(api, `Side ${uid} ${i}`);
    const all = (await filters(api)).sort((a, b) => a.id - b.id);
    const total = all.length;
    const lastPage = Math.ceil(total / 5);
    await page.goto('/datefilters');
    await page.getByLabel('Rows per page').selectOption('5');
    await expect(page.getByText(`1–5 of ${total}`)).toBeVisible();
    await expect(table(page).locator('tbody tr')).toHaveCount(5);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(`6–${Math.min(10, total)} of ${total}`)).toBeVisible();
    await expect(row(page, all[5]!.name)).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await page.reload();
    await expect(row(page, all[5]!.name)).toBeVisible();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(row(page, all[0]!.name)).toBeVisible();
    await page.goto(`/datefilters?page=${lastPage}&itemsPerPage=5`);
    await expect(table(page).locator('tbody tr')).toHaveCount(total - 5 * (lastPage - 1));
  });

  test('deletes after confirmation; Cancel keeps it; the last row of a page goes back a page', async ({
    page,
    api,
    uid,
  }) => {
    // Our filter alone on the last page of five.
    let total = (await filters(api)).length;
    for (; total % 5 !== 0; total++) await create(api, `Fyll ${uid} ${total}`);
    const filter = await create(api, `Slett meg ${uid}`);
    const lastPage = (total + 5) / 5;
    await page.goto(`/datefilters?page=${lastPage}&itemsPerPage=5`);
    await page.getByRole('button', { name: `Delete ${filter.name}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete date filter' });
    await expect(confirm.getByText(`Are you sure you want to delete '${filter.name}'?`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect.poll(() => named(api, filter.name)).toBeDefined();
    await page.getByRole('button', { name: `Delete ${filter.name}`, exact: true }).click();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(() => named(api, filter.name)).toBeUndefined();
    // The last one of its page is gone: back to the page before.
    await expect(page.getByText(`${total - 4}–${total} of ${total}`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${lastPage - 1}\\b`));
  });
});
