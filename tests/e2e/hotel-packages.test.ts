import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpecialCode } from '../../contract/codes.ts';
import type { AttachedAddon, HotelPackage, LowestPrice, SearchHit } from '../../contract/hotel-products.ts';
import type { Image } from '../../contract/images.ts';
import type { ApiCaller } from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { startSession, type Session } from './support/session.ts';

let session: Session;
let page: Page;
let api: ApiCaller;
let context: BrowserContext;

const DRAFT_KEY = 'hotel-package-draft';
const pkg = (clockId: string) => api.get<HotelPackage>(`products/hotelPackage/${clockId}`);
const codes = (clockId: string) => api.get<SpecialCode[]>(`specialCodes?SpecialCodeType=1&PackageId=${clockId}`);
const attached = async (clockId: string) => (await api.get<AttachedAddon[]>(`products/hotelPackage/${clockId}/addons`)).map((a) => a.addonId).sort();
const path = () => new URL(page.url()).pathname;
const draft = () => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY);
const save = () => page.getByRole('button', { name: 'Save', exact: true }).click();
const codesTable = () => page.getByRole('table', { name: 'Special codes' });


beforeAll(async () => {
  session = await startSession();
  ({ page, api, context } = session);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: session.server.url });
});

afterAll(async () => {
  await session?.stop();
});

