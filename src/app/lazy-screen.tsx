import type { ComponentType } from 'react';
import { useIntl } from '../i18n/intl.ts';
import { loadAllOnDemand, OnDemandElement, onDemand } from '../ui/on-demand.tsx';
import { Spinner } from '../ui/spinner.tsx';

/** What a screen shows while its code loads: the spinner, centred in the content area, named. */
export function ScreenLoading() {
  const intl = useIntl();
  return (
    <div className="flex justify-center p-10">
      <Spinner
        size="lg"
        label={intl.formatMessage({ id: 'app.screen.loading', defaultMessage: 'Loading the screen' })}
      />
    </div>
  );
}

/**
 * A screen whose code is its own chunk, loaded the first time it is shown (decision 021): `load` imports the
 * module and picks the component, e.g. `lazyScreen(() => import('./images-page.tsx').then((m) => m.ImagesPage))`.
 * The screen brings its own Suspense boundary, so the top bar stays while it loads; code that cannot be fetched
 * fails the route (its error element, src/app/pages/screen-error.tsx), and opening the screen again fetches again.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const code = onDemand(load);
  function Screen(props: P) {
    return <OnDemandElement code={code} props={props} fallback={<ScreenLoading />} />;
  }
  return Screen;
}

/**
 * A list screen and its edit screen that load together (one fetch of both modules, whichever opens first): a person
 * goes from one to the other, offline too, before the service worker holds them.
 */
export function lazyScreenPair<L, E>(
  load: () => Promise<[L, E]>,
  list: (module: L) => ComponentType,
  edit: (module: E) => ComponentType,
): [ComponentType, ComponentType] {
  return [lazyScreen(() => load().then(([m]) => list(m))), lazyScreen(() => load().then(([, m]) => edit(m)))];
}

/** Idle time, or a moment later where the browser has no requestIdleCallback (Safari). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 10_000 });
    else setTimeout(resolve, 200);
  });
}

/**
 * Whether this page started under the service worker (an installed app's later start): only then are the chunks
 * already in its precache. A first visit leaves them alone: the worker's install is fetching them meanwhile, and a
 * cold load stays the first route's scripts only.
 */
const startedUnderServiceWorker = typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);

/**
 * Warms the code loaded on demand (the other screens, the dialogs and menus) once the first route is on screen, so
 * that opening one shows it at once: after the page's load event, one chunk per idle period (a tap never waits
 * behind a long task), from the precache.
 */
export async function warmScreens(): Promise<void> {
  if (!startedUnderServiceWorker) return;
  if (document.readyState !== 'complete')
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  await loadScreens(whenIdle);
}

/** Loads every screen's (and part's) code, one after another, each after `pace()`; what is loaded so shows at once. */
export const loadScreens = loadAllOnDemand;
