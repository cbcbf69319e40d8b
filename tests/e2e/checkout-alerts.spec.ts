import type { Page } from '@playwright/test';
import type { CheckoutAlert, CheckoutAlertInput } from '../../contract/checkout-alerts.ts';
import type { Paged } from '../../contract/common.ts';
import type { ApiCaller } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/** The signed-in demo user: the server stamps alerts with this name. */
const USER = 'Kari Nordmann';
const QUESTION = 'Are you sure you want to delete this alert?';

const alerts = async (api: ApiCaller) => (await api.get<Paged<CheckoutAlert>>('checkout-alerts')).items;
const withMessage = async (api: ApiCaller, messageNo: string) =>
  (await alerts(api)).find((a) => a.messageNo === messageNo);
const byId = async (api: ApiCaller, id: number) => (await alerts(api)).find((a) => a.id === id);
const create = (api: ApiCaller, messageNo: string, fields: Partial<CheckoutAlertInput> = {}) =>
  api.send<CheckoutAlert>('POST', 'checkout-alerts', {
    messageNo,
    messageEn: `${messageNo} (en)`,
    activeFrom: '2031-05-01',
    activeTo: '2031-05-31',
    ...fields,
  });
/** The list's page (by id, 10 a page) that holds the alert. */
const pageOf = async (api: ApiCaller, a: CheckoutAlert) =>
  Math.floor((await alerts(api)).findIndex((x) => x.id === a.id) / 10) + 1;

const table = (page: Page) => page.getByRole('table', { name: 'Checkout alerts' });
const row = (page: Page, messageNo: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: messageNo, exact: true }) });
const addButton = (page: Page) => page.getByRole('button', { name: 'Add', exact: true });
/** A day as the browser sees it (its own time zone), 'YYYY-MM-DD': today, or the day of an instant. */
const localDay = (page: Page, instant?: string) =>
  page.evaluate((at) => {
    const d = at ? new Date(at) : new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }, instant);

// A time zone whose day is not UTC's at this hour (UTC-10 before 10:00 UTC, UTC+14 after), so that "today" and the
// stamps' days are proven to be the browser's local ones.
test.use({ timezoneId: new Date().getUTCHours() < 10 ? 'Pacific/Honolulu' : 'Pacific/Kiritimati' });

