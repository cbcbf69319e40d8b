import type { Page } from '@playwright/test';
import type { SearchHit } from '../../contract/hotel-products.ts';
import type { Image } from '../../contract/images.ts';
import type { FrequentVisitorPass, FrequentVisitorPassInput } from '../../contract/spa.ts';
import type { ApiCaller } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test as base } from './support/fixtures.ts';

const LIST = '/fvp';
const ALL_ON_ONE_PAGE = `${LIST}?itemsPerPage=50`;
/** The session storage key the picker holds its draft under (src/features/frequent-visitor-passes). */
const DRAFT_KEY = 'draft:frequent-visitor-pass';

const passes = (api: ApiCaller) => api.get<FrequentVisitorPass[]>('products/fvp');
const passOf = (api: ApiCaller, id: number) => api.get<FrequentVisitorPass>(`products/fvp/${id}`);
const ids = async (api: ApiCaller) => (await passes(api)).map((p) => p.brpProductId);
/** The spa system's frequent visitor passes not configured yet (what the picker offers). */
const free = (api: ApiCaller) => api.get<SearchHit[]>('search/fvps');
async function firstFree(api: ApiCaller): Promise<SearchHit> {
  const [hit] = await free(api);
  if (!hit) throw new Error('no free frequent visitor pass left in the spa catalogue');
  return hit;
}

const at = (pathname: string) => new RegExp(`^https?://[^/]+${pathname}([?#].*)?$`);
const table = (page: Page) => page.getByRole('table', { name: 'Frequent visitor passes' });
const row = (page: Page, brpNr: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: brpNr, exact: true }) });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const draft = async (page: Page) =>
  JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)) ?? 'null') as unknown;

interface Own {
  /**
   * Configures a pass of the spa catalogue that is free now, named with the test's uid, through the API; it is
   * deleted again after the test, so the picker keeps offering it and the seeded ones stay as they are.
   */
  create(fields?: Partial<FrequentVisitorPassInput>): Promise<FrequentVisitorPass>;
  /** A pass the test configures itself (through the picker): deleted after the test if still there. */
  track(id: number): void;
}

const test = base.extend<{ own: Own }>({
  own: async ({ api, uid }, use) => {
    const created = new Set<number>();
    await use({
      async create(fields = {}) {
        const id = Number((await firstFree(api)).id);
        created.add(id);
        return api.send<FrequentVisitorPass>('POST', 'products/fvp', {
          brpProductId: id,
          displayName: `Klippekort ${uid}`,
          displayNameEn: `Visit card ${uid}`,
          ...fields,
        });
      },
      track: (id) => created.add(id),
    });
    for (const left of await passes(api)) {
      const id = left.brpProductId;
      if (created.has(id)) await api.send('DELETE', `products/${id}/fvp`, undefined, left.version);
    }
  },
});

