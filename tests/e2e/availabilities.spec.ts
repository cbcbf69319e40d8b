import type { Page } from '@playwright/test';
import type { AvailabilityInput, AvailabilityRule } from '../../contract/availability.ts';
import type { Paged } from '../../contract/common.ts';
import type { ApiCaller } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// mori (restaurant 2): its rules, the seed's and those tests add, all 500 of them at most.
const rules = async (api: ApiCaller) =>
  (await api.get<Paged<AvailabilityRule>>('restaurant/v2/mori/availabilities/?page=1&itemsPerPage=500')).items;
const described = async (api: ApiCaller, description: string) =>
  (await rules(api)).find((r) => r.description === description);

async function mealId(api: ApiCaller, name: 'Lunch' | 'Dinner'): Promise<number> {
  const meals =
    await api.get<Array<{ restaurantId: number; meals: Array<{ mealId: number; name: string }> }>>(
      'restaurant/v2/meals',
    );
  return meals.find((m) => m.restaurantId === 2)!.meals.find((m) => m.name === name)!.mealId;
}

async function create(
  api: ApiCaller,
  description: string,
  fields: Partial<AvailabilityInput> = {},
): Promise<AvailabilityRule> {
  await api.send('POST', 'restaurant/v2/availability', {
    restaurantId: 2,
    restaurantMealId: await mealId(api, 'Dinner'),
    description,
    // A rule needs a day of week or a date (decision 016).
    dates: ['2031-12-24'],
    daysOfWeek: [],
    timeFrom: '12:00:00',
    timeTo: '21:00:00',
    webSeats: 0,
    manualSeats: 0,
    priority: 0,
    ...fields,
  });
  return (await described(api, description))!;
}

const table = (page: Page) => page.getByRole('table', { name: 'mori availability rules' });
const cell = (page: Page, text: string) => table(page).getByRole('cell', { name: text, exact: true });
// Newest first: a rule a test adds is on the first page, however many rules other tests added before.
const NEWEST_FIRST = '/restaurants/mori/availabilities?sort=id&sortDir=desc';

