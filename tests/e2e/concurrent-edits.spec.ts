import type { Page } from '@playwright/test';
import type { DiscountCode } from '../../contract/codes.ts';
import type { DictionaryEntry } from '../../contract/dictionary.ts';
import type { HotelPackage } from '../../contract/hotel-products.ts';
import { expect, test } from './support/tablets.ts';

/**
 * Two staff on one record (docs/decisions/027-record-versions.md): Kari Nordmann (`page`, the demo account) and Ola
 * Hansen (`otherTablet`, the host account), each signed in in a browser of their own. The one who saves second on
 * an old version is shown what Ola changed, by name, keeps what she typed, and both changes are stored.
 */

const uid = () => Math.random().toString(36).slice(2, 7).toUpperCase();
const changedMeanwhile = (page: Page) => page.getByRole('dialog', { name: 'Changed meanwhile' });

test.describe('two staff change one record at once', () => {
  test('a hotel package: Ola renames it, Kari saves her intro text on the old page, and both stay', async ({
    page,
    api,
    otherTablet,
  }) => {
    const clockId = 'HP1007';
    const created = await api.send<HotelPackage>('POST', 'products/hotelPackage', {
      clockId,
      name: 'Kystferie',
      nameEn: 'Coastal break',
      introText: 'Slik var det',
    });
    try {
      expect(created.version).toBe(1);
      await page.goto(`/hotelpackages/${clockId}`);
      await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Kystferie');

      // Ola, in his own browser, renames it and saves.
      const ola = otherTablet.page;
      await ola.goto(`/hotelpackages/${clockId}`);
      await ola.getByRole('textbox', { name: 'Name', exact: true }).fill('Kystferie med middag');
      await ola.getByRole('button', { name: 'Save' }).click();
      await expect(ola.getByText('Hotel package successfully saved')).toBeVisible();

      // Kari, still on the page she opened before, changes the intro text and saves.
      await page.getByRole('textbox', { name: 'Intro text', exact: true }).fill('Kari sin tekst');
      await page.getByRole('button', { name: 'Save' }).click();
      const dialog = changedMeanwhile(page);
      await expect(dialog).toContainText(/Ola Hansen changed this on \d\d\.\d\d\.\d{4} at \d\d:\d\d\./);
      await expect(dialog).toContainText('Nothing was saved, and nothing you typed is lost.');
      // His save also stored the price from (the lowest of the next weeks), which her form had not touched either.
      await expect(dialog.getByRole('listitem').filter({ hasText: /^Name:/ })).toHaveText('Name: Kystferie med middag');
      await expect(dialog.getByRole('listitem').filter({ hasText: /^Intro text:/ })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Ok' }).click();

      // His change is in her form, hers is still there; nothing stored yet from her.
      await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Kystferie med middag');
      await expect(page.getByRole('textbox', { name: 'Intro text', exact: true })).toHaveValue('Kari sin tekst');
      expect((await api.get<HotelPackage>(`products/hotelPackage/${clockId}`)).introText).toBe('Slik var det');

      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Hotel package successfully saved')).toBeVisible();
      await expect
        .poll(() => api.get<HotelPackage>(`products/hotelPackage/${clockId}`))
        .toMatchObject({
          name: 'Kystferie med middag',
          introText: 'Kari sin tekst',
          version: 3,
          updatedBy: 'Kari Nordmann',
        });
    } finally {
      const left = await api.get<HotelPackage>(`products/hotelPackage/${clockId}`);
      await api.remove(`products/${clockId}/hotelPackage`, left.version);
    }
  });

  test('a discount code: both change the amount, Ola the code too; Kari keeps her amount and takes his code', async ({
    page,
    api,
    otherTablet,
  }) => {
    const code = `KONFLIKT-${uid()}`;
    const created = await api.send<DiscountCode>('POST', 'discount-codes', {
      code,
      amount: 10,
      activeFrom: null,
      activeTo: null,
      daysOfWeek: [1, 2, 3, 4, 5],
    });
    const row = (p: Page, text: string) => p.getByRole('form', { name: new RegExp(`^Edit discount code ${text}`) });
    await page.goto('/discountcodes');
    await page.getByRole('button', { name: `Edit ${code}`, exact: true }).click();
    await row(page, code).getByLabel('Amount %').fill('40');

    const ola = otherTablet.page;
    await ola.goto('/discountcodes');
    await ola.getByRole('button', { name: `Edit ${code}`, exact: true }).click();
    await row(ola, code).getByLabel('Discount code').fill(`${code}-B`);
    await row(ola, code).getByLabel('Amount %').fill('30');
    await row(ola, code).getByRole('button', { name: 'Save' }).click();
    await expect(ola.getByRole('button', { name: `Edit ${code}-B`, exact: true })).toBeVisible();

    await row(page, code).getByRole('button', { name: 'Save' }).click();
    const dialog = changedMeanwhile(page);
    await expect(dialog).toContainText(/Ola Hansen changed this on /);
    await expect(dialog.getByRole('listitem')).toHaveText([`Discount code: ${code}-B`]);
    const amount = dialog.getByRole('group', { name: 'Amount %' });
    await expect(amount.getByRole('radio', { name: 'Keep mine: 40' })).toBeChecked();
    await expect(amount.getByRole('radio', { name: "Use Ola Hansen's: 30" })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Apply my choices' }).click();

    const form = row(page, code);
    await expect(form.getByLabel('Discount code')).toHaveValue(`${code}-B`);
    await expect(form.getByLabel('Amount %')).toHaveValue('40');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: `Edit ${code}-B`, exact: true })).toBeVisible();
    await expect
      .poll(async () => (await api.get<DiscountCode[]>('discount-codes')).find((c) => c.id === created.id))
      .toMatchObject({ code: `${code}-B`, amount: 40, version: 3, updatedBy: 'Kari Nordmann' });
  });

  test('a translation string: Ola changes the English, Kari the Norwegian; a delete on an old version is refused by name', async ({
    page,
    api,
    otherTablet,
  }) => {
    const key = `conflict.${uid().toLowerCase()}`;
    await api.send('POST', 'string-editor', { key, english: 'Book', norwegian: 'Bestill', isNew: true });
    const entry = async () => (await api.get<DictionaryEntry[]>('string-editor')).find((e) => e.key === key);
    const open = async (p: Page) => {
      await p.goto('/stringeditor');
      await p.getByLabel('Filter strings').fill(key);
      await p.getByRole('button', { name: `Edit ${key}`, exact: true }).click();
      return p.getByRole('form', { name: new RegExp(key.replace('.', '\\.')) });
    };
    const mine = await open(page);
    await mine.getByLabel('Norwegian').fill('Bestill nå');

    const ola = otherTablet.page;
    const his = await open(ola);
    await his.getByLabel('English').fill('Book now');
    await his.getByRole('button', { name: 'Save' }).click();
    await expect(his).toBeHidden();

    await mine.getByRole('button', { name: 'Save' }).click();
    const dialog = changedMeanwhile(page);
    await expect(dialog.getByRole('listitem')).toHaveText(['English: Book now']);
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(mine.getByLabel('English')).toHaveValue('Book now');
    await expect(mine.getByLabel('Norwegian')).toHaveValue('Bestill nå');
    await mine.getByRole('button', { name: 'Save' }).click();
    await expect(mine).toBeHidden();
    await expect
      .poll(entry)
      .toMatchObject({ english: 'Book now', norwegian: 'Bestill nå', updatedBy: 'Kari Nordmann' });

    // Ola's list still shows the version before Kari's save: his delete is refused, with her name, and keeps it.
    await ola.getByRole('button', { name: `Delete ${key}`, exact: true }).click();
    await ola.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
    await expect(ola.getByText(/Kari Nordmann changed it on .* Nothing was deleted/)).toBeVisible();
    await expect.poll(entry).toMatchObject({ english: 'Book now', norwegian: 'Bestill nå' });
    const left = (await entry())!;
    await api.send('DELETE', 'string-editor', { key }, left.version);
  });
});
