import type { Page } from '@playwright/test';
import type { Paged } from '../../contract/common.ts';
import type { SearchHit } from '../../contract/hotel-products.ts';
import type { Image } from '../../contract/images.ts';
import type { Treatment, TreatmentInput } from '../../contract/spa.ts';
import type { ApiCaller } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test as base } from './support/fixtures.ts';

const LIST = '/treatments';
/** The session storage key the picker holds its draft under (src/features/treatments). */
const DRAFT_KEY = 'draft:treatment';

/** Every configured treatment, by brp product id (the list's order). */
const treatments = async (api: ApiCaller) =>
  (await api.get<Paged<Treatment>>('treatments/paged?page=1&itemsPerPage=500')).items;
const ids = async (api: ApiCaller) => (await treatments(api)).map((t) => t.brpProductId);
const treatmentOf = (api: ApiCaller, id: number) => api.get<Treatment>(`treatments/${id}`);
/** What the picker offers: the spa system's treatments not configured yet. */
const offered = (api: ApiCaller) => api.get<SearchHit[]>('search/treatments');

const table = (page: Page) => page.getByRole('table', { name: 'Treatments', exact: true });
const row = (page: Page, t: Pick<Treatment, 'brpProductNumber'>) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: t.brpProductNumber, exact: true }) });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const draft = async (page: Page) =>
  JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)) ?? 'null') as unknown;
const atList = new RegExp(`${LIST}$`);
const listAt = (query: string) => new RegExp(`${LIST}\\?${query.replace(/[?]/g, '\\?')}$`);

interface OwnTreatments {
  /** Configures a free treatment of the spa system (one with an addition if asked) through the API; removed after the test. */
  create(
    fields: Partial<TreatmentInput> & { displayName: string },
    opts?: { withAddition?: boolean },
  ): Promise<Treatment>;
  /** A free treatment of the spa system the test configures itself (e.g. through the picker): removed after the test. */
  free(opts?: { withAddition?: boolean }): Promise<SearchHit>;
}

/**
 * The spa system offers a fixed set of treatments: each test configures the free ones it needs and removes them
 * again after it, so the picker keeps offering them and the seeded ones (6001-6006) are never changed.
 */
const test = base.extend<{ own: OwnTreatments }>({
  own: async ({ api }, use) => {
    const mine = new Set<number>();
    const free: OwnTreatments['free'] = async ({ withAddition = false } = {}) => {
      const hit = (await offered(api)).find((h) => !mine.has(Number(h.id)) && Boolean(h.addition) === withAddition);
      if (!hit) throw new Error('the spa system has no free treatment left');
      mine.add(Number(hit.id));
      return hit;
    };
    await use({
      free,
      async create(fields, opts) {
        const hit = await free(opts);
        return api.send<Treatment>('POST', 'treatments', { brpProductId: Number(hit.id), ...fields });
      },
    });
    const left = new Set(await ids(api));
    for (const id of mine) {
      if (!left.has(id)) continue;
      const { version } = await treatmentOf(api, id);
      await api.send('DELETE', `treatments/${id}`, undefined, version);
    }
  },
});

/** The image of that name (seeded, read only). */
async function imageNamed(api: ApiCaller, name: string): Promise<Image> {
  const image = (await api.get<Image[]>('images')).find((i) => i.name === name);
  if (!image) throw new Error(`no image named ${name}`);
  return image;
}

/** The 1-based page of the list (`size` rows a page) that holds the treatment. */
const pageOf = async (api: ApiCaller, id: number, size: number) => Math.floor((await ids(api)).indexOf(id) / size) + 1;

