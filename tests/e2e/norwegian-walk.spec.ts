import type { Page } from '@playwright/test';
import { readCatalogue } from '../../build/i18n-catalogues.ts';
import { extractMessages } from '../../build/i18n-messages.ts';
import { contentMenuItems, productMenuItems, restaurantMenuItems } from '../../src/app/layout/nav-items.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Issue 42: every screen in Norwegian, nothing left in English. The English texts looked for are the catalogue's own
 * (every message the code says, extracted as `npm run i18n:extract` does), those whose Norwegian differs and that are
 * whole texts (no value in them); each screen's visible texts and the texts it gives screen readers (aria-label,
 * title, placeholder, alt) must hold none of them. And axe in Norwegian: the page says `lang="nb"`.
 */

/** English texts that are not Norwegian ones: the whole messages of the catalogue, by their text. */
async function englishTexts(): Promise<Set<string>> {
  const [english, norwegian] = await Promise.all([extractMessages(), readCatalogue('nb')]);
  const texts = new Set<string>();
  for (const [id, { defaultMessage }] of Object.entries(english)) {
    if (/[{}<]/.test(defaultMessage) || defaultMessage.trim().length < 2) continue;
    if (norwegian[id]?.trim() === defaultMessage.trim()) continue;
    texts.add(defaultMessage.trim());
  }
  // A text that is English in one message and the same word in Norwegian in another (a name, "Ok") is not English.
  for (const text of Object.values(norwegian)) texts.delete(text.trim());
  return texts;
}

/** Every text on the page a person reads or hears, each whole: text nodes and the attributes read out. */
async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A record's English text (a column of English names, lang="en") is the record's, not the console's.
      if (!parent || parent.closest('script, style, [hidden], [lang="en"]')) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]'))) {
      if (element.closest('[lang="en"]')) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/**
 * The routes under `path` the page links to, one per kind (`/treatments/12` and `/treatments/13` are one kind,
 * `/spapackages/3/included-servies` another): the routes a person reaches from the screen.
 */
async function ownRoutes(page: Page, path: string): Promise<string[]> {
  if (path === '/') return [];
  const hrefs = await page
    .locator(`a[href^="${path}/"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const byKind = new Map<string, string>();
  for (const href of hrefs) {
    const kind = href.replace(/\/[^/]*\d[^/]*/g, '/:id');
    if (!byKind.has(kind)) byKind.set(kind, href);
  }
  return [...byKind.values()];
}

async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('every screen in Norwegian', () => {
  test.afterEach(async ({ api }) => {
    await api.send('PUT', 'me/settings', { language: 'en' });
  });

  const menus = {
    'the Products menu and the start page': [{ label: 'home', path: '/' }, ...productMenuItems],
    'the Content menu and a page not found': [...contentMenuItems, { label: 'not found', path: '/nowhere/at/all' }],
    "the restaurants' screens": ['brasseriet', 'mori'].flatMap((restaurant) =>
      restaurantMenuItems.map((item) => ({ label: `${restaurant} ${item.label}`, path: item.path(restaurant) })),
    ),
  };

  for (const [menu, screens] of Object.entries(menus)) {
    test(`${menu}: no text of the English catalogue on any screen, and axe with lang="nb"`, async ({ page, api }) => {
      test.setTimeout(300_000);
      const english = await englishTexts();
      expect(english.size).toBeGreaterThan(100);
      await api.send('PUT', 'me/settings', { language: 'nb' });
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
      const check = (label: string, path: string) =>
        test.step(`${label} (${path})`, async () => {
          await page.goto(path);
          await settled(page);
          await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
          await expect
            .soft(async () => expect((await pageTexts(page)).filter((text) => english.has(text))).toEqual([]))
            .toPass({ timeout: 10_000 });
          await expectAccessible(page, { soft: true });
        });
      for (const screen of screens) {
        await check(screen.label, screen.path);
        // The screen's own routes as its links reach them (a record's edit page, a spa group's included services, a
        // record's history): the first link of each kind.
        for (const path of await ownRoutes(page, screen.path)) await check(`${screen.label}: a record`, path);
      }
    });
  }
});
