import type { Locator, Page } from '@playwright/test';
import type { DateFilter } from '../../contract/date-filters.ts';
import type { SearchHit } from '../../contract/hotel-products.ts';
import type { Image } from '../../contract/images.ts';
import type {
  IncludedService,
  SpaPackageGroup,
  SpaPackageGroupInput,
  SpaProduct,
  SpaProductInput,
} from '../../contract/spa.ts';
import type { ApiCaller } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test as base } from './support/fixtures.ts';

const LIST = '/spapackages';

const groups = (api: ApiCaller) => api.get<SpaPackageGroup[]>('products/spaPackage');
const groupOf = async (api: ApiCaller, id: number) => (await groups(api)).find((g) => g.id === id);
const groupNamed = async (api: ApiCaller, name: string) => (await groups(api)).find((g) => g.name === name);
const productOf = async (api: ApiCaller, brpProductId: number): Promise<SpaProduct | undefined> =>
  (await groups(api)).flatMap((g) => g.products).find((p) => p.brpProductId === brpProductId);
const services = (api: ApiCaller, groupId: number) => api.get<IncludedService[]>(`groups/${groupId}/included-services`);
const titles = async (api: ApiCaller, groupId: number) =>
  (await services(api, groupId)).map((s) => [s.position, s.title]);
const restrictionTexts = async (api: ApiCaller, brpProductId: number) =>
  (await productOf(api, brpProductId))?.restrictions.map(
    (r) => `${r.dateFilter?.name}: ${r.isProductAvailable ? 'available' : 'unavailable'}`,
  );
async function dateFilterId(api: ApiCaller, name: string): Promise<number> {
  const found = (await api.get<DateFilter[]>('date-filters')).find((f) => f.name === name);
  if (!found) throw new Error(`no date filter named ${name}`);
  return found.id;
}

/** The URL of a page at this path, whatever its query. */
const at = (pathname: string) => new RegExp(`^https?://[^/]+${pathname}([?#].*)?$`);
const listTable = (page: Page) => page.getByRole('table', { name: 'Spa packages' });
const servicesTable = (page: Page) => page.getByRole('table', { name: 'Included services' });
const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
/** A product of the group on the edit page: its fieldset, named by the product. */
const product = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const restriction = (scope: Locator, n: number) =>
  scope.getByRole('listitem', { name: `Restriction ${n}`, exact: true });
const confirmDialog = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });

interface OwnGroups {
  /** A spa package of this test's own (deleted with its products and services after the test), with products of the spa system. */
  create(
    input: SpaPackageGroupInput,
    products?: Array<Omit<SpaProductInput, 'productGroupFk'>>,
  ): Promise<SpaPackageGroup>;
  /** A package the test made through the screen: deleted after the test if it is still there. */
  track(name: string): void;
  /** The spa system's product is free for this test (no group holds it), and free again after it. */
  free(brpProductId: number): Promise<void>;
}

const test = base.extend<{ own: OwnGroups }>({
  own: async ({ api }, use) => {
    const ids = new Set<number>();
    const names = new Set<string>();
    const release = async (brpProductId: number) => {
      const held = await productOf(api, brpProductId);
      if (held) await api.send('DELETE', `products/${brpProductId}/spaPackage`, undefined, held.version);
    };
    const freed: number[] = [];
    await use({
      async create(input, products = []) {
        const made = await api.send<SpaPackageGroup>('POST', 'groups', input);
        ids.add(made.id);
        for (const p of products) {
          freed.push(p.brpProductId);
          await release(p.brpProductId);
          await api.send('POST', 'products/spaPackage', { ...p, productGroupFk: made.id });
        }
        return (await groupOf(api, made.id)) ?? made;
      },
      track: (name) => names.add(name),
      async free(brpProductId) {
        freed.push(brpProductId);
        await release(brpProductId);
      },
    });
    for (const g of await groups(api)) {
      if (ids.has(g.id) || names.has(g.name)) await api.remove(`groups/${g.id}`, g.version);
    }
    for (const brpProductId of freed) await release(brpProductId);
  },
});