test.describe('seat availability rules', () => {
  test('adds a rule with the defaults, a date added only once and days not offered twice', async ({
    page,
    api,
    uid,
  }) => {
    const description = `Nyttårsaften ${uid}`;
    await page.goto(NEWEST_FIRST);
    await expect(cell(page, 'Julelunsj')).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add availability' });
    await expect(dialog.getByLabel('Time from')).toHaveValue('12:00:00');
    await expect(dialog.getByLabel('Time to')).toHaveValue('21:00:00');
    await expect(dialog.getByLabel('Web seats')).toHaveValue('0');
    await expect(dialog.getByLabel('Manual seats')).toHaveValue('0');
    await expect(dialog.getByLabel('Priority')).toHaveValue('0');
    await expectAccessible(page);

    await dialog.getByLabel('Restaurant meal').selectOption({ label: 'Dinner' });
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByLabel('New date').fill('2031-12-31');
    await dialog.getByRole('button', { name: 'Add date' }).click();
    await dialog.getByLabel('New date').fill('2031-12-31');
    await expect(dialog.getByRole('button', { name: 'Add date' })).toBeDisabled();
    await dialog.getByLabel('New day').selectOption({ label: 'Friday' });
    await dialog.getByRole('button', { name: 'Add day' }).click();
    await expect(dialog.getByLabel('New day').locator('option', { hasText: 'Friday' })).toHaveCount(0);
    await expectAccessible(page);
    await dialog.getByLabel('Web seats').fill('12');
    await dialog.getByLabel('Manual seats').fill('3');
    await dialog.getByLabel('Priority').fill('7');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Save successful')).toBeVisible();

    await expect
      .poll(() => described(api, description))
      .toMatchObject({
        restaurantMealId: await mealId(api, 'Dinner'),
        dates: ['2031-12-31'],
        daysOfWeek: [5],
        timeFrom: '12:00:00',
        timeTo: '21:00:00',
        webSeats: 12,
        manualSeats: 3,
        priority: 7,
      });
    await expect(cell(page, description)).toBeVisible();
  });

  test('keeps what was typed when the times are the wrong way round; deletes a rule after confirmation', async ({
    page,
    api,
    uid,
  }) => {
    const rule = await create(api, `Nyttårsaften ${uid}`, {
      dates: ['2031-12-31'],
      daysOfWeek: [5],
      webSeats: 12,
      manualSeats: 3,
      priority: 7,
    });
    await page.goto(NEWEST_FIRST);
    await page.getByRole('button', { name: `Edit ${rule.description}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit availability' });
    await expect(dialog.getByLabel('Description')).toHaveValue(rule.description);
    await dialog.getByLabel('Time from').fill('22:00:00');
    await dialog.getByLabel('Description').fill(`Nyttårsaften sent ${uid}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Time to must be after Time from.', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Description')).toHaveValue(`Nyttårsaften sent ${uid}`);
    await expect(dialog.getByLabel('Time from')).toHaveValue('22:00:00');
    await expectAccessible(page);
    await expect.poll(() => described(api, rule.description)).toMatchObject({ id: rule.id, timeFrom: '12:00:00' });

    await dialog.getByLabel('Time from').fill('17:00:00');
    await dialog.getByRole('list', { name: 'Days of week' }).getByRole('button', { name: 'Remove Friday' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect
      .poll(() => described(api, `Nyttårsaften sent ${uid}`))
      .toMatchObject({ id: rule.id, timeFrom: '17:00:00', daysOfWeek: [] });
    await expect(cell(page, `Nyttårsaften sent ${uid}`)).toBeVisible();

    await test.step('deletes a rule after confirmation', async () => {
      const description = `Nyttårsaften sent ${uid}`;
      await page.getByRole('button', { name: `Delete ${description}`, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete availability' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
      await expect.poll(() => described(api, description)).toMatchObject({ id: rule.id });
      await expect(cell(page, description)).toBeVisible();

      await page.getByRole('button', { name: `Delete ${description}`, exact: true }).click();
      await confirm.getByRole('button', { name: 'Ok' }).click();
      await expect.poll(() => described(api, description)).toBeUndefined();
      await expect(cell(page, description)).toHaveCount(0);
    });
  });

  test('refuses a rule with no days and no dates, naming what is missing and keeping what was typed; 0 seats is saved as a closing rule', async ({
    page,
    api,
    uid,
  }) => {
    const description = `Stengt ${uid}`;
    const before = (await rules(api)).length;
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/restaurant/v2/availability'))
        sent.push(request.url());
    });
    await page.goto(NEWEST_FIRST);
    await expect(cell(page, 'Julelunsj')).toBeVisible();
    await page.getByRole('button', { name: 'Add', exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: 'Add availability' });
    await dialog.getByLabel('Restaurant meal').selectOption({ label: 'Dinner' });
    await dialog.getByLabel('Description').fill(description);
    await dialog.getByLabel('Web seats').fill('5');
    await dialog.getByRole('button', { name: 'Save' }).tap();

    const days = dialog.getByRole('group', { name: 'Days of week' });
    await expect(days.getByText('Choose days of the week or dates the rule applies to', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Description')).toHaveValue(description);
    await expect(dialog.getByLabel('Web seats')).toHaveValue('5');
    await expectAccessible(page);
    // Nothing was sent, nothing stored.
    expect(sent).toEqual([]);
    await expect.poll(async () => (await rules(api)).length).toBe(before);

    // A day added: the message goes; a rule with 0 seats closes the meal that day and is saved.
    await dialog.getByLabel('New day').selectOption({ label: 'Monday' });
    await dialog.getByRole('button', { name: 'Add day' }).tap();
    await expect(days.getByText('Choose days of the week or dates the rule applies to', { exact: true })).toHaveCount(
      0,
    );
    await dialog.getByLabel('Web seats').fill('0');
    await dialog.getByRole('button', { name: 'Save' }).tap();
    await expect(dialog).toHaveCount(0);
    await expect
      .poll(() => described(api, description))
      .toMatchObject({ daysOfWeek: [1], dates: [], webSeats: 0, manualSeats: 0 });
    expect(sent).toHaveLength(1);
  });

  test('lists the rules, 20 to a page at first; sorts and pages with the state in the URL', async ({
    page,
    api,
    uid,
  }) => {
    // Enough rules for a second page at 5 a page, and one with the highest priority of all.
    const lunch = await mealId(api, 'Lunch');
    for (let i = (await rules(api)).length; i < 7; i++) {
      await create(api, `Extra ${uid} ${i}`, {
        restaurantMealId: lunch,
        dates: [`2032-01-0${(i % 9) + 1}`],
        timeFrom: '11:00:00',
        timeTo: '13:00:00',
        webSeats: i,
        priority: 1,
      });
    }
    const top = Math.max(...(await rules(api)).map((r) => r.priority)) + 1;
    await create(api, `Topp ${uid}`, { priority: top });
    const total = (await rules(api)).length;

    await page.goto('/restaurants/mori/availabilities');
    await expect(cell(page, 'Julelunsj')).toBeVisible();
    await expect(table(page).locator('tbody tr')).toHaveCount(Math.min(total, 20));
    await expect(page.getByText(`1–${Math.min(total, 20)} of ${total}`, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Rows per page')).toHaveValue('20');

    await page.getByRole('button', { name: /^Priority/ }).click();
    await expect(page).toHaveURL(/[?&]sort=priority(&|$)/);
    await expect(page).toHaveURL(/[?&]sortDir=asc(&|$)/);
    await page.getByRole('button', { name: /^Priority/ }).click();
    await expect(page).toHaveURL(/[?&]sortDir=desc(&|$)/);
    const first = table(page).locator('tbody tr').first().locator('td');
    await expect(first.nth(1)).toHaveText(`Topp ${uid}`);
    await expect(first.nth(8)).toHaveText(String(top));

    await page.getByLabel('Rows per page').selectOption('5');
    await expect(page).toHaveURL(/[?&]itemsPerPage=5(&|$)/);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page.getByText(`6–${Math.min(10, total)} of ${total}`, { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText(`6–${Math.min(10, total)} of ${total}`, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Rows per page')).toHaveValue('5');
    await expect(page).toHaveURL(/[?&]sort=priority(&|$)/);
    await expect(page).toHaveURL(/[?&]sortDir=desc(&|$)/);
  });
});
