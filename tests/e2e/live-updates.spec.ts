import type { Page } from '@playwright/test';
import {
  addGuest,
  arrived,
  booking,
  expectServiceWorkerInControl,
  guest,
  named,
  openSlot as openGuestSlot,
  slotBlocked,
  syncStatus,
  waiting,
} from './support/offline.ts';
import { expectAccessible } from './support/axe.ts';
import { withOwnServer } from './support/own-server.ts';
import { addBooking, openDay, openSlot, scheduleDay, slotRow } from './support/schedule.ts';
import { countDayFetches, expect, liveStatus, openOnTablets, test } from './support/tablets.ts';

// Works offline: the service worker serves the console (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 14: two tablets at one door, Kari's (`page`) and Ola's (`otherTablet`), on the same restaurant day. What one
// does shows on the other without a refresh; after offline spells both end on the server's state, nothing lost or
// doubled. Each test has its own day (scheduleDay: Dinner 18:00 and 18:30, 6 seats each).

const tables = (page: Page, name: string) => guest(page, name).getByRole('group', { name: 'Tables' });

test.describe('live updates between tablets', () => {
  test('an arrival, a table, a walk-in and a block made on one tablet show on the other, which fetches nothing', async ({
    page,
    context,
    otherTablet,
    api,
    days,
    uid,
  }) => {
    const s = await scheduleDay(api, days);
    const name = `Live Guest ${uid}`;
    const walkIn = `Live Walk-in ${uid}`;
    await s.book({ name, time: '18:00', seats: 2 });
    const ola = otherTablet.page;
    await openOnTablets([page, ola], s.day, '18:00', '18:30');
    await expectAccessible(page);
    // From here on Kari's tablet learns of changes only through the live stream: it fetches no day.
    const fetches = countDayFetches(page);

    await arrived(ola, name).check();
    // The row flashes: someone else changed it, and says who.
    await expect(guest(page, name)).toHaveAttribute('data-changed', 'true');
    await expect(guest(page, name).getByText('Changed by Ola Hansen')).toBeVisible();
    await expect(arrived(page, name)).toBeChecked();

    await guest(ola, name).getByLabel(`Add table to ${name}`).selectOption('6');
    await expect(tables(page, name).getByRole('button', { name: `Remove table 6 from ${name}` })).toBeVisible();

    await addBooking(ola, '18:30', { name: walkIn, seats: '2' });
    await expect(guest(page, walkIn)).toBeVisible();
    await expect(slotRow(page, '18:30').locator('td').first()).toHaveText('4 stk');

    await slotRow(ola, '18:00').getByRole('button', { name: 'Block 18:00' }).click();
    await expect(slotRow(page, '18:00')).toHaveAttribute('data-changed', 'true');
    await expect(slotRow(page, '18:00').getByRole('button', { name: 'Unblock 18:00' })).toBeVisible();

    // Ola's changes came to Kari's tablet through the live stream alone.
    expect(fetches()).toBe(0);

    // ...and went into the offline mirror at once: a reload with no network shows them.
    await expectServiceWorkerInControl(page);
    await context.setOffline(true);
    await page.reload();
    await expect(tables(page, name).getByRole('button', { name: `Remove table 6 from ${name}` })).toBeVisible();
    await expect(guest(page, walkIn)).toBeVisible();
    await expect(slotRow(page, '18:00').getByRole('button', { name: 'Unblock 18:00' })).toBeVisible();
    await context.setOffline(false);
    await expect(liveStatus(page)).toHaveText('live');

    // And the other way: Kari unticks the arrival, Ola sees it.
    await arrived(page, name).uncheck();
    await expect(arrived(ola, name)).not.toBeChecked();

    // What the server holds is what both show.
    await expect.poll(async () => (await s.booking(name))?.tableNumbers).toEqual(['6']);
    await expect.poll(async () => (await s.booking(name))?.visited).toBe(false);
    await expect.poll(async () => (await named(api, s.day, walkIn)).length).toBe(1);
    await expect.poll(() => slotBlocked(api, s.day, '18:00')).toBe(true);
    // Each tablet shows the walk-in once.
    await expect(guest(page, walkIn)).toHaveCount(1);
    await expect(guest(ola, walkIn)).toHaveCount(1);
  });

  test('a booking made elsewhere at a time no slot holds shows in a slot of its own, as the server has it, not in another slot', async ({
    page,
    api,
    days,
    uid,
  }) => {
    const s = await scheduleDay(api, days);
    const name = `Quarter Past ${uid}`;
    await openDay(page, s.day);
    await openSlot(page, '18:30');
    await expect(liveStatus(page)).toHaveText('live');
    await expect(slotRow(page, '19:00')).toHaveCount(0);

    await s.book({ name, time: '19:15', seats: 2 });
    // The server puts it in a 19:00 slot of its own (seat limit 0); the tablet fetches the day to show it so.
    await expect(slotRow(page, '19:00')).toBeVisible();
    await openSlot(page, '19:00');
    const bookingsAt = (time: string) => page.getByRole('list', { name: `Bookings at ${time}`, exact: true });
    await expect(bookingsAt('19:00').getByRole('listitem', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('listitem', { name, exact: true })).toHaveCount(1);
  });

  test('after offline spells on both tablets, both show the server state, and no change is lost or applied twice', async ({
    page,
    context,
    otherTablet,
    api,
    days,
    uid,
  }) => {
    const s = await scheduleDay(api, days);
    const [a, b, c] = ['Ahlberg', 'Berge', 'Carlsen'].map((n) => `${n} ${uid}`) as [string, string, string];
    const walkIn = `Offline Walk-in ${uid}`;
    for (const n of [a, b, c]) await addGuest(api, s.day, '18:00', n, 1);
    const ola = otherTablet.page;
    await openOnTablets([page, ola], s.day, '18:00');

    // Kari's tablet loses the network and goes on working: three changes wait in its outbox.
    await context.setOffline(true);
    await expect(syncStatus(page)).toContainText('offline');
    await expect(liveStatus(page)).toHaveCount(0);
    await arrived(page, a).check();
    await guest(page, b).getByLabel(`Add table to ${b}`).selectOption('4');
    await addBooking(page, '18:00', { name: walkIn, seats: '1' });
    await expect(waiting(page)).toHaveText('3 waiting');

    // Meanwhile Ola's tablet, online, changes the same day, the same guest too.
    await arrived(ola, c).check();
    await guest(ola, a).getByLabel(`Add table to ${a}`).selectOption('5');
    await slotRow(ola, '18:30').getByRole('button', { name: 'Block 18:30' }).click();
    await expect.poll(() => slotBlocked(api, s.day, '18:30')).toBe(true);
    await expect.poll(async () => (await booking(api, s.day, a))?.tableNumbers).toEqual(['5']);

    // Then Ola's loses it too, with nothing to send: it misses what Kari's sends when it comes back.
    await otherTablet.context.setOffline(true);
    await expect(syncStatus(ola)).toContainText('offline');
    await context.setOffline(false);
    await expect(waiting(page)).toHaveCount(0);
    // Kari's shows its own changes and Ola's (a refetch on reconnecting), without a refresh.
    await expect(arrived(page, c)).toBeChecked();
    await expect(tables(page, a).getByRole('button', { name: `Remove table 5 from ${a}` })).toBeVisible();
    await expect(slotRow(page, '18:30').getByRole('button', { name: 'Unblock 18:30' })).toBeVisible();
    await expect(liveStatus(page)).toHaveText('live');

    // Ola's comes back and catches up by itself.
    await otherTablet.context.setOffline(false);
    await expect(liveStatus(ola)).toHaveText('live');
    await expect(arrived(ola, a)).toBeChecked();
    await expect(tables(ola, b).getByRole('button', { name: `Remove table 4 from ${b}` })).toBeVisible();
    await expect(guest(ola, walkIn)).toHaveCount(1);

    // The server holds every change once: an arrival sent twice would be undone, a walk-in sent twice doubled.
    const server = async () => {
      const [ga, gb, gc] = await Promise.all([a, b, c].map((n) => booking(api, s.day, n)));
      return {
        a: [ga?.visited, ga?.tableNumbers],
        b: [gb?.visited, gb?.tableNumbers],
        c: [gc?.visited, gc?.tableNumbers],
        walkIns: (await named(api, s.day, walkIn)).length,
      };
    };
    await expect.poll(server).toEqual({ a: [true, ['5']], b: [false, ['4']], c: [true, []], walkIns: 1 });
    // Both tablets show exactly that.
    for (const tablet of [page, ola]) {
      await expect(arrived(tablet, a)).toBeChecked();
      await expect(arrived(tablet, b)).not.toBeChecked();
      await expect(arrived(tablet, c)).toBeChecked();
      await expect(tables(tablet, a).getByRole('button', { name: /^Remove table / })).toHaveCount(1);
      await expect(tables(tablet, a).getByRole('button', { name: `Remove table 5 from ${a}` })).toBeVisible();
      await expect(guest(tablet, walkIn)).toHaveCount(1);
    }
  });

  test('a server restart: the live updates reconnect by themselves and catch up on what changed meanwhile', async ({
    browser,
    uid,
  }) => {
    test.slow();
    await withOwnServer(browser, async ({ page, api, server, restart }) => {
      const day = new Date(Date.now() + 34 * 86_400_000).toISOString().slice(0, 10);
      const name = `Restart Guest ${uid}`;
      await addGuest(api, day, '20:30', name);
      await openGuestSlot(page, day, '20:30');
      await expect(liveStatus(page)).toHaveText('live');

      await server.stop();
      await expect(liveStatus(page)).toHaveText('live: reconnecting…');
      await restart();
      // Marked arrived at the front desk while this tablet was not connected.
      await api.send('POST', `restaurant/v2/booking/${(await booking(api, day, name))!.bookingId}/toggle-completion`);
      await expect(liveStatus(page)).toHaveText('live', { timeout: 30_000 });
      await expect(arrived(page, name)).toBeChecked();
    });
  });
});
