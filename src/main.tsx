// Latin and Latin Extended cover Norwegian and English; other scripts would only bloat the precached shell.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-ext-500.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAppConfig } from './api/app-config.ts';
import { configureApi } from './api/http.ts';
import { createAuthClient } from './auth/auth-client.ts';
import { App } from './app/app.tsx';
import { handleAcceptedEntry, handleRejectedEntry } from './app/accepted-entries.ts';
import { warmScreens } from './app/lazy-screen.tsx';
import { BootError } from './app/pages/boot-error.tsx';
import { createQueryClient } from './app/query-client.ts';
import { offlineDb } from './offline/db.ts';
import { openMirror } from './offline/mirror.ts';
import { probeServer, sendEntries, sendEntry } from './offline/send.ts';
import { registerServiceWorker } from './offline/service-worker.ts';
import { OfflineSync } from './offline/sync.ts';
import { measureMirrorWrite } from './perf.ts';
import { loadCatalogue } from './i18n/catalogues.ts';
import { LanguageProvider } from './i18n/language-provider.tsx';
import { deviceLanguage } from './i18n/languages.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);
registerServiceWorker();

async function start(): Promise<void> {
  try {
    // The mirror is read from IndexedDB while the config and the sign-in state load: an offline cold start shows
    // the day from it, and nothing of that waits for the other.
    const db = offlineDb();
    // Each write of the mirror is measured (`mirror:write`, read by `npm run bench`).
    const mirrorRead = openMirror(db, { onWrite: measureMirrorWrite });
    // The language this device last showed, with its catalogue (precached: it opens in Norwegian offline too).
    const language = deviceLanguage();
    const catalogueRead = loadCatalogue(language);
    const config = await loadAppConfig();
    document.title = `${config.brandName} Checkout Admin`;
    const auth = await createAuthClient(config.auth);
    const [mirror, catalogue] = await Promise.all([mirrorRead, catalogueRead]);
    const queryClient = createQueryClient();
    const sync = new OfflineSync({
      db,
      mirror,
      send: sendEntry,
      sendBatch: sendEntries,
      probe: probeServer,
      userId: () => auth.getUser()?.userName,
      onAccepted: (entry, body) => handleAcceptedEntry(queryClient, entry, body),
      onRejected: (entry) => void handleRejectedEntry(queryClient, entry),
      keyWindowMs: config.idempotencyKeepDays ? config.idempotencyKeepDays * 86_400_000 : undefined,
    });
    configureApi({
      getToken: auth.getAccessToken,
      // Spec section 7: a 401 reloads the page, but never while the host's changes wait to be sent. The refused token
      // is not offered again: the next call asks MSAL for one.
      onUnauthorized: () => {
        auth.dropToken();
        return sync.hasEntries() ? sync.pauseForSignIn() : window.location.reload();
      },
    });
    auth.subscribe(() => {
      sync.watch();
      if (auth.getUser()) void sync.resume();
    });
    sync.start();
    root.render(
      <StrictMode>
        <LanguageProvider initial={language} catalogue={catalogue}>
          <App config={config} auth={auth} queryClient={queryClient} sync={sync} mirror={mirror} />
        </LanguageProvider>
      </StrictMode>,
    );
    void warmScreens();
  } catch (error) {
    console.error('Checkout Admin could not start', error);
    root.render(<BootError onRetry={() => void start()} />);
  }
}

void start();
