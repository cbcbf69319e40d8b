import type { Page } from '@playwright/test';
import { booking, expandSlot, expectServiceWorkerInControl, syncStatus, waiting } from './support/offline.ts';
import { pdfPages, recordPrints } from './support/paper.ts';
import { bookingDate, bookingItem, scheduleDay, SCHEDULE_PATH, slotRow } from './support/schedule.ts';
import { expect, liveStatus, test } from './support/tablets.ts';

// Issue 42 at the door: Kari works the evening in Norsk while Ola's tablet stays in English. Offline with a reload
// (the installed app opens in Norwegian with no network: its catalogue is precached), so the service worker serves
// the console (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** The schedule on `day` in Norwegian, installed (the service worker in control). */
async function openDayInNorwegian(page: Page, day: string) {
  await page.goto(`${SCHEDULE_PATH}?date=${day}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  await expect(page.getByRole('region', { name: 'Middag' })).toBeVisible();
  await expectServiceWorkerInControl(page);
}

const runSheet = (page: Page) => page.getByRole('article', { name: 'Kjøreliste' });

test.describe('the door in Norwegian', () => {
  // Each worker has its own server: Kari's language is set back to English for the tests after this one.
  test.afterEach(async ({ api }) => {
    await api.send('PUT', 'me/settings', { language: 'en' });
  });

  test('a host in Norsk: a walk-in with a refused number, an arrival, a table the other tablet took while offline across a reload, and the run sheet on paper', async ({
    page,
    context,
    otherTablet,
    api,
    days,
    uid,
  }, testInfo) => {
    test.setTimeout(120_000);
    const s = await scheduleDay(api, days);
    const [hansen, berg, walkIn] = [`Hansen ${uid}`, `Berg ${uid}`, `Drop-in ${uid}`];
    await s.book({ name: hansen, time: '18:30', seats: 2 });
    await s.book({ name: berg, time: '18:30', seats: 2 });
    await api.send('PUT', 'me/settings', { language: 'nb' });
    const prints = await recordPrints(page, 'Kjøreliste');
    const ola = otherTablet.page;

    await openDayInNorwegian(page, s.day);
    await ola.goto(`${SCHEDULE_PATH}?date=${s.day}`);
    await expect(ola.getByRole('region', { name: 'Dinner' })).toBeVisible();
    await expandSlot(ola, '18:30');
    await expandSlot(page, '18:30');
    await expect(liveStatus(page)).toHaveText('direkte');
    await expect(liveStatus(ola)).toHaveText('live');

    await test.step('a walk-in: a number that is none is refused in Norwegian, what was typed stays', async () => {
      await slotRow(page, '18:00').getByRole('button', { name: 'Legg til bestilling kl. 18:00' }).click();
      const dialog = page.getByRole('dialog', { name: 'Legg til bestilling' });
      await dialog.getByLabel('Kundenavn').fill(walkIn);
      await dialog.getByLabel('Plasser').fill('x');
      await expect(dialog.getByText('Ugyldig tall')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Legg til' })).toBeDisabled();
      await expect(dialog.getByLabel('Kundenavn')).toHaveValue(walkIn);
      await dialog.getByLabel('Plasser').fill('3');
      await dialog.getByLabel('Kommentar').fill('Vindusbord');
      await dialog.getByRole('button', { name: 'Legg til' }).click();
      await expect(dialog).toHaveCount(0);
      await expect
        .poll(() => s.booking(walkIn))
        .toMatchObject({ bookedSeats: 3, message: 'Vindusbord', createdBy: 'Kari Nordmann' });
      await expect(slotRow(page, '18:00').locator('td').first()).toHaveText('3 stk');
    });

    await test.step('an arrival, ticked in Norwegian, shown on the English tablet', async () => {
      await bookingItem(page, hansen)
        .getByRole('checkbox', { name: `Ankommet: ${hansen}` })
        .check();
      await expect.poll(async () => (await booking(api, s.day, hansen))?.visited).toBe(true);
      await expect(bookingItem(ola, hansen).getByRole('checkbox', { name: `Arrived: ${hansen}` })).toBeChecked();
    });

    await test.step('offline, across a reload: table 7 for Berg waits; Ola gives it to Hansen meanwhile', async () => {
      await context.setOffline(true);
      await expect(syncStatus(page)).toContainText('frakoblet');
      await bookingItem(page, berg).getByLabel(`Legg til bord for ${berg}`).selectOption('7');
      await expect(waiting(page)).toHaveText('1 venter');
      // The installed app opens again with no network, in Norwegian, the change still waiting.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
      await expect(page.getByRole('region', { name: 'Middag' })).toBeVisible();
      await expect(waiting(page)).toHaveText('1 venter');
      // The slot open before the reload is open after it (the door keeps it).
      await expect(bookingItem(page, berg).getByRole('button', { name: `Fjern bord 7 fra ${berg}` })).toBeVisible();

      await bookingItem(ola, hansen).getByLabel(`Add table to ${hansen}`).selectOption('7');
      await expect.poll(async () => (await booking(api, s.day, hansen))?.tableNumbers).toEqual(['7']);
    });

    await test.step('back online: the refusal is said in Norwegian, with who did what', async () => {
      await context.setOffline(false);
      const reason = new RegExp(`^Ikke lagret: Bord 7 ble gitt til ${hansen} av Ola Hansen kl\\. \\d\\d:\\d\\d\\.$`);
      await expect(bookingItem(page, berg).getByText(/^Ikke lagret: /)).toHaveText(reason);
      await expect(bookingItem(page, berg).getByRole('button', { name: `Fjern bord 7 fra ${berg}` })).toHaveCount(0);
      await expect(waiting(page)).toHaveText('1 ikke lagret');
      // The other host, in English, reads nothing of it: the server kept his table.
      expect((await booking(api, s.day, berg))?.tableNumbers).toEqual([]);
      expect((await booking(api, s.day, hansen))?.tableNumbers).toEqual(['7']);
    });

    await test.step('the run sheet on paper in Norwegian: its title, totals, marks and page numbers', async () => {
      await page.getByRole('button', { name: 'Skriv ut', exact: true }).click();
      const day = bookingDate(s.day).replaceAll('.', '\\.');
      await expect
        .poll(prints)
        .toEqual([
          expect.stringMatching(
            new RegExp(`^brasseriet: kjøreliste\\S+ ${day} · per kl\\. \\d\\d:\\d\\d · 3 bestillinger, 7 plasser$`),
          ),
        ]);
      await page.emulateMedia({ media: 'print' });
      const sheet = runSheet(page);
      await expect(sheet.getByRole('heading', { level: 1 })).toHaveText('brasseriet: kjøreliste');
      await expect(sheet.getByRole('heading', { level: 2 })).toHaveText('Middag · 3 bestillinger, 7 plasser');
      await expect(sheet.locator('thead th[colspan]')).toHaveText([
        '18:00 · 1 bestilling, 3 plasser',
        '18:30 · 2 bestillinger, 4 plasser',
      ]);
      const row = sheet.getByRole('row').filter({ hasText: hansen });
      await expect(row.getByLabel('ankommet', { exact: true })).toBeVisible();
      const file = testInfo.outputPath('kjoreliste.pdf');
      await page.pdf({ path: file, format: 'A4' });
      await testInfo.attach('kjoreliste.pdf', { path: file, contentType: 'application/pdf' });
      await page.emulateMedia({ media: 'screen' });
      const pages = await pdfPages(file);
      expect(pages).toHaveLength(1);
      expect(pages[0]).toContain('Side 1 av 1');
      expect(pages[0]).toContain('Vindusbord');
      expect(pages[0]).not.toMatch(/run sheet|Page \d|bookings|seats/);
    });
  });
});
