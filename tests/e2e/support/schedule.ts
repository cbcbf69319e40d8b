import type { Locator, Page } from '@playwright/test';
import dayjs from 'dayjs';
import type { ScheduleBooking, ScheduleGroup } from '../../../contract/bookings.ts';
import type { ApiCaller } from './api.ts';
import { addDinnerRule } from './rules.ts';
import { expect } from './fixtures.ts';
import { expectServiceWorkerInControl } from './offline.ts';

/** Brasseriet, the seeded restaurant the schedule tests use. */
export const RESTAURANT_ID = 1;
export const SCHEDULE_PATH = '/restaurants/brasseriet';

/** A 'YYYY-MM-DD' day as the booking screens type and show it (spec section 9: DD.MM.YYYY). */
export const bookingDate = (day: string) => dayjs(day).format('DD.MM.YYYY');

/**
 * A test's own schedule: a day nobody else uses (and the day after it, which `days.next()` leaves free too), with
 * a Dinner rule that wins on both: 18:00 and 18:30, 4 web + 2 manual = 6 seats each for staff.
 */
export interface ScheduleDay {
  day: string;
  nextDay: string;
  /** `YYYY-MM-DDTHH:mm:00` of a time on the day (or on `date`). */
  at(time: string, date?: string): string;
  /** The day as the server holds it, the way the schedule asks for it (staff seats). */
  groups(date?: string): Promise<ScheduleGroup[]>;
  /** A meal group of the day (or of `date`); throws when the day has none of that name. */
  group(name: string, date?: string): Promise<ScheduleGroup>;
  slot(time: string, date?: string): Promise<ScheduleGroup['timeslots'][number]>;
  /** The booking with this name on the day (or on `date`), if any. */
  booking(name: string, date?: string): Promise<ScheduleBooking | undefined>;
  /** Books through the API (as the console does: overbooking allowed) and returns the booking. */
  book(fields: {
    name: string;
    time: string;
    seats: number;
    date?: string;
    phone?: string;
    comment?: string;
  }): Promise<ScheduleBooking>;
  arrive(booking: ScheduleBooking): Promise<void>;
  cancel(booking: ScheduleBooking): Promise<void>;
  block(time: string, date?: string): Promise<void>;
}

export async function scheduleDay(
  api: ApiCaller,
  days: { next(): string },
  /** Another Dinner than the usual (e.g. more slots, up to `timeTo`, or more seats). */
  rule: { timeTo?: string; webSeats?: number; manualSeats?: number } = {},
): Promise<ScheduleDay> {
  const day = days.next();
  const nextDay = dayjs(day).add(1, 'day').format('YYYY-MM-DD');
  await addDinnerRule(api, {
    description: `e2e dinner ${day}`,
    dates: [day, nextDay],
    timeFrom: '18:00:00',
    timeTo: '19:00:00',
    webSeats: 4,
    manualSeats: 2,
    priority: 50,
    ...rule,
  });

  const at = (time: string, date = day) => `${date}T${time}:00`;
  const groups = (date = day) =>
    api.get<ScheduleGroup[]>(`restaurant/v2/${RESTAURANT_ID}/bookings/mealTimes?date=${date}&source=staff`);
  return {
    day,
    nextDay,
    at,
    groups,
    async group(name, date = day) {
      const group = (await groups(date)).find((g) => g.name === name);
      if (!group) throw new Error(`no ${name} on ${date}`);
      return group;
    },
    async slot(time, date = day) {
      const slot = (await groups(date)).flatMap((g) => g.timeslots).find((s) => s.mealTime === at(time, date));
      if (!slot) throw new Error(`no slot ${at(time, date)}`);
      return slot;
    },
    async booking(name, date = day) {
      return (await groups(date)).flatMap((g) => g.timeslots.flatMap((s) => s.bookings)).find((b) => b.name === name);
    },
    book: ({ name, time, seats, date = day, phone = '', comment = '' }) =>
      api.send<ScheduleBooking>('POST', 'restaurant/v2/bookings/simple', {
        bookingDateTime: at(time, date),
        customerName: name,
        customerPhoneNumber: phone,
        peopleCount: seats,
        restaurantId: RESTAURANT_ID,
        comment,
      }),
    async arrive(booking) {
      await api.send('POST', `restaurant/v2/booking/${booking.bookingId}/toggle-completion`);
    },
    async cancel(booking) {
      await api.send('POST', `restaurant/v2/booking/${booking.bookingId}/cancel`);
    },
    async block(time, date = day) {
      await api.send(
        'POST',
        `restaurant/v2/bookings/mealTimes/block?restaurantId=${RESTAURANT_ID}&mealTime=${at(time, date)}`,
      );
    },
  };
}

