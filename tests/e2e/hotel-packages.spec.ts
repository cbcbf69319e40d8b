import type { Page } from '@playwright/test';
import type { SpecialCode } from '../../contract/codes.ts';
import type {
  AttachedAddon,
  HotelPackage,
  HotelPackageAddon,
  HotelPackageInput,
  LowestPrice,
  SearchHit,
} from '../../contract/hotel-products.ts';
import type { Image } from '../../contract/images.ts';
import type { ApiCaller } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test as base } from './support/fixtures.ts';

const DRAFT_KEY = 'hotel-package-draft';
const PAGE_SIZE = 10;

const packages = (api: ApiCaller) => api.get<HotelPackage[]>('products/hotelPackage');
const pkg = (api: ApiCaller, clockId: string) =>
  api.get<HotelPackage>(`products/hotelPackage/${encodeURIComponent(clockId)}`);
const codes = (api: ApiCaller, clockId: string) =>
  api.get<SpecialCode[]>(`specialCodes?SpecialCodeType=1&PackageId=${encodeURIComponent(clockId)}`);
const attached = async (api: ApiCaller, clockId: string) =>
  (await api.get<AttachedAddon[]>(`products/hotelPackage/${encodeURIComponent(clockId)}/addons`))
    .map((a) => a.addonId)
    .sort();
const attach = (api: ApiCaller, clockId: string, addonId: string) =>
  api.send('POST', 'products/hotelPackage/addons', { hotelPackageId: clockId, addonId });
const addCode = (
  api: ApiCaller,
  clockId: string,
  specialCode: string,
  dates: { activeFrom?: string; activeTo?: string } = {},
) => api.send<SpecialCode>('POST', 'specialCodes', { specialCode, packageId: clockId, type: 1, ...dates });

/** The page of the list (by position, then clock id; 10 a page) that holds the package. */
const pageOf = async (api: ApiCaller, clockId: string) =>
  Math.floor((await packages(api)).findIndex((p) => p.clockId === clockId) / PAGE_SIZE) + 1;

/** The URL of a page at this path, whatever its query. */
const path = (pathname: string) => new RegExp(`^https?://[^/]+${pathname}([?#].*)?$`);
const listTable = (page: Page) => page.getByRole('table', { name: 'Hotel packages' });
const codesTable = (page: Page) => page.getByRole('table', { name: 'Special codes' });
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();
const draft = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY);
const nameField = (page: Page) => page.getByRole('textbox', { name: 'Name', exact: true });
/** "2 490 kr" as the console writes it (nb-NO groups thousands with a no-break space). */
const kroner = (value: number) => new RegExp(`^${String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s?')} kr$`);

interface HotelFixtures {
  /**
   * Creates a package of this test's own, not one of the hotel system's catalogue (so the picker keeps offering
   * those): listed after the seeded ones (position 50), its clock id and name ending in the test's uid. It is
   * deleted when the test ends, so the list does not grow from run to run.
   */
  createPackage: (fields?: Partial<HotelPackageInput>) => Promise<HotelPackage>;
  /**
   * Takes a package of the hotel system's catalogue for this test: not configured when the test starts (a run
   * before may have left it), and not configured again once it ends, so the picker keeps offering it.
   */
  catalogue: (clockId: string) => Promise<void>;
}

const unconfigure = async (api: ApiCaller, clockId: string) => {
  const found = (await packages(api)).find((p) => p.clockId === clockId);
  if (found) await api.remove(`products/${encodeURIComponent(clockId)}/hotelPackage`, found.version);
};

const test = base.extend<HotelFixtures>({
  createPackage: async ({ api, uid }, use) => {
    const created: string[] = [];
    await use(async (fields = {}) => {
      const made = await api.send<HotelPackage>('POST', 'products/hotelPackage', {
        clockId: `HPT-${uid}`,
        name: `Testpakke ${uid}`,
        nameEn: `Test package ${uid}`,
        position: 50,
        ...fields,
      });
      created.push(made.clockId);
      return made;
    });
    for (const clockId of created) await unconfigure(api, clockId);
  },
  catalogue: async ({ api }, use) => {
    const taken: string[] = [];
    await use(async (clockId) => {
      taken.push(clockId);
      await unconfigure(api, clockId);
    });
    for (const clockId of taken) await unconfigure(api, clockId);
  },
});

