import type { Page } from '@playwright/test';
import type { DictionaryEntry } from '../../contract/dictionary.ts';
import { expect, test } from './support/fixtures.ts';

// Issue 42 (decision 039): the content screens and the change log in Norwegian, as a person switched to Norsk reads
// and uses them: the String Editor, a string's History with Revert, and the Activity screen.

const userMenu = (page: Page) => page.getByRole('button', { name: /Kari Nordmann/ });

test.describe('content and history in Norwegian', () => {
  // Each worker has its own server: the person's language is set back to English for the tests after this one.
  test.afterEach(async ({ api }) => {
    await api.send('PUT', 'me/settings', { language: 'en' });
  });

  test("a string's History in Norwegian: who changed what, Revert, and the Activity screen", async ({
    page,
    api,
    uid,
  }) => {
    const key = `e2e.${uid}.norsk`;
    const made = await api.send<DictionaryEntry>('POST', 'string-editor', {
      key,
      english: 'Arrival',
      norwegian: 'Ankomst',
      isNew: true,
    });
    await api.send('POST', 'string-editor', { key, english: 'Check-in', norwegian: 'Ankomst' }, made.version);

    await page.goto('/stringeditor');
    await userMenu(page).click();
    await page.getByRole('menuitemradio', { name: 'Norsk' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');

    // The String Editor in Bokmål: its title, columns and filter.
    await expect(page.getByRole('heading', { name: 'Tekstredigering', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Tekster' });
    await expect(table.getByRole('columnheader').first()).toHaveText('Tekst');
    await expect(table.getByRole('columnheader').nth(1)).toHaveText('Engelsk');
    await expect(table.getByRole('columnheader').nth(2)).toHaveText('Norsk');
    await page.getByRole('searchbox', { name: 'Filtrer tekster' }).fill(key);
    await expect(table.locator('tbody tr')).toHaveCount(1);

    // Its History: newest first, each change said in Norwegian, the field by the screen's word.
    await page.getByRole('button', { name: `Historikk for ${key}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Historikk for ${key}` });
    await expect(dialog).toContainText('Nyeste først.');
    const changed = dialog.getByRole('article', { name: 'Endret av Kari Nordmann' });
    await expect(changed.getByRole('listitem')).toHaveText(['Engelsk: Arrival → Check-in']);
    await expect(dialog.getByRole('article', { name: 'Opprettet av Kari Nordmann' })).toBeVisible();

    // Revert, after a question in Norwegian.
    await changed.getByRole('button', { name: 'Angre endringen' }).click();
    const confirm = page.getByRole('dialog', { name: 'Angre denne endringen?' });
    await expect(confirm).toContainText('som en ny endring i ditt navn');
    await confirm.getByRole('button', { name: 'Angre endringen' }).click();
    await expect(page.getByText('Endringen er angret')).toBeVisible();
    const revert = dialog.getByRole('article', { name: 'Angret en endring av Kari Nordmann' });
    await expect(revert.getByRole('listitem')).toHaveText(['Engelsk: Check-in → Arrival']);
    await expect(changed).toContainText(/Angret av Kari Nordmann \d\d\.\d\d\.\d{4} \d\d:\d\d/);
    await expect
      .poll(async () => (await api.get<DictionaryEntry[]>('string-editor?sort=true')).find((e) => e.key === key))
      .toMatchObject({ english: 'Arrival' });
    await page.keyboard.press('Escape');

    // The Activity screen, filtered by the kind of record, named in Norwegian and linked to the string's history.
    await page.goto('/activity');
    await expect(page.getByRole('heading', { name: 'Aktivitet', level: 1 })).toBeVisible();
    await page.getByLabel('Type oppføring').selectOption({ label: 'Tekst' });
    await page.getByLabel('Søk').fill(key);
    await expect(page.getByRole('article')).toHaveCount(3);
    await page
      .getByRole('link', { name: `Tekst ${key}` })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: `Historikk for tekst ${key}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Åpne tekst' })).toHaveAttribute('href', '/stringeditor');
    await expect(page.getByRole('link', { name: 'Tilbake til Aktivitet' })).toBeVisible();
  });
});
