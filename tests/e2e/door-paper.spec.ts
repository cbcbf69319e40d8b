import ExcelJS from 'exceljs';
import type { Download, Page } from '@playwright/test';
import { readablePhone } from '../../contract/phone.ts';
import { arrived, openSlot, syncStatus, waiting } from './support/offline.ts';
import { expect, keep, test } from './support/fixtures.ts';
import { pdfPages, recordPrints } from './support/paper.ts';
import { bookingDate, bookingItem, scheduleDay, slotRow } from './support/schedule.ts';

// Issue 31, the door without the server: the run sheet on paper and the reports made on the tablet. Offline, so the
// service worker serves the console (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const runSheet = (page: Page) => page.getByRole('article', { name: 'Run sheet' });
const sheetRow = (page: Page, name: string) => runSheet(page).getByRole('row').filter({ hasText: name });

/** Every sheet of a spreadsheet: its name, running header and each row's values. */
async function workbook(download: Download) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  return book.worksheets.map((sheet) => {
    const rows: unknown[] = [];
    sheet.eachRow((row) => rows.push(row.values));
    return { name: sheet.name, header: sheet.headerFooter?.oddHeader, rows };
  });
}

async function generate(page: Page, kind: 'Daily' | 'Monthly', dates: string[], submit = 'Generate') {
  const dialog = page.getByRole('dialog', { name: `${kind} report` });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: kind, exact: true }).click();
  const labels = kind === 'Daily' ? ['Date'] : ['Start date', 'End date'];
  for (const [n, label] of labels.entries()) await dialog.getByLabel(label).fill(bookingDate(dates[n]!));
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: submit }).click(),
  ]);
  await expect(dialog).toHaveCount(0);
  return file;
}