test.describe('treatments', () => {
  test('lists the treatments with every column: Brp Nr, names, Duo, avoid empty time slots, addition, image; pages the list: 10 rows unless told, then 5, 20 or 50', async ({
    page,
    api,
    uid,
    own,
  }) => {
    const sauna = await imageNamed(api, 'sauna');
    const withAll = await own.create(
      { displayName: `Ansikt ${uid}`, displayNameEn: `Face ${uid}`, isDual: true, imageFk: sauna.id },
      { withAddition: true },
    );
    const plain = await own.create({ displayName: `Enkel ${uid}`, avoidEmptyTimeSlots: true });
    const total = (await ids(api)).length;
    await page.goto(`${LIST}?itemsPerPage=50`);
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Brp Nr',
      'Display name',
      'Display name EN',
      'Duo',
      'Avoid empty time slots',
      'Addition',
      'Image',
      'Actions',
    ]);
    await expect(table(page).locator('tbody tr')).toHaveCount(total);
    await expect(page.getByText(`1–${total} of ${total}`)).toBeVisible();

    const cells = row(page, withAll).getByRole('cell');
    await expect(cells.nth(0)).toHaveText(withAll.brpProductNumber);
    await expect(cells.nth(1)).toHaveText(`Ansikt ${uid}`);
    await expect(cells.nth(2)).toHaveText(`Face ${uid}`);
    await expect(cells.nth(3)).toHaveText('Yes');
    await expect(cells.nth(4)).toHaveText('No');
    await expect(cells.nth(5)).toHaveText(withAll.addition?.displayName ?? 'missing');
    await expect(cells.nth(6).getByRole('img', { name: `Ansikt ${uid}`, exact: true })).toHaveAttribute(
      'src',
      sauna.src,
    );
    const plainCells = row(page, plain).getByRole('cell');
    await expect(plainCells.nth(3)).toHaveText('No');
    await expect(plainCells.nth(4)).toHaveText('Yes');
    // A dash to the eye, the words to a screen reader.
    await expect(plainCells.nth(5)).toHaveAccessibleName('No addition');
    await expect(plainCells.nth(6)).toHaveAccessibleName('No image');
    await expect(row(page, plain).getByRole('link', { name: `Edit Enkel ${uid}`, exact: true })).toHaveAttribute(
      'href',
      `${LIST}/${plain.brpProductId}`,
    );

    await test.step('pages the list: 10 rows unless told, then 5, 20 or 50', async () => {
      // At least 11 treatments, so that 10 a page makes two pages.
      for (let n = (await ids(api)).length; n < 11; n += 1) await own.create({ displayName: `Side ${uid} ${n}` });
      const all = await ids(api);
      const total = all.length;
      const rows = table(page).locator('tbody tr');
      await page.goto(LIST);
      const size = page.getByRole('combobox', { name: 'Rows per page', exact: true });
      await expect(size).toHaveValue('10');
      await expect(size.locator('option')).toHaveText(['5', '10', '20', '50']);
      await expect(rows).toHaveCount(10);
      await expect(page.getByText(`1–10 of ${total}`, { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();

      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(rows).toHaveCount(Math.min(10, total - 10));
      await expect(page.getByText(`11–${Math.min(20, total)} of ${total}`, { exact: true })).toBeVisible();
      await expect(rows.first().getByRole('cell').first()).toHaveText(`TR-${all[10]}`);

      await size.selectOption('5');
      await expect(page).toHaveURL(/page=1/);
      await expect(rows).toHaveCount(5);
      await expect(page.getByText(`1–5 of ${total}`, { exact: true })).toBeVisible();
      await expect(rows.nth(4).getByRole('cell').first()).toHaveText(`TR-${all[4]}`);
      await size.selectOption('20');
      await expect(rows).toHaveCount(Math.min(20, total));
      await size.selectOption('50');
      await expect(rows).toHaveCount(Math.min(50, total));
      await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    });
  });

  test('adds a treatment through the picker: the draft fills the form, survives a reload and is cleared by the save', async ({
    page,
    api,
    uid,
    own,
  }) => {
    const hit = await own.free({ withAddition: true });
    const addition = hit.addition!;
    await page.goto(`${LIST}?itemsPerPage=20`);
    await expect(table(page).getByRole('row')).not.toHaveCount(0);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Add treatment', exact: true });
    const label = `${hit.name}, ${hit.nameEn}, with ${addition.displayNameEn} · ${hit.id}`;
    await expect(picker.getByRole('button', { name: label, exact: true })).toBeVisible();
    // Only the spa system's treatments not configured yet are offered.
    await expect(picker.getByRole('button', { name: /· 6003$/ })).toHaveCount(0);
    await picker.getByLabel('Search treatments').fill(hit.nameEn ?? hit.name);
    await expect(picker.getByRole('list', { name: 'Search results' }).getByRole('button')).toHaveCount(1);
    await picker.getByRole('button', { name: label, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`${LIST}/new$`));
    await expect(page.getByRole('heading', { name: `New treatment ${hit.id}`, exact: true })).toBeVisible();
    await expect(field(page, 'Display name')).toHaveValue(hit.name);
    await expect(field(page, 'Display name EN')).toHaveValue(hit.nameEn ?? '');
    await expect(page.getByRole('checkbox', { name: 'Duo', exact: true })).toBeChecked({
      checked: hit.isDual ?? false,
    });
    await expect(page.getByText(`Addition product id ${addition.additionProductId}`)).toBeVisible();
    await expect(field(page, 'Addition display name')).toHaveValue(addition.displayName);
    await expect(field(page, 'Addition display name EN')).toHaveValue(addition.displayNameEn);
    await expect(field(page, 'Brp name')).toHaveValue(addition.brpName);
    await expectAccessible(page);

    await field(page, 'Display name').fill(`${hit.name} ${uid}`);
    await field(page, 'Description').fill('Skreddersydd.');
    await field(page, 'Addition description').fill('Med god tid.');
    await page.getByRole('checkbox', { name: 'Avoid empty time slots', exact: true }).check();
    await expect
      .poll(() => draft(page))
      .toMatchObject({ brpProductId: Number(hit.id), displayName: `${hit.name} ${uid}`, avoidEmptyTimeSlots: true });
    // The draft survives a reload of /treatments/new, with what was typed.
    await page.reload();
    await expect(field(page, 'Display name')).toHaveValue(`${hit.name} ${uid}`);
    await expect(field(page, 'Description')).toHaveValue('Skreddersydd.');
    await expect(field(page, 'Addition description')).toHaveValue('Med god tid.');
    await expect(page.getByRole('checkbox', { name: 'Avoid empty time slots', exact: true })).toBeChecked();
    await expect.poll(() => ids(api)).not.toContain(Number(hit.id));

    await save(page).click();
    await expect(page.getByText('Treatment saved successfully', { exact: true })).toBeVisible();
    // Back to the page the person came from.
    await expect(page).toHaveURL(listAt('itemsPerPage=20'));
    await expect.poll(() => draft(page)).toBeNull();
    await expect
      .poll(() => treatmentOf(api, Number(hit.id)))
      .toMatchObject({
        brpProductNumber: `TR-${hit.id}`,
        displayName: `${hit.name} ${uid}`,
        displayNameEn: hit.nameEn,
        description: 'Skreddersydd.',
        isDual: hit.isDual,
        avoidEmptyTimeSlots: true,
        imageFk: null,
        addition: { ...addition, description: 'Med god tid.' },
      });
    await expect(
      row(page, { brpProductNumber: `TR-${hit.id}` }).getByRole('cell', { name: `${hit.name} ${uid}`, exact: true }),
    ).toBeVisible();
    // Without its draft, /treatments/new has no data: back to the list.
    await page.goto(`${LIST}/new`);
    await expect(page).toHaveURL(atList);
  });

  test("edits every kind of field, the addition's too, and returns to the list page the person came from", async ({
    page,
    api,
    uid,
    own,
  }) => {
    const mine = await own.create({ displayName: `Massasje ${uid}`, displayNameEn: 'Massage' }, { withAddition: true });
    const sauna = await imageNamed(api, 'sauna');
    const listPage = await pageOf(api, mine.brpProductId, 5);
    const from = `page=${listPage}&itemsPerPage=5`;
    await page.goto(`${LIST}?${from}`);
    await row(page, mine)
      .getByRole('link', { name: `Edit Massasje ${uid}`, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${LIST}/${mine.brpProductId}$`));
    await expect(page.getByText(`Brp Nr ${mine.brpProductNumber}`)).toBeVisible();
    await expect(field(page, 'Display name')).toHaveValue(`Massasje ${uid}`);
    await expectAccessible(page);

    await field(page, 'Display name').fill(`Dyp massasje ${uid}`);
    await field(page, 'Display name EN').fill(`Deep massage ${uid}`);
    await field(page, 'Description').fill('Fast trykk.');
    await field(page, 'Description EN').fill('Firm pressure.');
    await page.getByRole('button', { name: 'Choose image', exact: true }).click();
    const images = page.getByRole('dialog', { name: 'Choose image', exact: true });
    await expect(images.getByRole('button', { name: 'sauna', exact: true })).toBeVisible();
    await images.getByRole('button', { name: 'sauna', exact: true }).click();
    await expect(images).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Image', exact: true })).toContainText('sauna');
    await page.getByRole('checkbox', { name: 'Duo', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Avoid empty time slots', exact: true }).check();
    await field(page, 'Addition display name').fill(`Tillegg ${uid}`);
    await field(page, 'Addition display name EN').fill(`Extra ${uid}`);
    await field(page, 'Addition description').fill('Ti minutter til.');
    await field(page, 'Addition description EN').fill('Ten more minutes.');
    await field(page, 'Brp name').fill('EXTRA-TEN');
    await save(page).click();

    await expect(page.getByText('Treatment saved successfully', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(listAt(from));
    await expect
      .poll(() => treatmentOf(api, mine.brpProductId))
      .toEqual({
        ...mine,
        version: mine.version + 1,
        updatedBy: expect.any(String),
        updatedAt: expect.any(String),
        displayName: `Dyp massasje ${uid}`,
        displayNameEn: `Deep massage ${uid}`,
        description: 'Fast trykk.',
        descriptionEn: 'Firm pressure.',
        imageFk: sauna.id,
        imageSrc: sauna.src,
        isDual: true,
        avoidEmptyTimeSlots: true,
        addition: {
          additionProductId: mine.addition?.additionProductId,
          displayName: `Tillegg ${uid}`,
          displayNameEn: `Extra ${uid}`,
          description: 'Ti minutter til.',
          descriptionEn: 'Ten more minutes.',
          brpName: 'EXTRA-TEN',
        },
      });
    const cells = row(page, mine).getByRole('cell');
    await expect(cells.nth(1)).toHaveText(`Dyp massasje ${uid}`);
    await expect(cells.nth(2)).toHaveText(`Deep massage ${uid}`);
    await expect(cells.nth(3)).toHaveText('Yes');
    await expect(cells.nth(4)).toHaveText('Yes');
    await expect(cells.nth(5)).toHaveText(`Tillegg ${uid}`);
    await expect(cells.nth(6).getByRole('img')).toHaveAttribute('src', sauna.src);

    // Taken off again: no image, not for two.
    await row(page, mine)
      .getByRole('link', { name: `Edit Dyp massasje ${uid}`, exact: true })
      .click();
    await expect(page.getByRole('checkbox', { name: 'Duo', exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Remove image', exact: true }).click();
    await expect(page.getByRole('group', { name: 'Image', exact: true })).toContainText('No image');
    await page.getByRole('checkbox', { name: 'Duo', exact: true }).uncheck();
    await save(page).click();
    await expect(page).toHaveURL(listAt(from));
    await expect
      .poll(() => treatmentOf(api, mine.brpProductId))
      .toMatchObject({ imageFk: null, imageSrc: null, isDual: false, avoidEmptyTimeSlots: true });
    await expect(row(page, mine).getByRole('cell').nth(6)).toHaveAccessibleName('No image');
  });

  test('shows "Name cannot be empty." on the display name and saves nothing until it is filled; a failed save keeps what was typed', async ({
    page,
    api,
    uid,
    own,
  }) => {
    const mine = await own.create({ displayName: `Fot ${uid}` });
    await page.goto(`${LIST}/${mine.brpProductId}`);
    await expect(field(page, 'Display name')).toHaveValue(`Fot ${uid}`);
    await field(page, 'Display name').fill('   ');
    await field(page, 'Display name EN').fill(`Feet ${uid}`);
    await save(page).click();
    const error = page.getByText('Name cannot be empty.', { exact: true });
    await expect(error).toBeVisible();
    await expect(field(page, 'Display name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Display name')).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${LIST}/${mine.brpProductId}$`));
    await expectAccessible(page);
    await expect
      .poll(() => treatmentOf(api, mine.brpProductId))
      .toMatchObject({ displayName: `Fot ${uid}`, displayNameEn: '' });

    await field(page, 'Display name').fill(`Fotbad ${uid}`);
    await expect(error).toHaveCount(0);
    // The one fake of this file: the server refuses the next save once; the form keeps what was typed.
    await page.route(
      '**/api/treatments',
      (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error."}' }),
      { times: 1 },
    );
    await save(page).click();
    await expect(page.getByText('There was an error while saving item.', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${LIST}/${mine.brpProductId}$`));
    await expect(field(page, 'Display name')).toHaveValue(`Fotbad ${uid}`);
    await expect.poll(async () => (await treatmentOf(api, mine.brpProductId)).displayName).toBe(`Fot ${uid}`);
    await save(page).click();
    await expect(page.getByText('Treatment saved successfully', { exact: true })).toBeVisible();
    // Opened directly, the form returns to the list.
    await expect(page).toHaveURL(atList);
    await expect
      .poll(() => treatmentOf(api, mine.brpProductId))
      .toMatchObject({ displayName: `Fotbad ${uid}`, displayNameEn: `Feet ${uid}` });
  });

  test('offline, the list and the form still show, and add, delete and save are disabled; back online, deletes a treatment after confirmation, Cancel keeps it, the picker offers it again; its id, or no data, goes back to /treatments', async ({
    page,
    context,
    api,
    uid,
    own,
  }) => {
    const mine = await own.create({ displayName: `Manikyr ${uid}` });
    await page.goto(`${LIST}?itemsPerPage=50`);

    await test.step('offline, saving needs a connection', async () => {
      await row(page, mine)
        .getByRole('link', { name: `Edit Manikyr ${uid}`, exact: true })
        .click();
      await expect(field(page, 'Display name')).toHaveValue(`Manikyr ${uid}`);
      await context.setOffline(true);
      await expect(page.getByText('Saving needs a connection', { exact: true })).toBeVisible();
      await expect(save(page)).toBeDisabled();
      await field(page, 'Display name').fill(`Offline endret ${uid}`);
      await expect(save(page)).toBeDisabled();
      await page.getByRole('button', { name: 'Cancel', exact: true }).click();
      await expect(page).toHaveURL(listAt('itemsPerPage=50'));
      await expect(row(page, mine).getByRole('cell', { name: `Manikyr ${uid}`, exact: true })).toBeVisible();
      await expect(page.getByText('Saving needs a connection', { exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
      await expect(row(page, mine).getByRole('button', { name: `Delete Manikyr ${uid}`, exact: true })).toBeDisabled();
      await context.setOffline(false);
    });

    await row(page, mine)
      .getByRole('button', { name: `Delete Manikyr ${uid}`, exact: true })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete treatment', exact: true });
    await expect(confirm.getByText(`Are you sure you want to delete 'Manikyr ${uid}'?`, { exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row(page, mine)).toHaveCount(1);
    await expect.poll(() => ids(api)).toContain(mine.brpProductId);

    await row(page, mine)
      .getByRole('button', { name: `Delete Manikyr ${uid}`, exact: true })
      .click();
    await confirm.getByRole('button', { name: 'Ok', exact: true }).click();
    await expect(row(page, mine)).toHaveCount(0);
    await expect.poll(() => ids(api)).not.toContain(mine.brpProductId);
    await expect.poll(async () => (await offered(api)).map((h) => h.id)).toContain(mine.brpProductId);

    await test.step('no data goes back to /treatments: no draft, the deleted id, an unknown id, an id that is not a number', async () => {
      for (const path of ['new', String(mine.brpProductId), '99999', 'abc', '6001x']) {
        await page.goto(`${LIST}/${path}`);
        await expect(page).toHaveURL(atList);
        await expect(table(page).getByRole('cell', { name: 'TR-6001', exact: true })).toBeVisible();
      }
      // A draft that is not a treatment's is no data either.
      await page.evaluate((key) => sessionStorage.setItem(key, JSON.stringify({ clockId: 'AD2001' })), DRAFT_KEY);
      await page.goto(`${LIST}/new`);
      await expect(page).toHaveURL(atList);
    });
  });
});