/** A timeslot's row in the Timeslots view, by its time (HH:mm). */
export const slotRow = (page: Page, time: string): Locator => page.getByTestId(`slot-${time}`);

/** A booking of an open slot, by its exact name. */
export const bookingItem = (page: Page, name: string): Locator => page.getByRole('listitem', { name, exact: true });

/**
 * A booking of an open slot, by its exact name, scrolled into view and drawn whole. On a busy day (more than 150
 * booking rows open) only the rows near the window are drawn whole; the others are stand-ins that carry the guest's
 * name and nothing to tap. A test that acts in a row that may be far down scrolls to it here, as a person does, and
 * asserts on it as on any row.
 */
export async function shownBookingItem(page: Page, name: string): Promise<Locator> {
  const item = bookingItem(page, name);
  await item.scrollIntoViewIfNeeded();
  await expect(item.getByRole('checkbox', { name: `Arrived: ${name}`, exact: true })).toBeVisible();
  return item;
}

/**
 * Opens the schedule on a day and waits until its Dinner group is shown: the door online, for the files that never go
 * offline (`schedule`, `content-safety`), where playwright.config.ts blocks the service worker. The installed app is
 * `openDay`'s.
 */
export async function showDay(page: Page, date: string): Promise<void> {
  await page.goto(`${SCHEDULE_PATH}?date=${date}`);
  await expect(page.getByRole('region', { name: 'Dinner' })).toBeVisible();
}

/**
 * Opens the schedule on a day and waits until its Dinner group is shown, and until the app is installed (the service
 * worker controls the page), as on a host's tablet: there the sign-in takes longer than the worker's install, so a
 * signed-in host has every chunk offline, the door's dialogs and queue panel too (decision 021). A test starts signed
 * in from a saved state, in a browser the worker was never installed in. For the files that go offline (they allow the
 * service worker).
 */
export async function openDay(page: Page, date: string): Promise<void> {
  await showDay(page, date);
  await expectServiceWorkerInControl(page);
}

/** Opens a collapsed timeslot to show its bookings. */
export async function openSlot(page: Page, time: string): Promise<void> {
  const toggle = slotRow(page, time).getByRole('button', { expanded: false });
  await toggle.click();
  await expect(slotRow(page, time).getByRole('button', { expanded: true })).toBeVisible();
}

/** Fills the Add booking dialog of a slot and submits it with Enter in the comment. */
export async function addBooking(
  page: Page,
  time: string,
  fields: { name: string; seats: string; phone?: string; comment?: string },
): Promise<void> {
  await slotRow(page, time)
    .getByRole('button', { name: `Add booking at ${time}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add booking' });
  await dialog.getByLabel('Customer name').fill(fields.name);
  if (fields.phone) await dialog.getByLabel('Phone').fill(fields.phone);
  await dialog.getByLabel('Seats').fill(fields.seats);
  await dialog.getByLabel('Comment').fill(fields.comment ?? '');
  await dialog.getByLabel('Comment').press('Enter');
}

/** The confirm that asks before overbooking a slot. */
export const overbookConfirm = (page: Page): Locator =>
  page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .filter({ hasText: 'This will overbook the timeslot! Are you sure you want to overbook?' });

/**
 * A Withdrawn booking the seed made this week (only the guest checkout withdraws one; this console has no way to),
 * with its day, its slot and the slot's time: read only, never changed.
 */
export async function withdrawnThisWeek(
  api: ApiCaller,
): Promise<{ date: string; booking: ScheduleBooking; time: string; slot: ScheduleGroup['timeslots'][number] }> {
  const today = dayjs();
  for (let n = 0; n < 7; n++) {
    const date = today.add(n, 'day').format('YYYY-MM-DD');
    const groups = await api.get<ScheduleGroup[]>(
      `restaurant/v2/${RESTAURANT_ID}/bookings/mealTimes?date=${date}&source=staff`,
    );
    // Only groups with some seat limit or seats booked are shown (spec section 2).
    const shown = groups.filter((g) => g.timeslots.some((t) => t.seatsLimit > 0 || t.seatsBooked > 0));
    for (const slot of shown.flatMap((g) => g.timeslots)) {
      const booking = slot.bookings.find((b) => b.status === 'Withdrawn');
      if (booking) return { date, booking, time: slot.mealTime.slice(11, 16), slot };
    }
  }
  throw new Error('the seed has no Withdrawn booking this week');
}