test.describe('spa packages', () => {
  test('an unknown id goes back to the list, which lists the packages by position with their products; Add opens a new one, which is created with a product from the picker, after the name is given', async ({
    page,
    api,
    uid,
    own,
  }) => {
    await own.free(5008);
    const name = `Morgen ${uid}`;
    own.track(name);
    const list = await groups(api);

    await test.step('an unknown id goes back to the list', async () => {
      await page.goto(`${LIST}/999999${uid.replace(/\D/g, '')}`);
      await expect(page).toHaveURL(at(LIST));
      await page.goto(`${LIST}/nope/included-servies`);
      await expect(page).toHaveURL(at(LIST));
      await expect(listTable(page).getByRole('cell', { name: 'Spadag', exact: true })).toBeVisible();
    });

    await expect(listTable(page).getByRole('columnheader')).toHaveText([
      'Position',
      'Name',
      'Name EN',
      'Products',
      'Displayed price',
      'Promo ribbon',
      'Actions',
    ]);
    await expect(listTable(page).locator('tbody tr')).toHaveCount(Math.min(10, list.length));
    await expect(listTable(page).locator('tbody tr td:nth-child(2)')).toHaveText(list.slice(0, 10).map((g) => g.name));
    await expect(page.getByRole('list', { name: 'Products of Spadag', exact: true }).getByRole('listitem')).toHaveText([
      'Spadag hverdag',
      'Spadag helg',
    ]);

    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page).toHaveURL(at(`${LIST}/new`));
    await expect(page.getByRole('heading', { name: 'New spa package', level: 1 })).toBeVisible();
    await expect(textbox(page, 'Position')).toHaveValue(String(Math.max(0, ...list.map((g) => g.position)) + 1));
    await expect(page.getByText('No products yet.')).toBeVisible();
    // No checkout link before the package exists.
    await expect(page.getByRole('button', { name: 'Get checkout link' })).toHaveCount(0);
    await expectAccessible(page);

    // Created with a product from the picker, once the name is given.
    await save(page).click();
    await expect(page.getByText('Name cannot be empty.', { exact: true })).toBeVisible();
    await expect(textbox(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(at(`${LIST}/new`));

    await textbox(page, 'Name').fill(name);
    await expect(page.getByText('Name cannot be empty.', { exact: true })).toHaveCount(0);
    await textbox(page, 'Name EN').fill(`Morning ${uid}`);
    await page.getByRole('button', { name: 'Add product' }).click();
    const picker = page.getByRole('dialog', { name: 'Add product' });
    // Only products no package holds yet are offered.
    await expect(picker.getByRole('button', { name: 'Morgenspa, Morning spa · 5008', exact: true })).toBeVisible();
    await expect(picker.getByRole('button', { name: /· 5001$/ })).toHaveCount(0);
    await picker.getByLabel('Search spa products').fill('morg');
    await expect(picker.getByRole('list', { name: 'Search results' }).getByRole('button')).toHaveCount(1);
    await picker.getByRole('button', { name: 'Morgenspa, Morning spa · 5008', exact: true }).click();
    await expect(picker).toHaveCount(0);

    const morning = product(page, 'Morgenspa');
    await expect(morning.getByLabel('Start time')).toHaveValue('10:00');
    await expect(morning.getByLabel('Start time').locator('option')).toHaveText([
      '08:00',
      '10:00',
      '11:00',
      '17:00',
      '19:00',
    ]);
    await expect(morning.getByRole('radio', { name: 'No limit' })).toBeChecked();
    await expect(morning.getByLabel('Parent product')).toHaveValue('');
    // The picker no longer offers what the form holds.
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(picker.getByRole('list', { name: 'Search results' })).toBeVisible();
    await expect(picker.getByRole('button', { name: /· 5008$/ })).toHaveCount(0);
    await picker.getByRole('button', { name: 'Cancel' }).click();

    await save(page).click();
    await expect(page.getByText('Spa package successfully saved')).toBeVisible();
    await expect(page).toHaveURL(at(LIST));
    await expect(listTable(page).getByRole('cell', { name, exact: true })).toBeVisible();
    await expect
      .poll(() => groupNamed(api, name))
      .toMatchObject({
        nameEn: `Morning ${uid}`,
        products: [
          {
            brpProductId: 5008,
            brpProductNumber: 'SP-5008',
            displayName: 'Morgenspa',
            fromTime: '10:00',
            orderLimit: 0,
            parentBrpProductId: null,
            restrictions: [],
          },
        ],
      });
    const saved = await groupNamed(api, name);
    expect(saved?.products[0]?.productGroupFk).toBe(saved?.id);
  });

  test('edits every kind of field of the package and its products', async ({ page, api, uid, own }) => {
    const group = await own.create({ name: `Helg ${uid}`, position: 60 }, [
      { brpProductId: 5009 },
      { brpProductId: 5010 },
    ]);
    const image = (await api.get<Image[]>('images'))[3]!;
    await page.goto(LIST);
    await page.getByRole('link', { name: `Edit ${group.name}`, exact: true }).click();
    await expect(page).toHaveURL(at(`${LIST}/${group.id}`));
    await expect(textbox(page, 'Name')).toHaveValue(group.name);
    await expectAccessible(page);

    await textbox(page, 'Name').fill(`Helgespa ${uid}`);
    await textbox(page, 'Name EN').fill('Weekend spa');
    await textbox(page, 'Position').fill('61');
    await textbox(page, 'Displayed price').fill('1499.50');
    await textbox(page, 'Promo ribbon text').fill('Kun i helgen');
    await textbox(page, 'Promo ribbon text EN').fill('Weekends only');
    await page.getByRole('button', { name: 'Choose image' }).click();
    const images = page.getByRole('dialog', { name: 'Choose image' });
    await expect(images.getByRole('button', { name: image.name, exact: true })).toBeVisible();
    await images.getByRole('button', { name: image.name, exact: true }).click();
    await expect(page.getByTestId('image-field-name')).toHaveText(image.name);

    // The meal: its description is required while the switch is on.
    const meal = page.getByRole('switch', { name: 'Included meal' });
    await expect(page.getByLabel('Restaurant', { exact: true })).toBeDisabled();
    await meal.check();
    await page.getByLabel('Restaurant', { exact: true }).selectOption({ label: 'mori' });
    await page.getByLabel('Meal type').selectOption({ label: 'Lunch' });

    const detox = product(page, 'Detox-dag');
    const mother = product(page, 'Mor og datter');
    await detox.getByLabel('Start time').selectOption('17:00');
    await textbox(detox, 'Url').fill(`detox-${uid}`);
    await mother.getByLabel('Start time').selectOption('08:00');
    // Another product of the group, and not one below it.
    await expect(mother.getByLabel('Parent product').locator('option')).toHaveText(['No parent product', 'Detox-dag']);
    await mother.getByLabel('Parent product').selectOption({ label: 'Detox-dag' });
    await expect(detox.getByLabel('Parent product').locator('option')).toHaveText(['No parent product']);

    await save(page).click();
    await expect(page.getByText('Included meal description cannot be empty', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(at(`${LIST}/${group.id}`));
    await expect.poll(async () => (await groupOf(api, group.id))?.name).toBe(group.name);
    await page.getByLabel('Included meal description').fill('Lunsj i Mori');
    await expect(page.getByText('Included meal description cannot be empty', { exact: true })).toHaveCount(0);
    await save(page).click();
    await expect(page.getByText('Spa package successfully saved')).toBeVisible();
    await expect(page).toHaveURL(at(LIST));

    const meals =
      await api.get<Array<{ restaurantId: number; meals: Array<{ name: string; mealTypeId: number }> }>>(
        'restaurant/v2/meals',
      );
    const lunch = meals.find((m) => m.restaurantId === 2)?.meals.find((m) => m.name === 'Lunch')?.mealTypeId;
    await expect
      .poll(() => groupOf(api, group.id))
      .toMatchObject({
        name: `Helgespa ${uid}`,
        nameEn: 'Weekend spa',
        position: 61,
        displayedPrice: 1499.5,
        promoRibbonText: 'Kun i helgen',
        promoRibbonTextEn: 'Weekends only',
        imageFk: image.id,
        includedMealDescription: 'Lunsj i Mori',
        includedRestaurantFk: 2,
        includedMealFk: lunch,
        products: [
          { brpProductId: 5009, fromTime: '17:00', url: `detox-${uid}`, parentBrpProductId: null },
          { brpProductId: 5010, fromTime: '08:00', url: '', parentBrpProductId: 5009 },
        ],
      });

    // Switched off, the meal is saved empty; the parent can be taken away again.
    await page.getByRole('link', { name: `Edit Helgespa ${uid}`, exact: true }).click();
    await expect(meal).toBeChecked();
    await expect(mother.getByLabel('Parent product')).toHaveValue('5009');
    await meal.uncheck();
    await mother.getByLabel('Parent product').selectOption({ label: 'No parent product' });
    await save(page).click();
    await expect(page).toHaveURL(at(LIST));
    await expect
      .poll(() => groupOf(api, group.id))
      .toMatchObject({
        includedMealDescription: '',
        includedRestaurantFk: null,
        includedMealFk: null,
        products: [{ brpProductId: 5009 }, { brpProductId: 5010, parentBrpProductId: null }],
      });
  });

  test('copies the checkout link with the package id; sets the order limit in its three modes, and blocks saving a set limit of 0 or less', async ({
    page,
    context,
    api,
    baseURL,
    uid,
    own,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const group = await own.create({ name: `Grense ${uid}`, position: 60 }, [{ brpProductId: 5011, orderLimit: 0 }]);
    const { checkoutUrl } = await api.get<{ checkoutUrl: string }>('config');
    await page.goto(`${LIST}/${group.id}`);
    await expect(textbox(page, 'Name')).toHaveValue(group.name);
    await page.getByRole('button', { name: 'Get checkout link' }).click();
    await expect(page.getByText('Link has been copied to the clipboard')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`${checkoutUrl}/spa?package=${group.id}`);

    const gentlemen = product(page, 'Herredag');
    const limit = textbox(gentlemen, 'Limit');
    const message = gentlemen.getByText('Set a limit of 1 or more, or choose Ordering disabled or No limit.');
    await expect(gentlemen.getByRole('radio', { name: 'No limit' })).toBeChecked();
    await expect(limit).toHaveCount(0);

    await gentlemen.getByRole('radio', { name: 'Set limit' }).check();
    await expect(limit).toBeVisible();
    await expect(message).toBeVisible();
    await expect(save(page)).toBeDisabled();
    await limit.fill('0');
    await expect(message).toBeVisible();
    await expect(limit).toHaveAttribute('aria-invalid', 'true');
    await expect(save(page)).toBeDisabled();
    await expectAccessible(page);
    await limit.fill('-3');
    await expect(save(page)).toBeDisabled();
    await limit.fill('12');
    await expect(message).toHaveCount(0);
    await expect(save(page)).toBeEnabled();
    await save(page).click();
    await expect(page.getByText('Spa package successfully saved')).toBeVisible();
    await expect.poll(async () => (await productOf(api, 5011))?.orderLimit).toBe(12);

    await page.goto(`${LIST}/${group.id}`);
    await expect(gentlemen.getByRole('radio', { name: 'Set limit' })).toBeChecked();
    await expect(limit).toHaveValue('12');
    await gentlemen.getByRole('radio', { name: 'Ordering disabled' }).check();
    await expect(limit).toHaveCount(0);
    await save(page).click();
    await expect(page).toHaveURL(at(LIST));
    await expect.poll(async () => (await productOf(api, 5011))?.orderLimit).toBe(-1);

    await page.goto(`${LIST}/${group.id}`);
    await expect(gentlemen.getByRole('radio', { name: 'Ordering disabled' })).toBeChecked();
    await gentlemen.getByRole('radio', { name: 'No limit' }).check();
    await save(page).click();
    await expect(page).toHaveURL(at(LIST));
    await expect.poll(async () => (await productOf(api, 5011))?.orderLimit).toBe(0);
  });

  test('edits a product’s restrictions: adds, reorders, deletes one and restores another, saves', async ({
    page,
    api,
    uid,
    own,
  }) => {
    const [everyDay, weekends, christmas] = [
      await dateFilterId(api, 'Alle dager'),
      await dateFilterId(api, 'Helger'),
      await dateFilterId(api, 'Jul og nyttår'),
    ];
    const group = await own.create({ name: `Jul ${uid}`, position: 60 }, [
      {
        brpProductId: 5012,
        restrictions: [
          { id: 0, priority: 0, isGlobal: true, isProductAvailable: true, dateFilterFk: everyDay },
          { id: 0, priority: 1, isProductAvailable: false, dateFilterFk: weekends },
        ],
      },
    ]);
    await page.goto(`${LIST}/${group.id}`);
    const christmasSpa = product(page, 'Julespa');
    const filterOf = (n: number) => restriction(christmasSpa, n).getByLabel('Date filter').locator('option:checked');
    await expect(filterOf(1)).toHaveText('Alle dager');
    await expect(filterOf(2)).toHaveText('Helger');

    await christmasSpa.getByRole('button', { name: 'Add restriction' }).click();
    // A new one comes last, unavailable, and needs its date filter before saving.
    await expect(restriction(christmasSpa, 3).getByLabel('Available')).not.toBeChecked();
    await expect(restriction(christmasSpa, 3).getByLabel('Date filter')).toHaveAttribute('aria-invalid', 'true');
    await save(page).click();
    await expect(page).toHaveURL(at(`${LIST}/${group.id}`));
    await restriction(christmasSpa, 3).getByLabel('Date filter').selectOption({ label: 'Jul og nyttår' });
    await restriction(christmasSpa, 3).getByRole('button', { name: 'Move up' }).click();
    await expect(filterOf(2)).toHaveText('Jul og nyttår');
    await expect(filterOf(3)).toHaveText('Helger');
    // Deleted until saved, and restorable until then.
    await restriction(christmasSpa, 1).getByRole('button', { name: 'Delete' }).click();
    await expect(restriction(christmasSpa, 1).getByRole('button', { name: 'Restore' })).toBeVisible();
    await restriction(christmasSpa, 3).getByRole('button', { name: 'Delete' }).click();
    await restriction(christmasSpa, 3).getByRole('button', { name: 'Restore' }).click();
    await restriction(christmasSpa, 3).getByLabel('Available').check();
    await save(page).click();
    await expect(page.getByText('Spa package successfully saved')).toBeVisible();
    await expect.poll(() => restrictionTexts(api, 5012)).toEqual(['Jul og nyttår: unavailable', 'Helger: available']);
    const saved = await productOf(api, 5012);
    expect(saved?.restrictions.map((r) => [r.dateFilter?.id, r.isGlobal])).toEqual([
      [christmas, false],
      [weekends, false],
    ]);
  });

  test('removes a product after confirmation, and deletes a package from the list after confirmation', async ({
    page,
    api,
    uid,
    own,
  }) => {
    const group = await own.create({ name: `Borte ${uid}`, position: 60 }, [
      { brpProductId: 5005 },
      { brpProductId: 5006, parentBrpProductId: 5005 },
    ]);
    await page.goto(`${LIST}/${group.id}`);
    const lunch = product(page, 'Spa og lunsj');
    await lunch.getByRole('button', { name: 'Remove Spa og lunsj', exact: true }).click();
    const confirm = confirmDialog(page, 'Remove product');
    await expect(confirm).toContainText("Are you sure you want to remove 'Spa og lunsj' from this spa package?");
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(lunch).toBeVisible();
    await lunch.getByRole('button', { name: 'Remove Spa og lunsj', exact: true }).click();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect(lunch).toHaveCount(0);
    // The product that had it as parent has none now.
    await expect(product(page, 'Kjærlighetspakke').getByLabel('Parent product')).toHaveValue('');
    // Nothing is removed before the save.
    await expect.poll(async () => (await productOf(api, 5005))?.productGroupFk).toBe(group.id);
    await save(page).click();
    await expect(page.getByText('Spa package successfully saved')).toBeVisible();
    await expect
      .poll(async () => (await groupOf(api, group.id))?.products.map((p) => [p.brpProductId, p.parentBrpProductId]))
      .toEqual([[5006, null]]);
    await expect.poll(async () => (await api.get<SearchHit[]>('search/spapackages')).map((h) => h.id)).toContain(5005);

    const row = listTable(page)
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: group.name, exact: true }) });
    await row.getByRole('button', { name: `Delete ${group.name}`, exact: true }).click();
    const del = confirmDialog(page, 'Delete spa package');
    await expect(del).toContainText(`Are you sure you want to delete '${group.name}'?`);
    await del.getByRole('button', { name: 'Ok' }).click();
    await expect(listTable(page).getByRole('cell', { name: group.name, exact: true })).toHaveCount(0);
    await expect.poll(() => groupOf(api, group.id)).toBeUndefined();
    await expect.poll(() => productOf(api, 5006)).toBeUndefined();
  });
});