test.describe('the door without the server', () => {
  test('Print: the run sheet of the day on A4, by meal and slot, as the server holds it and, offline, with what waits', async ({
    page,
    context,
    api,
    days,
    uid,
  }, testInfo) => {
    const s = await scheduleDay(api, days);
    const long = `Wenche ${uid} ${'Langnavn-'.repeat(12)}`;
    const comment = `Bursdag: kake til dessert, ${'x'.repeat(200)}`;
    const early = await s.book({ name: `Aas ${uid}`, time: '18:00', seats: 2, phone: '+4791234567' });
    await s.book({ name: long, time: '18:00', seats: 4, comment });
    await s.cancel(await s.book({ name: `Avlyst ${uid}`, time: '18:00', seats: 3 }));
    const late = await s.book({ name: `Berg ${uid}`, time: '18:30', seats: 3 });
    await s.arrive(late);
    const prints = await recordPrints(page);
    await openSlot(page, s.day, '18:00');

    await test.step('online: made from the day the server holds', async () => {
      await page.getByRole('button', { name: 'Print', exact: true }).click();
      // Print asks the browser to print once, the sheet already drawn (on screen, so by Print, not by print media).
      const day = bookingDate(s.day).replaceAll('.', '\\.');
      const header = new RegExp(`^brasseriet: run sheet\\w+ ${day} · as of \\d\\d:\\d\\d · 3 bookings, 9 seats$`);
      await expect.poll(prints).toEqual([expect.stringMatching(header)]);
      await page.emulateMedia({ media: 'print' });
      const sheet = runSheet(page);
      await expect(sheet).toBeVisible();
      // Nothing of the screen on paper: no menus, no toolbar, no buttons.
      await expect(page.getByRole('navigation')).toBeHidden();
      await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden();
      await expect(page.getByRole('region', { name: 'Dinner' })).toBeHidden();
      await expect(sheet.getByRole('heading', { level: 1 })).toHaveText('brasseriet: run sheet');
      await expect(sheet.locator('header p')).toContainText(`${bookingDate(s.day)} · as of `);
      await expect(sheet.locator('header p')).not.toContainText('not yet sent');
      await expect(sheet.locator('header p')).toContainText('3 bookings, 9 seats');

      // Every expected booking the server holds, in its slot, with its figures; the cancelled one is not there.
      const held = (await s.groups()).flatMap((g) => g.timeslots.flatMap((t) => t.bookings));
      for (const b of held.filter((b) => b.status === 'Created' || b.status === 'Completed')) {
        const row = sheetRow(page, b.name);
        await expect(row).toHaveCount(1);
        await expect(row.getByRole('cell').nth(1)).toHaveText(b.bookingDateTime.slice(11, 16));
        await expect(row.getByRole('cell').nth(3)).toHaveText(String(b.bookedSeats));
        await expect(row.getByRole('cell').nth(5)).toHaveText(readablePhone(b.phoneNumber));
        await expect(row.getByRole('cell').nth(6)).toHaveText(b.message);
        await expect(row.getByLabel(b.visited ? 'arrived' : 'not arrived')).toBeVisible();
      }
      await expect(sheetRow(page, `Avlyst ${uid}`)).toHaveCount(0);
      await expect(sheet.getByRole('heading', { level: 2 })).toHaveText('Dinner · 3 bookings, 9 seats');
      // Each slot's line heads its table (repeated on the next page when the slot runs onto it) and names it.
      await expect(sheet.getByRole('table', { name: '18:00 · 2 bookings, 6 seats', exact: true })).toBeVisible();
      await expect(sheet.locator('thead th[colspan]')).toHaveText([
        '18:00 · 2 bookings, 6 seats',
        '18:30 · 1 booking, 3 seats',
      ]);
      // The long name and comment wrap inside the page's width.
      const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
      expect((await sheetRow(page, long).boundingBox())!.width).toBeLessThanOrEqual(pageWidth);
      await page.emulateMedia({ media: 'screen' });
      await expect(runSheet(page)).toBeHidden();
    });

    await test.step('offline: the device’s copy with the changes still waiting, and a PDF of it', async () => {
      await context.setOffline(true);
      await expect(syncStatus(page)).toHaveText(/^offline/);
      await arrived(page, early.name).check();
      await expect(waiting(page)).toHaveText('1 waiting');
      await page.getByRole('button', { name: 'Print', exact: true }).click();
      // Asked again, the sheet redrawn with the waiting change before the browser is asked.
      await expect
        .poll(prints)
        .toEqual([expect.any(String), expect.stringContaining(' · 1 change not yet sent · 3 bookings, 9 seats')]);
      await page.emulateMedia({ media: 'print' });
      await expect(runSheet(page).locator('header p')).toContainText('1 change not yet sent');
      await expect(sheetRow(page, early.name).getByLabel('arrived', { exact: true })).toBeVisible();
      // Kept under test-results/ to be looked at (docs/testing.md: the run sheet on paper).
      const file = testInfo.outputPath('run-sheet.pdf');
      const pdf = await page.pdf({ path: file, format: 'A4' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await testInfo.attach('run-sheet.pdf', { path: file, contentType: 'application/pdf' });
      await keep(testInfo, 'run-sheet.txt', await runSheet(page).innerText());
      await page.emulateMedia({ media: 'screen' });
      await context.setOffline(false);
      await expect(waiting(page)).toHaveCount(0);
      await expect.poll(async () => (await s.booking(early.name))?.visited).toBe(true);
    });

    await test.step('a day longer than a page: each page says what it is and its number; a blocked slot says so', async () => {
      // 18:00 runs onto a second page; 18:30 (Berg's) is blocked.
      const more = Array.from({ length: 14 }, (_, n) => `Gjest ${String(n + 1).padStart(2, '0')} ${uid}`);
      for (const name of more)
        await s.book({
          name,
          time: '18:00',
          seats: 2,
          comment: `Allergi: ${'nøtter, skalldyr og gluten. '.repeat(5)}`,
        });
      await s.block('18:30');
      await page.getByRole('button', { name: 'Refresh', exact: true }).click();
      await expect(slotRow(page, '18:30').getByText('Blocked', { exact: true })).toBeVisible();
      await expect(bookingItem(page, more.at(-1)!)).toBeVisible();
      await page.getByRole('button', { name: 'Print', exact: true }).click();
      await expect.poll(async () => (await prints()).length).toBe(3);
      await page.emulateMedia({ media: 'print' });
      await expect(runSheet(page).locator('header p')).toContainText('17 bookings, 37 seats');
      await expect(runSheet(page).locator('thead th[colspan]')).toHaveText([
        '18:00 · 16 bookings, 34 seats',
        '18:30 · Blocked · 1 booking, 3 seats',
      ]);
      const file = testInfo.outputPath('run-sheet-pages.pdf');
      await page.pdf({ path: file, format: 'A4' });
      await testInfo.attach('run-sheet-pages.pdf', { path: file, contentType: 'application/pdf' });
      await page.emulateMedia({ media: 'screen' });

      const pages = await pdfPages(file);
      await keep(testInfo, 'run-sheet-pages.txt', pages.join('\n---- page break ----\n'));
      expect(pages).toHaveLength(2);
      const [first, second] = pages as [string, string];
      expect(first).toContain('brasseriet: run sheet');
      expect(first).toContain('Page 1 of 2');
      // Page 2: the title, restaurant and day in its margin, its number, the slot that runs onto it named again,
      // and the blocked slot marked.
      const day = bookingDate(s.day).replaceAll('.', '\\.');
      expect(second).toMatch(new RegExp(`brasseriet: run sheet · \\w+ ${day}`));
      expect(second).toContain('Page 2 of 2');
      expect(second).toContain('18:00 · 16 bookings, 34 seats');
      expect(second).toContain('18:30 · Blocked · 1 booking, 3 seats');
    });
  });

  test('reports made on the tablet: Daily offline equals the server’s cell by cell once back; Monthly names the days it lacks', async ({
    page,
    context,
    api,
    days,
    uid,
  }) => {
    const s = await scheduleDay(api, days);
    const first = await s.book({ name: `Dahl ${uid}`, time: '18:00', seats: 2, phone: '91234567', comment: 'Vindu' });
    await s.book({ name: `Eide ${uid}`, time: '18:30', seats: 5 });
    await s.cancel(await s.book({ name: `Fjeld ${uid}`, time: '18:00', seats: 1 }));
    await s.book({ name: `Gran ${uid}`, time: '18:30', seats: 2, date: s.nextDay });
    // The tablet holds both days: it opened them.
    await page.goto(`/restaurants/brasseriet?date=${s.nextDay}`);
    await expect(page.getByRole('region', { name: 'Dinner' })).toBeVisible();
    await openSlot(page, s.day, '18:00');

    await context.setOffline(true);
    await expect(syncStatus(page)).toHaveText(/^offline/);
    await arrived(page, first.name).check();
    await expect(waiting(page)).toHaveText('1 waiting');

    const offline = await workbook(await generate(page, 'Daily', [s.day]));
    await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toContainText(
      'BookingReport_Daily_brasseriet.xlsx: Made on this device while the server could not be reached',
    );
    expect(offline.map((sheet) => sheet.name)).toEqual(['Bookings', 'Note']);
    expect(offline[1]!.rows.slice(1).join('\n')).toContain('Includes 1 change made on this device and not yet sent.');

    // A day the tablet never opened: refused, and saying why.
    const daily = page.getByRole('dialog', { name: 'Daily report' });
    await page.getByRole('button', { name: 'Daily', exact: true }).click();
    const never = days.next();
    await daily.getByLabel('Date').fill(bookingDate(never));
    await daily.getByRole('button', { name: 'Generate' }).click();
    await expect(daily.getByRole('alert')).toHaveText(
      `The server cannot be reached, and this device holds no copy of ${bookingDate(never)}. Open that day here while online to keep a copy for later.`,
    );
    await expect(daily.getByRole('button', { name: 'Generate' })).toBeDisabled();
    await daily.getByRole('button', { name: 'Cancel' }).click();

    // Monthly over three days, the third never opened here: the screen names it, then the file does.
    const third = new Date(`${s.nextDay}T12:00:00Z`);
    third.setUTCDate(third.getUTCDate() + 1);
    const missing = third.toISOString().slice(0, 10);
    await page.getByRole('button', { name: 'Monthly', exact: true }).click();
    const monthly = page.getByRole('dialog', { name: 'Monthly report' });
    await monthly.getByLabel('Start date').fill(bookingDate(s.day));
    await monthly.getByLabel('End date').fill(bookingDate(missing));
    await monthly.getByRole('button', { name: 'Generate' }).click();
    await expect(monthly.getByRole('alert')).toContainText('This device holds 2 of the 3 days');
    await expect(monthly.getByRole('alert')).toContainText(bookingDate(missing));
    const month = await workbook(await generate(page, 'Monthly', [s.day, missing], 'Download without them'));
    expect(month.map((sheet) => sheet.name)).toEqual(['Bookings', 'Summary', 'Note']);
    expect(month[1]!.rows.map((row) => (row as unknown[])[1])).toEqual(['Date', s.day, s.nextDay, 'Total']);
    expect(month[2]!.rows.slice(1).join('\n')).toContain(
      `Not in this report (this device holds no copy of them): ${bookingDate(missing)}.`,
    );

    // Back online: the waiting arrival is sent, and the server's Daily is the same file, cell by cell.
    await context.setOffline(false);
    await expect(waiting(page)).toHaveCount(0);
    await expect.poll(async () => (await s.booking(first.name))?.visited).toBe(true);
    const server = await workbook(await generate(page, 'Daily', [s.day]));
    expect(server.map((sheet) => sheet.name)).toEqual(['Bookings']);
    expect(offline[0]).toEqual(server[0]);
    expect(server[0]!.rows).toHaveLength(5); // the header, three bookings, the totals

    // The server up but unable to make it (503, as behind a proxy whose server is gone): made here the same way.
    await page.route('**/api/restaurant/v2/bookings/reportDaily*', (route) => route.fulfill({ status: 503 }));
    const unable = await workbook(await generate(page, 'Daily', [s.day]));
    expect(unable.map((sheet) => sheet.name)).toEqual(['Bookings', 'Note']);
    expect(unable[0]).toEqual(server[0]);
  });
});
