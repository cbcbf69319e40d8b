import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { loadCatalogue, type Catalogue } from './catalogues.ts';
import { IntlContext, intlOf, setCurrentIntl } from './intl.ts';
import { keepDeviceLanguage, type LanguageCode } from './languages.ts';

interface LanguageState {
  language: LanguageCode;
  /** Switches the console to `language` in place (nothing typed is lost, no reload); kept on this device. */
  switchTo: (language: LanguageCode) => Promise<void>;
}

const LanguageContext = createContext<LanguageState | null>(null);

/** The language shown and how to switch it (the user menu's switch). */
export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage outside LanguageProvider');
  return state;
}

/**
 * Shows `language`: the texts said outside a component (`intl()`) and `<html lang>` (screen readers, hyphenation, the
 * browser's own texts) follow it before the provider renders it.
 */
function show(language: LanguageCode, catalogue: Catalogue) {
  const shown = intlOf(language, catalogue);
  setCurrentIntl(shown);
  document.documentElement.lang = language;
  return shown;
}

/**
 * The console's language (decision 039): the shown language's formatters and catalogue for every text. Switching
 * loads the catalogue first and then re-renders in place, so nothing typed is lost and nothing flashes in between.
 */
export function LanguageProvider({
  initial,
  catalogue,
  children,
}: {
  initial: LanguageCode;
  /** The initial language's catalogue, loaded before the first render (main.tsx). */
  catalogue: Catalogue;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(() => ({ language: initial, intl: show(initial, catalogue) }));
  const switchTo = useCallback(async (language: LanguageCode) => {
    const loaded = await loadCatalogue(language);
    keepDeviceLanguage(language);
    setShown({ language, intl: show(language, loaded) });
  }, []);
  const state = useMemo(() => ({ language: shown.language, switchTo }), [shown.language, switchTo]);
  return (
    <LanguageContext.Provider value={state}>
      <IntlContext.Provider value={shown.intl}>{children}</IntlContext.Provider>
    </LanguageContext.Provider>
  );
}
