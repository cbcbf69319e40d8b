import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  addGuest,
  arrived,
  booking,
  openSlot as openGuestSlot,
  queuePanel,
  syncStatus,
  waiting,
} from './support/offline.ts';
import { withOwnServer } from './support/own-server.ts';
import type { ApiCaller } from './support/api.ts';
import {
  addBooking,
  bookingItem,
  openDay,
  openSlot,
  scheduleDay,
  slotRow,
  type ScheduleDay,
} from './support/schedule.ts';

// Works offline: the service worker serves the console (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// Issue 13, the outbox at a busy door: a refusal is undone on screen at once, with its toast and its reason; the
// queue says what each change does. Each test has its own day (scheduleDay: Dinner 18:00 and 18:30, 6 seats each).

const TOGGLE = '**/api/restaurant/v2/booking/*/toggle-completion*';
const CREATE = '**/api/restaurant/v2/bookings/simple';
const BLOCK = '**/api/restaurant/v2/bookings/mealTimes/block?**';
const UNBLOCK = '**/api/restaurant/v2/bookings/mealTimes/unblock?**';
const REASON = 'Refused by the server for this test.';

/** The server refuses the next request to `url` (400 with its reason); later ones reach it. */
async function refuseNext(page: Page, url: string): Promise<void> {
  await page.route(
    url,
    (route: Route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: REASON }) }),
    { times: 1 },
  );
}

/** The queue panel's entry with this label (opened from the sync indicator). */
async function openQueue(page: Page) {
  await waiting(page).click();
  await expect(queuePanel(page)).toBeVisible();
  return queuePanel(page);
}
/** A day of its own with one guest at 18:00, shown with the 18:00 slot open. */
async function dayWithGuest(page: Page, api: ApiCaller, days: { next(): string }, name: string): Promise<ScheduleDay> {
  const s = await scheduleDay(api, days);
  await s.book({ name, time: '18:00', seats: 2 });
  await openDay(page, s.day);
  await openSlot(page, '18:00');
  return s;
}
const entry = (page: Page, label: string) => queuePanel(page).getByRole('listitem').filter({ hasText: label });
const seatsLeft = (page: Page, time: string) => slotRow(page, time).getByRole('cell').first();
/** The spec's toast is shown; the host closes it (so the next one is a new one). */
async function expectToast(page: Page, text: string): Promise<void> {
  const toast = page.getByText(text, { exact: true });
  await expect(toast).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(toast).toHaveCount(0);
}

