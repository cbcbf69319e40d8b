import dayjs from 'dayjs';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleBooking, ScheduleGroup } from '../../contract/bookings.ts';
import { eventually, type ApiCaller } from './support/api.ts';
import type { RunningServer } from './support/server.ts';
import { startSession, type Session } from './support/session.ts';

// Today's brasseriet dinner, at 20:30 where the seed puts no bookings: our own guests, so counts are exact.
const TODAY = dayjs().format('YYYY-MM-DD');
const AT = `${TODAY}T20:30:00`;

let server: RunningServer;
let session: Session;
let context: BrowserContext;
let page: Page;
let api: ApiCaller;

async function bookings(): Promise<ScheduleBooking[]> {
  const groups = await api.get<ScheduleGroup[]>(`restaurant/v2/1/bookings/mealTimes?date=${TODAY}&source=staff`);
  return groups.flatMap((g) => g.timeslots.flatMap((s) => s.bookings));
}
async function named(name: string): Promise<ScheduleBooking[]> {
  return (await bookings()).filter((b) => b.name === name);
}
async function slotBlocked(mealTime: string): Promise<boolean | undefined> {
  const groups = await api.get<ScheduleGroup[]>(`restaurant/v2/1/bookings/mealTimes?date=${TODAY}&source=staff`);
  return groups.flatMap((g) => g.timeslots).find((s) => s.mealTime === mealTime)?.isBlocked;
}
async function addGuest(name: string, seats = 2) {
  await api.send('POST', 'restaurant/v2/bookings/simple', {
    bookingDateTime: AT,
    customerName: name,
    customerPhoneNumber: '',
    peopleCount: seats,
    restaurantId: 1,
    comment: '',
  });
}
const row = (p: Page, time: string): Locator => p.getByTestId(`slot-${time}`);
const item = (p: Page, name: string): Locator => p.getByRole('listitem', { name, exact: true });
const waiting = (p: Page) => p.getByTestId('sync-waiting');

async function openSchedule(p: Page) {
  await p.goto('/restaurants/brasseriet');
  await row(p, '20:30').waitFor();
  const toggle = row(p, '20:30').getByRole('button', { expanded: false });
  if (await toggle.count()) await toggle.first().click();
}

beforeAll(async () => {
  session = await startSession();
  ({ server, context, page, api } = session);
  for (const name of ['Offline A', 'Offline B', 'Lost Answer', 'Tab One', 'Tab Two', 'Refused Guest', 'Expired Guest']) await addGuest(name);
  // The service worker has taken control: the shell can start with no network.
  await eventually(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)));
});

afterAll(async () => {
  await session?.stop();
});

