import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';
import { Spinner } from '../ui/spinner.tsx';

/** Every screen loaded on demand, for warming them once the first route is on screen. */
const loaders: Array<() => Promise<unknown>> = [];

/** What a screen shows while its code loads: the spinner, centred in the content area, named. */
export function ScreenLoading() {
  return (
    <div className="flex justify-center p-10">
      <Spinner size="lg" label="Loading the screen" />
    </div>
  );
}

/**
 * A screen whose code is its own chunk, loaded the first time it is shown (decision 021): `load` imports the
 * module and picks the component, e.g. `lazyScreen(() => import('./images-page.tsx').then((m) => m.ImagesPage))`.
 * The screen brings its own Suspense boundary, so the top bar stays while it loads.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = () => load().then((component) => (loaded = component));
  loaders.push(loadOnce);
  const Lazy = lazy(async () => ({ default: await loadOnce() }));
  function Screen(props: P) {
    // Code loaded already (warmed, or shown before) renders at once; the choice is kept for the screen's life.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Suspense fallback={<ScreenLoading />}>{createElement(Component, props)}</Suspense>;
  }
  return Screen;
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
 * Warms the other screens' code once the first route is on screen, so that opening one shows it at once: after
 * the page's load event, one screen per idle period (a tap never waits behind a long task), from the precache.
 */
export async function warmScreens(): Promise<void> {
  if (!startedUnderServiceWorker) return;
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  await loadScreens(whenIdle);
}

/** Loads every screen's code, one after another, each after `pace()`; a screen loaded so shows without a spinner. */
export async function loadScreens(pace: () => Promise<void> = async () => undefined): Promise<void> {
  for (const load of loaders) {
    await pace();
    // A failure here is shown, if it lasts, when the screen is opened (its route's error element).
    await load().catch(() => undefined);
  }
}
