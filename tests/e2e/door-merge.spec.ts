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

/** Opens the booking's Edit dialog on a tablet. */
async function openEdit(tablet: Page, name: string) {
  await bookingItem(tablet, name)
    .getByRole('button', { name: `Edit ${name}` })
    .click();
  const dialog = tablet.getByRole('dialog', { name: 'Edit booking' });
  await expect(dialog).toBeVisible();
  return dialog;
}

// Issue 41: two hosts on one evening never lose a change without being told, nor wait on what they cannot see.
test.describe('two hosts change the same fields', () => {
  test("the edit dialog sends only what its host changed: the other host's seats stay, and a comment both changed is shown before the save", async ({
    page,
    otherTablet,
    api,
    days,
    uid,
  }) => {
    const s = await scheduleDay(api, days);
    const berg = `Berg ${uid}`;
    await s.book({ name: berg, time: '18:00', seats: 5, comment: 'Barnestol' });
    const ola = otherTablet.page;
    await openOnTablets([page, ola], s.day, '18:00');

    // Kari opens Edit; Ola, meanwhile, changes the seats and the comment and saves.
    const kari = await openEdit(page, berg);
    await expect(kari.getByLabel('Seats')).toHaveValue('5');
    const olas = await openEdit(ola, berg);
    await olas.getByLabel('Seats').fill('6');
    await olas.getByLabel('Comment').fill('Bursdag');
    await olas.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => s.booking(berg)).toMatchObject({ bookedSeats: 6, message: 'Bursdag' });

    // Kari's dialog shows it at once, and the fields she has not touched follow it.
    const notice = kari.getByRole('status').filter({ hasText: 'changed this booking while you had it open' });
    await expect(notice).toContainText('Ola Hansen changed this booking while you had it open:');
    await expect(notice).toContainText('Seats: 5 → 6');
    await expect(notice).toContainText('Comment: Barnestol → Bursdag');
    await expect(kari.getByLabel('Seats')).toHaveValue('6');
    await expect(kari.getByLabel('Comment')).toHaveValue('Bursdag');
    // She types her own comment: the clash is said before she saves, with the choice to take his.
    await kari.getByLabel('Comment').fill('Allergi');
    await expect(notice).toContainText('You changed it too, to Allergi: saving keeps yours.');
    await notice.getByRole('button', { name: 'Use theirs' }).click();
    await expect(kari.getByLabel('Comment')).toHaveValue('Bursdag');
    await kari.getByLabel('Comment').fill('Allergi');
    await kari.getByRole('button', { name: 'Save' }).click();
    await expect(kari).toHaveCount(0);
    // Seats stay Ola's 6; the comment is Kari's, as she chose seeing his.
    await expect.poll(() => s.booking(berg)).toMatchObject({ bookedSeats: 6, message: 'Allergi' });
    await expect(bookingItem(ola, berg)).toContainText('6 stk');
    const id = (await s.booking(berg))!.bookingId;
    await expect
      .poll(
        async () =>
          (
            await api.get<{ items: Array<{ userName: string; changes: Array<{ field: string }> }> }>(
              `history/bookings/${id}`,
            )
          ).items[0],
      )
      .toMatchObject({ userName: 'Kari Nordmann', changes: [{ field: 'message' }] });
  });

  test('a comment set online on one tablet and offline on the other: the later sync is refused, said with who set it, and Keep mine sends it', async ({
    page,
    context,
    otherTablet,
    api,
    days,
    uid,
  }) => {
    const s = await scheduleDay(api, days);
    const dahl = `Dahl ${uid}`;
    await s.book({ name: dahl, time: '18:30', seats: 2, comment: 'Barnestol' });
    const ola = otherTablet.page;
    await openOnTablets([page, ola], s.day, '18:30');

    await context.setOffline(true);
    await expect(syncStatus(page)).toContainText('offline');
    const kari = await openEdit(page, dahl);
    await kari.getByLabel('Comment').fill('Allergi');
    await kari.getByRole('button', { name: 'Save' }).click();
    await expect(waiting(page)).toHaveText('1 waiting');

    const olas = await openEdit(ola, dahl);
    await olas.getByLabel('Comment').fill('Bursdag');
    await olas.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await s.booking(dahl))?.message).toBe('Bursdag');

    await context.setOffline(false);
    const said = /^Not saved: Ola Hansen changed the comment to "Bursdag" at \d\d:\d\d\.$/;
    await expect(bookingItem(page, dahl).getByText(/^Not saved: /)).toHaveText(said);
    await expect(page.getByText('There was an error while updating visit.', { exact: true })).toHaveCount(0);
    // The queue panel says the same, with the same choice.
    await page.getByTestId('sync-waiting').click();
    const entry = page
      .getByRole('dialog')
      .getByRole('listitem')
      .filter({ hasText: `Edited: ${dahl}` });
    await expect(entry).toContainText('Ola Hansen changed the comment to "Bursdag"');
    await expect(entry.getByRole('button', { name: 'Use theirs' })).toBeVisible();
    await entry.getByRole('button', { name: 'Keep mine' }).click();
    await expect(page.getByRole('dialog').getByText('All changes have reached the server.')).toBeVisible();
    await expect.poll(async () => (await s.booking(dahl))?.message).toBe('Allergi');
    await expect(bookingItem(page, dahl).getByText(/^Not saved: /)).toHaveCount(0);
  });

  test("a refused table does not hold back the arrival tapped after it, which is stored at the tap's time", async ({
    page,
    otherTablet,
    api,
    days,
    uid,
  }) => {
    const s = await scheduleDay(api, days);
    const [aas, bakke] = [`Aas ${uid}`, `Bakke ${uid}`];
    const aasBooked = await s.book({ name: aas, time: '18:00', seats: 2 });
    await s.book({ name: bakke, time: '18:00', seats: 2 });
    const ola = otherTablet.page;
    // Ola's tablet syncs 70 s after its taps: its clock runs 70 s behind the server's, so a tap there at its "now" is
    // a tap 70 s before the server hears of it.
    await otherTablet.context.clock.install({ time: Date.now() - 70_000 });
    await openOnTablets([page, ola], s.day, '18:00');

    await otherTablet.context.setOffline(true);
    await expect(syncStatus(ola)).toContainText('offline');
    await addTable(ola, aas, '3');
    await guest(ola, aas).getByRole('checkbox', { name: 'Arrived' }).check();
    const tapped = Date.now() - 70_000;
    await expect(waiting(ola)).toHaveText('2 waiting');
    // Kari, online, gives table 3 to another party of the slot first.
    await addTable(page, bakke, '3');
    await expect.poll(async () => (await s.booking(bakke))?.tableNumbers).toEqual(['3']);

    await otherTablet.context.setOffline(false);
    // The table is refused, and said on the row; the arrival after it goes without anyone pressing Discard.
    await expect(bookingItem(ola, aas).getByText(/^Not saved: Table 3 was given to /)).toBeVisible();
    await expect.poll(() => s.booking(aas)).toMatchObject({ visited: true, status: 'Completed', tableNumbers: [] });
    await expect(waiting(ola)).toHaveText('1 not saved');
    await expect(guest(page, aas).getByRole('checkbox', { name: 'Arrived' })).toBeChecked();
    // Stored at the time of the tap on the tablet, not when it reached the server.
    const arrivedAt = async () => {
      const listed = await api.get<{ items: Array<{ id: number; arrivedAt: string | null }> }>(
        `restaurant/v2/brasseriet/bookings/search?searchQuery=${encodeURIComponent(aas)}`,
      );
      return Date.parse(listed.items.find((b) => b.id === aasBooked.bookingId)?.arrivedAt ?? '');
    };
    await expect.poll(async () => Math.abs((await arrivedAt()) - tapped)).toBeLessThan(10_000);
  });
});
