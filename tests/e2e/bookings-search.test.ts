import dayjs from 'dayjs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantBooking } from '../../contract/bookings.ts';
import type { Paged } from '../../contract/common.ts';
import type { ApiCaller } from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { startSession, type Session } from './support/session.ts';

let session: Session;
let page: Page;
let api: ApiCaller;
const searches: string[] = [];
const DAY = dayjs().add(30, 'day').format('YYYY-MM-DD');

beforeAll(async () => {
  session = await startSession({
    onPage: (p) =>
      p.on('request', (request) => {
        if (request.url().includes('/bookings/search')) searches.push(new URL(request.url()).searchParams.get('searchQuery') ?? '');
      }),
  });
  ({ page, api } = session);
  // Twelve bookings that only this search finds, and one with phone and email for the Customer column.
  for (let i = 1; i <= 12; i++) {
    await api.send('POST', 'restaurant/v2/bookings/simple', {
      bookingDateTime: `${DAY}T18:${String(i).padStart(2, '0')}`,
      customerName: `Zyx Guest ${i}`,
      customerPhoneNumber: i === 12 ? '+47 480 00 012' : '',
      peopleCount: 2,
      restaurantId: 1,
      comment: i === 12 ? 'Zyx birthday' : '',
    });
  }
});

afterAll(async () => {
  await session?.stop();
});

const rows = () => page.getByRole('table', { name: 'brasseriet bookings' }).locator('tbody tr');

describe('restaurant booking search', () => {
  it('shows the title, the search box and the newest bookings first', async () => {
    await page.goto('/restaurants/brasseriet/bookings');
    await page.getByRole('heading', { name: 'brasseriet restaurant' }).waitFor();
    expect(await page.getByPlaceholder('Enter text for search').isVisible()).toBe(true);
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Booking DateTime', 'Customer', 'Status', 'People count', 'Arrived at', 'Comment', 'Created by', 'Updated by']);
    await expect.poll(() => rows().count()).toBe(10);
    const newest = (await api.get<Paged<RestaurantBooking>>('restaurant/v2/brasseriet/bookings/search?pageNumber=1&pageSize=1')).items[0]!;
    expect(await rows().first().locator('td').first().textContent()).toBe(dayjs(newest.bookingDateTime).format('DD.MM.YYYY HH:mm'));
    expect(await axeViolations(page)).toEqual([]);
  });

  it('searches after a 500 ms pause, once for a quickly typed word, and goes back to page 1', async () => {
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(/^11–20 of/).waitFor();
    searches.length = 0;
    await page.getByPlaceholder('Enter text for search').pressSequentially('zyx', { delay: 40 });
    await page.getByText('1–10 of 12').waitFor();
    await expect.poll(() => rows().first().locator('td').nth(1).textContent()).toMatch(/^Zyx Guest/);
    expect(searches.filter((q) => q !== '')).toEqual(['zyx']);
    expect(await rows().count()).toBe(10);

    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText('11–12 of 12').waitFor();
    // The previous page stays on screen (dimmed) until the next one arrives.
    await expect.poll(() => rows().count()).toBe(2);

    await page.getByPlaceholder('Enter text for search').fill('zyx birthday');
    await page.getByText('1–1 of 1').waitFor();
    expect(await rows().first().locator('td').nth(1).textContent()).toBe('Zyx Guest 12, +47 480 00 012');
    expect(await rows().first().locator('td').nth(5).textContent()).toBe('Zyx birthday');
    expect(await rows().first().locator('td').nth(6).textContent()).toBe('Kari Nordmann');
  });

  it('says so when nothing matches', async () => {
    await page.getByPlaceholder('Enter text for search').fill('no such guest anywhere');
    await page.getByText('No bookings match "no such guest anywhere".').waitFor();
    expect(await page.getByText('0–0 of 0').isVisible()).toBe(true);
  });
});
