import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** Where the translations live: `lang/<language>/<area>.json`, each `{ "<id>": "<ICU message>" }` (decision 039). */
export const LANG_DIR = fileURLToPath(new URL('../lang', import.meta.url));
const PREFIX = 'virtual:i18n/';

/**
 * A language's catalogue, all its area files merged: each message as written (a duplicate id across files is an
 * error, as is a message that is not valid ICU).
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

/**
 * `import catalogue from 'virtual:i18n/nb'`: the language's catalogue compiled to the ICU syntax tree the console
 * formats with (react-intl, built without its parser: decision 039), so nothing is parsed on the tablet. Loaded on
 * demand, in a chunk of its own (precached by the service worker like every chunk).
 */
export function i18nCatalogues(): Plugin {
  return {
    name: 'i18n-catalogues',
    resolveId(source) {
      return source.startsWith(PREFIX) ? `\0${source}` : null;
    },
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const language = id.slice(PREFIX.length + 1);
      const messages = await readCatalogue(language);
      for (const file of await readdir(path.join(LANG_DIR, language)))
        this.addWatchFile(path.join(LANG_DIR, language, file));
      const compiled: Record<string, unknown> = {};
      for (const [messageId, message] of Object.entries(messages)) {
        try {
          compiled[messageId] = parse(message);
        } catch (error) {
          this.error(`lang/${language}: "${messageId}" is not valid ICU: ${(error as Error).message}`);
        }
      }
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}
