import { LANGUAGE_CODES, type LanguageCode } from '../../contract/user-settings.ts';

export { LANGUAGE_CODES, type LanguageCode };

/**
 * The console's languages (decision 039): each by its own name (a switch names a language as its speakers do) and the
 * locale its numbers, money, dates and sorting follow. English is the default, with the specification's texts.
 */
export const LANGUAGES: Readonly<Record<LanguageCode, { name: string; locale: string }>> = {
  en: { name: 'English', locale: 'en-GB' },
  nb: { name: 'Norsk', locale: 'nb-NO' },
};

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

export const isLanguage = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

const KEY = 'checkout-admin.language';

/** The language this device last showed (it holds offline, before anyone signs in). */
export function deviceLanguage(): LanguageCode {
  try {
    const kept = localStorage.getItem(KEY);
    return isLanguage(kept) ? kept : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function keepDeviceLanguage(language: LanguageCode): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // A browser that keeps nothing: the language holds until the page goes.
  }
}