test.describe('a refusal at the door is visible and undone', () => {
  test('a refused arrival is unticked at once, with its reason on the row (no second, vaguer toast); a reload keeps it unticked; Retry sends it once', async ({
    page,
    api,
    days,
    uid,
  }) => {
    const name = `Refused Arrival ${uid}`;
    const s = await dayWithGuest(page, api, days, name);
    await refuseNext(page, TOGGLE);

    await arrived(page, name).check();
    await expect(arrived(page, name)).not.toBeChecked();
    await expect(bookingItem(page, name).getByText(`Not saved: ${REASON}`)).toBeVisible();
    await expect(page.getByText('There was an error while updating visit.', { exact: true })).toHaveCount(0);
    await expect(waiting(page)).toHaveText('1 not saved');
    await expect(syncStatus(page)).toHaveText('online');

    // The truth survives a reload: still unticked, still in the queue with its reason.
    await page.reload();
    // The slot the host had open is still open after the reload (decision 018).
    await expect(slotRow(page, '18:00').getByRole('button', { expanded: true })).toBeVisible();
    await expect(arrived(page, name)).not.toBeChecked();
    const panel = await openQueue(page);
    await expect(
      panel.getByText('1 change was refused by the server and undone on screen: choose for each below.'),
    ).toBeVisible();
    await expect(panel.getByText('Online.', { exact: false })).toBeVisible();
    const refused = entry(page, `Arrived: ${name}`);
    await expect(refused.getByText(REASON)).toBeVisible();
    await expect(refused.getByRole('button', { name: 'Discard' })).toBeVisible();
    await expect.poll(async () => (await s.booking(name))?.visited).toBe(false);

    await refused.getByRole('button', { name: 'Retry' }).click();
    await expect(panel.getByText('All changes have reached the server.')).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(arrived(page, name)).toBeChecked();
    // Exactly once: a toggle sent twice would have undone the arrival.
    await expect.poll(() => s.booking(name)).toMatchObject({ visited: true, status: 'Completed' });
    await expect(waiting(page)).toHaveCount(0);
  });

  test('a refused walk-in leaves its slot and "seats left" at once, also after a reload; Discard, then Retry books once', async ({
    page,
    api,
    days,
    uid,
  }) => {
    const s = await scheduleDay(api, days);
    const [discarded, retried] = [`Refused Walk-in ${uid}`, `Retried Walk-in ${uid}`];
    await openDay(page, s.day);
    await expect(seatsLeft(page, '18:00')).toHaveText('6 stk');

    await refuseNext(page, CREATE);
    await addBooking(page, '18:00', { name: discarded, seats: '2' });
    await expectToast(page, 'There was an error adding booking');
    await expect(bookingItem(page, discarded)).toHaveCount(0);
    await expect(seatsLeft(page, '18:00')).toHaveText('6 stk');
    await page.reload();
    await expect(seatsLeft(page, '18:00')).toHaveText('6 stk');
    await expect(slotRow(page, '18:00').getByRole('button', { expanded: true })).toBeVisible();
    await expect(bookingItem(page, discarded)).toHaveCount(0);

    const panel = await openQueue(page);
    const refused = entry(page, `Walk-in 2 pers 18:00: ${discarded}`);
    await expect(refused.getByText(REASON)).toBeVisible();
    await refused.getByRole('button', { name: 'Discard' }).click();
    await expect(panel.getByText('All changes have reached the server.')).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).click();

    await refuseNext(page, CREATE);
    await addBooking(page, '18:00', { name: retried, seats: '2' });
    await expectToast(page, 'There was an error adding booking');
    await expect(bookingItem(page, retried)).toHaveCount(0);
    await expect(seatsLeft(page, '18:00')).toHaveText('6 stk');
    await openQueue(page);
    await entry(page, `Walk-in 2 pers 18:00: ${retried}`).getByRole('button', { name: 'Retry' }).click();
    await expect(panel.getByText('All changes have reached the server.')).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(bookingItem(page, retried)).toBeVisible();
    await expect(seatsLeft(page, '18:00')).toHaveText('4 stk');

    await expect
      .poll(async () =>
        (await s.groups()).flatMap((g) => g.timeslots.flatMap((t) => t.bookings)).filter((b) => b.name === retried),
      )
      .toHaveLength(1);
    await expect.poll(() => s.booking(discarded)).toBeUndefined();
  });

  test('a refused block is unblocked at once (and a refused unblock stays blocked), with the toast; Discard and Retry', async ({
    page,
    api,
    days,
  }) => {
    const s = await scheduleDay(api, days);
    await openDay(page, s.day);

    await refuseNext(page, BLOCK);
    await slotRow(page, '18:00').getByRole('button', { name: 'Block 18:00' }).click();
    await expectToast(page, 'There was an error blocking timeslot');
    await expect(slotRow(page, '18:00').getByRole('button', { name: 'Block 18:00' })).toBeVisible();
    await expect(slotRow(page, '18:00').getByText('Blocked')).toHaveCount(0);
    await page.reload();
    await expect(slotRow(page, '18:00').getByRole('button', { name: 'Block 18:00' })).toBeVisible();
    let panel = await openQueue(page);
    await expect(entry(page, 'Blocked 18:00').getByText(REASON)).toBeVisible();
    await entry(page, 'Blocked 18:00').getByRole('button', { name: 'Discard' }).click();
    await expect(panel.getByText('All changes have reached the server.')).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect.poll(async () => (await s.slot('18:00')).isBlocked).toBe(false);

    await refuseNext(page, BLOCK);
    await slotRow(page, '18:00').getByRole('button', { name: 'Block 18:00' }).click();
    await expect(slotRow(page, '18:00').getByRole('button', { name: 'Block 18:00' })).toBeVisible();
    panel = await openQueue(page);
    await entry(page, 'Blocked 18:00').getByRole('button', { name: 'Retry' }).click();
    await expect(panel.getByText('All changes have reached the server.')).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(slotRow(page, '18:00').getByText('Blocked')).toBeVisible();
    await expect.poll(async () => (await s.slot('18:00')).isBlocked).toBe(true);

    // Unblocking refused: it stays blocked, as the server holds it.
    await refuseNext(page, UNBLOCK);
    await slotRow(page, '18:00').getByRole('button', { name: 'Unblock 18:00' }).click();
    await expectToast(page, 'There was an error blocking timeslot');
    await expect(slotRow(page, '18:00').getByRole('button', { name: 'Unblock 18:00' })).toBeVisible();
    await openQueue(page);
    await expect(entry(page, 'Unblocked 18:00').getByText(REASON)).toBeVisible();
    await expect.poll(async () => (await s.slot('18:00')).isBlocked).toBe(true);
  });
});

