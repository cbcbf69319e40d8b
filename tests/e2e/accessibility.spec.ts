import type { Page } from '@playwright/test';
import { contentMenuItems, productMenuItems, restaurantMenuItems } from '../../src/app/layout/nav-items.ts';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Every screen the menu reaches, loaded and checked with axe (serious and critical violations fail) on the tablet,
 * and the wide layout on a desktop. The route list comes from the navigation table, so a new menu entry is checked
 * without anyone adding it here; this is each list's loaded state, which the screens' own specs do not check again.
 * Each screen's own spec checks its other states (its new and edit pages, rows in edit, errors, the dialogs of its
 * own); the shared pieces every screen configures (the confirm dialog, the search picker, the toast) are checked once
 * each, where docs/testing.md (Speed) says.
 */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const restaurants = ['brasseriet', 'mori'];

/** Opens a screen as a step of its own and waits until it has settled. */
function open(page: Page, { label, path }: { label: string; path: string }, check: () => Promise<void>) {
  return test.step(`${label} (${path})`, async () => {
    await page.goto(path);
    await settled(page);
    await check();
  });
}

// Each walk checks every screen: a screen's violations fail the test at its end (soft), after the others were checked.
test.describe('accessibility on the desktop: the wide layout', () => {
  test.use({ viewport: DESKTOP, hasTouch: false });

  test('/, /restaurants/brasseriet and /hotelpackages at 1440x900', async ({ page }) => {
    for (const path of ['/', '/restaurants/brasseriet', '/hotelpackages'])
      await open(page, { label: `${path} at 1440x900`, path }, () => expectAccessible(page, { soft: true }));
  });
});

test.describe('accessibility of every screen', () => {
  test('the home page, and a page that does not exist', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome, Kari Nordmann' })).toBeVisible();
    await expectAccessible(page, { soft: true });
    await page.goto('/nowhere/at/all');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectAccessible(page);
  });

  test('every screen of the Products menu', async ({ page }) => {
    for (const screen of productMenuItems) await open(page, screen, () => expectAccessible(page, { soft: true }));
  });

  test('every screen of the Content menu', async ({ page }) => {
    for (const screen of contentMenuItems) await open(page, screen, () => expectAccessible(page, { soft: true }));
  });

  for (const restaurant of restaurants) {
    test(`every screen of ${restaurant}`, async ({ page }) => {
      for (const item of restaurantMenuItems) {
        const screen = { label: `${restaurant} ${item.label}`, path: item.path(restaurant) };
        await open(page, screen, () => expectAccessible(page, { soft: true }));
      }
    });
  }
});
