import type { Page } from '@playwright/test';
import { contentMenuItems, productMenuItems, restaurantMenuItems } from '../../src/app/layout/nav-items.ts';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Every screen the menu reaches, and each product's new and edit screens, loaded and checked with axe (serious and
 * critical violations fail) on the tablet, and the wide layout on a desktop. The route list comes from the navigation table, so a new
 * menu entry is checked without anyone adding it here. Each screen's own spec checks its other states (rows in
 * edit, dialogs, pickers, errors).
 */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const screens = [...productMenuItems, ...contentMenuItems].map(({ label, path }) => ({ label, path }));
const restaurants = ['brasseriet', 'mori'];

test.describe('accessibility on the desktop: the wide layout', () => {
  test.use({ viewport: DESKTOP, hasTouch: false });

  for (const path of ['/', '/restaurants/brasseriet', '/hotelpackages']) {
    test(`${path} at 1440x900`, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      await expectAccessible(page);
    });
  }
});

test.describe('accessibility of every screen', () => {
  test('the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome, Kari Nordmann' })).toBeVisible();
    await expectAccessible(page);
  });

  for (const { label, path } of screens) {
    test(`${label} (${path})`, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      await expectAccessible(page);
    });
  }

  for (const restaurant of restaurants) {
    for (const item of restaurantMenuItems) {
      test(`${restaurant} ${item.label}`, async ({ page }) => {
        await page.goto(item.path(restaurant));
        await settled(page);
        await expectAccessible(page);
      });
    }
  }

  for (const { label, list, resource } of [
    { label: 'hotel package', list: '/hotelpackages', resource: 'products/hotelPackage' },
    { label: 'hotel package addon', list: '/hotelpackageaddons', resource: 'products/hotelPackageAddon' },
    { label: 'room type', list: '/roomtypes', resource: 'roomtype' },
  ]) {
    test(`a new ${label} and an existing one`, async ({ page, api }) => {
      await page.goto(`${list}/new`);
      await settled(page);
      await expectAccessible(page);
      const [first] = await api.get<Array<{ clockId: string }>>(resource);
      await page.goto(`${list}/${encodeURIComponent(first!.clockId)}`);
      await settled(page);
      await expect(page.getByRole('textbox').first()).not.toHaveValue('');
      await expectAccessible(page);
    });
  }

  test('a page that does not exist', async ({ page }) => {
    await page.goto('/nowhere/at/all');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectAccessible(page);
  });
});
