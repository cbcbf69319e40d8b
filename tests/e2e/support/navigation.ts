import { expect, type Locator, type Page } from '@playwright/test';
import { restaurantMenuItems, screenMenus } from '../../../src/app/layout/nav-items.ts';

/** The top bar's navigation. */
export const nav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' });

/** Below this width the top bar holds one "Menu" (tailwind `md`); from it, one menu per restaurant, Products, Content. */
export const COMPACT_BELOW = 960;

export type NavWay = 'click' | 'tap' | 'keyboard';

/** Where a screen is in the top bar: its menu (a restaurant's name, Products or Content) and its path. */
export function whereIs(label: string, restaurant?: string): { menu: string; path: string } {
  if (restaurant) {
    const item = restaurantMenuItems.find((entry) => entry.label === label);
    if (!item) throw new Error(`No restaurant menu entry "${label}"`);
    return { menu: restaurant, path: item.path(restaurant) };
  }
  for (const menu of screenMenus) {
    const item = menu.items.find((entry) => entry.label === label);
    if (item) return { menu: menu.label, path: item.path };
  }
  throw new Error(`No top-bar entry "${label}"`);
}

function compact(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1024) < COMPACT_BELOW;
}

/**
 * Opens a screen from the top bar as a person does: its menu (or, on a narrow screen, "Menu" and then the menu's
 * part), then the entry; waits for the route. `restaurant` for Schedule, Availabilities and Bookings.
 * `how`: a mouse click, a finger tap, or the keyboard (Enter on the menu button, arrows to the entry, Enter).
 */
export async function openScreen(
  page: Page,
  label: string,
  { restaurant, how = 'click' }: { restaurant?: string; how?: NavWay } = {},
): Promise<void> {
  const { menu, path } = whereIs(label, restaurant);
  const button = nav(page).getByRole('button', { name: compact(page) ? 'Menu' : menu, exact: true });
  const list = page.getByRole('menu');
  const entry = (compact(page) ? list.getByRole('group', { name: menu, exact: true }) : list).getByRole('menuitem', {
    name: label,
    exact: true,
  });
  if (how === 'keyboard') {
    // Enter on the menu button opens the menu with its first entry focused; then down the entries to the one wanted.
    // All of it again if the menu closed meanwhile: a screen that was still loading took the focus when it came (a
    // navigation keeps the last screen until the next one's code is here). While the menu's own code loads, its
    // button is busy and no second Enter is pressed.
    const items = list.getByRole('menuitem');
    await expect(async () => {
      await expect(button).not.toHaveAttribute('aria-busy', 'true');
      if (!(await list.isVisible())) {
        await button.focus();
        await page.keyboard.press('Enter');
      } else {
        await page.keyboard.press('Home');
      }
      await expect(items.first()).toBeFocused({ timeout: 1_000 });
      const steps = await entry.evaluate((element) =>
        Array.from(element.closest('[role="menu"]')?.querySelectorAll('[role="menuitem"]') ?? []).indexOf(element),
      );
      for (let step = 1; step <= steps; step++) {
        await page.keyboard.press('ArrowDown');
        await expect(items.nth(step)).toBeFocused({ timeout: 1_000 });
      }
    }).toPass({ timeout: 20_000 });
    await expect(entry).toBeFocused();
    await page.keyboard.press('Enter');
  } else {
    await button[how]();
    await entry[how]();
  }
  await expect.poll(() => new URL(page.url()).pathname.toLowerCase()).toBe(path.toLowerCase());
}
