import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from '@formatjs/intl';
import { createContext, useContext } from 'react';
import type { Catalogue } from './catalogues.ts';
import { LANGUAGES, type LanguageCode } from './languages.ts';

export { defineMessages } from '@formatjs/intl';
export type { IntlShape, MessageDescriptor };

/** A missing translation falls back to the English text (and says so in development); anything else is an error. */
function reportError(error: { code?: string; message: string }) {
  if (error.code === 'MISSING_TRANSLATION') {
    if (import.meta.env.DEV) console.warn(error.message);
    return;
  }
  console.error(error);
}

const cache = createIntlCache();

/** The formatters of a language with its catalogue (FormatJS's `createIntl`, decision 039). */
export const intlOf = (language: LanguageCode, catalogue: Catalogue): IntlShape =>
  createIntl(
    { locale: LANGUAGES[language].locale, defaultLocale: 'en-GB', messages: catalogue, onError: reportError },
    cache,
  );

let current: IntlShape = intlOf('en', {});

/** The language shown, for the texts said outside a component (`intl()`); set by the LanguageProvider. */
export function setCurrentIntl(shown: IntlShape): void {
  current = shown;
}

/**
 * The console's texts in the language shown, for code that says something outside a component (a toast raised by the
 * outbox, a confirmation's question): the same messages and formats as `useIntl()`.
 */
export const intl = (): IntlShape => current;

export const IntlContext = createContext<IntlShape | null>(null);

/**
 * The console's texts in a component: `useIntl().formatMessage({ id, defaultMessage }, values)`, the one way a text is
 * said (decision 039); numbers, money and dates through the same object. The provider's, or English with no provider
 * (a piece rendered alone in a unit test).
 */
export function useIntl(): IntlShape {
  return useContext(IntlContext) ?? current;
}
