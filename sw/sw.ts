/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { clientsClaim } from 'workbox-core';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// The app shell is precached so the installed console starts with no network. /api answers are not cached here:
// data lives in IndexedDB. Sign-in pages and MSAL's redirect page must reach the network as they are.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes control of the open page at once (so it works offline without a reload); later
// versions wait until the user presses Reload on "A new version is available".
clientsClaim();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/idp(\/|$)/, /^\/idp-assets\//, /^\/redirect\.html/],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
