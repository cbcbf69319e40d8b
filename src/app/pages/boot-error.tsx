import { useEffect, useState } from 'react';
import { loadCatalogue, type Catalogue } from '../../i18n/catalogues.ts';
import { useIntl } from '../../i18n/intl.ts';
import { LanguageProvider } from '../../i18n/language-provider.tsx';
import { DEFAULT_LANGUAGE, deviceLanguage, type LanguageCode } from '../../i18n/languages.ts';

/**
 * The console could not start (src/main.tsx): said in the language this device last showed, as the console would
 * have been (its catalogue is precached, so offline too); in English when that cannot be loaded either. It renders
 * outside the console's own LanguageProvider, so it holds one of its own, once the catalogue is here.
 */
export function BootError({ onRetry }: { onRetry: () => void }) {
  const [shown, setShown] = useState<{ language: LanguageCode; catalogue: Catalogue } | null>(null);
  useEffect(() => {
    let current = true;
    const language = deviceLanguage();
    const show = (loaded: { language: LanguageCode; catalogue: Catalogue }) => current && setShown(loaded);
    loadCatalogue(language).then(
      (catalogue) => show({ language, catalogue }),
      () => void loadCatalogue(DEFAULT_LANGUAGE).then((catalogue) => show({ language: DEFAULT_LANGUAGE, catalogue })),
    );
    return () => {
      current = false;
    };
  }, []);
  if (!shown) return null;
  return (
    <LanguageProvider initial={shown.language} catalogue={shown.catalogue}>
      <BootErrorPage onRetry={onRetry} />
    </LanguageProvider>
  );
}

function BootErrorPage({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <main className="mx-auto mt-24 max-w-md rounded-lg bg-white p-8 text-center shadow">
      <h1 className="mb-2 text-xl font-medium">
        {intl.formatMessage({ id: 'app.bootError.title', defaultMessage: 'Checkout Admin could not start' })}
      </h1>
      <p className="mb-6 text-gray-600">
        {intl.formatMessage({
          id: 'app.bootError.text',
          defaultMessage: 'The server did not answer. Check the connection and try again.',
        })}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="min-h-touch rounded bg-primary-600 px-6 text-white hover:bg-primary-700"
      >
        {intl.formatMessage({ id: 'app.bootError.retry', defaultMessage: 'Try again' })}
      </button>
    </main>
  );
}