test.describe('included services', () => {
  test('adds, edits, moves and deletes included services, each saved at once', async ({ page, api, uid, own }) => {
    const group = await own.create({ name: `Tjenester ${uid}`, position: 60 });
    await page.goto(LIST);
    await page.getByRole('link', { name: `Included services of ${group.name}`, exact: true }).click();
    await expect(page).toHaveURL(at(`${LIST}/${group.id}/included-servies`));
    await expect(page.getByRole('heading', { name: `Included services of ${group.name}` })).toBeVisible();
    await expect(servicesTable(page).getByText('No included services yet.')).toBeVisible();

    const add = page.getByRole('button', { name: 'Add', exact: true });
    await add.click();
    const row = page.getByRole('form', { name: 'New included service' });
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(row.getByText('Title is required')).toBeVisible();
    await expect(textbox(row, 'Title')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await textbox(row, 'Title').fill('Basseng');
    await textbox(row, 'Title EN').fill('Pool');
    await textbox(row, 'Description').fill('Hele dagen');
    await textbox(row, 'Description EN').fill('All day');
    await row.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Save successful')).toBeVisible();
    await expect
      .poll(() => services(api, group.id))
      .toMatchObject([
        { title: 'Basseng', titleEn: 'Pool', description: 'Hele dagen', descriptionEn: 'All day', position: 1 },
      ]);
    await add.click();
    await textbox(page.getByRole('form', { name: 'New included service' }), 'Title').fill('Badstue');
    await page.getByRole('form', { name: 'New included service' }).getByRole('button', { name: 'Save' }).click();
    await add.click();
    await textbox(page.getByRole('form', { name: 'New included service' }), 'Title').fill('Te');
    await page.getByRole('form', { name: 'New included service' }).getByRole('button', { name: 'Save' }).click();
    // Each new one goes last.
    await expect
      .poll(() => titles(api, group.id))
      .toEqual([
        [1, 'Basseng'],
        [2, 'Badstue'],
        [3, 'Te'],
      ]);
    const titleCells = servicesTable(page).locator('tbody tr td:nth-child(2)');
    await expect(titleCells).toHaveText(['Basseng', 'Badstue', 'Te']);

    await page.getByRole('button', { name: 'Edit Badstue', exact: true }).click();
    const edit = page.getByRole('form', { name: 'Edit included service Badstue' });
    await expect(textbox(edit, 'Title')).toHaveValue('Badstue');
    await textbox(edit, 'Title').fill('Badstue og damp');
    await textbox(edit, 'Title EN').fill('Sauna and steam');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(titleCells).toHaveText(['Basseng', 'Badstue og damp', 'Te']);
    await expect
      .poll(() => services(api, group.id))
      .toMatchObject([
        { title: 'Basseng' },
        { title: 'Badstue og damp', titleEn: 'Sauna and steam', position: 2 },
        { title: 'Te' },
      ]);

    // Up and down swap positions with the neighbour; the ends cannot go further.
    await expect(page.getByRole('button', { name: 'Move Basseng up', exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Move Te down', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Move Te up', exact: true }).click();
    await expect(titleCells).toHaveText(['Basseng', 'Te', 'Badstue og damp']);
    await expect
      .poll(() => titles(api, group.id))
      .toEqual([
        [1, 'Basseng'],
        [2, 'Te'],
        [3, 'Badstue og damp'],
      ]);
    await page.getByRole('button', { name: 'Move Basseng down', exact: true }).click();
    await expect(titleCells).toHaveText(['Te', 'Basseng', 'Badstue og damp']);
    await expect
      .poll(() => titles(api, group.id))
      .toEqual([
        [1, 'Te'],
        [2, 'Basseng'],
        [3, 'Badstue og damp'],
      ]);

    await page.getByRole('button', { name: 'Delete Basseng', exact: true }).click();
    const confirm = confirmDialog(page, 'Delete included service');
    await expect(confirm).toContainText("Are you sure you want to delete 'Basseng'?");
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect(titleCells).toHaveText(['Te', 'Badstue og damp']);
    await expect
      .poll(() => titles(api, group.id))
      .toEqual([
        [1, 'Te'],
        [2, 'Badstue og damp'],
      ]);
  });

  test('copies the included services of another package into one that has none', async ({ page, api, uid, own }) => {
    const source = await own.create({ name: `Kilde ${uid}`, position: 60 });
    for (const [title, titleEn] of [
      ['Basseng', 'Pool'],
      ['Badekåpe', 'Bathrobe'],
    ]) {
      await api.send('POST', 'groups/included-services', { productGroupFk: source.id, title, titleEn });
    }
    const destination = await own.create({ name: `Mål ${uid}`, position: 61 });
    // The route is also reached as /spaPackages/{id}/included-servies.
    await page.goto(`/spaPackages/${destination.id}/included-servies`);
    await expect(page.getByRole('heading', { name: `Included services of ${destination.name}` })).toBeVisible();
    const copy = page.getByRole('region', { name: 'Copy included services' });
    await expect(copy.getByRole('option', { name: destination.name, exact: true })).toHaveCount(0);
    await expect(copy.getByRole('option', { name: source.name, exact: true })).toHaveCount(1);
    await expect(copy.getByRole('button', { name: 'Copy' })).toBeDisabled();
    await copy.getByLabel('Copy from spa package').selectOption({ label: source.name });
    await expectAccessible(page);
    await copy.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByText('Save successful')).toBeVisible();
    await expect(servicesTable(page).locator('tbody tr td:nth-child(2)')).toHaveText(['Basseng', 'Badekåpe']);
    // Once it has some, the offer is gone.
    await expect(copy).toHaveCount(0);
    await expect
      .poll(async () => (await services(api, destination.id)).map((s) => [s.position, s.title, s.titleEn]))
      .toEqual([
        [1, 'Basseng', 'Pool'],
        [2, 'Badekåpe', 'Bathrobe'],
      ]);
    await expect
      .poll(() => titles(api, source.id))
      .toEqual([
        [1, 'Basseng'],
        [2, 'Badekåpe'],
      ]);
  });
});
