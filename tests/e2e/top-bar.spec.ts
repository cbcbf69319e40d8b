import type { Page } from '@playwright/test';
import type { Restaurant } from '../../contract/restaurants.ts';
import { restaurantMenuItems, screenMenus } from '../../src/app/layout/nav-items.ts';
import type { ApiCaller } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP, TABLET } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';
import { nav, openScreen, whereIs, type NavWay } from './support/navigation.ts';

/**
 * Issue 13: the top bar takes one row (at most 64 px) at 1024 and 1440 wide, every entry of spec section 2 is
 * reached by touch and by keyboard from its menu (Products and Content group the screens; narrower than 960 px
 * one "Menu" holds them all), the menu of the screen shown is marked, and the error bar shows below the bar.
 */
const PORTRAIT = { width: 768, height: 1024 };
const ROW = 64;

const banner = (page: Page) => page.getByRole('banner');

/** Every entry of the top bar: restaurant menus (from the server's restaurants), then Products, then Content. */
async function entries(api: ApiCaller): Promise<Array<{ label: string; restaurant?: string }>> {
  const restaurants = await api.get<Restaurant[]>('restaurant/v2/restaurants');
  return [
    ...restaurants.flatMap((restaurant) =>
      restaurantMenuItems.map((item) => ({ label: item.label, restaurant: restaurant.name })),
    ),
    ...screenMenus.flatMap((menu) => menu.items.map((item) => ({ label: item.label }))),
  ];
}

async function expectOneRow(page: Page) {
  await expect(nav(page).getByRole('button', { name: /Kari Nordmann/ })).toBeVisible();
  await expect.poll(async () => (await banner(page).boundingBox())?.height).toBeLessThanOrEqual(ROW);
  // Everything the bar holds is inside it (nothing wrapped below, nothing pushed off the right edge).
  const bar = (await banner(page).boundingBox())!;
  const width = page.viewportSize()!.width;
  for (const control of await nav(page).locator('a:visible, button:visible').all()) {
    await expect
      .poll(async () => {
        const box = await control.boundingBox();
        return (
          box !== null &&
          box.y >= bar.y &&
          box.y + box.height <= bar.y + bar.height &&
          box.x >= 0 &&
          box.x + box.width <= width
        );
      })
      .toBe(true);
  }
}

/**
 * Opens every entry one way (or, `firstOfEach`, the first of each menu and the last entry: every entry's route is
 * proven once by touch at 1024x768, the other ways need only reach each kind of menu), checking the route, the
 * heading, and that the entry's menu is marked as current.
 */
async function walk(page: Page, api: ApiCaller, how: NavWay, { firstOfEach = false } = {}) {
  const compact = page.viewportSize()!.width < 960;
  const all = await entries(api);
  const menuOf = ({ label, restaurant }: { label: string; restaurant?: string }) =>
    restaurant ?? whereIs(label, restaurant).menu;
  const shown = firstOfEach
    ? all.filter((entry, i) => i === all.length - 1 || i === 0 || menuOf(all[i - 1]!) !== menuOf(entry))
    : all;
  for (const { label, restaurant } of shown) {
    await openScreen(page, label, { restaurant, how });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const menu = compact ? 'Menu' : whereIs(label, restaurant).menu;
    await expect(nav(page).getByRole('button', { name: menu, exact: true })).toHaveAttribute('aria-current', 'true');
  }
}

for (const { size, hasTouch } of [
  { size: TABLET, hasTouch: true },
  { size: DESKTOP, hasTouch: false },
]) {
  test.describe(`the top bar at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size, hasTouch });

    test('takes one row on every kind of page, and marks the menu of the screen shown', async ({ page }) => {
      for (const path of ['/', '/restaurants/brasseriet', '/hotelpackages', '/hotelmetadataeditor']) {
        await page.goto(path);
        await expectOneRow(page);
      }
      // On /hotelmetadataeditor: Content is marked, and in it the screen shown; the other menus are not.
      const content = nav(page).getByRole('button', { name: 'Content', exact: true });
      await expect(content).toHaveAttribute('aria-current', 'true');
      for (const other of ['Products', 'brasseriet', 'mori']) {
        await expect(nav(page).getByRole('button', { name: other, exact: true })).not.toHaveAttribute('aria-current');
      }
      await content.click();
      await expect(page.getByRole('menuitem', { name: 'Hotel Metadata Editor', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('menuitem', { name: 'Images', exact: true })).not.toHaveAttribute('aria-current');
      await expectAccessible(page);
    });

    test('shows an error below the bar, top centre, never over the menus', async ({ page }) => {
      await page.route('**/api/blocked-customers**', (route) =>
        route.fulfill({ status: 500, json: { message: 'down' } }),
      );
      await page.goto('/blockedcustomers');
      const alert = page.getByRole('alert').filter({ hasText: 'There was an error while fetching data.' });
      await expect(alert).toBeVisible();
      const bar = (await banner(page).boundingBox())!;
      await expect.poll(async () => (await alert.boundingBox())!.y).toBeGreaterThanOrEqual(bar.y + bar.height);
      // Centred.
      const box = (await alert.boundingBox())!;
      expect(Math.abs(box.x + box.width / 2 - size.width / 2)).toBeLessThanOrEqual(2);
      // The menus still answer with the error up.
      await openScreen(page, 'Treatments', { how: hasTouch ? 'tap' : 'click' });
      await expect(alert).toBeVisible();
    });
  });
}

/** The walk ends on the last entry of the last menu. */
const lastEntry = new RegExp(`${screenMenus.at(-1)!.items.at(-1)!.path}$`);

test.describe('every entry of the top bar', () => {
  test('opens its screen by touch at 1024x768', async ({ page, api }) => {
    await page.goto('/');
    await walk(page, api, 'tap');
    await expect(page).toHaveURL(lastEntry);
  });

  test.describe('at 1440x900', () => {
    test.use({ viewport: DESKTOP, hasTouch: false });

    test("opens each menu's screens from the keyboard", async ({ page, api }) => {
      await page.goto('/');
      await walk(page, api, 'keyboard', { firstOfEach: true });
      await expect(page).toHaveURL(lastEntry);
    });
  });

  test.describe('in tablet portrait (768x1024)', () => {
    test.use({ viewport: PORTRAIT });

    test('one row with one Menu, reaching every menu by touch', async ({ page, api }) => {
      await page.goto('/');
      await expectOneRow(page);
      await nav(page).getByRole('button', { name: 'Menu', exact: true }).tap();
      await expect(
        page.getByRole('menu').getByRole('group', { name: 'Content', exact: true }).getByRole('menuitem'),
      ).toHaveText(screenMenus[1]!.items.map((item) => item.label));
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await walk(page, api, 'tap', { firstOfEach: true });
    });
  });
});
