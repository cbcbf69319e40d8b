import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DateFilter } from '../../contract/date-filters.ts';
import type { ApiCaller } from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { startSession, type Session } from './support/session.ts';

let session: Session;
let page: Page;
let api: ApiCaller;

const filters = () => api.get<DateFilter[]>('date-filters');
const named = async (name: string) => (await filters()).find((f) => f.name === name);
const table = () => page.getByRole('table', { name: 'Date filters' });
const row = (name: string) => table().getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

beforeAll(async () => {
  session = await startSession();
  ({ page, api } = session);
});

afterAll(async () => {
  await session?.stop();
});

describe('date filters', () => {
  it('lists the filters with their rules', async () => {
    await page.goto('/datefilters');
    await row('Sommer').waitFor();
    expect(await table().locator('tbody tr').count()).toBe((await filters()).length);
    expect((await row('Sommer').locator('td').allInnerTexts()).slice(0, 7)).toEqual(['Sommer', 'No', '–', '–', '2027-06-15', '2027-08-15', '0']);
    expect(await row('Helger').locator('td').nth(3).innerText()).toBe('Fri, Sat');
    expect(await row('Jul og nyttår').locator('td').nth(1).innerText()).toBe('Yes');
    await page.getByText('1–5 of 5').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('adds a filter in a new row: name required, hours 0 or more, a date added once', async () => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('form', { name: 'New date filter' });
    expect(await form.getByLabel('Hours until arrival').inputValue()).toBe('0');
    expect(await page.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Edit Sommer' }).isDisabled()).toBe(true);

    await form.getByLabel('Hours until arrival').fill('-1');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByText('Hours until arrival must be a whole number, 0 or more').waitFor();
    expect(await form.getByLabel('Hours until arrival').inputValue()).toBe('-1');

    await form.getByLabel('Name').fill('Påske');
    await form.getByLabel('Hours until arrival').fill('24');
    await form.getByRole('checkbox', { name: 'Annual' }).check();
    await form.getByLabel('New date').fill('2031-04-13');
    await form.getByRole('button', { name: 'Add date' }).click();
    await form.getByLabel('New date').fill('2031-04-13');
    expect(await form.getByRole('button', { name: 'Add date' }).isDisabled()).toBe(true);
    await form.getByLabel('New date').fill('2031-04-14');
    await form.getByRole('button', { name: 'Add date' }).click();
    await form.getByLabel('New day').selectOption({ label: 'Sunday' });
    await form.getByRole('button', { name: 'Add day' }).click();
    await form.getByLabel('From date').fill('2031-04-01');
    await form.getByLabel('To date').fill('2031-03-01');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('To date must not be before From date').waitFor();
    await form.getByLabel('To date').fill('2031-04-30');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText('Save successful').waitFor();

    expect(await named('Påske')).toMatchObject({ isAnnual: true, dates: ['2031-04-13', '2031-04-14'], daysOfWeek: [0], fromDate: '2031-04-01', toDate: '2031-04-30', hours: 24 });
    await row('Påske').waitFor();
    expect((await row('Påske').locator('td').allInnerTexts()).slice(0, 7)).toEqual(['Påske', 'Yes', '2031-04-13, 2031-04-14', 'Sun', '2031-04-01', '2031-04-30', '24']);
    expect(await page.getByRole('button', { name: 'Add', exact: true }).isEnabled()).toBe(true);
  });

  it('Cancel drops the new row without saving', async () => {
    const before = (await filters()).length;
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('form', { name: 'New date filter' });
    await form.getByLabel('Name').fill('Avbrutt');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
    expect(await table().locator('tbody tr').count()).toBe(before);
    expect((await filters()).length).toBe(before);
  });

  it('edits a filter inline; the other edit and add buttons wait', async () => {
    await page.getByRole('button', { name: 'Edit Påske' }).click();
    const form = page.getByRole('form', { name: 'Edit date filter Påske' });
    expect(await form.getByLabel('Name').inputValue()).toBe('Påske');
    expect(await page.getByRole('button', { name: 'Edit Helger' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
    await form.getByLabel('Name').fill('Påske 2031');
    await form.getByRole('list', { name: 'Dates' }).getByRole('button', { name: 'Remove 2031-04-13' }).click();
    await form.getByRole('checkbox', { name: 'Annual' }).uncheck();
    await form.getByLabel('Hours until arrival').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Hours until arrival must be a whole number, 0 or more').waitFor();
    expect(await form.getByLabel('Name').inputValue()).toBe('Påske 2031');
    await form.getByLabel('Hours until arrival').fill('12');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'detached' });
    await row('Påske 2031').waitFor();
    expect(await named('Påske 2031')).toMatchObject({ isAnnual: false, dates: ['2031-04-14'], daysOfWeek: [0], hours: 12 });
    expect(await named('Påske')).toBeUndefined();
  });

  it('says so when saving fails: a refused value keeps the row as typed, a filter deleted elsewhere leaves', async () => {
    await page.getByRole('button', { name: 'Edit Helger' }).click();
    const form = page.getByRole('form', { name: 'Edit date filter Helger' });
    await form.getByLabel('Name').fill('Helger og mer');
    // More hours than the database can hold: the form says so itself and sends nothing.
    await form.getByLabel('Hours until arrival').fill('3000000000');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Hours until arrival must be a whole number, 0 or more').waitFor();
    // The server refuses the save (here: it fails once): the toast, and the row stays as typed.
    await form.getByLabel('Hours until arrival').fill('12');
    let refused = 0;
    await page.route('**/api/date-filters', (route) =>
      route.request().method() === 'POST' && refused++ === 0 ? route.fulfill({ status: 500, body: '{"message":"boom"}' }) : route.continue(),
    );
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('There wa an error while saving item.', { exact: true }).waitFor();
    await page.unroute('**/api/date-filters');
    expect(refused).toBe(1);
    expect(await form.getByLabel('Name').inputValue()).toBe('Helger og mer');
    expect(await form.getByLabel('Hours until arrival').inputValue()).toBe('12');
    expect(await named('Helger')).toMatchObject({ hours: 0 });
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });

    const gone = await api.send<DateFilter>('POST', 'date-filters', { name: 'Snart borte' });
    await page.reload();
    await page.getByRole('button', { name: 'Edit Snart borte' }).click();
    await api.send('DELETE', `date-filters/${gone.id}`);
    await page.getByRole('form', { name: 'Edit date filter Snart borte' }).getByRole('button', { name: 'Save' }).click();
    await page.getByText('There wa an error while saving item.', { exact: true }).waitFor();
    // The list reloaded after the failed save: the filter deleted elsewhere is gone, and Add works again.
    await expect.poll(() => row('Snart borte').count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Add', exact: true }).isEnabled()).toBe(true);
    expect(await named('Snart borte')).toBeUndefined();
  });

  it('pages the list', async () => {
    await page.getByLabel('Rows per page').selectOption('5');
    await page.getByText('1–5 of 6').waitFor();
    await expect.poll(() => table().locator('tbody tr').count()).toBe(5);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('6–6 of 6').waitFor();
    await row('Påske 2031').waitFor();
    await expect.poll(() => table().locator('tbody tr').count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await page.reload();
    await row('Påske 2031').waitFor();
    await page.getByRole('button', { name: 'Previous page' }).click();
    await row('Helger').waitFor();
  });

  it('deletes after confirmation; Cancel keeps it; a filter in use is kept with the error', async () => {
    await page.goto('/datefilters?page=2&itemsPerPage=5');
    await page.getByRole('button', { name: 'Delete Påske 2031' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete date filter' });
    await confirm.getByText("Are you sure you want to delete 'Påske 2031'?").waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await named('Påske 2031')).toBeDefined();
    await page.getByRole('button', { name: 'Delete Påske 2031' }).click();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(async () => named('Påske 2031')).toBeUndefined();
    // The last one of page 2 is gone: back to page 1.
    await page.getByText('1–5 of 5').waitFor();

    await page.getByRole('button', { name: 'Delete Alle dager' }).click();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await page.getByText('There was an error while deleting item.', { exact: true }).waitFor();
    expect(await named('Alle dager')).toBeDefined();
    await row('Alle dager').waitFor();
  });

  it('says so when the list cannot be fetched', async () => {
    await page.route('**/api/date-filters/paged**', (route) => route.abort());
    await page.reload();
    await page.getByText('There was an error while fetching data.', { exact: true }).waitFor();
    await page.unroute('**/api/date-filters/paged**');
  });

  it('disables saving offline', async () => {
    await page.goto('/datefilters');
    await row('Helger').waitFor();
    await session.context.setOffline(true);
    await page.getByText('Saving needs a connection').first().waitFor();
    expect(await page.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete Helger' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Edit Helger' }).click();
    expect(await page.getByRole('form', { name: 'Edit date filter Helger' }).getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await session.context.setOffline(false);
    await expect.poll(() => page.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Add', exact: true }).isEnabled()).toBe(true);
  });
});
