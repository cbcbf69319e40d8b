import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelPackageAddon } from '../../contract/hotel-products.ts';
import type { ApiCaller } from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { startSession, type Session } from './support/session.ts';

let session: Session;
let page: Page;
let context: BrowserContext;
let api: ApiCaller;

const LIST = '/hotelpackageaddons';
const DRAFT_KEY = 'draft:hotel-package-addon';
const path = () => new URL(page.url()).pathname;
const addon = (id: string) => api.get<HotelPackageAddon>(`products/hotelPackageAddon/${id}`);
const clockIds = async () => (await api.get<HotelPackageAddon[]>('products/hotelPackageAddon')).map((a) => a.clockId);
const table = () => page.getByRole('table', { name: 'Hotel package addons' });
const field = (name: string) => page.getByRole('textbox', { name, exact: true });
const select = (name: string) => page.getByRole('combobox', { name, exact: true });
const save = () => page.getByRole('button', { name: 'Save', exact: true });
const draft = () => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY);
const restrictionSummary = (name: string) => page.getByRole('list', { name: `Restrictions of ${name}` }).getByRole('listitem').allTextContents();

beforeAll(async () => {
  session = await startSession();
  ({ page, api, context } = session);
});

afterAll(async () => {
  await session?.stop();
});

