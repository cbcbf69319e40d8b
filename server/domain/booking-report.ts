import { createIntl, createIntlCache, IntlErrorCode, type OnErrorFn } from '@formatjs/intl';
import { writeBookingReport, type ReportContent } from '../../contract/booking-report.ts';
import type { ReportIntl } from '../../contract/bookings.ts';
import type { LanguageCode } from '../../contract/user-settings.ts';
import { readCatalogue } from '../../lang/read-catalogue.ts';

/** The booking report as a real .xlsx (contract/booking-report.ts writes its sheets, as the console does offline). */
export async function bookingReport(content: ReportContent): Promise<Buffer> {
  // Loaded on the first report, not at start: about 28 MB resident that most server processes never need.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  writeBookingReport(book, content);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The locale each language's numbers follow in a report, as the console's (src/i18n/languages.ts). */
const LOCALES: Readonly<Record<LanguageCode, string>> = { en: 'en-GB', nb: 'nb-NO' };

/**
 * A text with no Norwegian line says its English default (the catalogue test keeps that from happening); anything
 * else (a message its values do not fill) is a fault, not a report with a hole in it.
 */
const onError: OnErrorFn = (error) => {
  if (error.code !== IntlErrorCode.MISSING_TRANSLATION) throw error;
};

let languages: Promise<(language: LanguageCode | undefined) => ReportIntl> | undefined;

/**
 * The reports' texts in each language (decision 039): English is the messages' own defaults, Bokmål is
 * `lang/nb/*.json`, read once per process (at the first app's start) and formatted with FormatJS as the console does.
 */
export function reportLanguages(): Promise<(language: LanguageCode | undefined) => ReportIntl> {
  languages ??= readCatalogue('nb').then((norwegian) => {
    const cache = createIntlCache();
    const shapes = {
      en: createIntl({ locale: LOCALES.en, defaultLocale: LOCALES.en, messages: {}, onError }, cache),
      nb: createIntl({ locale: LOCALES.nb, defaultLocale: LOCALES.en, messages: norwegian, onError }, cache),
    };
    return (language) => shapes[language ?? 'en'];
  });
  return languages;
}
