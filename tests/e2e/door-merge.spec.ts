import type { Page } from '@playwright/test';
import { booking, guest, syncStatus, waiting } from './support/offline.ts';
import { bookingItem, scheduleDay } from './support/schedule.ts';
import { expect, openOnTablets, test } from './support/tablets.ts';

// Works offline: the service worker serves the console (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 28 at the door: Kari's tablet (`page`) goes offline and goes on working while Ola's (`otherTablet`), online,
// changes the same bookings. What each host did is sent as what it did (a table added, a comment set:
// docs/decisions/028-door-intents.md), so when Kari's comes back both hosts' changes stay; a real conflict (one table
// given to two parties of one slot) is shown on the tablet whose change lost, with what the other host did.

const tables = (page: Page, name: string) => guest(page, name).getByRole('group', { name: 'Tables' });
const addTable = (page: Page, name: string, table: string) =>
  guest(page, name).getByLabel(`Add table to ${name}`).selectOption(table);

test.describe('two tablets change one booking, one of them offline', () => {
  test('an offline table and an online table both stay; an offline comment and an online table both stay', async ({
    page,
    context,
    otherTablet,
    api,
    days,
    uid,
  }) => {
    const s = await scheduleDay(api, days);
    const [a, b] = [`Aasen ${uid}`, `Bakke ${uid}`];
    await s.book({ name: a, time: '18:00', seats: 2 });
    await s.book({ name: b, time: '18:00', seats: 2 });
    const ola = otherTablet.page;
    await openOnTablets([page, ola], s.day, '18:00');

    // Kari's tablet, offline: table 3 for Aasen, a comment for Bakke.
    await context.setOffline(true);
    await expect(syncStatus(page)).toContainText('offline');
    await addTable(page, a, '3');
    await bookingItem(page, b)
      .getByRole('button', { name: `Edit ${b}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit booking' });
    await dialog.getByLabel('Comment').fill('Allergi: nøtter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(waiting(page)).toHaveText('2 waiting');

    // Ola's, online, meanwhile: table 5 for Aasen, table 6 for Bakke.
    await addTable(ola, a, '5');
    await addTable(ola, b, '6');
    await expect.poll(async () => (await booking(api, s.day, b))?.tableNumbers).toEqual(['6']);

    // Kari's comes back: what it did is applied to the bookings as Ola left them.
    await context.setOffline(false);
    await expect(waiting(page)).toHaveCount(0);
    const server = async () => {
      const [ga, gb] = await Promise.all([booking(api, s.day, a), booking(api, s.day, b)]);
      return { a: [...(ga?.tableNumbers ?? [])].sort(), b: [gb?.tableNumbers, gb?.message] };
    };
    await expect.poll(server).toEqual({ a: ['3', '5'], b: [['6'], 'Allergi: nøtter'] });
    for (const tablet of [page, ola]) {
      for (const table of ['3', '5']) {
        await expect(tables(tablet, a).getByRole('button', { name: `Remove table ${table} from ${a}` })).toBeVisible();
      }
      await expect(tables(tablet, b).getByRole('button', { name: `Remove table 6 from ${b}` })).toBeVisible();
    }
  });

  test('one table given to two parties of one slot: the losing tablet undoes it and says what the other host did', async ({
    page,
    context,
    otherTablet,
    api,
    days,
    uid,
  }) => {
    const s = await scheduleDay(api, days);
    const [hansen, berg] = [`Hansen ${uid}`, `Berg ${uid}`];
    await s.book({ name: hansen, time: '18:30', seats: 2 });
    await s.book({ name: berg, time: '18:30', seats: 2 });
    const ola = otherTablet.page;
    await openOnTablets([page, ola], s.day, '18:30');

    await context.setOffline(true);
    await expect(syncStatus(page)).toContainText('offline');
    await addTable(page, berg, '7');
    await expect(tables(page, berg).getByRole('button', { name: `Remove table 7 from ${berg}` })).toBeVisible();

    await addTable(ola, hansen, '7');
    await expect.poll(async () => (await booking(api, s.day, hansen))?.tableNumbers).toEqual(['7']);

    await context.setOffline(false);
    const reason = new RegExp(`Table 7 was given to ${hansen} by Ola Hansen at \\d\\d:\\d\\d\\.`);
    // On Kari's tablet: undone on Berg's row, which says why; the queue keeps it with the same reason.
    await expect(tables(page, berg).getByRole('button', { name: `Remove table 7 from ${berg}` })).toHaveCount(0);
    await expect(bookingItem(page, berg).getByText(/^Not saved: /)).toHaveText(reason);
    await expect(waiting(page)).toHaveText('1 not saved');
    await page.getByTestId('sync-waiting').click();
    const entry = page
      .getByRole('dialog')
      .getByRole('listitem')
      .filter({ hasText: `Table 7 added: ${berg}` });
    await expect(entry.getByText(reason)).toBeVisible();
    // The server kept Ola's: Hansen has table 7, Berg none.
    expect((await booking(api, s.day, berg))?.tableNumbers).toEqual([]);
    expect((await booking(api, s.day, hansen))?.tableNumbers).toEqual(['7']);
  });
});
