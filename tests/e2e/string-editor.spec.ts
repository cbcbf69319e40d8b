import type { Page } from '@playwright/test';
import { compareDictionaryKeys, type DictionaryEntry } from '../../contract/dictionary.ts';
import type { ApiCaller } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

const strings = (api: ApiCaller) => api.get<DictionaryEntry[]>('string-editor?sort=true');
const entry = async (api: ApiCaller, key: string) => (await strings(api)).find((e) => e.key === key);
const create = (api: ApiCaller, key: string, english = `English ${key}`, norwegian = `Norsk ${key}`) =>
  api.send<DictionaryEntry>('POST', 'string-editor', { key, english, norwegian });
const table = (page: Page) => page.getByRole('table', { name: 'Strings' });
const row = (page: Page, key: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: key, exact: true }) });
const addButton = (page: Page) => page.getByRole('button', { name: 'Add', exact: true });
const filterBox = (page: Page) => page.getByRole('searchbox', { name: 'Filter strings' });
const question = (key: string) =>
  `Are you sure you want to remove '${key}'? If it's used on checkout then the related label will stop showing`;

/** The String Editor with the list narrowed to the test's own strings (the list is long and paged). */
async function open(page: Page, filter: string) {
  await page.goto('/stringeditor');
  await expect(table(page).locator('tbody tr').first()).toBeVisible();
  await filterBox(page).fill(filter);
}

