import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityRule } from '../../contract/availability.ts';
import type { Paged } from '../../contract/common.ts';
import type { ApiCaller } from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { startSession, type Session } from './support/session.ts';

let session: Session;
let page: Page;
let api: ApiCaller;

const rules = async (restaurant = 'mori') =>
  (await api.get<Paged<AvailabilityRule>>(`restaurant/v2/${restaurant}/availabilities/?page=1&itemsPerPage=100`)).items;
const url = () => new URL(page.url());

beforeAll(async () => {
  session = await startSession();
  ({ page, api } = session);
  // Enough rules for a second page at 5 per page.
  const meals = await api.get<Array<{ restaurantId: number; meals: Array<{ mealId: number; name: string }> }>>('restaurant/v2/meals');
  const lunch = meals.find((m) => m.restaurantId === 2)?.meals.find((m) => m.name === 'Lunch')?.mealId;
  for (let i = 1; i <= 4; i++) {
    await api.send('POST', 'restaurant/v2/availability', {
      restaurantId: 2,
      restaurantMealId: lunch,
      description: `Extra ${i}`,
      dates: [`2032-01-0${i}`],
      daysOfWeek: [],
      timeFrom: '11:00:00',
      timeTo: '13:00:00',
      webSeats: i,
      manualSeats: 0,
      priority: 1,
    });
  }
});

afterAll(async () => {
  await session?.stop();
});

describe('seat availability rules', () => {
  it('lists the rules, 20 to a page at first', async () => {
    await page.goto('/restaurants/mori/availabilities');
    const table = page.getByRole('table', { name: 'mori availability rules' });
    await table.getByRole('cell', { name: 'Julelunsj', exact: true }).waitFor();
    expect(await table.locator('tbody tr').count()).toBe((await rules()).length);
    expect(await page.getByText(`1–${(await rules()).length} of ${(await rules()).length}`).isVisible()).toBe(true);
    expect(await page.getByLabel('Rows per page').inputValue()).toBe('20');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('adds a rule with the defaults, a date added only once and days not offered twice', async () => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add availability' });
    expect(await dialog.getByLabel('Time from').inputValue()).toBe('12:00:00');
    expect(await dialog.getByLabel('Time to').inputValue()).toBe('21:00:00');
    expect(await dialog.getByLabel('Web seats').inputValue()).toBe('0');
    expect(await dialog.getByLabel('Manual seats').inputValue()).toBe('0');
    expect(await dialog.getByLabel('Priority').inputValue()).toBe('0');

    await dialog.getByLabel('Restaurant meal').selectOption({ label: 'Dinner' });
    await dialog.getByLabel('Description').fill('Nyttårsaften');
    await dialog.getByLabel('New date').fill('2031-12-31');
    await dialog.getByRole('button', { name: 'Add date' }).click();
    await dialog.getByLabel('New date').fill('2031-12-31');
    expect(await dialog.getByRole('button', { name: 'Add date' }).isDisabled()).toBe(true);
    await dialog.getByLabel('New day').selectOption({ label: 'Friday' });
    await dialog.getByRole('button', { name: 'Add day' }).click();
    expect(await dialog.getByLabel('New day').locator('option', { hasText: 'Friday' }).count()).toBe(0);
    await dialog.getByLabel('Web seats').fill('12');
    await dialog.getByLabel('Manual seats').fill('3');
    await dialog.getByLabel('Priority').fill('7');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Save successful').waitFor();

    const saved = (await rules()).find((r) => r.description === 'Nyttårsaften');
    expect(saved).toMatchObject({ dates: ['2031-12-31'], daysOfWeek: [5], timeFrom: '12:00:00', timeTo: '21:00:00', webSeats: 12, manualSeats: 3, priority: 7 });
    await page.getByRole('cell', { name: 'Nyttårsaften', exact: true }).waitFor();
  });

  it('keeps what was typed when the times are the wrong way round', async () => {
    await page.getByRole('button', { name: 'Edit Nyttårsaften' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit availability' });
    await dialog.getByLabel('Time from').fill('22:00:00');
    await dialog.getByLabel('Description').fill('Nyttårsaften sent');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('must be after timeFrom').waitFor();
    expect(await dialog.getByLabel('Description').inputValue()).toBe('Nyttårsaften sent');
    expect(await dialog.getByLabel('Time from').inputValue()).toBe('22:00:00');
    await dialog.getByLabel('Time from').fill('17:00:00');
    await dialog.getByRole('list', { name: 'Days of week' }).getByRole('button', { name: 'Remove Friday' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await rules()).find((r) => r.description === 'Nyttårsaften sent')).toMatchObject({ timeFrom: '17:00:00', daysOfWeek: [] });
  });

  it('sorts and pages with the state in the URL', async () => {
    await page.getByRole('button', { name: /^Priority/ }).click();
    await expect.poll(() => url().searchParams.get('sort')).toBe('priority');
    expect(url().searchParams.get('sortDir')).toBe('asc');
    await page.getByRole('button', { name: /^Priority/ }).click();
    await expect.poll(() => url().searchParams.get('sortDir')).toBe('desc');
    await expect.poll(() => page.getByRole('table').locator('tbody tr').first().locator('td').nth(8).textContent()).toBe('7');

    await page.getByLabel('Rows per page').selectOption('5');
    await expect.poll(() => url().searchParams.get('itemsPerPage')).toBe('5');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => url().searchParams.get('page')).toBe('2');
    const total = (await rules()).length;
    await page.getByText(`6–${Math.min(10, total)} of ${total}`).waitFor();
    await page.reload();
    await page.getByText(`6–${Math.min(10, total)} of ${total}`).waitFor();
    expect(await page.getByLabel('Rows per page').inputValue()).toBe('5');
  });

  it('deletes a rule after confirmation', async () => {
    await page.goto('/restaurants/mori/availabilities?sort=priority&sortDir=desc');
    await page.getByRole('button', { name: 'Delete Nyttårsaften sent' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete availability' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect((await rules()).some((r) => r.description === 'Nyttårsaften sent')).toBe(true);
    await page.getByRole('button', { name: 'Delete Nyttårsaften sent' }).click();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(async () => (await rules()).some((r) => r.description === 'Nyttårsaften sent')).toBe(false);
    await expect.poll(() => page.getByRole('cell', { name: 'Nyttårsaften sent', exact: true }).count()).toBe(0);
  });
});
