import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';
import { loadCatalogue } from '../i18n/catalogues.ts';
import { defineMessages, intlOf, type IntlShape } from '../i18n/intl.ts';
import { DEFAULT_LANGUAGE, deviceLanguage, type LanguageCode } from '../i18n/languages.ts';

const popupMessages = defineMessages({
  signingIn: { id: 'app.signIn.signingIn', defaultMessage: 'Signing in…' },
  failed: {
    id: 'app.signIn.notCompleted',
    defaultMessage: 'Sign-in could not be completed. Close this window and try again.',
  },
});

/**
 * The popup's words in the language this device shows (redirect.html says "Signing in…" in English until they are
 * here); English when its catalogue cannot be loaded.
 */
async function popupIntl(): Promise<{ intl: IntlShape; language: LanguageCode }> {
  const language = deviceLanguage();
  try {
    return { intl: intlOf(language, await loadCatalogue(language)), language };
  } catch {
    return { intl: intlOf(DEFAULT_LANGUAGE, {}), language: DEFAULT_LANGUAGE };
  }
}

const said = popupIntl();
const message = document.getElementById('message');

void said.then(({ intl, language }) => {
  document.documentElement.lang = language;
  document.title = intl.formatMessage(popupMessages.signingIn);
  if (message && !message.dataset.failed) message.textContent = document.title;
});

// The popup lands here after sign-in; MSAL 5 hands the response to the main window and closes the popup.
broadcastResponseToMainFrame().catch(async (error: unknown) => {
  console.error('Sign-in response could not be handed to the console', error);
  const { intl } = await said;
  if (!message) return;
  message.dataset.failed = 'true';
  message.textContent = intl.formatMessage(popupMessages.failed);
});
