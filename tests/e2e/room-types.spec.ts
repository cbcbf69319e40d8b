import type { Locator, Page } from '@playwright/test';
import type { Image } from '../../contract/images.ts';
import type { RoomType, RoomTypeInput } from '../../contract/room-types.ts';
import type { ApiCaller } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const roomTypes = (api: ApiCaller) => api.get<RoomType[]>('roomtype');
const roomType = async (api: ApiCaller, clockId: string) => (await roomTypes(api)).find((r) => r.clockId === clockId);
const clockIds = async (api: ApiCaller) => (await roomTypes(api)).map((r) => r.clockId);
const createRoomType = (api: ApiCaller, input: RoomTypeInput) => api.send<RoomType>('POST', 'roomtype', input);
/** The seeded images' ids by name (read only: a test that deletes an image makes its own). */
const imageIds = async (api: ApiCaller, ...names: string[]) => {
  const images = await api.get<Image[]>('images');
  return names.map((name) => images.find((image) => image.name === name)!.id);
};

/** The URL of a page at this path, whatever its query. */
const path = (pathname: string) => new RegExp(`^https?://[^/]+${pathname}([?#].*)?$`);
const table = (page: Page) => page.getByRole('table', { name: 'Hotel room types' });
const row = (page: Page, clockId: string) =>
  table(page)
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: clockId, exact: true }) });
/** Text fields by their accessible name (a required field's label also shows an asterisk). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const slot = (page: Page, n: number) => page.getByRole('group', { name: `Image slot ${n}` });

/** The images shown in `scope`, in order, by their alt text (the image's name). */
async function expectImages(scope: Locator, names: string[]) {
  const images = scope.locator('img');
  await expect(images).toHaveCount(names.length);
  for (const [i, name] of names.entries()) await expect(images.nth(i)).toHaveAttribute('alt', name);
}

