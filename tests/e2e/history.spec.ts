import type { Page } from '@playwright/test';
import type { ScheduleBooking } from '../../contract/bookings.ts';
import type { DiscountCode } from '../../contract/codes.ts';
import type { DateFilter } from '../../contract/date-filters.ts';
import type { ActivityPage, HistoryPage } from '../../contract/history.ts';
import type { HotelPackage } from '../../contract/hotel-products.ts';
import type { Image } from '../../contract/images.ts';
import type { RestaurantMeals } from '../../contract/restaurants.ts';
import { expectAccessible } from './support/axe.ts';
import { arrived, booking, queueOfflineArrival, syncStatus, waiting } from './support/offline.ts';
import { bookingItem, openSlot, scheduleDay, showDay, withdrawnThisWeek } from './support/schedule.ts';
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
/** A field of an entry, by its label: "Comment: Vindusbord". */
const field = (article: ReturnType<Page['getByRole']>, label: string) =>
  article.getByRole('listitem').filter({ hasText: new RegExp(`^${label}:`) });
/**
 * What History and Activity never say: columns the log keeps that no screen shows (ids, a booking's source and the
 * other systems' numbers, keys of other records), and the API's names where the screens have their own words.
 */
const NOT_SHOWN =
  /^(Id|Source|Brp order number|Clock booking number|Restaurant id|Image fk|Availability rate id|Included restaurant fk|Included meal fk|Message|Visited|Booked seats|Booking date time|Name en):/;

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
    // A new record's fields as the list shows them: days by name, no id.
    await expect(field(articles.nth(2), 'Days of week')).toHaveText('Days of week: Mon, Tue, Wed, Thu, Fri');
    await expect(field(articles.nth(2), 'Code')).toHaveText(`Code: ${code}`);
    await expect(articles.nth(2).getByRole('listitem').filter({ hasText: NOT_SHOWN })).toHaveCount(0);
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
    // The row shows it at once, and its edit row starts from it, with nothing said about her own change.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: `Edit ${code}`, exact: true }).click();
    await expect(form(page).getByLabel('Amount %')).toHaveValue('25');
    await expect(form(page).getByRole('status')).toHaveCount(0);
    await form(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(form(page)).toHaveCount(0);

    // Ola's own revert of his entry is refused: the amount has changed since. He is told in the History dialog he is
    // looking at, under his entry (not in a toast behind it).
    await ola.reload();
    await ola.getByRole('button', { name: `History of ${code}`, exact: true }).click();
    const olasEntry = entry(historyDialog(ola, code), 'Ola Hansen', 'Changed');
    await olasEntry.getByRole('button', { name: 'Revert' }).click();
    await ola.getByRole('dialog', { name: 'Revert this change?' }).getByRole('button', { name: 'Revert' }).click();
    await expect(olasEntry.getByRole('alert')).toHaveText(
      /^Not reverted: Amount % was changed since, by Kari Nordmann at \d\d:\d\d\.$/,
    );
    await expect(olasEntry.getByRole('alert')).toBeVisible();
    await expect(historyDialog(ola, code)).toBeVisible();
    await expectAccessible(ola);
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
    // The same name as on the screen and in History.
    await expect(found.getByRole('listitem')).toHaveText(['Amount %: 10 → 25']);
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
    await expect(field(deleted, 'Hours until arrival')).toHaveText('Hours until arrival: 4');
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

  test("a booking's History and Activity in the door's words: its comment, a readable phone, the restaurant by name, and nothing internal", async ({
    page,
    api,
    days,
  }) => {
    const day = await scheduleDay(api, days);
    const name = `Historie ${uid()}`;
    const made = await day.book({ name, time: '18:00', seats: 4, phone: '+4799876543', comment: 'Vindusbord' });
    await day.arrive(made);

    await showDay(page, day.day);
    await openSlot(page, '18:00');
    await bookingItem(page, name)
      .getByRole('button', { name: `History of ${name}'s booking`, exact: true })
      .click();
    const dialog = historyDialog(page, `${name}'s booking`);
    const [arrival, creation] = [entry(dialog, 'Kari Nordmann', 'Changed'), entry(dialog, 'Kari Nordmann', 'Created')];
    await expect(field(arrival, 'Arrived')).toHaveText('Arrived: No → Yes');
    await expect(field(creation, 'Comment')).toHaveText('Comment: Vindusbord');
    await expect(field(creation, 'Phone')).toHaveText('Phone: +47 99 87 65 43');
    await expect(field(creation, 'Seats')).toHaveText('Seats: 4 stk');
    await expect(field(creation, 'Restaurant')).toHaveText('Restaurant: brasseriet');
    await expect(field(creation, 'Time')).toHaveText(`Time: ${day.day.split('-').reverse().join('.')} 18:00`);
    await expect(dialog.getByRole('listitem').filter({ hasText: NOT_SHOWN })).toHaveCount(0);
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // The Activity says it the same way.
    await page.goto('/activity');
    await page.getByLabel('Kind of record').selectOption({ label: 'Booking' });
    await page.getByLabel('Search').fill(name);
    const found = page.getByRole('article');
    await expect(found).toHaveCount(2);
    const created = entry(page.getByRole('main'), 'Kari Nordmann', 'Created');
    await expect(field(created, 'Comment')).toHaveText('Comment: Vindusbord');
    await expect(field(created, 'Phone')).toHaveText('Phone: +47 99 87 65 43');
    await expect(field(created, 'Restaurant')).toHaveText('Restaurant: brasseriet');
    await expect(field(entry(page.getByRole('main'), 'Kari Nordmann', 'Changed'), 'Arrived')).toHaveText(
      'Arrived: No → Yes',
    );
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: NOT_SHOWN })).toHaveCount(0);
  });

  test('a booking the guest checkout or the demo data made is said to be made by it, not by its system name', async ({
    page,
    api,
  }) => {
    // Read only: a Withdrawn booking the seed made this week (made by "checkout-web" or "seed").
    const found = await withdrawnThisWeek(api);
    const maker = { 'checkout-web': 'Web checkout', seed: 'Demo data' }[found.booking.createdBy];
    expect(maker).toBeDefined();
    await showDay(page, found.date);
    await openSlot(page, found.time);
    const row = bookingItem(page, found.booking.name).filter({ hasText: 'Withdrawn' }).first();
    await row.getByRole('button', { name: `History of ${found.booking.name}'s booking`, exact: true }).click();
    const dialog = historyDialog(page, `${found.booking.name}'s booking`);
    await expect(
      dialog.getByText(new RegExp(`^${maker} · \\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d · Created$`)),
    ).toBeVisible();
    await expect(dialog).not.toContainText(found.booking.createdBy);
  });

  test("a hotel package's History: the screen's names, its price in kr, nothing internal; a revert shows in the form at once, with no banner", async ({
    page,
    api,
  }) => {
    const clockId = 'HP1009';
    const [image] = await api.get<Image[]>('images');
    const meals = await api.get<RestaurantMeals[]>('restaurant/v2/meals');
    const dinner = meals.find((r) => r.restaurantId === 1)?.meals.find((m) => m.name === 'Dinner');
    const fields = {
      clockId,
      name: 'Nordlys',
      nameEn: 'Northern lights',
      imageFk: image!.id,
      priceFrom: 1990,
      availabilityRateId: 'R-NORD',
      availabilityRateName: 'Nordlys',
      includedMealDescription: 'Middag',
      includedRestaurantFk: 1,
      includedMealFk: dinner!.mealTypeId,
    };
    const made = await api.send<HotelPackage>('POST', 'products/hotelPackage', fields);
    try {
      const renamed = await api.send<HotelPackage>(
        'POST',
        'products/hotelPackage',
        { ...fields, nameEn: 'Aurora weekend' },
        made.version,
      );
      await page.goto(`/hotelpackages/${clockId}`);
      const nameEn = page.getByRole('textbox', { name: 'Name EN', exact: true });
      await expect(nameEn).toHaveValue('Aurora weekend');

      await page.getByRole('button', { name: 'History of Nordlys', exact: true }).click();
      const dialog = historyDialog(page, 'Nordlys');
      const creation = entry(dialog, 'Kari Nordmann', 'Created');
      await expect(field(creation, 'Price from')).toHaveText('Price from: 1 990 kr');
      await expect(field(creation, 'Image')).toHaveText(`Image: ${image!.name}`);
      await expect(field(creation, 'Restaurant')).toHaveText('Restaurant: brasseriet');
      await expect(field(creation, 'Meal type')).toHaveText('Meal type: Dinner');
      await expect(field(creation, 'Rate')).toHaveText('Rate: Nordlys');
      await expect(field(creation, 'Clock id')).toHaveText(`Clock id: ${clockId}`);
      await expect(dialog.getByRole('listitem').filter({ hasText: NOT_SHOWN })).toHaveCount(0);
      const change = entry(dialog, 'Kari Nordmann', 'Changed');
      await expect(change.getByRole('listitem')).toHaveText(['Name EN: Northern lights → Aurora weekend']);

      // The rename was wrong: Revert it from the page's History. The form shows the name back at once, and says
      // nothing about a change "while you were editing": it was her own.
      await change.getByRole('button', { name: 'Revert' }).click();
      await page.getByRole('dialog', { name: 'Revert this change?' }).getByRole('button', { name: 'Revert' }).click();
      await expect(entry(dialog, 'Kari Nordmann', 'Reverted a change').getByRole('listitem')).toHaveText([
        'Name EN: Aurora weekend → Northern lights',
      ]);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(nameEn).toHaveValue('Northern lights');
      await expect(page.getByText(/while you were editing/)).toHaveCount(0);
      await expect(page.getByRole('status').filter({ hasText: 'changed this' })).toHaveCount(0);
      // The form is based on the record the revert made: its save goes through, with no "Changed meanwhile".
      await page.getByRole('textbox', { name: 'Intro text', exact: true }).fill('Nordlys over fjorden');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Hotel package successfully saved')).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Changed meanwhile' })).toHaveCount(0);
      await expect
        .poll(() => api.get<HotelPackage>(`products/hotelPackage/${clockId}`))
        .toMatchObject({ nameEn: 'Northern lights', introText: 'Nordlys over fjorden', version: renamed.version + 2 });

      // The Activity names and shows them as History does.
      await page.goto('/activity');
      await page.getByLabel('Kind of record').selectOption({ label: 'Hotel package' });
      await page.getByLabel('Search').fill(clockId);
      const created = entry(page.getByRole('main'), 'Kari Nordmann', 'Created');
      await expect(field(created, 'Price from')).toHaveText('Price from: 1 990 kr');
      await expect(field(created, 'Restaurant')).toHaveText('Restaurant: brasseriet');
      await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: NOT_SHOWN })).toHaveCount(0);
      await expectAccessible(page);
    } finally {
      const left = await api.get<HotelPackage>(`products/hotelPackage/${clockId}`);
      await api.remove(`products/${clockId}/hotelPackage`, left.version);
    }
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
    // Tapped ten minutes before it was stored: both times are shown.
    await expect(articles.nth(0)).toContainText(
      /Tapped \d\d\.\d\d\.\d{4} \d\d:\d\d · stored (\d\d\.\d\d\.\d{4} )?\d\d:\d\d/,
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