describe('hotel package add-ons', () => {
  it('lists the add-ons with every column and their restrictions in priority order', async () => {
    await page.goto(LIST);
    await table().getByRole('cell', { name: 'Frokost på rommet', exact: true }).waitFor();
    const headers = await table().getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['Position', 'Clock id', 'Name', 'Name EN', 'Unit', 'Unit EN', 'Url', 'Availabilities', 'Description', 'Description EN', 'Actions']);
    expect(await table().locator('tbody tr').count()).toBe((await clockIds()).length);
    const row = table().getByRole('row').filter({ hasText: 'AD2001' });
    expect(await row.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['1', 'AD2001', 'Frokost på rommet', 'Breakfast in the room', 'Servert mellom 07 og 10.', 'Served between 7 and 10.']),
    );
    const saved = (await addon('AD2001')).restrictions.map((r) => `${r.dateFilter?.name}: ${r.isProductAvailable ? 'available' : 'unavailable'}`);
    expect(saved).toEqual(['Alle dager: available', 'Jul og nyttår: unavailable']);
    expect((await restrictionSummary('Frokost på rommet')).map((t) => t.replace(/^[✓✕]/, ''))).toEqual(saved);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('adds an add-on through the picker: the draft fills the form, survives a reload and is cleared by the save', async () => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Add hotel package addon' });
    await picker.getByRole('button', { name: 'Parkering (AD2005)' }).waitFor();
    // Only catalogue add-ons not configured yet are offered.
    expect(await picker.getByRole('button', { name: 'Frokost på rommet (AD2001)' }).count()).toBe(0);
    await picker.getByLabel('Search add-ons').fill('park');
    await expect.poll(() => picker.getByRole('list', { name: 'Search results' }).getByRole('button').allTextContents()).toHaveLength(1);
    await picker.getByRole('button', { name: 'Parkering (AD2005)' }).click();

    await expect.poll(path).toBe(`${LIST}/new`);
    expect(await field('Name').inputValue()).toBe('Parkering');
    expect(await field('Name EN').inputValue()).toBe('Parking');
    expect(await field('Position').inputValue()).toBe('5');
    await page.getByText('AD2005', { exact: true }).waitFor();
    await field('Unit').fill('per døgn');
    await field('Unit EN').fill('per day');

    await page.reload();
    await field('Name').waitFor();
    expect(await field('Name').inputValue()).toBe('Parkering');
    expect(await field('Unit').inputValue()).toBe('per døgn');
    expect(JSON.parse((await draft()) ?? 'null')).toMatchObject({ clockId: 'AD2005', unit: 'per døgn' });

    await save().click();
    await page.getByText('Hotel package addon successfully saved').waitFor();
    await expect.poll(path).toBe(LIST);
    await table().getByRole('cell', { name: 'AD2005', exact: true }).waitFor();
    expect(await addon('AD2005')).toMatchObject({ name: 'Parkering', nameEn: 'Parking', unit: 'per døgn', unitEn: 'per day', position: 5, restrictions: [] });
    expect(await draft()).toBeNull();
    // No draft held any more: the new form has nothing to start from and goes back to the list.
    await page.goto(`${LIST}/new`);
    await expect.poll(path).toBe(LIST);
  });

  it('edits every field, with the meal type enabled only once a restaurant is chosen', async () => {
    await page.getByRole('link', { name: 'Edit Parkering' }).click();
    await expect.poll(path).toBe(`${LIST}/AD2005`);
    await field('Name EN').fill('Parking garage');
    await field('Unit EN').fill('per night');
    await field('Url').fill('parkering');
    await field('Position').fill('7');
    await field('Description').fill('Innendørs, 50 plasser.');
    await field('Description EN').fill('Indoor, 50 spaces.');

    const meal = page.getByRole('switch', { name: 'Included meal' });
    expect(await select('Restaurant').isDisabled()).toBe(true);
    await meal.check();
    await page.getByText('Included meal description cannot be empty').waitFor();
    expect(await save().isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    expect(await select('Restaurant').isEnabled()).toBe(true);
    expect(await select('Meal type').isDisabled()).toBe(true);
    await select('Restaurant').selectOption({ label: 'mori' });
    expect(await select('Meal type').isEnabled()).toBe(true);
    await select('Meal type').selectOption({ label: 'Dinner' });
    await field('Included meal description').fill('Frokost før avreise');
    await expect.poll(() => page.getByText('Included meal description cannot be empty').count()).toBe(0);
    await save().click();
    await page.getByText('Hotel package addon successfully saved').waitFor();
    await expect.poll(path).toBe(LIST);

    // The meal type is saved (Dinner is the same type at both restaurants), not mori's own restaurant-meal id.
    const meals = await api.get<Array<{ restaurantId: number; meals: Array<{ mealId: number; mealTypeId: number; name: string }> }>>('restaurant/v2/meals');
    const dinner = meals.find((m) => m.restaurantId === 2)?.meals.find((m) => m.name === 'Dinner')?.mealTypeId;
    expect(dinner).toBeDefined();
    expect(await addon('AD2005')).toMatchObject({
      nameEn: 'Parking garage',
      unitEn: 'per night',
      url: 'parkering',
      position: 7,
      description: 'Innendørs, 50 plasser.',
      descriptionEn: 'Indoor, 50 spaces.',
      includedMealDescription: 'Frokost før avreise',
      includedRestaurantFk: 2,
      includedMealFk: dinner,
    });
    await table().getByRole('cell', { name: 'Parking garage', exact: true }).waitFor();

    // Switched off, the meal is saved empty.
    await page.getByRole('link', { name: 'Edit Parkering' }).click();
    await meal.waitFor();
    expect(await meal.isChecked()).toBe(true);
    expect(await field('Included meal description').inputValue()).toBe('Frokost før avreise');
    await meal.uncheck();
    await save().click();
    await expect.poll(path).toBe(LIST);
    expect(await addon('AD2005')).toMatchObject({ includedMealDescription: '', includedRestaurantFk: null, includedMealFk: null });
  });

  it('shows each validation text under its field and keeps Save disabled while one stands', async () => {
    await page.goto(`${LIST}/AD2005`);
    await field('Name').fill('');
    const nameErrors = page.getByText('Name cannot be empty.', { exact: true });
    await expect.poll(() => nameErrors.count()).toBe(1);
    expect(await field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(await save().isDisabled()).toBe(true);
    await field('Name EN').fill('  ');
    await expect.poll(() => nameErrors.count()).toBe(2);
    expect(await field('Name EN').getAttribute('aria-invalid')).toBe('true');
    await field('Name').fill('Parkering');
    await field('Name EN').fill('Parking');
    await expect.poll(() => nameErrors.count()).toBe(0);
    expect(await save().isEnabled()).toBe(true);

    await page.getByRole('switch', { name: 'Included meal' }).check();
    await page.getByText('Included meal description cannot be empty', { exact: true }).waitFor();
    expect(await save().isDisabled()).toBe(true);
    await page.getByRole('switch', { name: 'Included meal' }).uncheck();
    await field('Position').fill('x');
    await page.getByText('Position must be a whole number, 0 or more.').waitFor();
    expect(await save().isDisabled()).toBe(true);
    // Nothing was saved.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect.poll(path).toBe(LIST);
    expect(await addon('AD2005')).toMatchObject({ name: 'Parkering', nameEn: 'Parking garage', position: 7 });
  });

  it('keeps the user on the form with what was typed when the save fails', async () => {
    await page.goto(`${LIST}/AD2005`);
    let refused = 0;
    // The one fake of this file: the server refuses the next save once.
    await page.route('**/api/products/hotelPackageAddon', async (route) => {
      if (route.request().method() === 'POST' && refused === 0) {
        refused += 1;
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error."}' });
      } else {
        await route.fallback();
      }
    });
    await field('Name').fill('Parkering ute');
    await field('Unit').fill('per bil');
    await save().click();
    await page.getByText('Something went wrong during saving item').waitFor();
    expect(refused).toBe(1);
    expect(path()).toBe(`${LIST}/AD2005`);
    expect(await field('Name').inputValue()).toBe('Parkering ute');
    expect(await field('Unit').inputValue()).toBe('per bil');
    expect((await addon('AD2005')).name).toBe('Parkering');

    await save().click();
    await page.getByText('Hotel package addon successfully saved').waitFor();
    await expect.poll(path).toBe(LIST);
    await page.unroute('**/api/products/hotelPackageAddon');
    expect(await addon('AD2005')).toMatchObject({ name: 'Parkering ute', unit: 'per bil' });
  });

  it('goes back to the list for an unknown id', async () => {
    await page.goto(`${LIST}/NOPE-1`);
    await expect.poll(path).toBe(LIST);
    await table().getByRole('cell', { name: 'AD2001', exact: true }).waitFor();
  });

  it('edits restrictions in place: adds two, reorders, deletes one and restores another, saves', async () => {
    await page.getByRole('button', { name: 'Edit restrictions of Frokost på rommet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Restrictions of Frokost på rommet' });
    const row = (n: number) => dialog.getByRole('listitem', { name: `Restriction ${n}` });
    const filterOf = async (n: number) => row(n).getByLabel('Date filter').evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.textContent ?? '');
    await row(2).waitFor();
    expect(await filterOf(1)).toBe('Alle dager');
    expect(await filterOf(2)).toBe('Jul og nyttår');
    expect(await row(1).getByText('Global').count()).toBe(1);

    await dialog.getByRole('button', { name: 'Add restriction' }).click();
    await dialog.getByRole('button', { name: 'Add restriction' }).click();
    // New ones come last and default to unavailable.
    expect(await row(3).getByLabel('Available').isChecked()).toBe(false);
    expect(await row(4).getByLabel('Available').isChecked()).toBe(false);
    // Each picks a date filter before the restrictions can be saved.
    const saveRestrictions = dialog.getByRole('button', { name: 'Save restrictions' });
    expect(await row(3).getByLabel('Date filter').getAttribute('aria-invalid')).toBe('true');
    expect(await saveRestrictions.isDisabled()).toBe(true);
    await row(3).getByLabel('Date filter').selectOption({ label: 'Helger' });
    expect(await saveRestrictions.isDisabled()).toBe(true);
    await row(3).getByLabel('Available').check();
    await row(4).getByLabel('Date filter').selectOption({ label: 'Sommer' });
    expect(await saveRestrictions.isEnabled()).toBe(true);
    expect(await row(4).getByLabel('Date filter').getAttribute('aria-invalid')).toBeNull();
    expect(await row(4).getByRole('button', { name: 'Move down' }).isDisabled()).toBe(true);
    await row(4).getByRole('button', { name: 'Move up' }).click();
    expect(await filterOf(3)).toBe('Sommer');
    expect(await filterOf(4)).toBe('Helger');

    await row(2).getByRole('button', { name: 'Delete' }).click();
    const struck = row(2).getByText('Jul og nyttår · unavailable');
    expect(await struck.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('line-through');
    await row(3).getByRole('button', { name: 'Delete' }).click();
    await row(3).getByRole('button', { name: 'Restore' }).click();
    expect(await row(3).getByLabel('Date filter').isVisible()).toBe(true);
    expect(await row(2).getByRole('button', { name: 'Restore' }).isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Save restrictions' }).click();
    await page.getByText('Restrictions were saved.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const saved = (await addon('AD2001')).restrictions;
    expect(saved.map((r) => [r.dateFilter?.name, r.isProductAvailable, r.isGlobal])).toEqual([
      ['Alle dager', true, true],
      ['Sommer', false, false],
      ['Helger', true, false],
    ]);
    expect(saved.map((r) => r.priority)).toEqual([0, 2, 3]);

    await page.reload();
    await expect
      .poll(async () => (await restrictionSummary('Frokost på rommet')).map((t) => t.replace(/^[✓✕]/, '')))
      .toEqual(['Alle dager: available', 'Sommer: unavailable', 'Helger: available']);
    await page.getByRole('button', { name: 'Edit restrictions of Frokost på rommet' }).click();
    await row(3).waitFor();
    expect([await filterOf(1), await filterOf(2), await filterOf(3)]).toEqual(['Alle dager', 'Sommer', 'Helger']);
    expect(await row(3).getByLabel('Available').isChecked()).toBe(true);
    expect(await row(4).count()).toBe(0);
  });

  it('keeps the restriction changes when their save fails', async () => {
    const dialog = page.getByRole('dialog', { name: 'Restrictions of Frokost på rommet' });
    await page.route('**/api/products/hotelPackageAddonRestrictions', (route) => route.fulfill({ status: 500, body: '{}' }), { times: 1 });
    await dialog.getByRole('listitem', { name: 'Restriction 1' }).getByRole('button', { name: 'Move down' }).click();
    await dialog.getByRole('button', { name: 'Save restrictions' }).click();
    await page.getByText('There was an error while saving restrictions.').waitFor();
    expect(await dialog.getByRole('listitem', { name: 'Restriction 1' }).getByLabel('Date filter').inputValue()).not.toBe('');
    expect(await dialog.getByRole('listitem', { name: 'Restriction 2' }).getByText('Global').count()).toBe(1);
    expect((await addon('AD2001')).restrictions[0]?.dateFilter?.name).toBe('Alle dager');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('deletes an add-on after confirmation; Cancel keeps it', async () => {
    await page.getByRole('button', { name: 'Delete Parkering ute' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete hotel package addon' });
    await confirm.getByText("Are you sure you want to delete 'Parkering ute'?").waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await clockIds()).toContain('AD2005');
    await page.getByRole('button', { name: 'Delete Parkering ute' }).click();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(clockIds).not.toContain('AD2005');
    await expect.poll(() => table().getByRole('cell', { name: 'AD2005', exact: true }).count()).toBe(0);
  });

  it('offline, add, delete and save are disabled and say that saving needs a connection', async () => {
    await page.goto(`${LIST}/AD2002`);
    await field('Name').waitFor();
    await context.setOffline(true);
    try {
      await page.getByText('Saving needs a connection').waitFor();
      expect(await save().isDisabled()).toBe(true);
      await page.getByRole('link', { name: 'Cancel' }).click();
      await table().getByRole('cell', { name: 'AD2002', exact: true }).waitFor();
      await page.getByText('Saving needs a connection').waitFor();
      expect(await page.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Delete Sen utsjekk' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Edit restrictions of Sen utsjekk' }).click();
      expect(await page.getByRole('dialog').getByRole('button', { name: 'Save restrictions' }).isDisabled()).toBe(true);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    } finally {
      await context.setOffline(false);
    }
  });
});