test.describe('frequent visitor passes', () => {
  test('lists the passes with every column; an unknown or malformed id, or /new without a picked pass, goes back to the list', async ({
    page,
    api,
  }) => {
    const total = (await passes(api)).length;
    await page.goto(LIST);
    await expect(page.getByRole('heading', { name: 'Frequent Visitor Pass', level: 1 })).toBeVisible();
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Brp Nr',
      'Name',
      'Name EN',
      'Image',
      'Description',
      'Description EN',
      'Actions',
    ]);
    await expect(table(page).locator('tbody tr')).toHaveCount(Math.min(10, total));
    const seeded = await passOf(api, 8001);
    const image = (await api.get<Image[]>('images')).find((i) => i.id === seeded.imageFk);
    const cells = row(page, 'FVP-8001').getByRole('cell');
    await expect(cells.nth(1)).toHaveText(seeded.displayName);
    await expect(cells.nth(2)).toHaveText(seeded.displayNameEn);
    await expect(cells.nth(3).getByRole('img', { name: image?.alt })).toBeVisible();
    await expect(cells.nth(4)).toHaveText(seeded.description);
    await expect(cells.nth(5)).toHaveText(seeded.descriptionEn);

    await test.step('an unknown or malformed id, or /new without a picked pass, goes back to the list', async () => {
      for (const path of [`${LIST}/8999`, `${LIST}/x1`, `${LIST}/new`]) {
        await page.goto(path);
        await expect(page).toHaveURL(at(LIST));
        await expect(row(page, 'FVP-8001')).toBeVisible();
      }
    });
  });

  test('adds a pass through the picker: "Product added successfully" and the list reloads', async ({
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
    const picker = page.getByRole('dialog', { name: 'Add frequent visitor pass' });
    await expect(picker.getByRole('button', { name: label, exact: true })).toBeVisible();
    // Only passes not configured yet are offered.
    await expect(
      picker.getByRole('button', { name: '10-klippekort spa, 10-visit spa card · 8001', exact: true }),
    ).toHaveCount(0);
    await picker.getByLabel('Search frequent visitor passes').fill(hit.nameEn ?? hit.name);
    await expect(picker.getByRole('list', { name: 'Search results' }).getByRole('button')).toHaveCount(1);
    await picker.getByRole('button', { name: label, exact: true }).click();

    await expect(page).toHaveURL(at(`${LIST}/new`));
    await expect(page.getByRole('heading', { name: `New frequent visitor pass ${id}` })).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue(hit.name);
    await expect(field(page, 'Name EN')).toHaveValue(hit.nameEn ?? '');
    await expect.poll(() => draft(page)).toMatchObject({ brpProductId: id });
    await expectAccessible(page);
    await field(page, 'Url').fill('klippekort-ny');
    await saveButton(page).click();

    await expect(page.getByText('Product added successfully', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(at(LIST));
    await expect(row(page, `FVP-${id}`).getByRole('cell').nth(1)).toHaveText(hit.name);
    await expect
      .poll(() => passOf(api, id))
      .toMatchObject({ brpProductNumber: `FVP-${id}`, displayName: hit.name, url: 'klippekort-ny', imageFk: null });
    await expect.poll(() => draft(page)).toBeNull();
    await page.goto(`${LIST}/new`);
    await expect(page).toHaveURL(at(LIST));
  });

  test('edits every field: names, descriptions, url and image; "Save successful" and the list reloads; deletes a pass after confirmation, Cancel keeps it', async ({
    page,
    api,
    uid,
    own,
  }) => {
    const mine = await own.create();
    const sauna = (await api.get<Image[]>('images')).find((i) => i.name === 'sauna')!;
    await page.goto(ALL_ON_ONE_PAGE);
    await page.getByRole('link', { name: `Edit ${mine.displayName}`, exact: true }).click();
    await expect(page).toHaveURL(at(`${LIST}/${mine.brpProductId}`));
    await expect(field(page, 'Name')).toHaveValue(mine.displayName);
    await expect(page.getByText(mine.brpProductNumber, { exact: true })).toBeVisible();
    await expectAccessible(page);

    await field(page, 'Name').fill(`Månedskort ${uid}`);
    await field(page, 'Name EN').fill(`Monthly pass ${uid}`);
    await field(page, 'Description').fill('En måned.\nFri tilgang.');
    await field(page, 'Description EN').fill('One month.');
    await field(page, 'Url').fill('maanedskort');
    await page.getByRole('button', { name: 'Choose image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose image' });
    await dialog.getByRole('button', { name: 'sauna', exact: true }).click();
    await expect(page.getByRole('img', { name: sauna.alt })).toBeVisible();
    await saveButton(page).click();

    await expect(page.getByText('Save successful', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(at(LIST));
    await expect
      .poll(() => passOf(api, mine.brpProductId))
      .toEqual({
        ...mine,
        version: mine.version + 1,
        updatedBy: expect.any(String),
        updatedAt: expect.any(String),
        displayName: `Månedskort ${uid}`,
        displayNameEn: `Monthly pass ${uid}`,
        description: 'En måned.\nFri tilgang.',
        descriptionEn: 'One month.',
        url: 'maanedskort',
        imageFk: sauna.id,
      });
    await page.goto(ALL_ON_ONE_PAGE);
    await expect(row(page, mine.brpProductNumber).getByRole('cell').nth(1)).toHaveText(`Månedskort ${uid}`);
    await expect(
      row(page, mine.brpProductNumber).getByRole('cell').nth(3).getByRole('img', { name: sauna.alt }),
    ).toBeVisible();

    await test.step('deletes a pass after confirmation; Cancel keeps it', async () => {
      const name = `Månedskort ${uid}`;
      await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete frequent visitor pass' });
      await expect(confirm.getByText(`Are you sure you want to delete '${name}'?`)).toBeVisible();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
      await expect.poll(() => ids(api)).toContain(mine.brpProductId);
      await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
      await confirm.getByRole('button', { name: 'Ok' }).click();
      await expect(row(page, mine.brpProductNumber)).toHaveCount(0);
      await expect.poll(() => ids(api)).not.toContain(mine.brpProductId);
    });
  });

  test('copies the checkout link with the fvp package id; refuses an empty name: the text under the field, Save disabled, nothing saved', async ({
    page,
    context,
    api,
    baseURL,
    own,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const mine = await own.create();
    const { checkoutUrl } = await api.get<{ checkoutUrl: string }>('config');
    await page.goto(`${LIST}/${mine.brpProductId}`);
    await expect(field(page, 'Name')).toHaveValue(mine.displayName);
    await page.getByRole('button', { name: 'Get checkout link' }).click();
    await expect(page.getByText('Link has been copied to the clipboard')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(`${checkoutUrl}/spa?fvpPackage=${mine.brpProductId}`);

    await field(page, 'Name').fill(' ');
    await expect(page.getByText('Name cannot be empty.', { exact: true })).toBeVisible();
    await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(saveButton(page)).toBeDisabled();
    await expectAccessible(page);
    await field(page, 'Name').fill('Nytt navn');
    await expect(page.getByText('Name cannot be empty.', { exact: true })).toHaveCount(0);
    await expect(saveButton(page)).toBeEnabled();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page).toHaveURL(at(LIST));
    await expect.poll(async () => (await passOf(api, mine.brpProductId)).displayName).toBe(mine.displayName);
  });
});