test.describe('checkout alerts', () => {
  test('lists the alerts with their flows as read-only checkboxes, paged', async ({ page, api, uid }) => {
    const mine = await create(api, `Bassenget ${uid}`, {
      messageEn: `Pool\nclosed ${uid}`,
      hotelFlow: false,
      spaFlow: true,
    });
    // At least seven alerts, so that five a page gives a second page.
    for (let i = (await alerts(api)).length; i < 7; i++) await create(api, `Side ${uid} ${i}`);
    const all = await alerts(api);
    const total = all.length;
    await page.goto('/checkoutalerts');
    await expect(page.getByRole('heading', { name: 'Checkout alerts' })).toBeVisible();
    await expect(page.getByText(`1–${Math.min(total, 10)} of ${total}`)).toBeVisible();
    await expect(table(page).locator('tbody tr')).toHaveCount(Math.min(total, 10));
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Hotel flow',
      'SPA flow',
      'Message (No)',
      'Message (En)',
      'Active from',
      'Active to',
      'History',
      'Actions',
    ]);

    await page.getByLabel('Rows per page').selectOption('5');
    await expect(page.getByText(`1–5 of ${total}`)).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(`6–${Math.min(10, total)} of ${total}`)).toBeVisible();
    await expect(
      table(page)
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: all[5]!.messageNo, exact: true }) }),
    ).toBeVisible();
    await page.goto(`/checkoutalerts?page=${await pageOf(api, mine)}`);
    const r = row(page, mine.messageNo);
    await expect(r.locator('td')).toContainText([
      '',
      '',
      mine.messageNo,
      `Pool\nclosed ${uid}`,
      '2031-05-01',
      '2031-05-31',
    ]);
    await expect(r.getByRole('checkbox', { name: 'Hotel flow' })).not.toBeChecked();
    await expect(r.getByRole('checkbox', { name: 'SPA flow' })).toBeChecked();
    await expect(r.getByRole('checkbox', { name: 'SPA flow' })).toBeDisabled();
  });

  test('Add shows the defaults and saves a new alert stamped with the signed-in user; refuses an Active to before Active from with a clear message, keeping what was typed', async ({
    page,
    api,
    uid,
  }) => {
    const message = `Julebord ${uid}`;
    await page.goto('/checkoutalerts');
    await expect(table(page).locator('tbody tr').first()).toBeVisible();
    const today = await localDay(page);
    await addButton(page).click();
    const form = page.getByRole('form', { name: 'New checkout alert' });
    await expect(form.getByLabel('Active from')).toHaveValue(today);
    await expect(form.getByLabel('Active to')).toHaveValue(today);
    await expect(form.getByRole('switch', { name: 'Hotel flow' })).toBeChecked();
    await expect(form.getByRole('switch', { name: 'SPA flow' })).toBeChecked();
    await expect(form.getByLabel('Message (No)')).toHaveValue('');
    await expect(form.getByLabel('Message (En)')).toHaveValue('');
    await expect(form.getByLabel('Message (No)')).toBeFocused();
    await expect(addButton(page)).toBeDisabled();
    await expectAccessible(page);

    await form.getByLabel('Message (No)').fill(`${message}\nandre linje`);
    await form.getByLabel('Message (En)').fill(`Christmas ${uid}`);
    // A switch is a label away: tapping the label's text turns it off, as a host would.
    await form.getByText('SPA flow', { exact: true }).click();
    await expect(form.getByRole('switch', { name: 'SPA flow' })).not.toBeChecked();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Save successful', { exact: true })).toBeVisible();
    await expect(form).toHaveCount(0);

    await expect
      .poll(() => withMessage(api, `${message}\nandre linje`))
      .toMatchObject({
        messageEn: `Christmas ${uid}`,
        activeFrom: today,
        activeTo: today,
        hotelFlow: true,
        spaFlow: false,
        createdBy: USER,
        updatedBy: null,
        updatedAt: null,
      });
    // New alerts are listed last: the list shows the page that holds it.
    await expect(row(page, `${message}\nandre linje`).getByRole('checkbox', { name: 'SPA flow' })).not.toBeChecked();

    await test.step('refuses an Active to before Active from with a clear message, keeping what was typed', async () => {
      const backwards = `Baklengs ${uid}`;
      await addButton(page).click();
      await form.getByLabel('Message (No)').fill(backwards);
      await form.getByLabel('Active from').fill('2031-05-10');
      await form.getByLabel('Active to').fill('2031-05-01');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Active to must not be before Active from', { exact: true })).toBeVisible();
      await expect(form.getByLabel('Active to')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel('Message (No)')).toHaveValue(backwards);
      await expect(form.getByLabel('Active from')).toHaveValue('2031-05-10');
      await expect(form.getByLabel('Active to')).toHaveValue('2031-05-01');
      await expectAccessible(page);
      await form.getByLabel('Active to').fill('2031-05-10');
      await expect(form.getByText('Active to must not be before Active from', { exact: true })).toHaveCount(0);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form).toHaveCount(0);
      await expect
        .poll(() => withMessage(api, backwards))
        .toMatchObject({ activeFrom: '2031-05-10', activeTo: '2031-05-10' });
    });
  });

  test('edits an alert inline; the tooltip shows who created and updated it, and when', async ({ page, api, uid }) => {
    const mine = await create(api, `Parkering ${uid}`);
    await page.goto(`/checkoutalerts?page=${await pageOf(api, mine)}`);
    await row(page, mine.messageNo)
      .getByRole('button', { name: `Edit ${mine.messageNo}`, exact: true })
      .click();
    const form = page.getByRole('form', { name: `Edit checkout alert ${mine.messageNo}` });
    await expect(form.getByLabel('Message (En)')).toHaveValue(mine.messageEn);
    await expect(form.getByLabel('Active from')).toHaveValue('2031-05-01');
    await expect(page.getByRole('button', { name: /^Edit / }).and(page.locator(':enabled'))).toHaveCount(0);
    await expectAccessible(page);
    await form.getByLabel('Message (No)').fill(`Parkering stengt ${uid}`);
    await form.getByText('Hotel flow', { exact: true }).click();
    await expect(form.getByRole('switch', { name: 'Hotel flow' })).not.toBeChecked();
    await form.getByLabel('Active to').fill('2031-06-15');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Save successful', { exact: true })).toBeVisible();
    await expect(form).toHaveCount(0);

    await expect
      .poll(() => byId(api, mine.id))
      .toMatchObject({
        messageNo: `Parkering stengt ${uid}`,
        hotelFlow: false,
        spaFlow: true,
        activeTo: '2031-06-15',
        createdBy: USER,
        createdAt: mine.createdAt,
        updatedBy: USER,
      });
    const saved = (await byId(api, mine.id))!;
    const r = row(page, saved.messageNo);
    await expect(r.getByRole('checkbox', { name: 'Hotel flow' })).not.toBeChecked();
    await expect(r.locator('td').nth(5)).toHaveText('2031-06-15');

    // Opened by keyboard focus...
    await r.getByRole('button', { name: 'History of this alert' }).focus();
    const tip = page.getByRole('tooltip');
    await expect(tip).toContainText(`Created ${await localDay(page, saved.createdAt)} by ${USER}`);
    await expect(tip).toContainText(`Updated ${await localDay(page, saved.updatedAt!)} by ${USER}`);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(tip).toHaveCount(0);
  });

  test('ignores the save while a date is missing, and sends nothing; says so when a save or a delete fails, keeping the row', async ({
    page,
    api,
    uid,
  }) => {
    const mine = await create(api, `Uten dato ${uid}`);
    const changes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/checkout-alerts'))
        changes.push(`${request.method()} ${request.url()}`);
    });
    await page.goto(`/checkoutalerts?page=${await pageOf(api, mine)}`);
    await row(page, mine.messageNo)
      .getByRole('button', { name: `Edit ${mine.messageNo}`, exact: true })
      .click();
    const form = page.getByRole('form', { name: `Edit checkout alert ${mine.messageNo}` });
    await form.getByLabel('Message (En)').fill(`Changed ${uid}`);
    await form.getByLabel('Active from').fill('');
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(form.getByText('Choose both dates to save.', { exact: true })).toBeVisible();
    // Enter in a field submits a form: here it sends nothing.
    await form.getByLabel('Active to').press('Enter');
    await expect(form).toBeVisible();
    await form.getByLabel('Active from').fill('2031-05-02');
    await expect(form.getByText('Choose both dates to save.', { exact: true })).toHaveCount(0);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    // Only the one save with both dates went out.
    await expect
      .poll(() => changes)
      .toEqual([expect.stringMatching(new RegExp(`^PUT .*/api/checkout-alerts/${mine.id}$`))]);
    await expect
      .poll(() => byId(api, mine.id))
      .toMatchObject({ messageEn: `Changed ${uid}`, activeFrom: '2031-05-02' });

    await test.step('says so when a save or a delete fails, keeping the row', async () => {
      await page.route(`**/api/checkout-alerts/${mine.id}`, (route) =>
        route.fulfill({ status: 500, body: '{"message":"boom"}' }),
      );
      await row(page, mine.messageNo)
        .getByRole('button', { name: `Edit ${mine.messageNo}`, exact: true })
        .click();
      await form.getByLabel('Message (En)').fill(`Typed ${uid}`);
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('There was an error while saving item.', { exact: true })).toBeVisible();
      await expect(form.getByLabel('Message (En)')).toHaveValue(`Typed ${uid}`);
      await form.getByRole('button', { name: 'Cancel' }).click();

      await row(page, mine.messageNo)
        .getByRole('button', { name: `Delete ${mine.messageNo}`, exact: true })
        .click();
      await page.getByRole('dialog', { name: 'Delete checkout alert' }).getByRole('button', { name: 'Ok' }).click();
      await expect(page.getByText('There was an error while deleting data.', { exact: true })).toBeVisible();
      await expect(row(page, mine.messageNo)).toBeVisible();
      await expect.poll(() => byId(api, mine.id)).toMatchObject({ messageEn: `Changed ${uid}` });
    });
  });

  test('a tap opens the tooltip of an alert never updated; deletes after the exact question, Cancel keeps it', async ({
    page,
    api,
    uid,
  }) => {
    const mine = await create(api, `Slett meg ${uid}`);
    await page.goto(`/checkoutalerts?page=${await pageOf(api, mine)}`);

    await test.step('a tap opens the tooltip of an alert never updated', async () => {
      await row(page, mine.messageNo).getByRole('button', { name: 'History of this alert' }).tap();
      const tip = page.getByRole('tooltip');
      await expect(tip).toContainText(`Created ${await localDay(page, mine.createdAt)} by ${USER}`);
      await expect(tip).toContainText('Not updated yet');
      await page.keyboard.press('Escape');
      await expect(tip).toHaveCount(0);
    });

    const remove = row(page, mine.messageNo).getByRole('button', { name: `Delete ${mine.messageNo}`, exact: true });
    await remove.click();
    const confirm = page.getByRole('dialog', { name: 'Delete checkout alert' });
    await expect(confirm.getByText(QUESTION, { exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row(page, mine.messageNo)).toBeVisible();
    await expect.poll(() => byId(api, mine.id)).toBeDefined();

    await remove.click();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect(row(page, mine.messageNo)).toHaveCount(0);
    await expect.poll(() => byId(api, mine.id)).toBeUndefined();
  });
});
