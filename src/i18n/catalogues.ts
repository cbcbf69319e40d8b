import dayjs from 'dayjs';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { LanguageCode } from './languages.ts';

export type Catalogue = Record<string, MessageFormatElement[]>;

/**
 * A language's catalogue and its date names, loaded on demand (each a chunk of its own, precached by the service
 * worker, so an installed tablet opens in Norwegian offline). English needs none: its texts are the messages'
 * own defaults, compiled into the code.
 */
export async function loadCatalogue(language: LanguageCode): Promise<Catalogue> {
  if (language === 'en') {
    dayjs.locale('en');
    return {};
  }
  const [catalogue] = await Promise.all([import('virtual:i18n/nb'), import('dayjs/locale/nb')]);
  dayjs.locale('nb');
  return catalogue.default;
}