describe('offline at the door', () => {
  it('is installable: manifest, icons, a service worker controlling the page', async () => {
    const manifestHref = await page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel=manifest]')?.href);
    expect(manifestHref).toBeTruthy();
    const manifest = (await (await fetch(manifestHref!)).json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({ name: 'Checkout Admin', display: 'standalone', start_url: '/' });
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.theme_color).toMatch(/^#/);
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.purpose !== 'maskable');
      expect(icon?.type).toBe('image/png');
      const response = await fetch(new URL(icon!.src, server.url));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('image/png');
    }
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state)).toBe('activated');
  });

  it('keeps working offline, survives a reload offline, and sends every change exactly once', async () => {
    await openSchedule(page);
    await context.setOffline(true);
    await page.getByTestId('sync-status').filter({ hasText: /^offline/ }).waitFor();

    await item(page, 'Offline A').getByRole('checkbox', { name: 'Arrived: Offline A' }).check();
    await item(page, 'Offline B').getByRole('checkbox', { name: 'Arrived: Offline B' }).check();
    await item(page, 'Offline A').getByLabel('Add table to Offline A').selectOption('2');
    await row(page, '20:30').getByRole('button', { name: 'Add booking at 20:30' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add booking' });
    await dialog.getByLabel('Customer name').fill('Walk In');
    await dialog.getByLabel('Comment').press('Enter');
    await item(page, 'Walk In').getByRole('checkbox', { name: 'Arrived: Walk In' }).check();
    await row(page, '20:00').getByRole('button', { name: 'Block 20:00' }).click();

    // Shown at once, offline, with markers; six changes wait.
    expect(await item(page, 'Offline A').getByRole('checkbox', { name: 'Arrived: Offline A' }).isChecked()).toBe(true);
    expect(await item(page, 'Walk In').getByText('Not sent yet').isVisible()).toBe(true);
    await row(page, '20:00').getByText('Blocked').waitFor();
    await expect.poll(() => waiting(page).textContent()).toBe('6 waiting');
    expect((await named('Offline A'))[0]?.visited).toBe(false);

    // Reload with no network: the shell, the data and the queue come back.
    await page.reload();
    await row(page, '20:30').waitFor({ timeout: 30_000 });
    await row(page, '20:30').getByRole('button', { expanded: false }).click();
    expect(await item(page, 'Offline A').getByRole('checkbox', { name: 'Arrived: Offline A' }).isChecked()).toBe(true);
    expect(await item(page, 'Offline A').getByText('Table 2').isVisible()).toBe(true);
    expect(await item(page, 'Walk In').getByRole('checkbox', { name: 'Arrived: Walk In' }).isChecked()).toBe(true);
    await expect.poll(() => waiting(page).textContent()).toBe('6 waiting');
    expect(await page.getByTestId('sync-status').textContent()).toMatch(/^offline · data from \d\d:\d\d$/);

    await context.setOffline(false);
    await waiting(page).waitFor({ state: 'detached', timeout: 60_000 });
    expect((await named('Offline A'))[0]).toMatchObject({ visited: true, status: 'Completed', tableNumbers: ['2'] });
    expect((await named('Offline B'))[0]).toMatchObject({ visited: true });
    const walkIns = await named('Walk In');
    expect(walkIns).toHaveLength(1);
    expect(walkIns[0]).toMatchObject({ visited: true, bookedSeats: 2, createdBy: 'Kari Nordmann' });
    expect(await slotBlocked(`${TODAY}T20:00:00`)).toBe(true);
    // The screen now shows the server's ids and no markers.
    expect(await item(page, 'Walk In').getByText('Not sent yet').count()).toBe(0);
  });

  it('replays a toggle whose answer was lost without toggling twice', async () => {
    let dropped = 0;
    await page.route('**/api/restaurant/v2/booking/*/toggle-completion', async (route) => {
      if (dropped === 0) {
        dropped++;
        await route.fetch(); // the server commits it...
        await route.abort('connectionreset'); // ...and the answer never arrives.
        return;
      }
      await route.continue();
    });
    await item(page, 'Lost Answer').getByRole('checkbox', { name: 'Arrived: Lost Answer' }).check();
    await waiting(page).waitFor({ state: 'detached', timeout: 60_000 });
    expect(dropped).toBe(1);
    expect((await named('Lost Answer'))[0]?.visited).toBe(true);
    await page.unroute('**/api/restaurant/v2/booking/*/toggle-completion');
  });

  it('two tabs offline at once: both tabs’ changes are sent once', async () => {
    const second = await context.newPage();
    await openSchedule(second);
    await context.setOffline(true);
    await item(page, 'Tab One').getByRole('checkbox', { name: 'Arrived: Tab One' }).check();
    await item(second, 'Tab Two').getByRole('checkbox', { name: 'Arrived: Tab Two' }).check();
    await expect.poll(() => waiting(second).textContent()).toBe('2 waiting');
    await context.setOffline(false);
    await waiting(page).waitFor({ state: 'detached', timeout: 60_000 });
    await waiting(second).waitFor({ state: 'detached', timeout: 60_000 });
    expect((await named('Tab One'))[0]?.visited).toBe(true);
    expect((await named('Tab Two'))[0]?.visited).toBe(true);
    await second.close();
  });

  it('shows a change the server refused, with its reason, and rolls it back on Discard', async () => {
    await openSchedule(page);
    await context.setOffline(true);
    await item(page, 'Refused Guest').getByRole('checkbox', { name: 'Arrived: Refused Guest' }).check();
    // Meanwhile the booking is cancelled elsewhere.
    const refused = (await named('Refused Guest'))[0]!;
    await api.send('POST', `restaurant/v2/booking/${refused.bookingId}/cancel`);
    await context.setOffline(false);

    await page.getByText('There was an error while updating visit.').waitFor({ timeout: 30_000 });
    await item(page, 'Refused Guest').getByText('Not saved').waitFor();
    await waiting(page).click();
    const panel = page.getByRole('dialog', { name: 'Changes waiting' });
    const entry = panel.getByRole('listitem').filter({ hasText: 'Arrived: Refused Guest' });
    await entry.getByText('The booking is cancelled: arrival cannot change.').waitFor();
    await entry.getByRole('button', { name: 'Discard' }).click();
    await panel.getByText('All changes have reached the server.').waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();

    await expect.poll(() => item(page, 'Refused Guest').getByRole('checkbox', { name: 'Arrived: Refused Guest' }).isChecked()).toBe(false);
    await item(page, 'Refused Guest').getByText('Cancelled').waitFor();
    expect((await named('Refused Guest'))[0]).toMatchObject({ visited: false, status: 'Cancelled' });
  });

  it('pauses when sign-in has expired (the API answers 401): no reload, nothing lost, sent once after signing in again', async () => {
    await openSchedule(page);
    await context.setOffline(true);
    await item(page, 'Expired Guest').getByRole('checkbox', { name: 'Arrived: Expired Guest' }).check();
    await expect.poll(() => waiting(page).textContent()).toBe('1 waiting');
    // Sign-in expires meanwhile: the API refuses the token the console still holds (as it does a token past its
    // expiry), until the host signs in again.
    let expired = true;
    await page.route('**/api/restaurant/v2/booking/*/toggle-completion', (route) =>
      expired ? route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Token expired."}' }) : route.continue(),
    );
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'not reloaded'));
    await context.setOffline(false);

    await page.getByTestId('sync-status').filter({ hasText: 'sign-in needed' }).waitFor({ timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('not reloaded');
    expect(await waiting(page).textContent()).toBe('1 waiting');
    expect((await named('Expired Guest'))[0]?.visited).toBe(false);

    await waiting(page).click();
    const panel = page.getByRole('dialog', { name: 'Changes waiting' });
    const popupPromise = page.waitForEvent('popup');
    expired = false;
    await panel.getByRole('button', { name: 'Sign in' }).click();
    // The provider still knows the host here, so the popup signs in by itself and closes.
    const popup = await popupPromise;
    await panel.getByText('All changes have reached the server.').waitFor({ timeout: 60_000 });
    await expect.poll(() => popup.isClosed()).toBe(true);
    await panel.getByRole('button', { name: 'Close' }).click();
    expect(await page.getByTestId('sync-status').textContent()).toBe('online');
    expect((await named('Expired Guest'))[0]).toMatchObject({ visited: true, status: 'Completed' });
    await page.unroute('**/api/restaurant/v2/booking/*/toggle-completion');
  });

  it('other screens stay readable offline and say saving needs a connection', async () => {
    await page.goto('/restaurants/brasseriet/availabilities');
    await page.getByRole('table').waitFor();
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('table').waitFor({ timeout: 30_000 });
    await page.getByText('Saving needs a connection').first().waitFor();
    await context.setOffline(false);
  });
});