test.describe('the queue says what each change does', () => {
  test('an un-arrival is "Not arrived", a table "Table 2 added", and taps that cancel out say so', async ({
    page,
    context,
    api,
    days,
    uid,
  }) => {
    const s = await scheduleDay(api, days);
    const [here, twice] = [`Was Here ${uid}`, `Tapped Twice ${uid}`];
    await s.arrive(await s.book({ name: here, time: '18:00', seats: 2 }));
    await s.book({ name: twice, time: '18:00', seats: 2 });
    await openDay(page, s.day);
    await openSlot(page, '18:00');
    await expect(arrived(page, here)).toBeChecked();
    await context.setOffline(true);
    await expect(syncStatus(page)).toHaveText(/^offline/);

    await arrived(page, here).uncheck();
    await bookingItem(page, here).getByLabel(`Add table to ${here}`).selectOption('2');
    await arrived(page, twice).check();
    await arrived(page, twice).uncheck();
    await bookingItem(page, twice).getByLabel(`Add table to ${twice}`).selectOption('3');
    await bookingItem(page, twice)
      .getByRole('button', { name: `Remove table 3 from ${twice}` })
      .click();
    await expect(waiting(page)).toHaveText('2 waiting');

    const panel = await openQueue(page);
    await expect(panel.getByRole('list', { name: 'Queued changes' }).getByRole('listitem')).toHaveText([
      new RegExp(`^Not arrived: ${here}`),
      new RegExp(`^Table 2 added: ${here}`),
    ]);
    const cancelled = panel.getByRole('region', { name: 'Cancelled out' });
    await expect(cancelled.getByText(`Arrived: ${twice} — tapped twice, nothing to send`)).toBeVisible();
    await expect(cancelled.getByText(`Table 3 added: ${twice} — changed back, nothing to send`)).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).click();

    await context.setOffline(false);
    await expect(waiting(page)).toHaveCount(0);
    await expect.poll(() => s.booking(here)).toMatchObject({ visited: false, tableNumbers: ['2'] });
    await expect.poll(() => s.booking(twice)).toMatchObject({ visited: false, tableNumbers: [] });
  });
});

test.describe('a change queued longer ago than the server keeps keys (decision 036)', () => {
  test('is held in the queue with what it was and when; Send as new sends it once, as a change made now', async ({
    page,
    context,
    api,
    days,
    uid,
  }) => {
    const [old, fresh] = [`Eight Days ${uid}`, `Just Now ${uid}`];
    const s = await scheduleDay(api, days);
    const oldBooking = await s.book({ name: old, time: '18:00', seats: 2 });
    await s.book({ name: fresh, time: '18:00', seats: 2 });
    await openDay(page, s.day);
    await openSlot(page, '18:00');
    await context.setOffline(true);
    await expect(syncStatus(page)).toHaveText(/^offline/);
    await arrived(page, old).check();
    await expect(waiting(page)).toHaveText('1 waiting');
    // The tablet was off for eight days after that tap (its entry's time set back in IndexedDB), then this one.
    await page.evaluate(
      (ago) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open('checkout-admin');
          open.onerror = () => reject(new Error(String(open.error)));
          open.onsuccess = () => {
            const store = open.result.transaction('outbox', 'readwrite').objectStore('outbox');
            const all = store.getAll();
            all.onsuccess = () => {
              for (const row of all.result as Array<{ createdAt: number }>) store.put({ ...row, createdAt: ago });
              store.transaction.oncomplete = () => resolve();
            };
          };
        }),
      Date.now() - 8 * 24 * 60 * 60_000,
    );
    // The next tap reads the outbox again, with that time.
    await arrived(page, fresh).check();
    await expect(waiting(page)).toHaveText('2 waiting');

    await context.setOffline(false);
    // The fresh tap goes; the old one is held (sent as it was, its first send might be stored twice).
    await expect.poll(() => s.booking(fresh)).toMatchObject({ visited: true });
    await expect(waiting(page)).toHaveText('1 waiting');
    await expect.poll(() => s.booking(old)).toMatchObject({ visited: false });
    const panel = await openQueue(page);
    await expect(entry(page, `Arrived: ${old}`)).toContainText('Held: too old to send as it was');
    await expect(entry(page, `Arrived: ${old}`)).toContainText(
      'Queued more than 7 days ago and not sent: the server may have it already.',
    );
    await expect(panel.getByRole('button', { name: 'Send now' })).toHaveCount(0);
    await entry(page, `Arrived: ${old}`).getByRole('button', { name: 'Send as new' }).click();
    await expect(panel.getByText('All changes have reached the server.')).toBeVisible();
    await expect.poll(() => s.booking(old)).toMatchObject({ visited: true, status: 'Completed' });
    // Sent as a change made now: the log keeps the time it was sent again, not eight days ago.
    await expect
      .poll(async () => {
        const history = await api.get<{ items: Array<{ doneAt: string | null }> }>(
          `history/bookings/${oldBooking.bookingId}`,
        );
        return Date.now() - Date.parse(history.items[0]?.doneAt ?? '1970-01-01');
      })
      .toBeLessThan(5 * 60_000);
  });
});