async function choose(page: Page, n: number, name: string) {
  await slot(page, n).getByRole('button', { name: 'Choose image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose image' });
  await dialog.getByRole('button', { name, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('hotel room types', () => {
  test('says when there are no room types, and when they cannot be fetched; lists the room types by position with their image thumbnails, also when an unknown clock id sent the person back to it', async ({
    page,
    api,
    uid,
  }) => {
    // Two of our own, created in the opposite order of their positions (and of their clock ids): the list follows
    // the positions, not the order of creation.
    const later = await createRoomType(api, { clockId: `RT-A-${uid}`, position: 101, displayName: `Senere ${uid}` });
    const sooner = await createRoomType(api, {
      clockId: `RT-B-${uid}`,
      position: 100,
      displayName: `Tidligere ${uid}`,
    });
    const order = await clockIds(api);
    expect(order.indexOf(sooner.clockId)).toBeLessThan(order.indexOf(later.clockId));
    expect(order.indexOf('RT-DBL')).toBeLessThan(order.indexOf('RT-STE'));
    expect(order.indexOf('RT-STE')).toBeLessThan(order.indexOf('RT-FAM'));

    await test.step('says when there are no room types, and when they cannot be fetched', async () => {
      await page.route('**/api/roomtype', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
      );
      await page.goto('/roomtypes');
      await expect(table(page).getByText('No room types yet.')).toBeVisible();
      await expectAccessible(page);
      await page.unroute('**/api/roomtype');

      await page.route('**/api/roomtype', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
      );
      await page.goto('/roomtypes');
      await expect(page.getByText('There was an error while fetching data.').first()).toBeVisible();
      await expectAccessible(page);
      await page.unroute('**/api/roomtype');
    });

    await page.goto(`/roomtypes/RT-NOPE-${uid}`);
    await expect(page).toHaveURL(path('/roomtypes'));
    await expect(row(page, 'RT-STE')).toBeVisible();
    await expect(table(page).locator('tbody tr td:nth-child(2)')).toHaveText(order);
    await expect(row(page, 'RT-STE').locator('td').nth(3)).toHaveText('Suite');
    await expectImages(row(page, 'RT-STE'), ['suite', 'fjord view', 'lobby']);
    await expectImages(row(page, 'RT-DBL'), ['double room', 'fjord view']);
    const suite = (await roomType(api, 'RT-STE'))!;
    const thumbnails = row(page, 'RT-STE').locator('img');
    for (const [i, url] of suite.imageUrls.entries())
      await expect(thumbnails.nth(i)).toHaveJSProperty('src', new URL(url, page.url()).href);
  });

  test('creates a room type with two images from the picker, trimmed text and detail lists', async ({
    page,
    api,
    uid,
  }) => {
    const clockId = `RT-LOFT-${uid}`;
    await page.goto('/roomtypes');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page).toHaveURL(path('/roomtypes/new'));
    await expect(page.getByRole('heading', { name: 'New room type' })).toBeVisible();
    await field(page, 'Clock id').fill('RT-DBL');
    await field(page, 'Position').fill('7');
    await field(page, 'Display name').fill(`   Loft ${uid}`);
    await field(page, 'Display name EN').fill('  Loft room');
    await field(page, 'Description').fill('  Under taket\nmed skråtak');
    await field(page, 'Details left (one per line)').fill('30 m²\n\n  Skråtak  \n');
    await field(page, 'Details right EN (one per line)').fill('Bath\nSea view');

    await choose(page, 1, 'sauna');
    await expect(slot(page, 1).getByRole('img', { name: 'sauna' })).toBeVisible();
    await slot(page, 2).getByRole('button', { name: 'Choose image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose image' });
    await expect(dialog.getByRole('button', { name: 'winter', exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'sauna', exact: true })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'winter', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(slot(page, 2).getByRole('img', { name: 'winter' })).toBeVisible();
    await expectAccessible(page);

    // A new room type must not overwrite an existing one with the same clock id.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('A room type with this clock id already exists.')).toBeVisible();
    await expect(page).toHaveURL(path('/roomtypes/new'));
    await expect.poll(async () => (await roomType(api, 'RT-DBL'))?.displayName).toBe('Dobbeltrom');
    await expectAccessible(page);
    await field(page, 'Clock id').fill(clockId);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(path('/roomtypes'));
    await expect(page.getByText('Save successful')).toBeVisible();
    await expect(row(page, clockId).locator('td').nth(2)).toHaveText(`Loft ${uid}`);
    await expectImages(row(page, clockId), ['sauna', 'winter']);
    await expect
      .poll(() => roomType(api, clockId))
      .toMatchObject({
        position: 7,
        displayName: `Loft ${uid}`,
        displayNameEn: 'Loft room',
        description: 'Under taket\nmed skråtak',
        detailsLeft: ['30 m²', 'Skråtak'],
        detailsLeftEn: [],
        detailsRightEn: ['Bath', 'Sea view'],
        imageIds: await imageIds(api, 'sauna', 'winter'),
      });
  });

  test('edits a room type: the display name is required (typed text kept), a field changes, an image is removed', async ({
    page,
    api,
    uid,
  }) => {
    // A copy of the seeded suite.
    const [suite, fjord, lobby] = await imageIds(api, 'suite', 'fjord view', 'lobby');
    const own = await createRoomType(api, {
      clockId: `RT-STE-${uid}`,
      position: 2,
      displayName: `Suite ${uid}`,
      displayNameEn: 'Suite',
      detailsLeft: ['48 m²'],
      detailsLeftEn: ['48 m²'],
      imageIds: [suite!, fjord!, lobby!],
    });
    await page.goto('/roomtypes');
    await row(page, own.clockId)
      .getByRole('link', { name: `Edit ${own.displayName}`, exact: true })
      .click();
    await expect(page).toHaveURL(path(`/roomtypes/${own.clockId}`));
    await expect(field(page, 'Clock id')).toHaveValue(own.clockId);
    await expect(field(page, 'Clock id')).toBeDisabled();
    await expect(field(page, 'Details left (one per line)')).toHaveValue('48 m²');
    await expectAccessible(page);

    await field(page, 'Display name').fill('   ');
    await field(page, 'Description').fill('Med utsikt');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Display name cannot be empty.')).toBeVisible();
    await expect(field(page, 'Display name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Display name')).toHaveValue('   ');
    await expect(field(page, 'Description')).toHaveValue('Med utsikt');
    await expect(page).toHaveURL(path(`/roomtypes/${own.clockId}`));
    await expect.poll(async () => (await roomType(api, own.clockId))?.displayName).toBe(own.displayName);

    await field(page, 'Display name').fill(`Suite deluxe ${uid}`);
    await slot(page, 2).getByRole('button', { name: 'Remove fjord view' }).click();
    await expect(slot(page, 2).getByRole('button', { name: 'Choose image' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(path('/roomtypes'));
    await expect(page.getByText('Save successful')).toBeVisible();
    await expectImages(row(page, own.clockId), ['suite', 'lobby']);
    await expect(row(page, own.clockId).locator('td').nth(2)).toHaveText(`Suite deluxe ${uid}`);
    await expect
      .poll(() => roomType(api, own.clockId))
      .toMatchObject({
        displayName: `Suite deluxe ${uid}`,
        description: 'Med utsikt',
        detailsLeft: ['48 m²'],
        imageIds: [suite, lobby],
      });
  });

  test('keeps the user on the form with the error toast when the save fails', async ({ page, api, uid }) => {
    // A copy of the seeded family room, and an image of our own to delete.
    const own = await createRoomType(api, {
      clockId: `RT-FAM-${uid}`,
      position: 3,
      displayName: `Familierom ${uid}`,
      displayNameEn: 'Family room',
      imageIds: await imageIds(api, 'family room'),
    });
    const image = await api.send<Image>('POST', 'images', {
      name: `breakfast ${uid}`,
      alt: `Bilde: breakfast ${uid}`,
      src: '/demo/images/breakfast.svg',
    });
    await page.goto(`/roomtypes/${own.clockId}`);
    await field(page, 'Display name EN').fill('Family room with a view');
    await choose(page, 2, image.name);
    // Meanwhile someone deletes the chosen image: the server refuses the room type.
    await api.send('DELETE', `images/${image.id}`, undefined, image.version);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('There was an error while saving data.')).toBeVisible();
    await expect(page).toHaveURL(path(`/roomtypes/${own.clockId}`));
    await expect(field(page, 'Display name EN')).toHaveValue('Family room with a view');
    await expectAccessible(page);
    await expect.poll(async () => (await roomType(api, own.clockId))?.displayNameEn).toBe('Family room');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(path('/roomtypes'));
  });

  test('cannot save or delete offline and says why; back online, deletes a room type after confirmation, Cancel keeps it', async ({
    page,
    context,
    api,
    uid,
  }) => {
    const before = await clockIds(api);
    const own = await createRoomType(api, { clockId: `RT-LOFT-${uid}`, position: 7, displayName: `Loft ${uid}` });

    await test.step('offline, saving and deleting are disabled', async () => {
      await page.goto(`/roomtypes/${own.clockId}`);
      await field(page, 'Display name').fill(`Loft offline ${uid}`);
      await context.setOffline(true);
      await expect(page.getByText('Saving needs a connection')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(row(page, own.clockId)).toBeVisible();
      await expect(
        row(page, own.clockId).getByRole('button', { name: `Delete ${own.displayName}`, exact: true }),
      ).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
      await context.setOffline(false);
      await expect.poll(async () => (await roomType(api, own.clockId))?.displayName).toBe(own.displayName);
    });

    await row(page, own.clockId)
      .getByRole('button', { name: `Delete ${own.displayName}`, exact: true })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete room type' });
    await expect(confirm.getByText(`Are you sure you want to delete '${own.displayName}'?`)).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row(page, own.clockId)).toHaveCount(1);
    await expect.poll(() => roomType(api, own.clockId)).toBeDefined();

    await row(page, own.clockId)
      .getByRole('button', { name: `Delete ${own.displayName}`, exact: true })
      .click();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect(row(page, own.clockId)).toHaveCount(0);
    await expect.poll(() => roomType(api, own.clockId)).toBeUndefined();
    await expect.poll(() => clockIds(api)).toEqual(before);
  });
});
