import ExcelJS from 'exceljs';
import dayjs from 'dayjs';
import type { Locator, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleBooking, ScheduleGroup } from '../../contract/bookings.ts';
import type { ApiCaller } from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { startSession, type Session } from './support/session.ts';

// A day of our own, far enough ahead that edits to "the next day" are allowed, with a Dinner rule that wins:
// 18:00 and 18:30, 4 web + 2 manual = 6 seats each for staff.
const DAY = dayjs().add(20, 'day').format('YYYY-MM-DD');
const NEXT_DAY = dayjs(DAY).add(1, 'day').format('YYYY-MM-DD');
const SLOT_1800 = `${DAY}T18:00:00`;
const SLOT_1830 = `${DAY}T18:30:00`;

let session: Session;
let page: Page;
let api: ApiCaller;

async function dayOf(date = DAY): Promise<ScheduleGroup[]> {
  return api.get<ScheduleGroup[]>(`restaurant/v2/1/bookings/mealTimes?date=${date}&source=staff`);
}
async function slotOf(mealTime: string, date = DAY) {
  const slot = (await dayOf(date)).flatMap((g) => g.timeslots).find((s) => s.mealTime === mealTime);
  if (!slot) throw new Error(`no slot ${mealTime}`);
  return slot;
}
async function bookingNamed(name: string, date = DAY): Promise<ScheduleBooking | undefined> {
  return (await dayOf(date)).flatMap((g) => g.timeslots.flatMap((s) => s.bookings)).find((b) => b.name === name);
}
const row = (time: string): Locator => page.getByTestId(`slot-${time}`);
const bookingItem = (name: string): Locator => page.getByRole('listitem', { name, exact: true });

async function openSlot(time: string) {
  const toggle = row(time).getByRole('button', { expanded: false });
  if (await toggle.count()) await toggle.first().click();
}