describe('hotel packages', () => {
  it('lists the configured packages by position', async () => {
    await page.goto('/hotelpackages');
    const table = page.getByRole('table', { name: 'Hotel packages' });
    await table.getByRole('cell', { name: 'Romantisk weekend', exact: true }).waitFor();
    const list = await api.get<HotelPackage[]>('products/hotelPackage');
    expect(await table.locator('tbody tr').count()).toBe(list.length);
    const first = table.locator('tbody tr').first().locator('td');
    expect(await first.allTextContents()).toEqual(['1', 'HP1001', 'Romantisk weekend', 'Romantic weekend', expect.stringMatching(/^2\s?490 kr$/), 'Yes', 'EditDelete']);
    expect(await table.getByRole('row', { name: /HP1004/ }).getByRole('cell', { name: 'No', exact: true }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('adds a package picked from the catalogue: prefilled, saved, draft cleared, listed', async () => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add hotel package' });
    await dialog.getByRole('button', { name: 'HP1006 Skiweekend' }).waitFor();
    expect(await dialog.getByRole('button', { name: /^HP1001 / }).count()).toBe(0); // configured already
    await dialog.getByLabel('Search hotel packages').fill('fjord');
    await expect.poll(() => dialog.getByRole('list', { name: 'Search results' }).getByRole('button').allTextContents()).toEqual(['HP1005 Fjordcruise og middag']);
    await dialog.getByRole('button', { name: 'HP1005 Fjordcruise og middag' }).click();
    await expect.poll(path).toBe('/hotelpackages/new');
    expect(JSON.parse((await draft()) ?? 'null')).toEqual({ clockId: 'HP1005', name: 'Fjordcruise og middag', nameEn: 'Fjord cruise and dinner' });
    expect(await page.getByLabel('Clock id').inputValue()).toBe('HP1005');
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Fjordcruise og middag');
    expect(await page.getByLabel('Name EN').inputValue()).toBe('Fjord cruise and dinner');
    expect(await page.getByRole('table', { name: 'Special codes' }).count()).toBe(0); // only once saved

    const lowest = await api.get<LowestPrice>('products/hotelPackage/HP1005/lowestPrice');
    await expect.poll(async () => (await page.getByTestId('price-from').textContent())?.replace(/\D/g, '')).toBe(String(lowest.lowestPrice));
    await save();
    await page.getByText('Hotel package successfully saved').waitFor();
    await expect.poll(path).toBe('/hotelpackages');
    expect(await draft()).toBeNull();
    await page.getByRole('table', { name: 'Hotel packages' }).getByRole('cell', { name: 'Fjordcruise og middag', exact: true }).waitFor();
    expect(await pkg('HP1005')).toMatchObject({ name: 'Fjordcruise og middag', nameEn: 'Fjord cruise and dinner', displayOnSite: true, onlyWithSpecialCode: false, priceFrom: lowest.lowestPrice });
    expect((await api.get<SearchHit[]>('search/hotelpackages')).map((h) => h.id)).not.toContain('HP1005');
  });

  it('shows the name and included meal errors and keeps what was typed', async () => {
    await page.getByRole('button', { name: 'Edit Fjordcruise og middag' }).click();
    await expect.poll(path).toBe('/hotelpackages/HP1005');
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('   ');
    await page.getByLabel('Url').fill('fjord-typed');
    await save();
    await page.getByText('Name cannot be empty.').waitFor();
    expect(path()).toBe('/hotelpackages/HP1005');
    expect(await page.getByLabel('Url').inputValue()).toBe('fjord-typed');
    await name.fill('Fjordcruise');

    const restaurant = page.getByLabel('Restaurant', { exact: true });
    const mealType = page.getByLabel('Meal type');
    expect(await restaurant.isDisabled()).toBe(true);
    await page.getByRole('switch', { name: 'Included meal' }).check();
    expect(await restaurant.isEnabled()).toBe(true);
    expect(await mealType.isDisabled()).toBe(true); // only once a restaurant is chosen
    await restaurant.selectOption({ index: 1 });
    expect(await mealType.isEnabled()).toBe(true);
    await mealType.selectOption({ label: 'Dinner' });
    await save();
    await page.getByText('Included meal description cannot be empty').waitFor();
    expect(await page.getByText('Name cannot be empty.').count()).toBe(0);
    expect(await pkg('HP1005')).toMatchObject({ name: 'Fjordcruise og middag', url: '', includedMealDescription: '' });
  });

  it('keeps the user on the form with what was typed when saving fails', async () => {
    await page.getByLabel('Included meal description').fill('Middag om bord');
    await page.route('**/api/products/hotelPackage', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback()));
    await save();
    await page.getByText('There was an error while saving data.').waitFor();
    await page.unroute('**/api/products/hotelPackage');
    expect(path()).toBe('/hotelpackages/HP1005');
    expect(await page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Fjordcruise');
    expect(await page.getByLabel('Included meal description').inputValue()).toBe('Middag om bord');
    expect((await pkg('HP1005')).name).toBe('Fjordcruise og middag');
  });

  it('edits every kind of field', async () => {
    const images = await api.get<Image[]>('images');
    const image = images[1]!;
    await page.getByLabel('Name EN').fill('Fjord cruise');
    await page.getByLabel('Position').fill('9');
    await page.getByLabel('Display on site').uncheck();
    await page.getByLabel('Only with special code').check();
    await page.getByRole('button', { name: 'Choose image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose image' });
    await dialog.getByRole('button', { name: image.name, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('package-image-name').textContent()).toBe(image.name);
    await page.getByLabel('Intro text', { exact: true }).fill('Velkommen om bord');
    await page.getByLabel('Intro text EN', { exact: true }).fill('Welcome aboard');
    await page.getByLabel('Footer text', { exact: true }).fill('Fot');
    await page.getByLabel('Footer text EN', { exact: true }).fill('Footer');
    await page.getByLabel('Description items', { exact: true }).fill('  Cruise  \n\n   \nMiddag\n');
    await page.getByLabel('Description items EN', { exact: true }).fill('Cruise\n \nDinner');
    await page.getByLabel('Unique description items', { exact: true }).fill('Utsikt');
    await page.getByLabel('Unique description items EN').fill('\n  View ');
    await page.getByLabel('Rate').selectOption({ label: 'Flex (R-FLEX, 1-14 nights)' });
    expect(await page.getByLabel('Min stay').inputValue()).toBe('1');
    expect(await page.getByLabel('Max stay').inputValue()).toBe('14');
    await page.getByLabel('Max stay').fill('10');
    await save();
    await page.getByText('Hotel package successfully saved').waitFor();
    await expect.poll(path).toBe('/hotelpackages');

    const saved = await pkg('HP1005');
    expect(saved).toMatchObject({
      name: 'Fjordcruise',
      nameEn: 'Fjord cruise',
      url: 'fjord-typed',
      position: 9,
      imageFk: image.id,
      displayOnSite: false,
      onlyWithSpecialCode: true,
      introText: 'Velkommen om bord',
      introTextEn: 'Welcome aboard',
      footerText: 'Fot',
      footerTextEn: 'Footer',
      descriptionItems: ['Cruise', 'Middag'],
      descriptionItemsEn: ['Cruise', 'Dinner'],
      descriptionUniqueItems: ['Utsikt'],
      descriptionUniqueItemsEn: ['View'],
      availabilityRateId: 'R-FLEX',
      availabilityRateName: 'Flex',
      minStay: 1,
      maxStay: 10,
      includedMealDescription: 'Middag om bord',
      includedMealFk: 3,
    });
    expect(saved.includedRestaurantFk).not.toBeNull();
    const row = page.getByRole('table', { name: 'Hotel packages' }).getByRole('row', { name: /HP1005/ });
    await expect.poll(() => row.locator('td').first().textContent()).toBe('9');

    // The form shows the lines back one per line; switching the meal off clears it on save.
    await page.getByRole('button', { name: 'Edit Fjordcruise' }).click();
    expect(await page.getByLabel('Description items', { exact: true }).inputValue()).toBe('Cruise\nMiddag');
    expect(await page.getByRole('switch', { name: 'Included meal' }).isChecked()).toBe(true);
    await page.getByRole('switch', { name: 'Included meal' }).uncheck();
    await save();
    await expect.poll(path).toBe('/hotelpackages');
    expect(await pkg('HP1005')).toMatchObject({ includedMealDescription: '', includedRestaurantFk: null, includedMealFk: null, name: 'Fjordcruise' });
  });

  it('copies the checkout link with the package code', async () => {
    const { checkoutUrl } = await api.get<{ checkoutUrl: string }>('config');
    await page.goto('/hotelpackages/HP1005');
    await page.getByRole('button', { name: 'Get checkout link' }).click();
    await page.getByText('Link has been copied to the clipboard').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${checkoutUrl}/hotel?packageCode=HP1005`);
  });

  it('sends an unknown id, or a new package without a pick, back to the list', async () => {
    await page.goto('/hotelpackages/NOPE');
    await expect.poll(path).toBe('/hotelpackages');
    await page.goto('/hotelpackages/new');
    await expect.poll(path).toBe('/hotelpackages');
    await page.getByRole('table', { name: 'Hotel packages' }).getByRole('cell', { name: 'Romantisk weekend', exact: true }).waitFor();
  });
});

describe('attached add-ons', () => {
  it('attaches an add-on not attached yet and detaches one after confirmation', async () => {
    await page.goto('/hotelpackages/HP1001');
    const table = page.getByRole('table', { name: 'Attached add-ons' });
    await table.getByRole('cell', { name: 'Sen utsjekk', exact: true }).waitFor();
    const select = page.getByLabel('Add-on to attach');
    await page.getByRole('table', { name: 'Special codes' }).getByRole('cell', { name: 'VINTER-VIP', exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await select.locator('option').allTextContents()).toEqual(['Choose an add-on', 'Frokost på rommet (AD2001)', 'Middag i Mori (AD2004)']);
    expect(await page.getByRole('button', { name: 'Attach', exact: true }).isDisabled()).toBe(true);
    await select.selectOption({ label: 'Frokost på rommet (AD2001)' });
    await page.getByRole('button', { name: 'Attach', exact: true }).click();
    await table.getByRole('cell', { name: 'Frokost på rommet', exact: true }).waitFor();
    await page.getByText('Product added successfully', { exact: true }).waitFor();
    expect(await attached('HP1001')).toEqual(['AD2001', 'AD2002', 'AD2003']);
    await expect.poll(() => select.locator('option').allTextContents()).toEqual(['Choose an add-on', 'Middag i Mori (AD2004)']);

    await page.getByRole('button', { name: 'Detach Sen utsjekk' }).click();
    const confirm = page.getByRole('dialog', { name: 'Detach add-on' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await attached('HP1001')).toEqual(['AD2001', 'AD2002', 'AD2003']);
    await page.getByRole('button', { name: 'Detach Sen utsjekk' }).click();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(() => attached('HP1001')).toEqual(['AD2001', 'AD2003']);
    await expect.poll(() => table.getByRole('cell', { name: 'Sen utsjekk', exact: true }).count()).toBe(0);
  });

  it('says so when attaching fails', async () => {
    // The add-on goes away on the server while the screen still offers it: the server refuses (404).
    await api.send('DELETE', 'products/AD2004/hotelPackageAddon');
    await page.getByLabel('Add-on to attach').selectOption({ label: 'Middag i Mori (AD2004)' });
    await page.getByRole('button', { name: 'Attach', exact: true }).click();
    await page.getByText('Something went wrong when saving the item').waitFor();
    expect(await attached('HP1001')).toEqual(['AD2001', 'AD2003']);
  });
});

describe('special codes', () => {
  it('adds a row locally that Cancel removes', async () => {
    await page.goto('/hotelpackages/HP1005');
    await codesTable().getByText('No special codes yet.').waitFor();
    await page.getByRole('button', { name: 'Add special code' }).click();
    const row = codesTable().getByRole('row', { name: 'New special code' });
    await row.waitFor();
    expect(await page.getByRole('button', { name: 'Add special code' }).isDisabled()).toBe(true);
    await row.getByRole('button', { name: 'Cancel' }).click();
    await row.waitFor({ state: 'detached' });
    await codesTable().getByText('No special codes yet.').waitFor();
    expect(await codes('HP1005')).toEqual([]);
  });

  it('checks empty, taken (in any case) and date order, then saves a generated code as type 1', async () => {
    await page.getByRole('button', { name: 'Add special code' }).click();
    const row = codesTable().getByRole('row', { name: 'New special code' });
    const alert = codesTable().getByRole('alert');
    await row.getByRole('button', { name: 'Save' }).click();
    await alert.getByText('Special code cannot be empty.').waitFor();

    await row.getByLabel('Special code', { exact: true }).fill('vinter-vip'); // VINTER-VIP belongs to HP1001
    await row.getByRole('button', { name: 'Save' }).click();
    await alert.getByText('This special code already exists.').waitFor();
    expect(await alert.textContent()).toBe('This special code already exists. ');

    await row.getByRole('button', { name: 'Generate' }).click();
    await expect.poll(() => row.getByLabel('Special code', { exact: true }).inputValue()).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    const generated = await row.getByLabel('Special code', { exact: true }).inputValue();
    await row.getByLabel('Active from').fill('2031-06-02T10:00');
    await row.getByLabel('Active to').fill('2031-06-01T10:00');
    await row.getByRole('button', { name: 'Save' }).click();
    await alert.getByText('Active To date should be later than Active From date').waitFor();
    expect(await alert.getByText('This special code already exists.').count()).toBe(0);
    expect(await codes('HP1005')).toEqual([]);

    await row.getByLabel('Active to').fill('2031-06-30T18:00');
    await row.getByRole('button', { name: 'Save' }).click();
    await row.waitFor({ state: 'detached' });
    const shown = codesTable().getByRole('row', { name: new RegExp(generated) });
    expect((await shown.locator('td').allTextContents()).slice(0, 3)).toEqual([generated, '2031-06-02 10:00', '2031-06-30 18:00']);
    expect(await codes('HP1005')).toEqual([
      expect.objectContaining({ specialCode: generated, type: 1, packageId: 'HP1005', activeFrom: '2031-06-02T10:00:00', activeTo: '2031-06-30T18:00:00', createdBy: 'Kari Nordmann' }),
    ]);
  });

  it('shows the server refusing a duplicate that slipped past the check', async () => {
    await page.getByRole('button', { name: 'Add special code' }).click();
    const row = codesTable().getByRole('row', { name: 'New special code' });
    // Another user takes the code between the uniqueness check and the insert.
    await page.route('**/api/specialCodes/checkUniqueSpecialCode**', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: 'true' }));
    await row.getByLabel('Special code', { exact: true }).fill('Familie2026');
    await row.getByRole('button', { name: 'Save' }).click();
    await codesTable().getByRole('alert').getByText('This special code already exists.').waitFor();
    await page.unroute('**/api/specialCodes/checkUniqueSpecialCode**');
    expect(await row.getByLabel('Special code', { exact: true }).inputValue()).toBe('Familie2026');
    await row.getByRole('button', { name: 'Cancel' }).click();
    expect((await codes('HP1005')).map((c) => c.specialCode)).not.toContain('Familie2026');
  });

  it('edits a code in its row, keeping its own code in another case', async () => {
    const [code] = await codes('HP1005');
    await page.getByRole('button', { name: `Edit ${code!.specialCode}` }).click();
    const row = codesTable().getByRole('row', { name: `Editing ${code!.specialCode}` });
    expect(await row.getByLabel('Active from').inputValue()).toBe('2031-06-02T10:00');
    expect(await page.getByRole('button', { name: 'Add special code' }).isDisabled()).toBe(true);
    await row.getByLabel('Special code', { exact: true }).fill(code!.specialCode.toLowerCase());
    await row.getByRole('button', { name: 'Save' }).click();
    await row.waitFor({ state: 'detached' });
    await expect.poll(async () => (await codes('HP1005'))[0]?.specialCode).toBe(code!.specialCode.toLowerCase());

    await page.getByRole('button', { name: `Edit ${code!.specialCode.toLowerCase()}` }).click();
    const again = codesTable().getByRole('row', { name: /^Editing / });
    await again.getByLabel('Special code', { exact: true }).fill('HP-SOMMER');
    await again.getByLabel('Active to').fill('2031-07-15T12:30');
    await again.getByRole('button', { name: 'Save' }).click();
    await again.waitFor({ state: 'detached' });
    await codesTable().getByRole('cell', { name: '2031-07-15 12:30' }).waitFor();
    expect(await codes('HP1005')).toEqual([
      expect.objectContaining({ id: code!.id, specialCode: 'HP-SOMMER', activeTo: '2031-07-15T12:30:00', createdAt: code!.createdAt, createdBy: 'Kari Nordmann', updatedBy: 'Kari Nordmann' }),
    ]);
  });

  it('deletes a code after confirmation', async () => {
    await page.getByRole('button', { name: 'Delete HP-SOMMER' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete special code' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect((await codes('HP1005')).map((c) => c.specialCode)).toEqual(['HP-SOMMER']);
    await page.getByRole('button', { name: 'Delete HP-SOMMER' }).click();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(() => codes('HP1005')).toEqual([]);
    await codesTable().getByText('No special codes yet.').waitFor();
  });
});

describe('offline and delete', () => {
  it('disables saving, adding and deleting without a connection', async () => {
    await page.goto('/hotelpackages');
    await page.getByRole('table', { name: 'Hotel packages' }).getByRole('cell', { name: 'Fjordcruise', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Edit Romantisk weekend' }).click();
    await page.getByRole('table', { name: 'Attached add-ons' }).getByRole('cell', { name: 'Frokost på rommet', exact: true }).waitFor();
    await context.setOffline(true);
    try {
      await page.getByText('Saving needs a connection').first().waitFor();
      expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Add special code' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Delete VINTER-VIP' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Detach Frokost på rommet' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await page.getByRole('table', { name: 'Hotel packages' }).getByRole('cell', { name: 'Fjordcruise', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Delete Fjordcruise' }).isDisabled()).toBe(true);
      await page.getByText('Saving needs a connection').waitFor();
    } finally {
      await context.setOffline(false);
    }
  });

  it('deletes a package from the list after confirmation', async () => {
    await expect.poll(() => page.getByRole('button', { name: 'Delete Fjordcruise' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Delete Fjordcruise' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete hotel package' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect((await pkg('HP1005')).clockId).toBe('HP1005');
    await page.getByRole('button', { name: 'Delete Fjordcruise' }).click();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(async () => (await api.get<HotelPackage[]>('products/hotelPackage')).map((p) => p.clockId)).not.toContain('HP1005');
    await expect.poll(() => page.getByRole('cell', { name: 'Fjordcruise', exact: true }).count()).toBe(0);
  });
});
