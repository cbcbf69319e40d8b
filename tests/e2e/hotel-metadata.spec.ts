import type { Page } from '@playwright/test';
import { HISTORY_FIELDS } from '../../contract/history-fields.ts';
import type { HotelMetadata, HotelMetadataInput } from '../../contract/hotel-metadata.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The rows of the editor, in order: the names the change log's one table gives the fields (contract/history-fields.ts),
 * so that the editor, its History and the Activity name each field alike.
 */
const labels = Object.fromEntries(
  Object.entries(HISTORY_FIELDS.hotel_metadata).flatMap(([key, label]) =>
    label && 'defaultMessage' in label && typeof label.defaultMessage === 'string' ? [[key, label.defaultMessage]] : [],
  ),
) as Record<keyof HotelMetadataInput, string>;

const table = (page: Page) => page.getByRole('table', { name: 'Hotel metadata' });
const row = (page: Page, label: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: label, exact: true }) });
/** The value shown in a field's row (its Edit button beside it). */
const value = (page: Page, label: string) => row(page, label).locator('td').nth(1).locator('span').first();
const edit = (page: Page, label: string) => page.getByRole('button', { name: `Edit ${label}`, exact: true });
const editRow = (page: Page, label: string) => page.getByRole('form', { name: `Edit ${label}` });
const shown = (v: string | number | null) => (v === null || v === '' ? '–' : String(v));

/**
 * The metadata is one object every test of the worker shares: each test here starts from what the server holds
 * and puts it back afterwards, so no other test sees its changes.
 */