test.describe('string editor', () => {
  test('lists the seeded strings sorted by key, ten a page', async ({ page, api }) => {
    await page.goto('/stringeditor');
    const all = await strings(api);
    const keys = all.map((e) => e.key);
    expect(keys).toEqual([...keys].sort(compareDictionaryKeys));
    await expect(page.getByRole('heading', { name: 'String Editor', level: 1 })).toBeVisible();
    await expect(page.getByText(`1–10 of ${all.length}`)).toBeVisible();
    await expect(table(page).getByRole('columnheader')).toHaveText(['String', 'English', 'Norwegian', 'Actions']);
    await expect(table(page).locator('tbody tr td:first-child')).toHaveText(keys.slice(0, 10));
    await expect(row(page, 'checkout.arrival').locator('td')).toContainText(['checkout.arrival', 'Arrival', 'Ankomst']);

    // The filter finds a string by its text too, in any case.
    await filterBox(page).fill('betal nå');
    await expect(table(page).locator('tbody tr')).toHaveCount(1);
    await expect(row(page, 'checkout.pay').locator('td')).toContainText(['checkout.pay', 'Pay now', 'Betal nå']);
  });

  test('adds a string with its key typed; an empty key is ignored and sends nothing', async ({ page, api, uid }) => {
    const key = `e2e.${uid}.added`;
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/string-editor'))
        posts.push(request.postData() ?? '');
    });
    await page.goto('/stringeditor');
    await addButton(page).click();
    const form = page.getByRole('form', { name: 'New string' });
    await expect(form.getByLabel('Key')).toBeFocused();
    await expect(form.getByLabel('Key')).toBeEditable();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(form.getByText('Type a key to save.')).toBeVisible();
    await expect(addButton(page)).toBeDisabled();
    await expectAccessible(page);

    await form.getByLabel('English').fill('Book now\nand relax');
    await form.getByLabel('Norwegian').fill('Bestill nå\nog slapp av');
    // Spaces only is still an empty key: Enter sends nothing either.
    await form.getByLabel('Key').fill('   ');
    await form.getByLabel('Key').press('Enter');
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();

    // A key outside the rule is refused in the form, as typed.
    await form.getByLabel('Key').fill('has spaces');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(
      form.getByText('A key is letters, digits, ".", "_" or "-" only, no spaces, at most 100 characters.'),
    ).toBeVisible();
    await expect(form.getByLabel('Key')).toHaveValue('has spaces');

    await form.getByLabel('Key').fill(key);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByText('Save successful')).toBeVisible();
    await expect
      .poll(() => entry(api, key))
      .toEqual({
        key,
        english: 'Book now\nand relax',
        norwegian: 'Bestill nå\nog slapp av',
        version: 1,
        updatedBy: null,
        updatedAt: null,
      });
    expect(posts).toHaveLength(1);
    // The list shows the page the new string is sorted onto.
    await expect(row(page, key).locator('td')).toContainText([key, 'Book now\nand relax', 'Bestill nå\nog slapp av']);
    await expect(addButton(page)).toBeEnabled();
  });

  test('refuses a new string whose key exists, keeping what was typed and the stored string; edits English and Norwegian in place with the key read-only; Cancel keeps the texts', async ({
    page,
    api,
    uid,
  }) => {
    const key = `e2e.${uid}.edited`;
    const made = await create(api, key, 'Old text', 'Gammel tekst');
    await open(page, key);

    await test.step('refuses a new string whose key exists', async () => {
      await addButton(page).click();
      const added = page.getByRole('form', { name: 'New string' });
      await added.getByLabel('Key').fill(key);
      await added.getByLabel('English').fill('Overwrite?');
      await added.getByRole('button', { name: 'Save' }).click();
      await expect(added.getByText('A string with this key already exists.')).toBeVisible();
      await expect(added.getByLabel('Key')).toHaveAttribute('aria-invalid', 'true');
      await expect(added.getByLabel('Key')).toHaveValue(key);
      await expect(added.getByLabel('English')).toHaveValue('Overwrite?');
      await expect.poll(() => entry(api, key)).toEqual(made);
      await added.getByRole('button', { name: 'Cancel' }).click();
      await expect(row(page, key).locator('td')).toContainText([key, 'Old text', 'Gammel tekst']);
    });

    await page.getByRole('button', { name: `Edit ${key}`, exact: true }).click();
    const form = page.getByRole('form', { name: `Edit string ${key}` });
    await expect(form.getByLabel('Key')).toHaveValue(key);
    await expect(form.getByLabel('Key')).not.toBeEditable();
    await expect(addButton(page)).toBeDisabled();
    await expectAccessible(page);

    await form.getByLabel('English').fill('Not kept');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);
    await expect(row(page, key).locator('td')).toContainText([key, 'Old text', 'Gammel tekst']);

    await page.getByRole('button', { name: `Edit ${key}`, exact: true }).click();
    await expect(form.getByLabel('English')).toHaveValue('Old text');
    await form.getByLabel('English').fill('First line\nSecond line');
    await form.getByLabel('Norwegian').fill('Første linje\nAndre linje');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByText('Save successful')).toBeVisible();
    await expect(row(page, key).locator('td')).toContainText([
      key,
      'First line\nSecond line',
      'Første linje\nAndre linje',
    ]);
    await expect
      .poll(() => entry(api, key))
      .toEqual({
        key,
        english: 'First line\nSecond line',
        norwegian: 'Første linje\nAndre linje',
        // Changed once (Cancel changed nothing), by the person signed in.
        version: made.version + 1,
        updatedBy: expect.any(String),
        updatedAt: expect.any(String),
      });
  });

  test('says so when the string to remove was removed elsewhere first; removes a string after the exact question, Cancel keeps it', async ({
    page,
    api,
    uid,
  }) => {
    const key = `e2e.${uid}.removed`;
    await create(api, key);
    const gone = `e2e.${uid}.gone`;
    const made = await create(api, gone);
    // Both of this test's strings, and no other.
    await open(page, `e2e.${uid}.`);

    await test.step('says so when the string to remove was removed elsewhere first', async () => {
      await expect(row(page, gone)).toBeVisible();
      await api.send('DELETE', 'string-editor', { key: gone }, made.version);
      await page.getByRole('button', { name: `Delete ${gone}`, exact: true }).click();
      await page.getByRole('dialog', { name: 'Remove string' }).getByRole('button', { name: 'Ok' }).click();
      // The spec's toast, and under it what happened: it was deleted since the list was read.
      await expect(page.getByRole('alert')).toContainText('There was an error while removing item.');
      await expect(page.getByRole('alert')).toContainText('Someone else deleted it.');
      // The list reloaded: the string is gone here too.
      await expect(row(page, gone)).toHaveCount(0);
    });

    await page.getByRole('button', { name: `Delete ${key}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove string' });
    await expect(confirm.getByText(question(key), { exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(row(page, key)).toBeVisible();
    await expect.poll(() => entry(api, key)).toBeDefined();

    await page.getByRole('button', { name: `Delete ${key}`, exact: true }).click();
    await confirm.getByRole('button', { name: 'Ok' }).click();
    await expect(row(page, key)).toHaveCount(0);
    await expect.poll(() => entry(api, key)).toBeUndefined();
    await expect(page.getByText('No strings match the filter.')).toBeVisible();
  });
});
