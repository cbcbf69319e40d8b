import type { Page } from '@playwright/test';
import type { HotelPackage } from '../../contract/hotel-products.ts';
import type { ApiCaller } from './support/api.ts';
import { expect, test } from './support/tablets.ts';

// Issue 42 (decision 039): the products screens in Norwegian. Kari Nordmann (`page`) works in Norsk; Ola Hansen
// (`otherTablet`) changes the same hotel package meanwhile, in English, and Kari meets the conflict in Norwegian.

const uid = () => Math.random().toString(36).slice(2, 7).toUpperCase();
const PAGE_SIZE = 10;

/** The page of the hotel packages' list (by position, then clock id) that holds the package. */
const pageOf = async (api: ApiCaller, clockId: string) =>
  Math.floor(
    (await api.get<HotelPackage[]>('products/hotelPackage'))
      .sort((a, b) => a.position - b.position || a.clockId.localeCompare(b.clockId))
      .findIndex((p) => p.clockId === clockId) / PAGE_SIZE,
  ) + 1;

async function switchToNorwegian(page: Page) {
  await page.getByRole('button', { name: /Kari Nordmann/ }).click();
  await page.getByRole('menuitemradio', { name: 'Norsk' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
}

test.describe('the products screens in Norwegian', () => {
  // Each worker has its own server: Kari's language is set back to English for the tests after this one.
  test.afterEach(async ({ api }) => {
    await api.send('PUT', 'me/settings', { language: 'en' });
  });

  test('a hotel package edited in Norsk: the list, the form, and a change Ola made meanwhile, all in Norwegian', async ({
    page,
    api,
    otherTablet,
  }) => {
    const id = uid();
    const clockId = `HPN-${id}`;
    const name = `Fjellpakke ${id}`;
    const created = await api.send<HotelPackage>('POST', 'products/hotelPackage', {
      clockId,
      name,
      nameEn: `Mountain break ${id}`,
      position: 50,
      introText: 'Slik var det',
    });
    try {
      await page.goto(`/hotelpackages?page=${await pageOf(api, clockId)}`);
      await switchToNorwegian(page);

      // The list, in place: its title, columns and the row's words.
      await expect(page.getByRole('heading', { level: 1, name: 'Hotellpakker' })).toBeVisible();
      const table = page.getByRole('table', { name: 'Hotellpakker' });
      for (const header of ['Plassering', 'Clock-ID', 'Navn', 'Navn EN', 'Pris fra', 'Vis på nettsiden']) {
        await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
      }
      const row = table.getByRole('row', { name: new RegExp(clockId) });
      await expect(row.getByRole('cell', { name: 'Ja', exact: true })).toBeVisible();
      await row.getByRole('button', { name: `Rediger ${name}`, exact: true }).click();

      // The edit page: title, sections, labels, the price from and the tables under the form.
      await expect(page.getByRole('heading', { level: 1, name: `Hotellpakke ${name}` })).toBeVisible();
      const form = page.getByRole('form', { name: 'Hotellpakke' });
      await expect(form.getByRole('group', { name: 'Pakke' })).toBeVisible();
      await expect(form.getByRole('group', { name: 'Rate og pris' })).toBeVisible();
      await expect(form.getByRole('group', { name: 'Tekster' })).toBeVisible();
      await expect(form.getByRole('textbox', { name: 'Navn', exact: true })).toHaveValue(name);
      await expect(form.getByRole('checkbox', { name: 'Kun med spesialkode' })).not.toBeChecked();
      await expect(form.getByText('(laveste de neste 6 ukene)')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Tilkoblede tillegg' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Spesialkoder' })).toBeVisible();
      await expect(page.getByText('Ingen spesialkoder ennå.')).toBeVisible();

      // Ola, in his own browser (in English), renames it and saves.
      const ola = otherTablet.page;
      await ola.goto(`/hotelpackages/${clockId}`);
      await ola.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} med middag`);
      await ola.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(ola.getByText('Hotel package successfully saved')).toBeVisible();

      // Kari, on the page she opened before, changes the intro text and saves: she is told in Norwegian.
      await form.getByRole('textbox', { name: 'Introtekst', exact: true }).fill('Kari sin tekst');
      await form.getByRole('button', { name: 'Lagre', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Endret i mellomtiden' });
      await expect(dialog).toContainText(/Ola Hansen endret dette \d\d\.\d\d\.\d{4} kl\. \d\d:\d\d\./);
      await expect(dialog).toContainText('Ingenting ble lagret, og ingenting av det du skrev, har gått tapt.');
      // His change, named by the form's own Norwegian label.
      await expect(dialog.getByRole('listitem').filter({ hasText: /^Navn:/ })).toHaveText(`Navn: ${name} med middag`);
      await dialog.getByRole('button', { name: 'OK', exact: true }).click();

      // His name is in her form, her text still there; saved again, it says so in Norwegian and both are stored.
      await expect(form.getByRole('textbox', { name: 'Navn', exact: true })).toHaveValue(`${name} med middag`);
      await expect(form.getByRole('textbox', { name: 'Introtekst', exact: true })).toHaveValue('Kari sin tekst');
      await form.getByRole('button', { name: 'Lagre', exact: true }).click();
      await expect(page.getByText('Hotellpakken er lagret')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Hotellpakker' })).toBeVisible();
      await expect
        .poll(() => api.get<HotelPackage>(`products/hotelPackage/${clockId}`))
        .toMatchObject({
          name: `${name} med middag`,
          introText: 'Kari sin tekst',
          version: created.version + 2,
          updatedBy: 'Kari Nordmann',
        });
    } finally {
      const left = await api.get<HotelPackage>(`products/hotelPackage/${clockId}`);
      await api.remove(`products/${clockId}/hotelPackage`, left.version);
    }
  });
});