test.describe("can't reach the server", () => {
  test('Send now tries a waiting change at once, whatever its backoff', async ({ page, api, days, uid }) => {
    const name = `Send Now ${uid}`;
    const s = await dayWithGuest(page, api, days, name);
    // The server answers "not now" (500) until told otherwise: the change backs off, longer after each try.
    let failing = true;
    let tries = 0;
    await page.route(TOGGLE, (route) => {
      tries++;
      if (!failing) return route.continue();
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Not now."}' });
    });
    await arrived(page, name).check();
    await expect.poll(() => tries).toBeGreaterThan(0);
    const panel = await openQueue(page);
    const sendNow = panel.getByRole('button', { name: 'Send now' });
    // Each Send now is a try at once (the short first backoffs may add their own).
    while (tries < 5) {
      const before = tries;
      await sendNow.click();
      await expect.poll(() => tries, { timeout: 2_000 }).toBeGreaterThan(before);
    }
    await expect(entry(page, `Arrived: ${name}`)).toContainText(`tried ${tries}×`);
    // Its backoff is now 8 s or more; Send now does not wait for it.
    failing = false;
    await sendNow.click();
    await expect(panel.getByText('All changes have reached the server.')).toBeVisible({ timeout: 3_000 });
    await expect.poll(() => s.booking(name)).toMatchObject({ visited: true, status: 'Completed' });
  });

  test('says so while the server is down, and drains within seconds when it is back (the health probe)', async ({
    browser,
    uid,
  }) => {
    // A server of its own, stopped and started again on the same port and data dir, and a real sign-in.
    test.slow();
    await withOwnServer(browser, async ({ page, api, server, restart }) => {
      const day = new Date(Date.now() + 32 * 86_400_000).toISOString().slice(0, 10);
      const [a, b] = [`Server Down A ${uid}`, `Server Down B ${uid}`];
      await addGuest(api, day, '20:30', a);
      await addGuest(api, day, '20:30', b);
      await openGuestSlot(page, day, '20:30');
      await expect(syncStatus(page)).toHaveText('online');

      await server.stop();
      await arrived(page, a).check();
      await arrived(page, b).check();
      // The browser is online, but no server answers: the bar says so, not "online".
      await expect(syncStatus(page)).toHaveText("can't reach the server");
      await expect(waiting(page)).toHaveText('2 waiting');
      const panel = await openQueue(page);
      await expect(
        panel.getByText("Can't reach the server: changes are kept on this device", { exact: false }),
      ).toBeVisible();
      // Send now tries at once (and fails at once): each try doubles the backoff, now 8 s or more. (The first short
      // backoffs may add a try of their own between two clicks on a busy machine: each click must add one at once.)
      const sendNow = panel.getByRole('button', { name: 'Send now' });
      const triesOfA = async () =>
        Number(/tried (\d+)×/.exec((await entry(page, `Arrived: ${a}`).textContent()) ?? '')?.[1] ?? 0);
      for (let tried = await triesOfA(); tried < 5; tried = await triesOfA()) {
        await sendNow.click();
        await expect.poll(triesOfA, { timeout: 2_000 }).toBeGreaterThan(tried);
      }
      await panel.getByRole('button', { name: 'Close' }).click();

      await restart();
      // The probe asks every 3 s: drained well before the backoff (8 s and more) would have let it try.
      await expect(waiting(page)).toHaveCount(0, { timeout: 6_000 });
      await expect(syncStatus(page)).toHaveText('online');
      // Each toggle applied once (twice would have undone it).
      await expect.poll(() => booking(api, day, a)).toMatchObject({ visited: true, status: 'Completed' });
      await expect.poll(() => booking(api, day, b)).toMatchObject({ visited: true, status: 'Completed' });
    });
  });
});
