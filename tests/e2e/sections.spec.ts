import type { Page } from '@playwright/test';
import type { Section } from '../../contract/sections.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { openScreen } from './support/navigation.ts';

const table = (page: Page) => page.getByRole('table', { name: 'Sections' });
const row = (page: Page, name: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name, exact: true }) });
const HINT = 'Large over 1400px, Medium over 650px, Small under 650px';

/** The /api GETs the page makes, by path (e.g. "sections", "products/daypass"). */
function recordGets(page: Page): string[] {
  const gets: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) gets.push(url.pathname.slice('/api/'.length));
  });
  return gets;
}

test.describe('sections', () => {
  test('are listed from the initial load, 50 a page, with fonts, sizes and the breakpoint tooltip', async ({
    page,
    api,
  }) => {
    const gets = recordGets(page);
    const sections = await api.get<Section[]>('sections');
    await page.goto('/sections');

    // Spec section 7: the initial load fetches these once signed in, then the data-fetched flag is true.
    await expect(page.locator('[data-fetched="true"]')).toHaveCount(1);
    await expect(async () => {
      expect(gets).toEqual(
        expect.arrayContaining([
          'images',
          'products/daypass',
          'products/spaPackage',
          'products/fvp',
          'products/hotelPackage',
          'products/hotelPackageAddon',
          'roomtype',
          'sections',
        ]),
      );
    }).toPass();
    await expect(page.getByText(`1–${sections.length} of ${sections.length}`)).toBeVisible();
    await expect(page.getByLabel('Rows per page')).toHaveValue('50');
    await expect(table(page).locator('tbody tr')).toHaveCount(sections.length);

    const home = row(page, 'hero-home');
    await expect(home.getByRole('img', { name: 'Velkommen 1' })).toBeVisible();
    await expect(home.locator('td')).toContainText([
      'hero-home',
      '',
      'Velkommen 1',
      'Welcome 1',
      'Default',
      'Large48pxMedium36pxSmall28px',
    ]);
    await expect(row(page, 'hero-spa').locator('td').nth(4)).toHaveText('Playfair');
    await expect(row(page, 'hero-hotel').locator('td').nth(4)).toHaveText('OpenSans');

    // The tooltip opens on a tap (a tablet has no hover) and closes with Escape.
    await page.getByRole('button', { name: 'About Title font sizes' }).tap();
    await expect(page.getByRole('tooltip')).toHaveText(HINT);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    // Paged in the browser: fewer rows a page and the rest on the next, without asking the server again.
    await page.getByLabel('Rows per page').selectOption('5');
    await expect(table(page).locator('tbody tr')).toHaveCount(5);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(`6–${Math.min(10, sections.length)} of ${sections.length}`)).toBeVisible();
    await expect(row(page, sections[5]!.name)).toBeVisible();

    // Away and back: the screen reads the initial load's data; GET sections went out only once.
    await openScreen(page, 'Images');
    await openScreen(page, 'Sections');
    await expect(table(page)).toBeVisible();
    await expect(row(page, sections[0]!.name)).toBeVisible();
    expect(gets.filter((path) => path === 'sections')).toHaveLength(1);
  });

  test('edits a section inline: name read-only, fonts and sizes; a bad size is refused keeping what was typed', async ({
    page,
    api,
  }) => {
    const before = (await api.get<Section[]>('sections')).find((s) => s.name === 'hero-gift')!;
    await page.goto('/sections');
    await page.getByRole('button', { name: 'Edit hero-gift', exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit section hero-gift' });
    await expect(form.getByLabel('Name')).toHaveAttribute('readonly', '');
    await expect(form.getByLabel('Name')).toHaveValue('hero-gift');
    await expect(form.getByLabel('Title', { exact: true })).toBeFocused();
    await expectAccessible(page);

    await form.getByLabel('Title', { exact: true }).fill('Gi en opplevelse');
    await form.getByLabel('Title (En)').fill('Give an experience');
    await form.getByLabel('Title font', { exact: true }).selectOption({ label: 'Playfair' });
    await form.getByLabel('Description font', { exact: true }).selectOption({ label: 'OpenSans' });
    const titleSizes = form.getByRole('group', { name: 'Title font sizes' });
    const descriptionSizes = form.getByRole('group', { name: 'Description font sizes' });
    await titleSizes.getByLabel('Large').fill('5x');
    await descriptionSizes.getByLabel('Small').fill('0');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(titleSizes.getByText('Font size must be a whole number from 1 to 400, or empty')).toBeVisible();
    await expect(descriptionSizes.getByText('Font size must be a whole number from 1 to 400, or empty')).toBeVisible();
    await expect(titleSizes.getByLabel('Large')).toHaveValue('5x');
    expect((await api.get<Section[]>('sections')).find((s) => s.id === before.id)).toEqual(before);

    await titleSizes.getByLabel('Large').fill('56');
    await titleSizes.getByLabel('Small').fill('');
    await descriptionSizes.getByLabel('Small').fill('13');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Save successful')).toBeVisible();
    await expect(form).toHaveCount(0);
    const edited = row(page, 'hero-gift');
    await expect(edited.locator('td').nth(2)).toHaveText('Gi en opplevelse');
    await expect(edited.locator('td').nth(4)).toHaveText('Playfair');
    await expect(edited.locator('td').nth(5)).toHaveText('Large56pxMedium36pxSmall—not set');
    await expect(edited.locator('td').nth(8)).toHaveText('OpenSans');
    await expect
      .poll(async () => (await api.get<Section[]>('sections')).find((s) => s.id === before.id))
      .toEqual({
        ...before,
        version: before.version + 1,
        updatedBy: expect.any(String),
        updatedAt: expect.any(String),
        title: 'Gi en opplevelse',
        titleEn: 'Give an experience',
        titleFont: 1,
        descriptionFont: 2,
        titleFontSize: 56,
        titleFontSizeSmall: null,
        descriptionFontSizeSmall: 13,
      });

    // Cancel leaves the section as it is.
    await page.getByRole('button', { name: 'Edit hero-gift', exact: true }).click();
    await form.getByLabel('Title', { exact: true }).fill('Not kept');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(edited.locator('td').nth(2)).toHaveText('Gi en opplevelse');
    await expect
      .poll(async () => (await api.get<Section[]>('sections')).find((s) => s.id === before.id)?.title)
      .toBe('Gi en opplevelse');
  });
});
