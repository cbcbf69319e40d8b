import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { LANG_DIR, readCatalogue } from '../lang/read-catalogue.ts';

/** `lang/<language>/<area>.json` and how they are read: one module, the build's and the server's (its reports). */
export { LANG_DIR, readCatalogue };

const PREFIX = 'virtual:i18n/';

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
