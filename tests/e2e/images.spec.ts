import type { Page } from '@playwright/test';
import type { Image } from '../../contract/images.ts';
import type { RoomType } from '../../contract/room-types.ts';
import type { ApiCaller } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const images = (api: ApiCaller) => api.get<Image[]>('images');
const named = async (api: ApiCaller, name: string) => (await images(api)).find((i) => i.name === name);
const create = (api: ApiCaller, name: string) =>
  api.send<Image>('POST', 'images', { name, alt: `Bilde av ${name}`, src: '/demo/images/lobby.svg' });
const table = (page: Page) => page.getByRole('table', { name: 'Images' });
const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
const addButton = (page: Page) => page.getByRole('button', { name: 'Add', exact: true });
/** Opens the list on the page (by id, 10 a page) that holds the image. */
async function openAt(page: Page, api: ApiCaller, image: Image) {
  const index = (await images(api)).findIndex((i) => i.id === image.id);
  await page.goto(`/images?page=${Math.floor(index / 10) + 1}`);
  await expect(row(page, image.name)).toBeVisible();
}
/** Deletes the row through its confirmation. */
async function confirmDelete(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete image' }).getByRole('button', { name: 'Ok' }).click();
}

test.describe('images', () => {
  test('says so when the list cannot be fetched, then lists the images with their thumbnails, a page at a time', async ({
    page,
    api,
    uid,
  }) => {
    await test.step('says so when the list cannot be fetched', async () => {
      await page.route('**/api/images/paged**', (route) => route.abort());
      await page.goto('/images');
      await expect(page.getByText('There was an error while fetching data.', { exact: true })).toBeVisible();
      await page.unroute('**/api/images/paged**');
    });

    for (let i = (await images(api)).length; i < 7; i++) await create(api, `Side ${uid} ${i}`);
    const all = await images(api);
    const first = all[0]!;
    await page.reload();
    await expect(page.getByText(`1–${Math.min(all.length, 10)} of ${all.length}`)).toBeVisible();
    await expect(table(page).locator('tbody tr')).toHaveCount(Math.min(all.length, 10));
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Image',
      'Name',
      'Name (En)',
      'Alt',
      'Alt (En)',
      'Src',
      'Actions',
    ]);
    const thumbnail = row(page, first.name).getByRole('img', { name: first.alt, exact: true });
    await expect(thumbnail).toHaveAttribute('src', first.src);
    await expect(thumbnail).toHaveAttribute('loading', 'lazy');
    await expect(row(page, first.name).locator('td').nth(5)).toHaveText(first.src);

    await page.getByLabel('Rows per page').selectOption('5');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(`6–${Math.min(all.length, 10)} of ${all.length}`)).toBeVisible();
    await expect(row(page, all[5]!.name)).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=2\b/);
  });

  test('adds an image in a new row: name, alt and src required, what was typed kept', async ({ page, api, uid }) => {
    const name = `Terrasse ${uid}`;
    await page.goto('/images');
    await addButton(page).click();
    const form = page.getByRole('form', { name: 'New image' });
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    await expect(addButton(page)).toBeDisabled();
    await form.getByLabel('Name (En)').fill(`Terrace ${uid}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Alt is required')).toBeVisible();
    await expect(form.getByText('Src is required')).toBeVisible();
    await expect(form.getByLabel('Name (En)')).toHaveValue(`Terrace ${uid}`);
    await expectAccessible(page);

    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByRole('textbox', { name: 'Alt', exact: true }).fill('Terrassen om kvelden');
    await form.getByLabel('Src').fill('/demo/images/terrace.svg');
    await expect(form.getByRole('img', { name: 'Preview of the src' })).toHaveAttribute(
      'src',
      '/demo/images/terrace.svg',
    );
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByText('Save successful')).toBeVisible();
    await expect
      .poll(() => named(api, name))
      .toMatchObject({
        nameEn: `Terrace ${uid}`,
        alt: 'Terrassen om kvelden',
        altEn: '',
        src: '/demo/images/terrace.svg',
      });
    // New images are listed last: the list shows the page that holds it.
    await expect(row(page, name).locator('td')).toHaveText([
      /.*/,
      name,
      `Terrace ${uid}`,
      'Terrassen om kvelden',
      '–',
      '/demo/images/terrace.svg',
      /Edit/,
    ]);
  });

  test('edits an image inline; Cancel leaves it as it was; a failed save keeps what was typed', async ({
    page,
    api,
    uid,
  }) => {
    const image = await create(api, `Lobby ${uid}`);
    await openAt(page, api, image);
    await page.getByRole('button', { name: `Edit ${image.name}`, exact: true }).click();
    let form = page.getByRole('form', { name: `Edit image ${image.name}` });
    await expect(form.getByRole('textbox', { name: 'Alt', exact: true })).toHaveValue(image.alt);
    await expect(page.getByRole('button', { name: /^Edit / }).and(page.locator(':enabled'))).toHaveCount(0);
    await expectAccessible(page);
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Resepsjon ${uid}`);
    await form.getByRole('textbox', { name: 'Alt', exact: true }).fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Alt is required')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(`Resepsjon ${uid}`);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);
    await expect(row(page, image.name)).toBeVisible();
    await expect.poll(() => named(api, image.name)).toEqual(image);

    await page.getByRole('button', { name: `Edit ${image.name}`, exact: true }).click();
    form = page.getByRole('form', { name: `Edit image ${image.name}` });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`Resepsjon ${uid}`);
    await form.getByLabel('Alt (En)').fill('The reception');
    // The server fails once: the spec's toast, and the row stays as typed.
    let failed = 0;
    await page.route(`**/api/images/${image.id}`, (route) =>
      route.request().method() === 'PUT' && failed++ === 0
        ? route.fulfill({ status: 500, body: '{"message":"boom"}' })
        : route.continue(),
    );
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('There was an error while saving item.', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Alt (En)')).toHaveValue('The reception');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByText('Save successful')).toBeVisible();
    await expect(row(page, `Resepsjon ${uid}`)).toBeVisible();
    await expect
      .poll(() => named(api, `Resepsjon ${uid}`))
      .toEqual({
        ...image,
        name: `Resepsjon ${uid}`,
        altEn: 'The reception',
        // One save stored (the refused one stored nothing), by the person signed in.
        version: image.version + 1,
        updatedBy: 'Kari Nordmann',
        updatedAt: expect.any(String) as unknown as string,
      });
  });

  test('deletes after confirmation, Cancel keeps it; keeps an image a room type uses, and says where it is used', async ({
    page,
    api,
    uid,
  }) => {
    const image = await create(api, `I bruk ${uid}`);
    const clockId = `RT-${uid}`;
    const roomType = await api.send<RoomType>('POST', 'roomtype', {
      clockId,
      displayName: `Dobbeltrom ${uid}`,
      imageIds: [image.id],
    });
    await openAt(page, api, image);
    await page.getByRole('button', { name: `Delete ${image.name}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete image' });
    await expect(confirm.getByText(`Are you sure you want to delete '${image.name}'?`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row(page, image.name)).toBeVisible();
    await expect.poll(() => named(api, image.name)).toBeDefined();

    // Used by a room type: the server keeps it and says where.
    await confirmDelete(page, image.name);
    const toast = page.getByRole('alert');
    await expect(toast).toContainText('There was an error while deleting data.');
    await expect(toast).toContainText(
      `Image '${image.name}' is used by room type 'Dobbeltrom ${uid}'. Remove it there first.`,
    );
    await expect(row(page, image.name)).toBeVisible();
    await expect.poll(() => named(api, image.name)).toEqual(image);

    // Once the room type lets it go, it is deleted.
    await api.remove(`roomtype/${clockId}`, roomType.version);
    await confirmDelete(page, image.name);
    await expect(row(page, image.name)).toHaveCount(0);
    await expect.poll(() => named(api, image.name)).toBeUndefined();
  });
});
