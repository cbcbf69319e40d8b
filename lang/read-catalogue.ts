import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the translations live: `lang/<language>/<area>.json`, each `{ "<id>": "<ICU message>" }` (decision 039). Read
 * by the build (build/i18n-catalogues.ts: the console's catalogues, the catalogue test) and by the server (the
 * spreadsheet reports in the language of the person who downloads them).
 */
export const LANG_DIR = fileURLToPath(new URL('.', import.meta.url));

/**
 * A language's catalogue, all its area files merged: each message as written (a duplicate id across files is an
 * error).
 */
export async function readCatalogue(language: string): Promise<Record<string, string>> {
  const dir = path.join(LANG_DIR, language);
  const files = (await readdir(dir)).filter((file) => file.endsWith('.json')).sort();
  const messages: Record<string, string> = {};
  for (const file of files) {
    const area = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as Record<string, string>;
    for (const [id, message] of Object.entries(area)) {
      if (id in messages) throw new Error(`lang/${language}: "${id}" is in ${file} and in another file`);
      messages[id] = message;
    }
  }
  return messages;
}