test.describe('hotel packages', () => {
  test('lists the configured packages by position; an unknown id, or a new package without a pick, goes back to the list', async ({
    page,
    api,
    uid,
  }) => {
    await test.step('an unknown id, or a new package without a pick, goes back to the list', async () => {
      await page.goto(`/hotelpackages/NOPE-${uid}`);
      await expect(page).toHaveURL(path('/hotelpackages'));
      await page.goto('/hotelpackages/new');
      await expect(page).toHaveURL(path('/hotelpackages'));
      await expect(listTable(page).getByRole('cell', { name: 'Romantisk weekend', exact: true })).toBeVisible();
    });

    await page.goto('/hotelpackages');
    const list = await packages(api);
    const firstPage = list.slice(0, PAGE_SIZE);
    const table = listTable(page);
    await expect(table.getByRole('cell', { name: 'Romantisk weekend', exact: true })).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(firstPage.length);
    await expect(table.locator('tbody tr td:nth-child(2)')).toHaveText(firstPage.map((p) => p.clockId));
    await expect(table.getByRole('row', { name: /HP1001/ }).locator('td')).toHaveText([
      '1',
      'HP1001',
      'Romantisk weekend',
      'Romantic weekend',
      // The price from the server answers (the lowest of the next 6 weeks), not the figure saved with the seed.
      kroner(list.find((p) => p.clockId === 'HP1001')?.priceFrom ?? NaN),
      'Yes',
      'EditDelete',
    ]);
    await expect(table.getByRole('row', { name: /HP1004/ }).getByRole('cell', { name: 'No', exact: true })).toHaveCount(
      1,
    );
  });

  test('adds a package picked from the catalogue: prefilled, saved, draft cleared, listed', async ({
    page,
    api,
    catalogue,
  }) => {
    await catalogue('HP1005');
    const offered = await api.get<SearchHit[]>('search/hotelpackages');
    await page.goto('/hotelpackages');
    const next = Math.max(0, ...(await packages(api)).map((p) => p.position)) + 1;
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add hotel package' });
    const results = dialog.getByRole('list', { name: 'Search results' }).getByRole('button');
    // The catalogue's packages not configured yet: HP1001 is configured already.
    await expect(results).toHaveText(offered.map((hit) => `${hit.id} ${hit.name}`));
    await expect(dialog.getByRole('button', { name: 'HP1005 Fjordcruise og middag', exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^HP1001 / })).toHaveCount(0);
    // The search picker every Add and image choice opens (SearchDialog), checked here once for every screen.
    await expectAccessible(page);
    await dialog.getByLabel('Search hotel packages').fill('fjord');
    await expect(results).toHaveText(['HP1005 Fjordcruise og middag']);
    await dialog.getByRole('button', { name: 'HP1005 Fjordcruise og middag', exact: true }).click();

    await expect(page).toHaveURL(path('/hotelpackages/new'));
    await expect
      .poll(async () => JSON.parse((await draft(page)) ?? 'null') as unknown)
      .toEqual({ clockId: 'HP1005', name: 'Fjordcruise og middag', nameEn: 'Fjord cruise and dinner', position: next });
    await expect(page.getByLabel('Clock id')).toHaveValue('HP1005');
    await expect(nameField(page)).toHaveValue('Fjordcruise og middag');
    await expect(page.getByLabel('Name EN')).toHaveValue('Fjord cruise and dinner');
    const lowest = await api.get<LowestPrice>('products/hotelPackage/HP1005/lowestPrice');
    await expect(page.getByTestId('price-from')).toHaveText(kroner(lowest.lowestPrice!));
    await expect(codesTable(page)).toHaveCount(0); // only once saved
    await expectAccessible(page);

    await save(page);
    await expect(page.getByText('Hotel package successfully saved')).toBeVisible();
    await expect(page).toHaveURL(path('/hotelpackages'));
    await expect.poll(() => draft(page)).toBeNull();
    // The list is paged in the browser: all rows on one page shows it wherever its position puts it.
    await page.getByLabel('Rows per page').selectOption('50');
    await expect(listTable(page).getByRole('cell', { name: 'Fjordcruise og middag', exact: true })).toBeVisible();
    await expect
      .poll(() => pkg(api, 'HP1005'))
      .toMatchObject({
        name: 'Fjordcruise og middag',
        nameEn: 'Fjord cruise and dinner',
        displayOnSite: true,
        onlyWithSpecialCode: false,
        priceFrom: lowest.lowestPrice,
      });
    await expect
      .poll(async () => (await api.get<SearchHit[]>('search/hotelpackages')).map((h) => h.id))
      .not.toContain('HP1005');
  });

  test('shows the name and included meal errors and keeps what was typed, also when saving fails; copies the checkout link with the package code', async ({
    page,
    context,
    api,
    uid,
    baseURL,
    createPackage,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const own = await createPackage({ name: `Fjordcruise og middag ${uid}` });
    const { checkoutUrl } = await api.get<{ checkoutUrl: string }>('config');
    await page.goto(`/hotelpackages?page=${await pageOf(api, own.clockId)}`);
    await page.getByRole('button', { name: `Edit ${own.name}`, exact: true }).click();
    await expect(page).toHaveURL(path(`/hotelpackages/${own.clockId}`));
    await expect(nameField(page)).toHaveValue(own.name);
    await expect(codesTable(page).getByText('No special codes yet.')).toBeVisible();
    await expectAccessible(page);

    await test.step('copies the checkout link with the package code', async () => {
      await page.getByRole('button', { name: 'Get checkout link' }).click();
      await expect(page.getByText('Link has been copied to the clipboard')).toBeVisible();
      // The toast, checked here once for every screen that copies a link.
      await expectAccessible(page);
      await expect
        .poll(() => page.evaluate(() => navigator.clipboard.readText()))
        .toBe(`${checkoutUrl}/hotel?packageCode=${own.clockId}`);
    });

    await nameField(page).fill('   ');
    await page.getByLabel('Url').fill('fjord-typed');
    await save(page);
    await expect(page.getByText('Name cannot be empty.')).toBeVisible();
    await expect(page).toHaveURL(path(`/hotelpackages/${own.clockId}`));
    await expect(page.getByLabel('Url')).toHaveValue('fjord-typed');
    await nameField(page).fill(`Fjordcruise ${uid}`);

    const restaurant = page.getByLabel('Restaurant', { exact: true });
    const mealType = page.getByLabel('Meal type');
    await expect(restaurant).toBeDisabled();
    await page.getByRole('switch', { name: 'Included meal' }).check();
    await expect(restaurant).toBeEnabled();
    await expect(mealType).toBeDisabled(); // only once a restaurant is chosen
    await restaurant.selectOption({ index: 1 });
    await expect(mealType).toBeEnabled();
    await mealType.selectOption({ label: 'Dinner' });
    await expectAccessible(page);
    await save(page);
    await expect(page.getByText('Included meal description cannot be empty')).toBeVisible();
    await expect(page.getByText('Name cannot be empty.')).toHaveCount(0);
    await expectAccessible(page);
    await expect
      .poll(() => pkg(api, own.clockId))
      .toMatchObject({ name: own.name, url: '', includedMealDescription: '' });

    await test.step('a failed save keeps the user on the form with what was typed', async () => {
      await page.getByLabel('Included meal description').fill('Middag om bord');
      await page.route('**/api/products/hotelPackage', (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
      );
      await save(page);
      await expect(page.getByText('There was an error while saving data.')).toBeVisible();
      await expect(page).toHaveURL(path(`/hotelpackages/${own.clockId}`));
      await expect(nameField(page)).toHaveValue(`Fjordcruise ${uid}`);
      await expect(page.getByLabel('Included meal description')).toHaveValue('Middag om bord');
      await expect.poll(async () => (await pkg(api, own.clockId)).name).toBe(own.name);
    });
  });

  test('edits every kind of field', async ({ page, api, uid, catalogue }) => {
    // A package of the catalogue, so that the hotel system offers its rates.
    await catalogue('HP1010');
    await api.send('POST', 'products/hotelPackage', {
      clockId: 'HP1010',
      name: 'Golfpakke',
      nameEn: 'Golf package',
      position: 50,
    });
    const image = (await api.get<Image[]>('images'))[1]!;
    await page.goto('/hotelpackages/HP1010');
    await nameField(page).fill(`Golf ${uid}`);
    await page.getByLabel('Name EN').fill('Golf');
    await page.getByLabel('Url').fill('golf-typed');
    await page.getByLabel('Position').fill('9');
    await page.getByLabel('Display on site').uncheck();
    await page.getByLabel('Only with special code').check();
    await page.getByRole('button', { name: 'Choose image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose image' });
    await expect(dialog.getByRole('button', { name: image.name, exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: image.name, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('image-field-name')).toHaveText(image.name);
    await page.getByLabel('Intro text', { exact: true }).fill('Velkommen om bord');
    await page.getByLabel('Intro text EN', { exact: true }).fill('Welcome aboard');
    await page.getByLabel('Footer text', { exact: true }).fill('Fot');
    await page.getByLabel('Footer text EN', { exact: true }).fill('Footer');
    await page.getByLabel('Description items', { exact: true }).fill('  Cruise  \n\n   \nMiddag\n');
    await page.getByLabel('Description items EN', { exact: true }).fill('Cruise\n \nDinner');
    await page.getByLabel('Unique description items', { exact: true }).fill('Utsikt');
    await page.getByLabel('Unique description items EN').fill('\n  View ');
    await page.getByLabel('Rate').selectOption({ label: 'Flex (R-FLEX, 1-14 nights)' });
    await expect(page.getByLabel('Min stay')).toHaveValue('1');
    await expect(page.getByLabel('Max stay')).toHaveValue('14');
    await page.getByLabel('Max stay').fill('10');
    await page.getByRole('switch', { name: 'Included meal' }).check();
    await page.getByLabel('Restaurant', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Meal type').selectOption({ label: 'Dinner' });
    await page.getByLabel('Included meal description').fill('Middag om bord');
    await save(page);
    await expect(page.getByText('Hotel package successfully saved')).toBeVisible();
    await expect(page).toHaveURL(path('/hotelpackages'));

    await expect
      .poll(() => pkg(api, 'HP1010'))
      .toMatchObject({
        name: `Golf ${uid}`,
        nameEn: 'Golf',
        url: 'golf-typed',
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
        includedRestaurantFk: expect.any(Number),
      });
    await page.getByLabel('Rows per page').selectOption('50');
    const row = listTable(page).getByRole('row', { name: /HP1010/ });
    await expect(row.locator('td').first()).toHaveText('9');

    // The form shows the lines back one per line; switching the meal off clears it on save.
    await page.getByRole('button', { name: `Edit Golf ${uid}`, exact: true }).click();
    await expect(page.getByLabel('Description items', { exact: true })).toHaveValue('Cruise\nMiddag');
    await expect(page.getByRole('switch', { name: 'Included meal' })).toBeChecked();
    await page.getByRole('switch', { name: 'Included meal' }).uncheck();
    await save(page);
    await expect(page).toHaveURL(path('/hotelpackages'));
    await expect
      .poll(() => pkg(api, 'HP1010'))
      .toMatchObject({
        includedMealDescription: '',
        includedRestaurantFk: null,
        includedMealFk: null,
        name: `Golf ${uid}`,
      });
  });
});

test.describe('attached add-ons', () => {
  test('attaches an add-on not attached yet and detaches one after confirmation; offline, saving, adding and deleting are disabled; back online, deletes the package from the list after confirmation', async ({
    page,
    context,
    api,
    uid,
    createPackage,
  }) => {
    // As the seeded HP1001: late check-out and flowers attached, and a special code.
    const own = await createPackage();
    await attach(api, own.clockId, 'AD2003');
    await attach(api, own.clockId, 'AD2002');
    const code = await addCode(api, own.clockId, `VIP-${uid}`);
    const addons = await api.get<HotelPackageAddon[]>('products/hotelPackageAddon');
    const choices = (taken: string[]) => [
      'Choose an add-on',
      ...addons.filter((a) => !taken.includes(a.clockId)).map((a) => `${a.name} (${a.clockId})`),
    ];

    await page.goto(`/hotelpackages/${own.clockId}`);
    const table = page.getByRole('table', { name: 'Attached add-ons' });
    const select = page.getByLabel('Add-on to attach');
    await expect(table.getByRole('cell', { name: 'Sen utsjekk', exact: true })).toBeVisible();
    await expect(codesTable(page).getByRole('cell', { name: code.specialCode, exact: true })).toBeVisible();
    await expect(select.locator('option')).toHaveText(choices(['AD2002', 'AD2003']));
    await expectAccessible(page);
    await expect(page.getByRole('button', { name: 'Attach', exact: true })).toBeDisabled();
    await select.selectOption({ label: 'Frokost på rommet (AD2001)' });
    await page.getByRole('button', { name: 'Attach', exact: true }).click();
    await expect(table.getByRole('cell', { name: 'Frokost på rommet', exact: true })).toBeVisible();
    await expect(page.getByText('Product added successfully', { exact: true })).toBeVisible();
    await expect.poll(() => attached(api, own.clockId)).toEqual(['AD2001', 'AD2002', 'AD2003']);
    await expect(select.locator('option')).toHaveText(choices(['AD2001', 'AD2002', 'AD2003']));

    await page.getByRole('button', { name: 'Detach Sen utsjekk', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Detach add-on' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect.poll(() => attached(api, own.clockId)).toEqual(['AD2001', 'AD2002', 'AD2003']);
    await page.getByRole('button', { name: 'Detach Sen utsjekk', exact: true }).click();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(() => attached(api, own.clockId)).toEqual(['AD2001', 'AD2003']);
    await expect(table.getByRole('cell', { name: 'Sen utsjekk', exact: true })).toHaveCount(0);

    await test.step('offline, saving, adding and deleting are disabled', async () => {
      // As the seeded HP1001 once breakfast is attached: an add-on and a special code.
      await expect(table.getByRole('cell', { name: 'Frokost på rommet', exact: true })).toBeVisible();
      await expect(codesTable(page).getByRole('cell', { name: code.specialCode, exact: true })).toBeVisible();
      await context.setOffline(true);
      await expect(page.getByText('Saving needs a connection').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Add special code' })).toBeDisabled();
      await expect(page.getByRole('button', { name: `Delete ${code.specialCode}`, exact: true })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Detach Frokost på rommet', exact: true })).toBeDisabled();
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(page).toHaveURL(path('/hotelpackages'));
      // The list is paged in the browser: all rows on one page, without the server.
      await page.getByLabel('Rows per page').selectOption('50');
      await expect(listTable(page).getByRole('cell', { name: own.name, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
      await expect(page.getByRole('button', { name: `Delete ${own.name}`, exact: true })).toBeDisabled();
      await expect(page.getByText('Saving needs a connection')).toBeVisible();
      await context.setOffline(false);
      await expect(page.getByRole('button', { name: `Delete ${own.name}`, exact: true })).toBeEnabled();
    });

    await page.getByRole('button', { name: `Delete ${own.name}`, exact: true }).click();
    const remove = page.getByRole('dialog', { name: 'Delete hotel package' });
    await expect(remove).toBeVisible();
    // The confirm dialog every Delete and Detach opens (ConfirmDialog), checked here once for every screen.
    await expectAccessible(page);
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await expect(remove).toHaveCount(0);
    await expect.poll(async () => (await pkg(api, own.clockId)).clockId).toBe(own.clockId);
    await page.getByRole('button', { name: `Delete ${own.name}`, exact: true }).click();
    await remove.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(async () => (await packages(api)).map((p) => p.clockId)).not.toContain(own.clockId);
    await expect(listTable(page).getByRole('cell', { name: own.name, exact: true })).toHaveCount(0);
  });

  test('says so when attaching fails', async ({ page, api, uid, createPackage }) => {
    const own = await createPackage();
    await attach(api, own.clockId, 'AD2003');
    const addon = await api.send<HotelPackageAddon>('POST', 'products/hotelPackageAddon', {
      clockId: `ADT-${uid}`,
      name: `Tillegg ${uid}`,
      nameEn: `Add-on ${uid}`,
    });
    const label = `${addon.name} (${addon.clockId})`;
    // The screen's copy of the add-ons stays the one it loaded (a read of the list may still be on its way when the
    // add-on goes, and would take it off the screen before the attach).
    const offered = await api.get<HotelPackageAddon[]>('products/hotelPackageAddon');
    await page.route('**/api/products/hotelPackageAddon', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: offered }) : route.fallback(),
    );
    await page.goto(`/hotelpackages/${own.clockId}`);
    const select = page.getByLabel('Add-on to attach');
    await expect(select.locator('option', { hasText: label })).toHaveCount(1);
    // The add-on goes away on the server while the screen still offers it: the server refuses (404).
    await api.remove(`products/${addon.clockId}/hotelPackageAddon`, addon.version);
    await select.selectOption({ label });
    await page.getByRole('button', { name: 'Attach', exact: true }).click();
    await expect(page.getByText('Something went wrong when saving the item')).toBeVisible();
    await expect.poll(() => attached(api, own.clockId)).toEqual(['AD2003']);
  });
});

test.describe('special codes', () => {
  test('adds a row locally that Cancel removes; checks empty, taken (in any case) and date order, then saves a generated code as type 1; shows the server refusing a duplicate that slipped past the check', async ({
    page,
    api,
    createPackage,
  }) => {
    const own = await createPackage();
    await page.goto(`/hotelpackages/${own.clockId}`);
    const row = codesTable(page).getByRole('row', { name: 'New special code' });

    await test.step('a new row that Cancel removes', async () => {
      await expect(codesTable(page).getByText('No special codes yet.')).toBeVisible();
      await page.getByRole('button', { name: 'Add special code' }).click();
      await expect(row).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add special code' })).toBeDisabled();
      await expectAccessible(page);
      await row.getByRole('button', { name: 'Cancel' }).click();
      await expect(row).toHaveCount(0);
      await expect(codesTable(page).getByText('No special codes yet.')).toBeVisible();
      await expect.poll(() => codes(api, own.clockId)).toEqual([]);
    });

    await page.getByRole('button', { name: 'Add special code' }).click();
    const alert = codesTable(page).getByRole('alert');
    const code = row.getByLabel('Special code', { exact: true });
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(alert.getByText('Special code cannot be empty.')).toBeVisible();
    await expectAccessible(page);

    await code.fill('vinter-vip'); // the seeded VINTER-VIP belongs to HP1001
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(alert.getByText('This special code already exists.')).toBeVisible();
    await expect(alert).toHaveJSProperty('textContent', 'This special code already exists. ');

    await row.getByRole('button', { name: 'Generate' }).click();
    await expect(code).toHaveValue(/^[A-HJKMNP-Z2-9]{8}$/);
    const generated = await code.inputValue();
    await row.getByLabel('Active from').fill('2031-06-02 10:00');
    await row.getByLabel('Active to').fill('2031-06-01 10:00');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(alert.getByText('Active To date should be later than Active From date')).toBeVisible();
    await expect(alert.getByText('This special code already exists.')).toHaveCount(0);
    await expect.poll(() => codes(api, own.clockId)).toEqual([]);

    await row.getByLabel('Active to').fill('2031-06-30 18:00');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row).toHaveCount(0);
    const shown = codesTable(page)
      .getByRole('row', { name: new RegExp(generated) })
      .locator('td');
    await expect(shown.nth(0)).toHaveText(generated);
    await expect(shown.nth(1)).toHaveText('2031-06-02 10:00');
    await expect(shown.nth(2)).toHaveText('2031-06-30 18:00');
    await expect
      .poll(() => codes(api, own.clockId))
      .toEqual([
        expect.objectContaining({
          specialCode: generated,
          type: 1,
          packageId: own.clockId,
          activeFrom: '2031-06-02T10:00:00',
          activeTo: '2031-06-30T18:00:00',
          createdBy: 'Kari Nordmann',
        }),
      ]);

    await test.step('shows the server refusing a duplicate that slipped past the check', async () => {
      await page.getByRole('button', { name: 'Add special code' }).click();
      // Another user takes the code between the uniqueness check and the insert (the seeded FAMILIE2026, in any case).
      await page.route('**/api/specialCodes/checkUniqueSpecialCode**', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: 'true' }),
      );
      await row.getByLabel('Special code', { exact: true }).fill('Familie2026');
      await row.getByRole('button', { name: 'Save' }).click();
      await expect(codesTable(page).getByRole('alert').getByText('This special code already exists.')).toBeVisible();
      await expect(row.getByLabel('Special code', { exact: true })).toHaveValue('Familie2026');
      await row.getByRole('button', { name: 'Cancel' }).click();
      await expect(row).toHaveCount(0);
      await expect
        .poll(async () => (await codes(api, own.clockId)).map((c) => c.specialCode))
        .not.toContain('Familie2026');
    });
  });

  test('edits a code in its row, keeping its own code in another case; deletes it after confirmation', async ({
    page,
    api,
    uid,
    createPackage,
  }) => {
    const own = await createPackage();
    const code = await addCode(api, own.clockId, `SOMMER-${uid}`, {
      activeFrom: '2031-06-02T10:00',
      activeTo: '2031-06-30T18:00',
    });
    const lower = code.specialCode.toLowerCase();
    const renamed = `HP-SOMMER-${uid}`;
    await page.goto(`/hotelpackages/${own.clockId}`);
    await page.getByRole('button', { name: `Edit ${code.specialCode}`, exact: true }).click();
    const row = codesTable(page).getByRole('row', { name: `Editing ${code.specialCode}`, exact: true });
    await expect(row.getByLabel('Active from')).toHaveValue('2031-06-02 10:00');
    await expect(page.getByRole('button', { name: 'Add special code' })).toBeDisabled();
    await expectAccessible(page);
    await row.getByLabel('Special code', { exact: true }).fill(lower);
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row).toHaveCount(0);
    await expect.poll(async () => (await codes(api, own.clockId))[0]?.specialCode).toBe(lower);

    await page.getByRole('button', { name: `Edit ${lower}`, exact: true }).click();
    const again = codesTable(page).getByRole('row', { name: /^Editing / });
    await again.getByLabel('Special code', { exact: true }).fill(renamed);
    await again.getByLabel('Active to').fill('2031-07-15 12:30');
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(again).toHaveCount(0);
    await expect(codesTable(page).getByRole('cell', { name: '2031-07-15 12:30' })).toBeVisible();
    await expect
      .poll(() => codes(api, own.clockId))
      .toEqual([
        expect.objectContaining({
          id: code.id,
          specialCode: renamed,
          activeTo: '2031-07-15T12:30:00',
          createdAt: code.createdAt,
          createdBy: 'Kari Nordmann',
          updatedBy: 'Kari Nordmann',
        }),
      ]);

    await page.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete special code' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect.poll(async () => (await codes(api, own.clockId)).map((c) => c.specialCode)).toEqual([renamed]);
    await page.getByRole('button', { name: `Delete ${renamed}`, exact: true }).click();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect.poll(() => codes(api, own.clockId)).toEqual([]);
    await expect(codesTable(page).getByText('No special codes yet.')).toBeVisible();
  });
});
