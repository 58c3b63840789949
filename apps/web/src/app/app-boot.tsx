import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { registerServiceWorker } from './register-service-worker.ts';
import { formatPreparations } from '../shared/i18n/format.ts';
import { getLanguage, initLanguage, needStrings } from '../shared/i18n/i18n-store.ts';
import { discoverServedMarket } from '../shared/market/discover-market.ts';
import { currentMarket } from '../shared/market/market.ts';
import { fillAppIdentity } from '../shared/native/app-identity.ts';
import { readToken } from '../shared/session/session.ts';
import { adoptShellSession } from '../shared/session/shell-login.ts';
import { captureAttribution } from '../shared/marketing/attribution-store.ts';
import { captureLaunchParams } from '../shared/storage/launch-params.ts';
import { nextTask } from '../shared/ui/after-first-paint.ts';

/**
 * The whole app: every route but an advert's landing page (main.tsx decides, ADR 046). With
 * `hydrate`, the root holds the guest home the server prerendered (ADR 058): React adopts it.
 */
export function bootApp(root: HTMLElement, hydrate = false): Promise<void> {
  captureLaunchParams(window.location.search);
  // A campaign link to any other route (`/?utm_source=...#/`) is a first touch too (ADR 046).
  captureAttribution(new URLSearchParams(window.location.search));
  // Not awaited: the first screen uses the launch or default identity until the shell answers (ADR 041).
  void fillAppIdentity();
  registerServiceWorker();

  // The server's market first (named in the document, else asked; ADR 049), then its language's
  // catalogue, both before the first paint: a Mexican guest never sees Nigeria or English flash.
  // A signed-in borrower's home shows their loan's banners, worded in the screens' strings: those
  // come before the first paint too (a guest's home needs only the first load's, ADR 059).
  return discoverServedMarket()
    .then(initLanguage)
    .then(() => (readToken() !== null ? needStrings('screens', 'errors') : undefined))
    .then(async () => {
      if (!hydrate) return;
      // Each in a task of its own (ADR 064).
      for (const prepare of formatPreparations(getLanguage(), currentMarket())) {
        await nextTask();
        prepare();
      }
      await nextTask();
    })
    .then(() => {
      const app = (
        <StrictMode>
          <App />
        </StrictMode>
      );
      // Hydration renders what the prerender did (the stores' server snapshots), then the
      // borrower's own state. Started in a transition, React hydrates in slices of a few
      // milliseconds and yields to the browser between them; outside one it is a single
      // blocking task, the long task a cheap phone feels as a late tap (ADR 064).
      if (hydrate) startTransition(() => void hydrateRoot(root, app));
      else createRoot(root).render(app);
      void adoptShellSession();
    });
}