test.describe('hotel metadata editor', () => {
  let original: HotelMetadata;

  test.beforeEach(async ({ api }) => {
    original = await api.get<HotelMetadata>('hotelmetadata');
  });

  test.afterEach(async ({ api }) => {
    // Put back on top of whatever the test left (its version is the one this change is based on).
    const now = await api.get<HotelMetadata>('hotelmetadata');
    await api.send('PUT', 'hotelmetadata', original, now.version);
  });

  test('shows every field of the metadata with its value', async ({ page }) => {
    await page.goto('/hotelmetadataeditor');
    await expect(page.getByRole('heading', { name: 'Hotel Metadata Editor', level: 1 })).toBeVisible();
    await expect(page.getByText('edit hotel information for a hotel-ads listing', { exact: true })).toBeVisible();
    await expect(table(page).getByRole('columnheader')).toHaveText(['Field', 'Value']);
    await expect(table(page).locator('tbody tr td:first-child')).toHaveText(Object.values(labels));
    for (const [key, label] of Object.entries(labels) as Array<[keyof HotelMetadataInput, string]>) {
      await expect(value(page, label)).toHaveText(shown(original[key]));
    }
  });

  test('edits a text and the numbers, one row at a time; Cancel restores', async ({ page, api, uid }) => {
    // A photo height other than the one saved below, so that saving it shows.
    await api.send('PUT', 'hotelmetadata', { ...original, photoHeight: 600 }, original.version);
    await page.goto('/hotelmetadataeditor');
    await edit(page, 'Name').click();
    const name = editRow(page, 'Name').getByLabel('Name');
    await expect(name).toHaveValue(original.name);
    await expect(name).toBeFocused();
    await expect(page.getByRole('button', { name: /^Edit / }).and(page.locator(':enabled'))).toHaveCount(0);
    await expectAccessible(page);
    await name.fill(`Hotell ${uid}`);
    await editRow(page, 'Name').getByRole('button', { name: 'Cancel' }).click();
    await expect(editRow(page, 'Name')).toHaveCount(0);
    await expect(value(page, 'Name')).toHaveText(original.name);
    await expect.poll(() => api.get<HotelMetadata>('hotelmetadata')).toMatchObject({ name: original.name });

    await edit(page, 'Name').click();
    await editRow(page, 'Name').getByLabel('Name').fill(`Hotell ${uid}`);
    await editRow(page, 'Name').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Hotel metadata updated successfully.', { exact: true })).toBeVisible();
    await expect(value(page, 'Name')).toHaveText(`Hotell ${uid}`);

    await edit(page, 'Latitude').click();
    await editRow(page, 'Latitude').getByLabel('Latitude').fill('59.9139');
    await editRow(page, 'Latitude').getByLabel('Latitude').press('Enter');
    await expect(value(page, 'Latitude')).toHaveText('59.9139');
    await edit(page, 'Photo height').click();
    await editRow(page, 'Photo height').getByLabel('Photo height').fill('800');
    await editRow(page, 'Photo height').getByRole('button', { name: 'Save' }).click();
    await expect(value(page, 'Photo height')).toHaveText('800');
    await edit(page, 'Photo width').click();
    await editRow(page, 'Photo width').getByLabel('Photo width').fill('');
    await editRow(page, 'Photo width').getByRole('button', { name: 'Save' }).click();
    await expect(value(page, 'Photo width')).toHaveText('–');

    // Each save sent the whole object: the other fields are as they were. Each was one change (the API's above and
    // the four rows'), each based on the one before.
    await expect
      .poll(() => api.get<HotelMetadata>('hotelmetadata'))
      .toEqual({
        ...original,
        name: `Hotell ${uid}`,
        latitude: 59.9139,
        photoHeight: 800,
        photoWidth: null,
        version: (original.version ?? 0) + 5,
        updatedBy: expect.any(String),
        updatedAt: expect.any(String),
      });
  });

  test('refuses a bad number with a clear message, keeps what was typed, and sends nothing', async ({ page, api }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/api/hotelmetadata'))
        sent.push(request.postData() ?? '');
    });
    await page.goto('/hotelmetadataeditor');
    await edit(page, 'Photo height').click();
    const height = editRow(page, 'Photo height');
    const heightMessage = 'Photo height must be a whole number, 1 or more, or empty';
    for (const typed of ['abc', '12.5', '0']) {
      await height.getByLabel('Photo height').fill(typed);
      await height.getByRole('button', { name: 'Save' }).click();
      await expect(height.getByText(heightMessage, { exact: true })).toBeVisible();
      await expect(height.getByLabel('Photo height')).toHaveValue(typed);
    }
    await expectAccessible(page);
    await height.getByRole('button', { name: 'Cancel' }).click();
    await expect(value(page, 'Photo height')).toHaveText(shown(original.photoHeight));

    await edit(page, 'Latitude').click();
    const latitude = editRow(page, 'Latitude');
    const latitudeMessage = 'Latitude must be a decimal number from -90 to 90 with at most 6 decimals, or empty';
    // Out of range, too many decimals for the six the database keeps (refused rather than rounded), not a number.
    for (const typed of ['91', '59.9139123', '59,91,39']) {
      await latitude.getByLabel('Latitude').fill(typed);
      await latitude.getByLabel('Latitude').press('Enter');
      await expect(latitude.getByText(latitudeMessage, { exact: true })).toBeVisible();
      await expect(latitude.getByLabel('Latitude')).toHaveValue(typed);
    }
    await latitude.getByRole('button', { name: 'Cancel' }).click();
    await expect(value(page, 'Latitude')).toHaveText(shown(original.latitude));

    await expect.poll(() => api.get<HotelMetadata>('hotelmetadata')).toEqual(original);
    await expect.poll(() => sent).toEqual([]);
  });

  test('says so when the metadata cannot be loaded or saved', async ({ page, api, uid }) => {
    await page.route('**/api/hotelmetadata', (route) => route.abort());
    await page.goto('/hotelmetadataeditor');
    await expect(page.getByRole('alert')).toContainText('There was an error while loading hotel metadata.');
    await expect(table(page)).toContainText('There was an error while loading hotel metadata.');

    await page.unroute('**/api/hotelmetadata');
    await page.route('**/api/hotelmetadata', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, body: '{"message":"boom"}' })
        : route.continue(),
    );
    await page.reload();
    await edit(page, 'City').click();
    await editRow(page, 'City').getByLabel('City').fill(`Bergen ${uid}`);
    await editRow(page, 'City').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('There was an error while saving hotel metadata.', { exact: true })).toBeVisible();
    await expect(editRow(page, 'City').getByLabel('City')).toHaveValue(`Bergen ${uid}`);
    await expect.poll(() => api.get<HotelMetadata>('hotelmetadata')).toEqual(original);
  });
});
