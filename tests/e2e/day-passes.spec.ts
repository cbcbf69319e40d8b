import type { Page } from '@playwright/test';
import type { DateFilter } from '../../contract/date-filters.ts';
import type { SearchHit } from '../../contract/hotel-products.ts';
import type { Image } from '../../contract/images.ts';
import type { DayPass, DayPassInput } from '../../contract/spa.ts';
import type { ApiCaller } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test as base } from './support/fixtures.ts';

const LIST = '/daypass';
const ALL_ON_ONE_PAGE = `${LIST}?itemsPerPage=50`;
/** The session storage key the picker holds its draft under (src/features/day-passes). */
const DRAFT_KEY = 'draft:day-pass';

const dayPasses = (api: ApiCaller) => api.get<DayPass[]>('products/daypass');
const dayPassOf = (api: ApiCaller, id: number) => api.get<DayPass>(`products/daypass/${id}`);
const ids = async (api: ApiCaller) => (await dayPasses(api)).map((d) => d.brpProductId);
/** The spa system's day passes not configured yet (what the picker offers). */
const free = (api: ApiCaller) => api.get<SearchHit[]>('search/daypasses');
async function firstFree(api: ApiCaller): Promise<SearchHit> {
  const [hit] = await free(api);
  if (!hit) throw new Error('no free day pass left in the spa catalogue');
  return hit;
}
const filterIds = async (api: ApiCaller) =>
  new Map((await api.get<DateFilter[]>('date-filters')).map((f) => [f.name, f.id]));
/** A day pass's restrictions as "<date filter>: available|unavailable (global)", in priority order. */
const restrictionTexts = async (api: ApiCaller, id: number) =>
  (await dayPassOf(api, id)).restrictions.map(
    (r) =>
      `${r.dateFilter?.name}: ${r.isProductAvailable ? 'available' : 'unavailable'}${r.isGlobal ? ' (global)' : ''}`,
  );

const at = (pathname: string) => new RegExp(`^https?://[^/]+${pathname}([?#].*)?$`);
const table = (page: Page) => page.getByRole('table', { name: 'Day passes' });
const row = (page: Page, brpNr: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: brpNr, exact: true }) });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const fromTime = (page: Page) => field(page, 'From time (HH:mm)');
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const restriction = (page: Page, n: number) => page.getByRole('listitem', { name: `Restriction ${n}`, exact: true });
const service = (page: Page, n: number) => page.getByRole('listitem', { name: `Included service ${n}`, exact: true });
const draft = async (page: Page) =>
  JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)) ?? 'null') as unknown;

interface Own {
  /**
   * Configures a day pass of the spa catalogue that is free now, named with the test's uid, through the API; it is
   * deleted again after the test, so the picker keeps offering it and the seeded ones stay as they are.
   */
  create(
    fields?: Partial<DayPassInput> & { restrictionsByName?: Array<[string, boolean, boolean?]> },
  ): Promise<DayPass>;
  /** A day pass the test configures itself (through the picker): deleted after the test if still there. */
  track(id: number): void;
}

const test = base.extend<{ own: Own }>({
  own: async ({ api, uid }, use) => {
    const created = new Set<number>();
    await use({
      async create({ restrictionsByName = [], ...fields } = {}) {
        const hit = await firstFree(api);
        const filters = await filterIds(api);
        const id = Number(hit.id);
        created.add(id);
        return api.send<DayPass>('POST', 'products/daypass', {
          brpProductId: id,
          displayName: `Dagspass ${uid}`,
          displayNameEn: `Day pass ${uid}`,
          restrictions: restrictionsByName.map(([name, available, global = false], priority) => ({
            id: 0,
            priority,
            isProductAvailable: available,
            isGlobal: global,
            dateFilterFk: filters.get(name),
          })),
          ...fields,
        });
      },
      track: (id) => created.add(id),
    });
    for (const left of await dayPasses(api)) {
      const id = left.brpProductId;
      if (created.has(id)) await api.send('DELETE', `products/${id}/daypass`, undefined, left.version);
    }
  },
});

