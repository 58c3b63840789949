/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { isAppDocument, isHashedAsset } from './cache-rules.ts';

/**
 * The service worker (ADR 042): the app shell from the cache, so a repeat visit shows the first
 * screen without the network and without waiting on it. Built by vite-plugin-pwa, which writes
 * the shell's list (build/app-shell.ts) where `self.__WB_MANIFEST` stands.
 *
 * No skipWaiting and no clients.claim: a new version installs in the background and takes over
 * only when no page of the old one is open, i.e. on the next visit. A borrower in the middle of a
 * form never has the code under them swapped, and the old pages keep the old chunks they may load.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const scope = new URL(self.registration.scope);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// The app's document from the cache: the query (launch parameters) is read by the page itself.
const shell = createHandlerBoundToURL('index.html');
registerRoute(({ request, url }) => request.mode === 'navigate' && isAppDocument(url, scope), shell);

// Route chunks on first use. Names are content hashes, so the cached copy never goes stale; the
// limit and age only bound the space older releases' chunks take.
registerRoute(
  ({ url }) => isHashedAsset(url, scope),
  new CacheFirst({
    cacheName: 'lendline-chunks',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 60 * 60 * 24 * 60, purgeOnQuotaError: true }),
    ],
  }),
);
// Nothing else is routed: API calls and every other request go to the network as if there were no worker.
