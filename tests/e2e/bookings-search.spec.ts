import type { Page } from '@playwright/test';
import dayjs from 'dayjs';
import type { RestaurantBooking } from '../../contract/bookings.ts';
import type { Paged } from '../../contract/common.ts';
import type { ApiCaller } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const rows = (page: Page) => page.getByRole('table', { name: 'brasseriet bookings' }).locator('tbody tr');
const searchBox = (page: Page) => page.getByPlaceholder('Enter text for search');

/** What the console asks the booking search for, in order (the empty query of the unfiltered list included). */
function recordSearches(page: Page): string[] {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/bookings/search'))
      searches.push(new URL(request.url()).searchParams.get('searchQuery') ?? '');
  });
  return searches;
}

/**
 * Twelve bookings on the day that only a search for `word` finds (the word ends in "q", so that "z1-1q" does not
 * also find "z1-12q"'s), the twelfth with a phone number and a comment for the Customer and Comment columns.
 */
async function bookTwelve(api: ApiCaller, day: string, word: string): Promise<void> {
  for (let i = 1; i <= 12; i++) {
    await api.send('POST', 'restaurant/v2/bookings/simple', {
      bookingDateTime: `${day}T18:${String(i).padStart(2, '0')}`,
      customerName: `${word} Guest ${i}`,
      customerPhoneNumber: i === 12 ? '+47 480 00 012' : '',
      peopleCount: 2,
      restaurantId: 1,
      comment: i === 12 ? `${word} birthday` : '',
    });
  }
}

test.describe('restaurant booking search', () => {
  test('shows the title, the search box and the newest bookings first', async ({ page, api }) => {
    const newest = (
      await api.get<Paged<RestaurantBooking>>('restaurant/v2/brasseriet/bookings/search?pageNumber=1&pageSize=1')
    ).items[0]!;
    await page.goto('/restaurants/brasseriet/bookings');
    await expect(page.getByRole('heading', { name: 'brasseriet restaurant' })).toBeVisible();
    await expect(searchBox(page)).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText([
      'Booking DateTime',
      'Customer',
      'Status',
      'People count',
      'Arrived at',
      'Comment',
      'Created by',
      'Updated by',
    ]);
    await expect(rows(page)).toHaveCount(10);
    await expect(rows(page).first().locator('td').first()).toHaveText(
      dayjs(newest.bookingDateTime).format('DD.MM.YYYY HH:mm'),
    );
  });

  test('searches after a 500 ms pause, once for a quickly typed word, and goes back to page 1', async ({
    page,
    api,
    days,
    uid,
  }) => {
    const word = `z${uid}q`;
    await bookTwelve(api, days.next(), word);
    const searches = recordSearches(page);
    await page.goto('/restaurants/brasseriet/bookings');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(/^11–20 of/)).toBeVisible();
    searches.length = 0;
    await searchBox(page).pressSequentially(word, { delay: 40 });
    await expect(page.getByText('1–10 of 12', { exact: true })).toBeVisible();
    await expect(rows(page).first().locator('td').nth(1)).toHaveText(new RegExp(`^${word} Guest`));
    expect(searches.filter((q) => q !== '')).toEqual([word]);
    await expect(rows(page)).toHaveCount(10);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('11–12 of 12', { exact: true })).toBeVisible();
    // The previous page stays on screen (dimmed) until the next one arrives.
    await expect(rows(page)).toHaveCount(2);

    await searchBox(page).fill(`${word} birthday`);
    await expect(page.getByText('1–1 of 1', { exact: true })).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().locator('td').nth(1)).toHaveText(`${word} Guest 12, +47 48 00 00 12`);
    await expect(rows(page).first().locator('td').nth(5)).toHaveText(`${word} birthday`);
    await expect(rows(page).first().locator('td').nth(6)).toHaveText('Kari Nordmann');
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/restaurants/brasseriet/bookings');
    await expect(rows(page)).toHaveCount(10);
    await searchBox(page).fill('no such guest anywhere');
    await expect(page.getByText('No bookings match "no such guest anywhere".', { exact: true })).toBeVisible();
    await expect(page.getByText('0–0 of 0', { exact: true })).toBeVisible();
    await expectAccessible(page);
  });
});
