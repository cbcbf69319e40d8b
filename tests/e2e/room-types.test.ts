import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Image } from '../../contract/images.ts';
import type { RoomType } from '../../contract/room-types.ts';
import type { ApiCaller } from './support/api.ts';
import { axeViolations } from './support/axe.ts';
import { startSession, type Session } from './support/session.ts';

let session: Session;
let page: Page;
let api: ApiCaller;
let images: Image[];

const roomTypes = () => api.get<RoomType[]>('roomtype');
const roomType = async (clockId: string) => (await roomTypes()).find((r) => r.clockId === clockId);
const imageId = (name: string) => images.find((image) => image.name === name)?.id;
const path = () => new URL(page.url()).pathname;
const table = () => page.getByRole('table', { name: 'Hotel room types' });
const row = (text: string) => table().locator('tbody tr').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
const altsOf = (scope: Locator) => scope.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
/** Text fields by their accessible name (a required field's label also shows an asterisk). */
const field = (name: string) => page.getByRole('textbox', { name, exact: true });
const slot = (n: number) => page.getByRole('group', { name: `Image slot ${n}` });

async function choose(n: number, name: string) {
  await slot(n).getByRole('button', { name: 'Choose image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose image' });
  await dialog.getByRole('button', { name, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

beforeAll(async () => {
  session = await startSession();
  ({ page, api } = session);
  images = await api.get<Image[]>('images');
  // Move the double room last, so the list order is the positions' and not the order of creation.
  const dbl = await roomType('RT-DBL');
  await api.send('POST', 'roomtype', { ...dbl, imageUrls: undefined, position: 4 });
});

afterAll(async () => {
  await session?.stop();
});

describe('hotel room types', () => {
  it('lists the room types by position with their image thumbnails', async () => {
    await page.goto('/roomtypes');
    await row('RT-STE').waitFor();
    const firstCells = await table().locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.querySelector('td:nth-child(2)')?.textContent));
    expect(firstCells).toEqual(['RT-STE', 'RT-FAM', 'RT-DBL']);
    expect((await roomTypes()).map((r) => r.clockId)).toEqual(['RT-STE', 'RT-FAM', 'RT-DBL']);
    expect(await row('RT-STE').locator('td').nth(3).textContent()).toBe('Suite');
    expect(await altsOf(row('RT-STE'))).toEqual(['suite', 'fjord view', 'lobby']);
    expect(await altsOf(row('RT-DBL'))).toEqual(['double room', 'fjord view']);
    const suite = await roomType('RT-STE');
    expect(await row('RT-STE').locator('img').evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).src).pathname))).toEqual(suite?.imageUrls);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('creates a room type with two images from the picker, trimmed text and detail lists', async () => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(path).toBe('/roomtypes/new');
    await page.getByRole('heading', { name: 'New room type' }).waitFor();
    await field('Clock id').fill('RT-DBL');
    await field('Position').fill('7');
    await field('Display name').fill('   Loft');
    await field('Display name EN').fill('  Loft room');
    await field('Description').fill('  Under taket\nmed skråtak');
    await field('Details left (one per line)').fill('30 m²\n\n  Skråtak  \n');
    await field('Details right EN (one per line)').fill('Bath\nSea view');

    await choose(1, 'sauna');
    await slot(1).getByRole('img', { name: 'sauna' }).waitFor();
    await slot(2).getByRole('button', { name: 'Choose image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose image' });
    await dialog.getByRole('button', { name: 'winter', exact: true }).waitFor();
    expect(await dialog.getByRole('button', { name: 'sauna', exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'winter', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await slot(2).getByRole('img', { name: 'winter' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // A new room type must not overwrite an existing one with the same clock id.
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A room type with this clock id already exists.').waitFor();
    expect(path()).toBe('/roomtypes/new');
    expect((await roomType('RT-DBL'))?.displayName).toBe('Dobbeltrom');
    await field('Clock id').fill('RT-LOFT');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect.poll(path).toBe('/roomtypes');
    await page.getByText('Save successful').waitFor();
    await row('RT-LOFT').waitFor();
    expect(await row('RT-LOFT').locator('td').nth(2).textContent()).toBe('Loft');
    expect(await altsOf(row('RT-LOFT'))).toEqual(['sauna', 'winter']);
    expect(await roomType('RT-LOFT')).toMatchObject({
      position: 7,
      displayName: 'Loft',
      displayNameEn: 'Loft room',
      description: 'Under taket\nmed skråtak',
      detailsLeft: ['30 m²', 'Skråtak'],
      detailsLeftEn: [],
      detailsRightEn: ['Bath', 'Sea view'],
      imageIds: [imageId('sauna'), imageId('winter')],
    });
  });

  it('edits a room type: the display name is required (typed text kept), a field changes, an image is removed', async () => {
    await row('RT-STE').getByRole('link', { name: 'Edit Suite' }).click();
    await expect.poll(path).toBe('/roomtypes/RT-STE');
    expect(await field('Clock id').inputValue()).toBe('RT-STE');
    expect(await field('Clock id').isDisabled()).toBe(true);
    expect(await field('Details left (one per line)').inputValue()).toBe('48 m²');

    await field('Display name').fill('   ');
    await field('Description').fill('Med utsikt');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Display name cannot be empty.').waitFor();
    expect(await field('Display name').getAttribute('aria-invalid')).toBe('true');
    expect(await field('Display name').inputValue()).toBe('   ');
    expect(await field('Description').inputValue()).toBe('Med utsikt');
    expect(path()).toBe('/roomtypes/RT-STE');
    expect((await roomType('RT-STE'))?.displayName).toBe('Suite');

    await field('Display name').fill('Suite deluxe');
    await slot(2).getByRole('button', { name: 'Remove fjord view' }).click();
    await slot(2).getByRole('button', { name: 'Choose image' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(path).toBe('/roomtypes');
    await page.getByText('Save successful').waitFor();
    await expect.poll(() => altsOf(row('RT-STE'))).toEqual(['suite', 'lobby']);
    expect(await row('RT-STE').locator('td').nth(2).textContent()).toBe('Suite deluxe');
    expect(await roomType('RT-STE')).toMatchObject({ displayName: 'Suite deluxe', description: 'Med utsikt', detailsLeft: ['48 m²'], imageIds: [imageId('suite'), imageId('lobby')] });
  });

  it('keeps the user on the form with the error toast when the save fails', async () => {
    await page.goto('/roomtypes/RT-FAM');
    await field('Display name EN').fill('Family room with a view');
    await choose(2, 'breakfast');
    // Meanwhile someone deletes the chosen image: the server refuses the room type.
    await api.send('DELETE', `images/${imageId('breakfast')}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('There was an error while saving data.').waitFor();
    expect(path()).toBe('/roomtypes/RT-FAM');
    expect(await field('Display name EN').inputValue()).toBe('Family room with a view');
    expect((await roomType('RT-FAM'))?.displayNameEn).toBe('Family room');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(path).toBe('/roomtypes');
  });

  it('goes back to the list for an unknown clock id', async () => {
    await page.goto('/roomtypes/RT-NOPE');
    await expect.poll(path).toBe('/roomtypes');
    await row('RT-STE').waitFor();
  });

  it('deletes a room type after confirmation; Cancel keeps it', async () => {
    await row('RT-LOFT').getByRole('button', { name: 'Delete Loft' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete room type' });
    await confirm.getByText("Are you sure you want to delete 'Loft'?").waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await row('RT-LOFT').count()).toBe(1);
    expect(await roomType('RT-LOFT')).toBeDefined();

    await row('RT-LOFT').getByRole('button', { name: 'Delete Loft' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await row('RT-LOFT').waitFor({ state: 'detached' });
    expect(await roomType('RT-LOFT')).toBeUndefined();
    expect((await roomTypes()).map((r) => r.clockId)).toEqual(['RT-STE', 'RT-FAM', 'RT-DBL']);
  });

  it('says when there are no room types, and when they cannot be fetched', async () => {
    await page.route('**/api/roomtype', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }));
    try {
      await page.goto('/roomtypes');
      await table().getByText('No room types yet.').waitFor();
    } finally {
      await page.unroute('**/api/roomtype');
    }
    await page.route('**/api/roomtype', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }));
    try {
      await page.goto('/roomtypes');
      await page.getByText('There was an error while fetching data.').first().waitFor();
    } finally {
      await page.unroute('**/api/roomtype');
    }
    await page.goto('/roomtypes');
    await row('RT-STE').waitFor();
  });

  it('cannot save or delete offline and says why', async () => {
    await page.goto('/roomtypes/RT-DBL');
    await field('Display name').fill('Dobbeltrom offline');
    await session.context.setOffline(true);
    try {
      await page.getByText('Saving needs a connection').waitFor();
      expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await row('RT-DBL').waitFor();
      expect(await row('RT-DBL').getByRole('button', { name: 'Delete Dobbeltrom' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Add', exact: true }).isDisabled()).toBe(true);
    } finally {
      await session.context.setOffline(false);
    }
    expect((await roomType('RT-DBL'))?.displayName).toBe('Dobbeltrom');
  });
});