async function addBooking(time: string, fields: { name: string; seats: string; phone?: string; comment?: string }) {
  await row(time).getByRole('button', { name: `Add booking at ${time}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add booking' });
  await dialog.getByLabel('Customer name').fill(fields.name);
  if (fields.phone) await dialog.getByLabel('Phone').fill(fields.phone);
  await dialog.getByLabel('Seats').fill(fields.seats);
  await dialog.getByLabel('Comment').fill(fields.comment ?? '');
  await dialog.getByLabel('Comment').press('Enter');
}

beforeAll(async () => {
  session = await startSession();
  ({ page, api } = session);
  const meals = await api.get<Array<{ restaurantId: number; meals: Array<{ mealId: number; name: string }> }>>('restaurant/v2/meals');
  const dinner = meals.find((m) => m.restaurantId === 1)?.meals.find((m) => m.name === 'Dinner');
  await api.send('POST', 'restaurant/v2/availability', {
    restaurantId: 1,
    restaurantMealId: dinner?.mealId,
    description: 'e2e dinner',
    dates: [DAY, NEXT_DAY],
    daysOfWeek: [],
    timeFrom: '18:00:00',
    timeTo: '19:00:00',
    webSeats: 4,
    manualSeats: 2,
    priority: 50,
  });
});

afterAll(async () => {
  await session?.stop();
});

describe('restaurant schedule at the door', () => {
  it('shows the day by meal with the slot figures in stk', async () => {
    await page.goto(`/restaurants/brasseriet?date=${DAY}`);
    await page.getByRole('heading', { name: 'brasseriet schedule' }).waitFor();
    const dinner = page.getByRole('region', { name: 'Dinner' });
    await dinner.waitFor();
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.at(-1)).toBe('Dinner');
    expect(headings.indexOf('Breakfast')).toBeLessThan(headings.indexOf('Dinner'));
    expect(await row('18:00').textContent()).toContain('6 stk');
    expect(await row('18:00').getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('validates seats, then adds a booking with Enter in the comment', async () => {
    await row('18:00').getByRole('button', { name: 'Add booking at 18:00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add booking' });
    expect(await dialog.getByLabel('Seats').inputValue()).toBe('2');
    await dialog.getByLabel('Seats').fill('0');
    await dialog.getByText('Invalid number').waitFor();
    expect(await dialog.getByRole('button', { name: 'Add' }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
    await dialog.getByLabel('Seats').fill('2');
    await dialog.getByLabel('Customer name').fill('Test Guest');
    await dialog.getByLabel('Phone').fill('+47 912 34 567');
    await dialog.getByLabel('Comment').fill('Window table');
    await dialog.getByLabel('Comment').press('Enter');
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(async () => (await bookingNamed('Test Guest'))?.bookedSeats).toBe(2);
    const saved = await bookingNamed('Test Guest');
    expect(saved).toMatchObject({ phoneNumber: '+47 912 34 567', message: 'Window table', status: 'Created', createdBy: 'Kari Nordmann' });
    await expect.poll(() => row('18:00').locator('td').first().textContent()).toBe('4 stk');
    await bookingItem('Test Guest').waitFor();
  });

  it('asks before overbooking, and adds nothing when the host says no', async () => {
    await addBooking('18:00', { name: 'Big Party', seats: '5' });
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ hasText: 'This will overbook the timeslot! Are you sure you want to overbook?' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    // The form comes back with what was typed.
    const dialog = page.getByRole('dialog', { name: 'Add booking' });
    expect(await dialog.getByLabel('Customer name').inputValue()).toBe('Big Party');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await bookingNamed('Big Party')).toBeUndefined();

    await addBooking('18:00', { name: 'Big Party', seats: '5' });
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(async () => (await slotOf(SLOT_1800)).seatsBooked).toBe(7);
    await expect.poll(() => row('18:00').locator('td').first().textContent()).toBe('-1 stk');
    expect(await row('18:00').getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('blocks a slot, warns when booking it, and unblocks it', async () => {
    await row('18:30').getByRole('button', { name: 'Block 18:30' }).click();
    await expect.poll(async () => (await slotOf(SLOT_1830)).isBlocked).toBe(true);
    await row('18:30').getByText('Blocked').waitFor();
    expect(await row('18:30').locator('td').first().textContent()).toBe('0 stk');

    await addBooking('18:30', { name: 'Late Guest', seats: '6' });
    const warning = page.getByRole('dialog').filter({ hasText: 'This timeslot is blocked for further bookings! Are you still sure you want to book?' });
    await warning.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(async () => (await bookingNamed('Late Guest'))?.bookedSeats).toBe(6);

    await row('18:30').getByRole('button', { name: 'Unblock 18:30' }).click();
    await expect.poll(async () => (await slotOf(SLOT_1830)).isBlocked).toBe(false);
    await row('18:30').getByRole('button', { name: 'Block 18:30' }).waitFor();
  });

  it('marks a guest arrived (greyed) and back', async () => {
    await openSlot('18:00');
    const item = bookingItem('Test Guest');
    await item.getByRole('checkbox', { name: 'Arrived: Test Guest' }).check();
    await expect.poll(async () => (await bookingNamed('Test Guest'))?.visited).toBe(true);
    expect((await bookingNamed('Test Guest'))?.status).toBe('Completed');
    expect(await item.getAttribute('data-arrived')).toBe('true');
    expect(await row('18:00').locator('td').nth(3).textContent()).toBe('5 stk');

    await item.getByRole('checkbox', { name: 'Arrived: Test Guest' }).uncheck();
    await expect.poll(async () => (await bookingNamed('Test Guest'))?.visited).toBe(false);
    expect(await item.getAttribute('data-arrived')).toBeNull();
  });

  it('adds and removes tables one at a time, saved at once', async () => {
    const item = bookingItem('Test Guest');
    await item.getByLabel('Add table to Test Guest').selectOption('3');
    await expect.poll(async () => (await bookingNamed('Test Guest'))?.tableNumbers).toEqual(['3']);
    await item.getByLabel('Add table to Test Guest').selectOption('5');
    await expect.poll(async () => (await bookingNamed('Test Guest'))?.tableNumbers).toEqual(['3', '5']);
    await item.getByRole('button', { name: 'Remove table 3 from Test Guest' }).click();
    await expect.poll(async () => (await bookingNamed('Test Guest'))?.tableNumbers).toEqual(['5']);
    expect(await item.getByText('Table 5').isVisible()).toBe(true);
    expect(await item.getByRole('button', { name: 'Remove table 3 from Test Guest' }).count()).toBe(0);
  });

  it('edits a booking: full slots greyed, a timeslot required, no past dates, then moves it to the next day', async () => {
    await bookingItem('Test Guest').getByRole('button', { name: 'Edit Test Guest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit booking' });
    // 18:30 holds Late Guest's 6 seats: full for Test Guest's 2, so greyed and not selectable.
    await dialog.getByRole('radio', { name: /18:30/ }).waitFor();
    expect(await dialog.getByRole('radio', { name: /18:30/ }).isDisabled()).toBe(true);
    expect(await dialog.getByRole('radio', { name: /18:00/ }).isChecked()).toBe(true);

    await dialog.getByLabel('Date').fill(dayjs().subtract(1, 'day').format('YYYY-MM-DD'));
    await dialog.getByText('Date should not be before minimal date').waitFor();

    await dialog.getByLabel('Date').fill(NEXT_DAY);
    await dialog.getByRole('radio', { name: /18:30/ }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Please select a valid timeslot before saving.').waitFor();
    expect(await dialog.isVisible()).toBe(true);

    await dialog.getByLabel('Seats').fill('3');
    await dialog.getByRole('radio', { name: /18:30/ }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await bookingNamed('Test Guest', NEXT_DAY))?.bookingDateTime).toBe(`${NEXT_DAY}T18:30:00`);
    expect((await bookingNamed('Test Guest', NEXT_DAY))?.bookedSeats).toBe(3);
    expect(await bookingNamed('Test Guest')).toBeUndefined();
    await expect.poll(() => bookingItem('Test Guest').count()).toBe(0);
  });

  it('deletes (cancels) a booking after confirmation; Show Withdrawn hides it', async () => {
    await openSlot('18:00');
    await bookingItem('Big Party').getByRole('button', { name: 'Delete Big Party' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete booking' });
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(async () => (await bookingNamed('Big Party'))?.status).toBe('Cancelled');
    await bookingItem('Big Party').getByText('Cancelled').waitFor();
    expect(await row('18:00').locator('td').first().textContent()).toBe('6 stk');

    await page.getByLabel('Show Withdrawn').uncheck();
    await expect.poll(() => bookingItem('Big Party').count()).toBe(0);
    await page.getByLabel('Show Withdrawn').check();
    await bookingItem('Big Party').waitFor();
  });

  it('opens and closes comments', async () => {
    await openSlot('18:30');
    await addBooking('18:30', { name: 'Commented', seats: '1', comment: 'Allergic to nuts' });
    await page.getByRole('dialog').filter({ hasText: 'This will overbook' }).getByRole('button', { name: 'Ok' }).click();
    await expect.poll(async () => (await bookingNamed('Commented'))?.message).toBe('Allergic to nuts');
    expect(await page.getByText('Allergic to nuts').count()).toBe(0);
    await page.getByRole('button', { name: 'Open Comments' }).click();
    await page.getByText('Allergic to nuts').waitFor();
    await page.getByRole('button', { name: 'Close Comments' }).click();
    await expect.poll(() => page.getByText('Allergic to nuts').count()).toBe(0);
  });

  it('Booking List view: read-only, per group and time, with the total seats', async () => {
    await page.getByRole('button', { name: 'Booking List' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('list');
    const groups = await dayOf();
    const dinner = groups.find((g) => g.name === 'Dinner');
    const expected = dinner?.timeslots.reduce((sum, s) => sum + s.seatsBooked, 0);
    expect(expected).toBe(7);
    expect(await page.getByTestId('total-Dinner').textContent()).toBe(`Total seats: ${expected} stk`);
    expect(await page.getByRole('checkbox', { name: /Arrived/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Timeslots' }).click();
  });

  it('totals each group in its footer, from the day the server holds', async () => {
    await page.getByRole('region', { name: 'Dinner' }).waitFor();
    const dinner = (await dayOf()).find((g) => g.name === 'Dinner');
    if (!dinner) throw new Error('no Dinner');
    const sum = (pick: (slot: ScheduleGroup['timeslots'][number]) => number) => dinner.timeslots.reduce((total, slot) => total + pick(slot), 0);
    const left = sum((slot) => (slot.isBlocked ? Math.min(0, slot.seatsLimit - slot.seatsBooked) : slot.seatsLimit - slot.seatsBooked));
    const footer = page.getByRole('row', { name: 'Dinner totals' });
    await expect
      .poll(() => footer.locator('td').allTextContents())
      .toEqual([`${left} stk`, `${sum((s) => s.seatsLimit)} stk`, `${sum((s) => s.seatsBooked)} stk`, `${sum((s) => s.persons)} stk`, '']);
    expect(sum((s) => s.seatsBooked)).toBeGreaterThan(0);
  });

  it('hides Withdrawn bookings too when Show Withdrawn is off', async () => {
    // Only the guest checkout withdraws a booking (this console has no way to), so take one the seed made this week.
    const today = dayjs().format('YYYY-MM-DD');
    const days = [0, 1, 2, 3, 4, 5, 6].map((n) => dayjs(today).add(n, 'day').format('YYYY-MM-DD'));
    let found: { date: string; booking: ScheduleBooking; time: string } | undefined;
    for (const date of days) {
      // Only groups with some seat limit or seats booked are shown (spec section 2).
      const shown = (await dayOf(date)).filter((g) => g.timeslots.some((t) => t.seatsLimit > 0 || t.seatsBooked > 0));
      for (const slot of shown.flatMap((g) => g.timeslots)) {
        const booking = slot.bookings.find((b) => b.status === 'Withdrawn');
        if (booking) found ??= { date, booking, time: slot.mealTime.slice(11, 16) };
      }
      if (found) break;
    }
    if (!found) throw new Error('the seed has no Withdrawn booking this week');
    await page.goto(`/restaurants/brasseriet?date=${found.date}`);
    await row(found.time).waitFor();
    await openSlot(found.time);
    // Guests may share a name: the withdrawn one is the row that says so.
    const withdrawn = bookingItem(found.booking.name).filter({ hasText: 'Withdrawn' });
    await withdrawn.first().waitFor();
    await page.getByLabel('Show Withdrawn').uncheck();
    await expect.poll(() => withdrawn.count()).toBe(0);
    await page.getByLabel('Show Withdrawn').check();
    await withdrawn.first().waitFor();
    await page.goto(`/restaurants/brasseriet?date=${DAY}`);
    await page.getByRole('region', { name: 'Dinner' }).waitFor();
  });

  it('says "There was an error while fetching data." when the day cannot be loaded, and Refresh loads it again', async () => {
    await page.route('**/bookings/mealTimes**', (route) => route.fulfill({ status: 500, body: '{"message":"boom"}' }));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByText('There was an error while fetching data.').waitFor();
    await page.unroute('**/bookings/mealTimes**');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('region', { name: 'Dinner' }).waitFor();
    expect(await row('18:00').isVisible()).toBe(true);
  });

  it('says "There was an error adding booking" and "There was an error blocking timeslot" when the server refuses', async () => {
    // The server refuses both (as it would a slot or restaurant that no longer exists); the host is told and can
    // discard the change, which leaves nothing behind.
    const refuse = (route: Route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: '{"message":"Refused by the server."}' });
    await page.route('**/api/restaurant/v2/bookings/simple', refuse);
    await page.route('**/api/restaurant/v2/bookings/mealTimes/block**', refuse);
    await addBooking('18:30', { name: 'Refused Walk-in', seats: '1' });
    await page.getByRole('dialog').filter({ hasText: 'This will overbook' }).getByRole('button', { name: 'Ok' }).click();
    await page.getByText('There was an error adding booking', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await row('18:00').getByRole('button', { name: 'Block 18:00' }).click();
    await page.getByText('There was an error blocking timeslot', { exact: true }).waitFor();
    await page.unroute('**/api/restaurant/v2/bookings/simple');
    await page.unroute('**/api/restaurant/v2/bookings/mealTimes/block**');

    await page.getByTestId('sync-waiting').click();
    const panel = page.getByRole('dialog', { name: 'Changes waiting' });
    for (let i = 0; i < 2; i++) await panel.getByRole('button', { name: 'Discard' }).first().click();
    await panel.getByText('All changes have reached the server.').waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => bookingItem('Refused Walk-in').count()).toBe(0);
    await expect.poll(() => row('18:00').getByText('Blocked').count()).toBe(0);
    expect(await bookingNamed('Refused Walk-in')).toBeUndefined();
    expect((await slotOf(SLOT_1800)).isBlocked).toBe(false);
  });

  it('says "invalid date" for an empty date', async () => {
    await page.getByLabel('Date').first().fill('');
    await page.getByText('invalid date').waitFor();
    await page.getByLabel('Date').first().fill(DAY);
    await page.getByRole('region', { name: 'Dinner' }).waitFor();
  });

  it('downloads the daily and monthly reports with the spec names and the day in their rows', async () => {
    await page.getByRole('button', { name: 'Daily' }).click();
    const daily = page.getByRole('dialog', { name: 'Daily report' });
    await daily.getByLabel('Date').fill('');
    expect(await daily.getByRole('button', { name: 'Generate' }).isDisabled()).toBe(true);
    await daily.getByLabel('Date').fill(DAY);
    const [dailyFile] = await Promise.all([page.waitForEvent('download'), daily.getByRole('button', { name: 'Generate' }).click()]);
    expect(dailyFile.suggestedFilename()).toBe('BookingReport_Daily_brasseriet.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await dailyFile.path());
    const names: string[] = [];
    book.worksheets[0]?.eachRow((r) => names.push(JSON.stringify(r.values)));
    expect(names.some((line) => line.includes('Late Guest'))).toBe(true);
    expect(names.some((line) => line.includes('Big Party'))).toBe(true);

    await page.getByRole('button', { name: 'Monthly' }).click();
    const monthly = page.getByRole('dialog', { name: 'Monthly report' });
    await monthly.getByLabel('End date').fill('');
    expect(await monthly.getByRole('button', { name: 'Generate' }).isDisabled()).toBe(true);
    await monthly.getByLabel('Start date').fill(DAY);
    await monthly.getByLabel('End date').fill(NEXT_DAY);
    const [monthlyFile] = await Promise.all([page.waitForEvent('download'), monthly.getByRole('button', { name: 'Generate' }).click()]);
    expect(monthlyFile.suggestedFilename()).toBe('BookingReport_Monthly_brasseriet.xlsx');
    const monthBook = new ExcelJS.Workbook();
    await monthBook.xlsx.readFile(await monthlyFile.path());
    expect(monthBook.worksheets.length).toBeGreaterThanOrEqual(2);
    const rows: string[] = [];
    monthBook.worksheets[0]?.eachRow((r) => rows.push(JSON.stringify(r.values)));
    expect(rows.some((line) => line.includes('Test Guest'))).toBe(true);
  });

  it('fits a tablet: every control of a booking row is at least 44 px', async () => {
    await openSlot('18:30');
    const item = bookingItem('Late Guest');
    await item.getByLabel('Add table to Late Guest').selectOption({ index: 1 });
    const removeTable = item.getByRole('button', { name: /^Remove table .* from Late Guest$/ });
    await removeTable.waitFor();
    const controls: Array<[string, Locator]> = [
      ['Edit', item.getByRole('button', { name: 'Edit Late Guest' })],
      ['Delete', item.getByRole('button', { name: 'Delete Late Guest' })],
      ['Add table', item.getByLabel('Add table to Late Guest')],
      ['Remove table', removeTable],
      ['Arrived', item.locator('label').filter({ has: page.getByLabel('Arrived: Late Guest') })],
      ['Expand slot', row('18:30').getByRole('button', { expanded: true })],
      ['Add booking', row('18:30').getByRole('button', { name: 'Add booking at 18:30' })],
      ['Block', row('18:30').getByRole('button', { name: /^(Block|Unblock) 18:30$/ })],
      ['Refresh', page.getByRole('button', { name: 'Refresh' })],
      ['Booking List', page.getByRole('button', { name: 'Booking List' })],
      ['Daily', page.getByRole('button', { name: 'Daily' })],
      ['Monthly', page.getByRole('button', { name: 'Monthly' })],
    ];
    const small: string[] = [];
    for (const [name, control] of controls) {
      const box = await control.first().boundingBox();
      if (!box || box.height < 44 || box.width < 44) small.push(`${name}: ${box ? `${Math.round(box.width)}x${Math.round(box.height)}` : 'not shown'}`);
    }
    expect(small).toEqual([]);
    await removeTable.click();
    await expect.poll(async () => (await bookingNamed('Late Guest'))?.tableNumbers).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
});
