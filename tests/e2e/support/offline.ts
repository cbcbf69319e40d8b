import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { ScheduleBooking, ScheduleGroup } from '../../../contract/bookings.ts';
import type { ApiCaller } from './api.ts';

/**
 * The host stand of brasseriet (restaurant 1) for the offline and exactly-once tests: each test books its own
 * guests on its own day (a `days.next()` day, which the seed leaves empty), so what the server holds is theirs alone.
 */

/** The axe scope of the sync indicator in the top bar (the button that opens the queue panel). */
export const SYNC_INDICATOR = 'button:has([data-testid="sync-status"])';
/** The axe scope of the queue panel (the only dialog open when it is). */
export const QUEUE_PANEL = '[role="dialog"]';

async function dayBookings(api: ApiCaller, day: string): Promise<ScheduleBooking[]> {
  const groups = await api.get<ScheduleGroup[]>(`restaurant/v2/1/bookings/mealTimes?date=${day}&source=staff`);
  return groups.flatMap((g) => g.timeslots.flatMap((s) => s.bookings));
}

/** The day's bookings of that name, as the server holds them. */
export async function named(api: ApiCaller, day: string, name: string): Promise<ScheduleBooking[]> {
  return (await dayBookings(api, day)).filter((b) => b.name === name);
}

/** The one booking of that name on the day (undefined when there is none). */
export async function booking(api: ApiCaller, day: string, name: string): Promise<ScheduleBooking | undefined> {
  return (await named(api, day, name))[0];
}

/** Whether the server has the slot ('HH:mm') of the day blocked. */
export async function slotBlocked(api: ApiCaller, day: string, time: string): Promise<boolean | undefined> {
  const groups = await api.get<ScheduleGroup[]>(`restaurant/v2/1/bookings/mealTimes?date=${day}&source=staff`);
  return groups.flatMap((g) => g.timeslots).find((s) => s.mealTime === `${day}T${time}:00`)?.isBlocked;
}

/** Books a guest at brasseriet through the API, as the phone or the web would. */
export async function addGuest(api: ApiCaller, day: string, time: string, name: string, seats = 2): Promise<void> {
  await api.send('POST', 'restaurant/v2/bookings/simple', {
    bookingDateTime: `${day}T${time}:00`,
    customerName: name,
    customerPhoneNumber: '',
    peopleCount: seats,
    restaurantId: 1,
    comment: '',
  });
}

export const slot = (page: Page, time: string): Locator => page.getByTestId(`slot-${time}`);
export const guest = (page: Page, name: string): Locator => page.getByRole('listitem', { name, exact: true });
export const arrived = (page: Page, name: string): Locator =>
  guest(page, name).getByRole('checkbox', { name: `Arrived: ${name}`, exact: true });
export const syncStatus = (page: Page): Locator => page.getByTestId('sync-status');
export const waiting = (page: Page): Locator => page.getByTestId('sync-waiting');
export const queuePanel = (page: Page): Locator => page.getByRole('dialog', { name: 'Changes waiting' });

/**
 * Opens brasseriet's schedule on the day and the slot's bookings (a fresh page shows every slot closed), in the
 * installed app (the service worker in control: see `openDay` in schedule.ts).
 */
export async function openSlot(page: Page, day: string, time: string): Promise<void> {
  await page.goto(`/restaurants/brasseriet?date=${day}`);
  await expandSlot(page, time);
  await expectServiceWorkerInControl(page);
}

/** Opens a slot's bookings on the schedule as it is now (closed, as after a load or a reload). */
export async function expandSlot(page: Page, time: string): Promise<void> {
  const toggle = slot(page, time).getByRole('button', { expanded: false });
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(slot(page, time).getByRole('button', { expanded: true })).toBeVisible();
}

/**
 * Waits until the service worker controls the page: from then on the shell loads with no network. The worker takes
 * control once it has precached every chunk (the console's, the Norwegian catalogue, ExcelJS); three
 * tablets installing at once on two busy cores took longer than the 10 s an assertion waits (chaos.spec.ts, a
 * clean-clone run of 2026-12-07), hence 30 s.
 */
export async function expectServiceWorkerInControl(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);
}

/**
 * A guest of its own on `day` at `time`, the slot open, then offline: the host ticks the guest arrived and the tap
 * waits in the outbox.
 */
export async function queueOfflineArrival(
  page: Page,
  context: BrowserContext,
  api: ApiCaller,
  day: string,
  time: string,
  name: string,
): Promise<void> {
  await addGuest(api, day, time, name);
  await openSlot(page, day, time);
  await context.setOffline(true);
  await expect(syncStatus(page)).toHaveText(/^offline/);
  await arrived(page, name).check();
  await expect(waiting(page)).toHaveText('1 waiting');
}
