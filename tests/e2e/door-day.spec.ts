import dayjs from 'dayjs';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { expectServiceWorkerInControl, syncStatus, waiting } from './support/offline.ts';
import {
  bookingDate,
  bookingItem,
  openDay,
  openSlot,
  scheduleDay,
  SCHEDULE_PATH,
  slotRow,
} from './support/schedule.ts';

// Works offline: the service worker serves the console (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** The day's answer of the schedule (GET .../bookings/mealTimes?date=...), not a block or unblock. */
const mealTimesOf = (date: string) => (url: URL) =>
  url.pathname.endsWith('/bookings/mealTimes') && url.searchParams.get('date') === date;
const readDay = (date: string) => dayjs(date).format('DD.MM.YYYY');

test.describe('the door on a busy evening: the day, the tables, touch', () => {
  test('never acts on the old day while another loads: greyed and disabled, then Add books on the picker’s day', async ({
    page,
    api,
    days,
    uid,
  }) => {
    const s = await scheduleDay(api, days);
    const guest = `Old Day Guest ${uid}`;
    const walkIn = `New Day Walk-in ${uid}`;
    await s.book({ name: guest, time: '18:00', seats: 2 });
    await openDay(page, s.day);
    await openSlot(page, '18:00');

    // A slow network: the next day's answer is held back until the test lets it go.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(mealTimesOf(s.nextDay), async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel('Date').first().fill(bookingDate(s.nextDay));

    // The old day is plainly the old day, and nothing on it can be done.
    await expect(page.getByRole('status').filter({ hasText: `Loading ${readDay(s.nextDay)}…` })).toContainText(
      `Still showing ${readDay(s.day)}`,
    );
    await expect(slotRow(page, '18:00').getByRole('button', { name: 'Add booking at 18:00' })).toBeDisabled();
    await expect(slotRow(page, '18:00').getByRole('button', { name: 'Block 18:00' })).toBeDisabled();
    await expect(bookingItem(page, guest).getByRole('checkbox', { name: `Arrived: ${guest}` })).toBeDisabled();
    await expect(bookingItem(page, guest).getByLabel(`Add table to ${guest}`)).toBeDisabled();
    await expect(bookingItem(page, guest).getByRole('button', { name: `Edit ${guest}` })).toBeDisabled();
    await expect(bookingItem(page, guest).getByRole('button', { name: `Delete ${guest}` })).toBeDisabled();
    await expectAccessible(page);

    release();
    await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
    await expect(bookingItem(page, guest)).toHaveCount(0);
    const add = slotRow(page, '18:00').getByRole('button', { name: 'Add booking at 18:00' });
    await expect(add).toBeEnabled();
    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Add booking' });
    await expect(dialog).toContainText(`${readDay(s.nextDay)} 18:00`);
    await dialog.getByLabel('Customer name').fill(walkIn);
    await dialog.getByRole('button', { name: 'Add' }).click();

    await expect.poll(async () => (await s.booking(walkIn, s.nextDay))?.bookingDateTime).toBe(s.at('18:00', s.nextDay));
    await expect.poll(() => s.booking(walkIn)).toBeUndefined();
    await expect(bookingItem(page, walkIn)).toBeVisible();
  });

  test('a reload the moment the day has shown, with the network cut, still shows the day (three times)', async ({
    page,
    context,
    api,
    days,
    uid,
  }) => {
    // The console is installed: its service worker serves the shell offline.
    await page.goto('/');
    await expectServiceWorkerInControl(page);
    for (let round = 1; round <= 3; round++) {
      const s = await scheduleDay(api, days);
      const name = `Quick Reload ${round} ${uid}`;
      await s.book({ name, time: '18:30', seats: 3 });
      await page.goto(`${SCHEDULE_PATH}?date=${s.day}`);
      await expect(slotRow(page, '18:30')).toContainText('(1)');
      // No wait for anything else: cut the network and reload at once.
      await context.setOffline(true);
      await page.reload();
      await expect(slotRow(page, '18:30')).toContainText('(1)');
      await expect(slotRow(page, '18:30').locator('td').first()).toHaveText('3 stk');
      await expect(page.getByText('There was an error while fetching data.')).toHaveCount(0);
      await openSlot(page, '18:30');
      await expect(bookingItem(page, name)).toContainText('3 stk');
      await context.setOffline(false);
      await expect(syncStatus(page)).toHaveText('online');
    }
  });

  test('marks a table another party in the slot holds, and asks before seating a second party there', async ({
    page,
    api,
    days,
    uid,
  }) => {
    const s = await scheduleDay(api, days);
    const [hansen, jensen] = [`Hansen ${uid}`, `Jensen ${uid}`];
    await s.book({ name: hansen, time: '18:00', seats: 2 });
    await s.book({ name: jensen, time: '18:00', seats: 4 });
    await openDay(page, s.day);
    await openSlot(page, '18:00');
    await bookingItem(page, hansen).getByLabel(`Add table to ${hansen}`).selectOption('6');
    await expect.poll(async () => (await s.booking(hansen))?.tableNumbers).toEqual(['6']);

    const select = bookingItem(page, jensen).getByLabel(`Add table to ${jensen}`);
    await expect(select.locator('option[value="6"]')).toHaveText(`Table 6 (taken: ${hansen})`);
    await expect(select.locator('option[value="5"]')).toHaveText('Table 5');

    await select.selectOption('6');
    const ask = page.getByRole('dialog', { name: 'Table taken' });
    await expect(ask).toContainText(`Table 6 is already taken by ${hansen} at 18:00. Give it to ${jensen} too?`);
    await expectAccessible(page);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toHaveCount(0);
    await expect(bookingItem(page, jensen).getByRole('button', { name: `Remove table 6 from ${jensen}` })).toHaveCount(
      0,
    );
    await expect(select).toHaveValue('');
    await expect(waiting(page)).toHaveCount(0);
    await expect.poll(async () => (await s.booking(jensen))?.tableNumbers).toEqual([]);

    await select.selectOption('6');
    await ask.getByRole('button', { name: 'Ok' }).click();
    await expect(
      bookingItem(page, jensen).getByRole('button', { name: `Remove table 6 from ${jensen}` }),
    ).toBeVisible();
    await expect.poll(async () => (await s.booking(jensen))?.tableNumbers).toEqual(['6']);
    await expect.poll(async () => (await s.booking(hansen))?.tableNumbers).toEqual(['6']);
  });

  test('at 1024×768: the row opens by a tap in its middle, buttons look like buttons, arrived is labelled, the edit dialog fits and keeps the name', async ({
    page,
    api,
    days,
    uid,
  }) => {
    const s = await scheduleDay(api, days);
    const name = `Nordmann ${uid}`;
    await s.book({ name, time: '18:00', seats: 2, comment: 'Window table, birthday cake at 20:00' });
    await openDay(page, s.day);
    const row = slotRow(page, '18:00');
    const toggle = row.getByRole('button', { name: /^18:00/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The middle of the row is the figures and the progress bar, not the time cell.
    await row.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(bookingItem(page, name)).toBeVisible();
    await row.getByRole('progressbar').tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await row.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // Times read HH:mm; the arrived box says what it is.
    await expect(toggle).toContainText(/^▸?\s*18:00\s*\(1\)$/);
    await expect(bookingItem(page, name)).toContainText(`${readDay(s.day)} 18:00`);
    await expect(bookingItem(page, name).getByText('Arrived', { exact: true })).toBeVisible();

    // Add, Block, Edit, Delete, Daily and Monthly are outlined buttons (the shared secondary variant).
    const item = bookingItem(page, name);
    for (const button of [
      row.getByRole('button', { name: 'Add booking at 18:00' }),
      row.getByRole('button', { name: 'Block 18:00' }),
      item.getByRole('button', { name: `Edit ${name}` }),
      item.getByRole('button', { name: `Delete ${name}` }),
      page.getByRole('button', { name: 'Daily' }),
      page.getByRole('button', { name: 'Monthly' }),
    ]) {
      await expect(button).toHaveCSS('border-top-width', '1px');
    }

    await item.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit booking' });
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('radio', { name: /^18:00/ })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeInViewport({ ratio: 1 });
    // The name is not selected: a key typed goes after it, not over it.
    const field = dialog.getByLabel('Customer name');
    await expect(field).toBeFocused();
    await expect
      .poll(() => field.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]))
      .toEqual([name.length, name.length]);
    await page.keyboard.type(' Jr');
    await expect(field).toHaveValue(`${name} Jr`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await s.booking(`${name} Jr`))?.message)
      .toBe('Window table, birthday cake at 20:00');
  });

  test('an offline reload keeps the slots that were open, and an unsent walk-in keeps its place once sent', async ({
    page,
    context,
    api,
    days,
    uid,
  }) => {
    const s = await scheduleDay(api, days);
    const [a, b, walkIn] = [`Aas ${uid}`, `Berg ${uid}`, `Walk-in ${uid}`];
    await s.book({ name: a, time: '18:30', seats: 2 });
    await s.book({ name: b, time: '18:30', seats: 2 });
    await openDay(page, s.day);
    await expectServiceWorkerInControl(page);
    await openSlot(page, '18:30');
    const list = page.getByRole('list', { name: 'Bookings at 18:30' }).getByRole('listitem');

    await context.setOffline(true);
    await expect(syncStatus(page)).toHaveText(/^offline/);
    await slotRow(page, '18:30').getByRole('button', { name: 'Add booking at 18:30' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add booking' });
    await dialog.getByLabel('Customer name').fill(walkIn);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(list).toHaveText([new RegExp(a), new RegExp(b), new RegExp(`${walkIn}.*Not sent yet`)]);

    await page.reload();
    // Still open after the reload, with the walk-in where it was.
    await expect(slotRow(page, '18:30').getByRole('button', { expanded: true })).toBeVisible();
    await expect(slotRow(page, '18:00').getByRole('button', { expanded: false })).toBeVisible();
    await expect(list).toHaveText([new RegExp(a), new RegExp(b), new RegExp(`${walkIn}.*Not sent yet`)]);

    await context.setOffline(false);
    await expect(waiting(page)).toHaveCount(0);
    await expect(page.getByText('Not sent yet')).toHaveCount(0);
    await expect(list).toHaveText([new RegExp(a), new RegExp(b), new RegExp(walkIn)]);
    await expect.poll(async () => (await s.booking(walkIn))?.bookingDateTime).toBe(s.at('18:30'));
  });

  test('the availability rules read their times as HH:mm', async ({ page }) => {
    await page.goto('/restaurants/brasseriet/availabilities');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Frokost hver dag', exact: true }) });
    await expect(row.getByRole('cell', { name: '07:00', exact: true })).toBeVisible();
    await expect(row.getByRole('cell', { name: '10:00', exact: true })).toBeVisible();
    await expect(row.getByText(/\d\d:\d\d:\d\d/)).toHaveCount(0);
  });
});
