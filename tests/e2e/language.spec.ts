import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// Issue 42 (decision 039): the console in Norwegian at a switch, English staying the default; the choice kept for the
// person on the server (it follows them to another device) and on the device (it holds offline).

const userMenu = (page: Page) => page.getByRole('button', { name: /Kari Nordmann/ });

test.describe('the language switch', () => {
  // Each worker has its own server: the person's language is set back to English for the tests after this one.
  test.afterEach(async ({ api }) => {
    await api.send('PUT', 'me/settings', { language: 'en' });
  });

  test('switches in place from the user menu, is kept on the server and the device, and follows the person to another device', async ({
    page,
    browser,
    api,
    signedIn,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await userMenu(page).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await page.getByRole('menuitemradio', { name: 'Norsk' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
    await userMenu(page).click();
    await expect(page.getByRole('menuitem', { name: 'Logg ut' })).toBeVisible();
    await expect(page.getByRole('menuitemradio', { name: 'Norsk' })).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
    await expect.poll(() => api.get<{ language: string }>('me/settings')).toEqual({ language: 'nb' });

    // The device keeps it: a reload opens in Norwegian at once.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');

    // Another device, signed in as the same person, takes it up from the server.
    const other = await browser.newContext({ storageState: signedIn.state });
    const tablet = await other.newPage();
    await tablet.goto('/');
    await expect(tablet.locator('html')).toHaveAttribute('lang', 'nb');
    await userMenu(tablet).click();
    await expect(tablet.getByRole('menuitem', { name: 'Logg ut' })).toBeVisible();
    await other.close();
  });
});