test.describe('day passes', () => {
  test('lists the day passes with every column, the availability summed up; an unknown or malformed id, or /new without a picked day pass, goes back to the list', async ({
    page,
    api,
  }) => {
    const total = (await dayPasses(api)).length;
    await page.goto(LIST);
    await expect(page.getByRole('heading', { name: 'Day Pass', level: 1 })).toBeVisible();
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Brp Nr',
      'Name',
      'Name EN',
      'From time',
      'Availability',
      'Image',
      'Description',
      'Description EN',
      'Actions',
    ]);
    await expect(table(page).locator('tbody tr')).toHaveCount(Math.min(10, total));
    const seeded = await dayPassOf(api, 7001);
    const image = (await api.get<Image[]>('images')).find((i) => i.id === seeded.imageFk);
    const cells = row(page, 'DP-7001').getByRole('cell');
    await expect(cells.nth(1)).toHaveText(seeded.displayName);
    await expect(cells.nth(2)).toHaveText(seeded.displayNameEn);
    await expect(cells.nth(3)).toHaveText(seeded.fromTime);
    // The global restriction (every day: available) leads; the other one (Christmas: unavailable) is counted.
    await expect
      .poll(() => restrictionTexts(api, 7001))
      .toEqual(['Alle dager: available (global)', 'Jul og nyttår: unavailable']);
    await expect(cells.nth(4)).toHaveText('✓Available+1 more restriction');
    await expect(cells.nth(5).getByRole('img', { name: image?.alt })).toBeVisible();
    await expect(cells.nth(6)).toHaveText(seeded.description);
    await expect(cells.nth(7)).toHaveText(seeded.descriptionEn);
    await expect(row(page, 'DP-7002').getByRole('cell').nth(4)).toHaveText('✕Unavailable+1 more restriction');

    await test.step('an unknown or malformed id, or /new without a picked day pass, goes back to the list', async () => {
      for (const path of [`${LIST}/7999`, `${LIST}/abc`, `${LIST}/new`]) {
        await page.goto(path);
        await expect(page).toHaveURL(at(LIST));
        await expect(row(page, 'DP-7001')).toBeVisible();
      }
    });
  });

  test('adds a day pass through the picker: from 10:00, "Product added successfully", the list reloads', async ({
    page,
    api,
    own,
  }) => {
    const hit = await firstFree(api);
    const id = Number(hit.id);
    own.track(id);
    const label = `${hit.name}, ${hit.nameEn} · ${id}`;
    await page.goto(LIST);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Add day pass' });
    await expect(picker.getByRole('button', { name: label, exact: true })).toBeVisible();
    // Only day passes not configured yet are offered.
    await expect(picker.getByRole('button', { name: 'Dagspass, Day pass · 7001', exact: true })).toHaveCount(0);
    await picker.getByLabel('Search day passes').fill(String(id));
    await expect(picker.getByRole('list', { name: 'Search results' }).getByRole('button')).toHaveCount(1);
    await picker.getByRole('button', { name: label, exact: true }).click();

    await expect(page).toHaveURL(at(`${LIST}/new`));
    await expect(page.getByRole('heading', { name: `New day pass ${id}` })).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue(hit.name);
    await expect(field(page, 'Name EN')).toHaveValue(hit.nameEn ?? '');
    await expect(fromTime(page)).toHaveValue('10:00');
    await expect(page.getByText('No restrictions yet.')).toBeVisible();
    await expect(page.getByText('No included services yet.')).toBeVisible();
    await expect.poll(() => draft(page)).toMatchObject({ brpProductId: id });
    await expectAccessible(page);
    await field(page, 'Description').fill('Ny beskrivelse.');
    await saveButton(page).click();

    await expect(page.getByText('Product added successfully', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(at(LIST));
    await expect(row(page, `DP-${id}`).getByRole('cell').nth(1)).toHaveText(hit.name);
    await expect(row(page, `DP-${id}`).getByRole('cell').nth(4)).toHaveText('No restrictions');
    await expect
      .poll(() => dayPassOf(api, id))
      .toMatchObject({
        brpProductNumber: `DP-${id}`,
        displayName: hit.name,
        fromTime: '10:00',
        description: 'Ny beskrivelse.',
        restrictions: [],
        includedServices: [],
      });
    await expect.poll(() => draft(page)).toBeNull();
    // No draft any more: /daypass/new has nothing to start from and goes back to the list.
    await page.goto(`${LIST}/new`);
    await expect(page).toHaveURL(at(LIST));
  });

  test('edits every field: texts, from time, url and image; "Save successful" and the list reloads', async ({
    page,
    api,
    uid,
    own,
  }) => {
    const mine = await own.create({ imageFk: null });
    const images = await api.get<Image[]>('images');
    const sauna = images.find((i) => i.name === 'sauna')!;
    await page.goto(ALL_ON_ONE_PAGE);
    await page.getByRole('link', { name: `Edit ${mine.displayName}`, exact: true }).click();
    await expect(page).toHaveURL(at(`${LIST}/${mine.brpProductId}`));
    await expect(field(page, 'Name')).toHaveValue(mine.displayName);
    await expect(page.getByText(mine.brpProductNumber, { exact: true })).toBeVisible();
    await expectAccessible(page);

    await field(page, 'Name').fill(`Helgepass ${uid}`);
    await field(page, 'Name EN').fill(`Weekend pass ${uid}`);
    await field(page, 'Description').fill('Hele helgen.\nMed badekåpe.');
    await field(page, 'Description EN').fill('All weekend.');
    await field(page, 'Url').fill('helgepass');
    await fromTime(page).fill('09:30');
    await page.getByRole('button', { name: 'Choose image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose image' });
    await dialog.getByRole('button', { name: 'sauna', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('img', { name: sauna.alt })).toBeVisible();
    await saveButton(page).click();

    await expect(page.getByText('Save successful', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(at(LIST));
    await expect
      .poll(() => dayPassOf(api, mine.brpProductId))
      .toMatchObject({
        displayName: `Helgepass ${uid}`,
        displayNameEn: `Weekend pass ${uid}`,
        description: 'Hele helgen.\nMed badekåpe.',
        descriptionEn: 'All weekend.',
        url: 'helgepass',
        fromTime: '09:30',
        imageFk: sauna.id,
      });
    await page.goto(ALL_ON_ONE_PAGE);
    const cells = row(page, mine.brpProductNumber).getByRole('cell');
    await expect(cells.nth(1)).toHaveText(`Helgepass ${uid}`);
    await expect(cells.nth(3)).toHaveText('09:30');
    await expect(cells.nth(5).getByRole('img', { name: sauna.alt })).toBeVisible();

    // The image can be taken away again.
    await page.getByRole('link', { name: `Edit Helgepass ${uid}`, exact: true }).click();
    await page.getByRole('button', { name: 'Remove image' }).click();
    await expect(page.getByText('No image', { exact: true })).toBeVisible();
    await saveButton(page).click();
    await expect(page).toHaveURL(at(LIST));
    await expect.poll(async () => (await dayPassOf(api, mine.brpProductId)).imageFk).toBeNull();
  });

  test('validates the name, the from time (HH:mm), service titles and restriction filters; Save waits, nothing is saved', async ({
    page,
    api,
    own,
  }) => {
    const mine = await own.create({ fromTime: '11:00', includedServices: [{ title: 'Basseng', titleEn: 'Pool' }] });
    await page.goto(`${LIST}/${mine.brpProductId}`);
    await expect(field(page, 'Name')).toHaveValue(mine.displayName);
    await expect(saveButton(page)).toBeEnabled();

    await field(page, 'Name').fill('   ');
    await expect(page.getByText('Name cannot be empty.', { exact: true })).toBeVisible();
    await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(saveButton(page)).toBeDisabled();
    await field(page, 'Name').fill(mine.displayName);
    await expect(page.getByText('Name cannot be empty.', { exact: true })).toHaveCount(0);

    const timeError = page.getByText('From time must be a time written HH:mm, e.g. 10:00.', { exact: true });
    for (const wrong of ['9:30', '24:00', '10.00', '1000', '']) {
      await fromTime(page).fill(wrong);
      await expect(timeError).toBeVisible();
      await expect(saveButton(page)).toBeDisabled();
    }
    await fromTime(page).fill('23:59');
    await expect(timeError).toHaveCount(0);
    await expect(saveButton(page)).toBeEnabled();

    await service(page, 1).getByRole('textbox', { name: 'Title', exact: true }).fill('');
    await expect(service(page, 1).getByText('Title is required')).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await expectAccessible(page);
    await service(page, 1).getByRole('textbox', { name: 'Title', exact: true }).fill('Basseng og badstue');
    await expect(saveButton(page)).toBeEnabled();

    await page.getByRole('button', { name: 'Add restriction' }).click();
    await expect(restriction(page, 1).getByLabel('Date filter')).toHaveAccessibleDescription('Choose a date filter');
    await expect(saveButton(page)).toBeDisabled();
    await restriction(page, 1).getByRole('button', { name: 'Delete' }).click();
    await expect(saveButton(page)).toBeEnabled();

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page).toHaveURL(at(LIST));
    await expect
      .poll(() => dayPassOf(api, mine.brpProductId))
      .toMatchObject({
        fromTime: '11:00',
        includedServices: [{ title: 'Basseng', titleEn: 'Pool' }],
        restrictions: [],
      });
  });

  test('edits restrictions with the form: adds one, reorders, deletes one and restores another, saves all at once', async ({
    page,
    api,
    own,
  }) => {
    const mine = await own.create({
      restrictionsByName: [
        ['Alle dager', true, true],
        ['Jul og nyttår', false],
        ['Sommer', true],
      ],
    });
    await page.goto(`${LIST}/${mine.brpProductId}`);
    const filterOf = (n: number) => restriction(page, n).getByLabel('Date filter').locator('option:checked');
    await expect(filterOf(1)).toHaveText('Alle dager');
    await expect(filterOf(2)).toHaveText('Jul og nyttår');
    await expect(filterOf(3)).toHaveText('Sommer');
    await expect(restriction(page, 1).getByText('Global', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Add restriction' }).click();
    // A new one comes last and defaults to unavailable.
    await expect(restriction(page, 4).getByLabel('Available')).not.toBeChecked();
    await restriction(page, 4).getByLabel('Date filter').selectOption({ label: 'Helger' });
    await restriction(page, 4).getByLabel('Available').check();
    await restriction(page, 4).getByRole('button', { name: 'Move up' }).click();
    await expect(filterOf(3)).toHaveText('Helger');
    await restriction(page, 2).getByRole('button', { name: 'Delete' }).click();
    await restriction(page, 4).getByRole('button', { name: 'Delete' }).click();
    await expect(restriction(page, 2)).toContainText('Jul og nyttår · unavailable');
    await restriction(page, 4).getByRole('button', { name: 'Restore' }).click();
    await saveButton(page).click();

    await expect(page.getByText('Save successful', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(at(LIST));
    await expect
      .poll(() => restrictionTexts(api, mine.brpProductId))
      .toEqual(['Alle dager: available (global)', 'Helger: available', 'Sommer: available']);
    await page.goto(ALL_ON_ONE_PAGE);
    await expect(row(page, mine.brpProductNumber).getByRole('cell').nth(4)).toHaveText(
      '✓Available+2 more restrictions',
    );
  });

  test('edits included services: adds, removes and reorders them, saved in the order shown; a failed save keeps what was typed', async ({
    page,
    api,
    own,
  }) => {
    const mine = await own.create({
      includedServices: [
        { title: 'Basseng', titleEn: 'Pool' },
        { title: 'Håndkle', titleEn: 'Towel' },
        { title: 'Lunsj', titleEn: 'Lunch' },
      ],
    });
    await page.goto(`${LIST}/${mine.brpProductId}`);
    const title = (n: number) => service(page, n).getByRole('textbox', { name: 'Title', exact: true });
    const titleEn = (n: number) => service(page, n).getByRole('textbox', { name: 'Title EN', exact: true });
    await expect(title(3)).toHaveValue('Lunsj');
    await expect(service(page, 1).getByRole('button', { name: 'Move up' })).toBeDisabled();
    await expect(service(page, 3).getByRole('button', { name: 'Move down' })).toBeDisabled();

    await service(page, 3).getByRole('button', { name: 'Move up' }).click();
    await expect(title(2)).toHaveValue('Lunsj');
    await service(page, 1).getByRole('button', { name: 'Move down' }).click();
    await expect(title(1)).toHaveValue('Lunsj');
    await expect(title(2)).toHaveValue('Basseng');
    await service(page, 3).getByRole('button', { name: 'Remove' }).click();
    await expect(service(page, 3)).toHaveCount(0);
    await page.getByRole('button', { name: 'Add included service' }).click();
    await expect(title(3)).toHaveValue('');
    await title(3).fill('Badekåpe');
    await titleEn(3).fill('Bathrobe');
    await titleEn(1).fill('Lunch buffet');
    await expectAccessible(page);
    await fromTime(page).fill('12:15');

    // The one fake of this file: the server refuses the next save once; the form keeps what was typed.
    let refused = 0;
    await page.route('**/api/products/daypass', async (route) => {
      if (route.request().method() === 'POST' && refused === 0) {
        refused += 1;
        await route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Internal server error."}',
        });
      } else {
        await route.fallback();
      }
    });
    await saveButton(page).click();
    await expect(page.getByText('There was an error while saving item.', { exact: true })).toBeVisible();
    await expect.poll(() => refused).toBe(1);
    await expect(page).toHaveURL(at(`${LIST}/${mine.brpProductId}`));
    await expect(fromTime(page)).toHaveValue('12:15');
    await expect(title(3)).toHaveValue('Badekåpe');
    await expect(titleEn(1)).toHaveValue('Lunch buffet');
    await expect.poll(async () => (await dayPassOf(api, mine.brpProductId)).fromTime).toBe('10:00');
    await saveButton(page).click();

    await expect(page.getByText('Save successful', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(at(LIST));
    await expect.poll(async () => (await dayPassOf(api, mine.brpProductId)).fromTime).toBe('12:15');
    await expect
      .poll(async () => (await dayPassOf(api, mine.brpProductId)).includedServices)
      .toEqual([
        { title: 'Lunsj', titleEn: 'Lunch buffet' },
        { title: 'Basseng', titleEn: 'Pool' },
        { title: 'Badekåpe', titleEn: 'Bathrobe' },
      ]);
    await page.goto(`${LIST}/${mine.brpProductId}`);
    await expect(title(1)).toHaveValue('Lunsj');
    await expect(title(3)).toHaveValue('Badekåpe');
  });

  test('says where a save was refused when its image or a date filter was deleted meanwhile, and saves nothing', async ({
    page,
    api,
    uid,
    own,
  }) => {
    const mine = await own.create();
    const image = await api.send<Image>('POST', 'images', {
      name: `Bilde ${uid}`,
      alt: `Bilde ${uid}`,
      src: '/demo/images/sauna.svg',
    });
    const filter = await api.send<DateFilter>('POST', 'date-filters', { name: `Påske ${uid}`, daysOfWeek: [0] });
    await page.goto(`${LIST}/${mine.brpProductId}`);
    await expect(field(page, 'Name')).toHaveValue(mine.displayName);
    await page.getByRole('button', { name: 'Choose image' }).click();
    await page
      .getByRole('dialog', { name: 'Choose image' })
      .getByRole('button', { name: image.name, exact: true })
      .click();
    await page.getByRole('button', { name: 'Add restriction' }).click();
    await restriction(page, 1).getByLabel('Date filter').selectOption({ label: filter.name });
    await api.send('DELETE', `images/${image.id}`, undefined, image.version);
    await api.send('DELETE', `date-filters/${filter.id}`, undefined, filter.version);

    await saveButton(page).click();
    await expect(page.getByText(`image ${image.id} not found`, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(at(`${LIST}/${mine.brpProductId}`));
    await page.getByRole('button', { name: 'Remove image' }).click();
    await saveButton(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: `Not saved: date filter ${filter.id} not found` }),
    ).toBeVisible();
    await expectAccessible(page);
    await expect.poll(() => dayPassOf(api, mine.brpProductId)).toMatchObject({ imageFk: null, restrictions: [] });

    await restriction(page, 1).getByRole('button', { name: 'Delete' }).click();
    await saveButton(page).click();
    await expect(page.getByText('Save successful', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(at(LIST));
  });

  test('deletes a day pass after confirmation, Cancel keeps it; offline, the list and a day pass read from the cache, add, delete and save are disabled', async ({
    page,
    context,
    api,
    own,
  }) => {
    const mine = await own.create();
    await page.goto(ALL_ON_ONE_PAGE);
    await page.getByRole('button', { name: `Delete ${mine.displayName}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete day pass' });
    await expect(confirm.getByText(`Are you sure you want to delete '${mine.displayName}'?`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect.poll(() => ids(api)).toContain(mine.brpProductId);
    await page.getByRole('button', { name: `Delete ${mine.displayName}`, exact: true }).click();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect(row(page, mine.brpProductNumber)).toHaveCount(0);
    await expect.poll(() => ids(api)).not.toContain(mine.brpProductId);
    await expect.poll(async () => (await free(api)).map((h) => h.id)).toContain(mine.brpProductId);

    await test.step('offline, add, delete and save are disabled', async () => {
      await page.getByRole('link', { name: 'Edit Dagspass', exact: true }).click();
      await expect(field(page, 'Name')).toHaveValue('Dagspass');
      await context.setOffline(true);
      await expect(page.getByText('Saving needs a connection')).toBeVisible();
      await expect(saveButton(page)).toBeDisabled();
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(page).toHaveURL(at(LIST));
      await expect(row(page, 'DP-7001')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Delete Dagspass', exact: true })).toBeDisabled();
      await context.setOffline(false);
    });
  });
});
