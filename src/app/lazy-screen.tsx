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
 * Warms the other screens' code once the first route is on screen: after the page's load event, one screen per
 * idle period, so a tap never waits behind it. Only in a page the service worker controls: the chunks then come
 * from its precache (no network at all); before that, the worker's install is fetching them anyway.
 */
export async function warmScreens(): Promise<void> {
  if (document.readyState !== 'complete') await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  await whenIdle();
  if (!navigator.serviceWorker?.controller) return;
  for (const load of loaders) {
    await whenIdle();
    // A failure here is shown, if it lasts, when the screen is opened (its route's error element).
    await load().catch(() => undefined);
  }
}
