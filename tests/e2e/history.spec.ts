import type { Page } from '@playwright/test';
import type { ScheduleBooking } from '../../contract/bookings.ts';
import type { DiscountCode } from '../../contract/codes.ts';
import type { DateFilter } from '../../contract/date-filters.ts';
import type { ActivityPage, HistoryPage } from '../../contract/history.ts';
import { expectAccessible } from './support/axe.ts';
import { arrived, booking, queueOfflineArrival, syncStatus, waiting } from './support/offline.ts';
import { expect, test } from './support/tablets.ts';

/**
 * The change log (docs/decisions/029-change-log.md) as staff read it: a record's History from its row or page, the
 * Activity screen, and Revert. Kari Nordmann is `page` (the demo account), Ola Hansen `otherTablet` (the host one).
 */

const uid = () => Math.random().toString(36).slice(2, 7).toUpperCase();
const STAMP = /\d\d\.\d\d\.\d{4} \d\d:\d\d/;
const historyDialog = (page: Page, what: string) => page.getByRole('dialog', { name: `History of ${what}` });
const entry = (scope: ReturnType<Page['getByRole']>, who: string, action: string) =>
  scope.getByRole('article', { name: `${action} by ${who}` });

test.describe('history and activity', () => {
  test('two staff change one discount code: its History shows both, the Activity finds each by person, and Revert puts the value back', async ({
    page,
    api,
    otherTablet,
  }) => {
    const code = `HIST-${uid()}`;
    const created = await api.send<DiscountCode>('POST', 'discount-codes', {
      code,
      amount: 10,
      activeFrom: null,
      activeTo: null,
      daysOfWeek: [1, 2, 3, 4, 5],
    });
    const form = (p: Page) => p.getByRole('form', { name: new RegExp(`^Edit discount code ${code}`) });

    // Ola sets 25 % in his browser; then Kari, on a page loaded after his save, sets 100 %.
    const ola = otherTablet.page;
    await ola.goto('/discountcodes');
    await ola.getByRole('button', { name: `Edit ${code}`, exact: true }).click();
    await form(ola).getByLabel('Amount %').fill('25');
    await form(ola).getByRole('button', { name: 'Save' }).click();
    await expect(form(ola)).toHaveCount(0);
    await expect
      .poll(async () => (await api.get<DiscountCode[]>('discount-codes')).find((c) => c.id === created.id)?.amount)
      .toBe(25);

    await page.goto('/discountcodes');
    await page.getByRole('button', { name: `Edit ${code}`, exact: true }).click();
    await form(page).getByLabel('Amount %').fill('100');
    await form(page).getByRole('button', { name: 'Save' }).click();
    await expect(form(page)).toHaveCount(0);

    // The row's History: newest first, who, when, and the field in the screen's words.
    await page.getByRole('button', { name: `History of ${code}`, exact: true }).click();
    const dialog = historyDialog(page, code);
    const articles = dialog.getByRole('article');
    await expect(articles).toHaveCount(3);
    await expect(articles.nth(0)).toContainText('Kari Nordmann');
    await expect(articles.nth(0)).toContainText(STAMP);
    await expect(articles.nth(0).getByRole('listitem')).toHaveText(['Amount %: 25 → 100']);
    await expect(articles.nth(1)).toContainText('Ola Hansen');
    await expect(articles.nth(1).getByRole('listitem')).toHaveText(['Amount %: 10 → 25']);
    await expect(articles.nth(2)).toContainText('Created');
    await expectAccessible(page);

    // Kari's 100 % was wrong: Revert it, after a confirmation.
    await entry(dialog, 'Kari Nordmann', 'Changed').getByRole('button', { name: 'Revert' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revert this change?' });
    await expect(confirm).toContainText(`The change by Kari Nordmann on`);
    await confirm.getByRole('button', { name: 'Revert' }).click();
    await expect(page.getByText('Change reverted')).toBeVisible();
    await expect(articles).toHaveCount(4);
    await expect(articles.nth(0)).toContainText('Reverted a change');
    await expect(articles.nth(0).getByRole('listitem')).toHaveText(['Amount %: 100 → 25']);
    await expect(articles.nth(1)).toContainText(/Reverted by Kari Nordmann on \d\d\.\d\d\.\d{4} \d\d:\d\d/);
    await expect
      .poll(async () => (await api.get<DiscountCode[]>('discount-codes')).find((c) => c.id === created.id))
      .toMatchObject({ amount: 25, updatedBy: 'Kari Nordmann' });

    // Ola's own revert of his entry is refused: the amount has changed since.
    await ola.reload();
    await ola.getByRole('button', { name: `History of ${code}`, exact: true }).click();
    await entry(historyDialog(ola, code), 'Ola Hansen', 'Changed').getByRole('button', { name: 'Revert' }).click();
    await ola.getByRole('dialog', { name: 'Revert this change?' }).getByRole('button', { name: 'Revert' }).click();
    await expect(
      ola.getByText(/^Not reverted: Amount % was changed since, by Kari Nordmann at \d\d:\d\d\.$/),
    ).toBeVisible();
    await expect
      .poll(async () => (await api.get<DiscountCode[]>('discount-codes')).find((c) => c.id === created.id)?.amount)
      .toBe(25);
    await page.keyboard.press('Escape');

    // The Activity screen, from the menu, filtered by person: Ola's change, linked to the code's history.
    await page.goto('/activity');
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    await page.getByLabel('Person').selectOption({ label: 'Ola Hansen' });
    await page.getByLabel('Search').fill(code);
    await expect(page).toHaveURL(/person=/);
    const found = page.getByRole('article');
    await expect(found).toHaveCount(1);
    await expect(found).toContainText('Ola Hansen');
    await expect(found.getByRole('listitem')).toHaveText(['Amount: 10 → 25']);
    await expectAccessible(page);
    await found.getByRole('link', { name: `Discount code ${code}` }).click();
    await expect(page.getByRole('heading', { name: `History of discount code ${code}` })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Open discount code' })).toHaveAttribute('href', '/discountcodes');
    const byOla = await api.get<ActivityPage>(`activity?person=u-host&q=${code}`);
    expect(byOla.items.map((e) => e.userName)).toEqual(['Ola Hansen']);
  });

  test('a deleted date filter keeps its history, found from the Activity screen, and its delete can be reverted', async ({
    page,
    api,
  }) => {
    const name = `Historikk ${uid()}`;
    const filter = await api.send<DateFilter>('POST', 'date-filters', { name, hours: 4 });
    await api.send('DELETE', `date-filters/${filter.id}`, undefined, filter.version);

    await page.goto('/activity');
    await page.getByLabel('Kind of record').selectOption({ label: 'Date filter' });
    await page.getByLabel('Search').fill(name);
    const found = page.getByRole('article');
    await expect(found).toHaveCount(2);
    await expect(found.nth(0)).toContainText('Deleted');
    await found
      .nth(0)
      .getByRole('link', { name: `Date filter ${name}` })
      .click();

    await expect(page.getByRole('heading', { name: `History of date filter ${name}` })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'This record has been deleted. Its history is kept.' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open date filter' })).toHaveCount(0);
    const deleted = entry(page.getByRole('main'), 'Kari Nordmann', 'Deleted');
    await expect(deleted.getByRole('listitem').filter({ hasText: /^Hours:/ })).toHaveText('Hours: 4');
    await deleted.getByRole('button', { name: 'Revert' }).click();
    await expect(page.getByRole('dialog', { name: 'Revert this change?' })).toContainText(`put ${name} back`);
    await page.getByRole('dialog', { name: 'Revert this change?' }).getByRole('button', { name: 'Revert' }).click();
    await expect(page.getByText('Change reverted')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open date filter' })).toBeVisible();
    await expect
      .poll(async () => (await api.get<DateFilter[]>('date-filters')).find((f) => f.id === filter.id))
      .toMatchObject({ name, hours: 4 });
    await expect.poll(async () => (await api.get<HistoryPage>(`history/date_filters/${filter.id}`)).exists).toBe(true);
  });
});

test.describe('at the door', () => {
  test.use({ serviceWorkers: 'allow' });

  test("a booking's history from its row: who made it, and an arrival marked offline with the tablet's time and the server's", async ({
    page,
    context,
    api,
    days,
  }) => {
    const day = days.next();
    const name = `Historie ${uid()}`;
    // The tablet's clock is ten minutes behind the server's: what it did offline is told at the tablet's time.
    await page.clock.install({ time: new Date(Date.now() - 10 * 60_000) });
    await queueOfflineArrival(page, context, api, day, '18:00', name);
    await context.setOffline(false);
    await expect(waiting(page)).toHaveCount(0);
    await expect(syncStatus(page)).not.toHaveText(/^offline/);
    await expect.poll(async () => (await booking(api, day, name))?.visited).toBe(true);
    await expect(arrived(page, name)).toBeChecked();

    const made = (await booking(api, day, name)) as ScheduleBooking;
    await page.getByRole('button', { name: `History of ${name}'s booking`, exact: true }).click();
    const dialog = historyDialog(page, `${name}'s booking`);
    const articles = dialog.getByRole('article');
    await expect(articles.nth(0)).toContainText('Kari Nordmann');
    await expect(articles.nth(0)).toContainText(
      /done on the tablet at \d\d\.\d\d\.\d{4} \d\d:\d\d, sent when back online/,
    );
    await expect(
      articles
        .nth(0)
        .getByRole('listitem')
        .filter({ hasText: /^Arrived:/ }),
    ).toHaveText('Arrived: No → Yes');
    await expect(articles.nth(1)).toContainText('Created');
    await expect(articles.nth(1)).toContainText(made.createdBy);
    await expectAccessible(page);
    const history = await api.get<HistoryPage>(`history/bookings/${made.bookingId}`);
    const arrival = history.items[0]!;
    expect(Date.parse(arrival.at) - Date.parse(arrival.doneAt!)).toBeGreaterThan(9 * 60_000);
  });
});
