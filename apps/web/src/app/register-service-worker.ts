/**
 * Registers the service worker (ADR 042), only where it can help and cannot get in the way:
 * a production build (a development server's modules change on every save), a browser that
 * has service workers, and a page served over http(s) from a secure context (a WebView's
 * `file://` copy or a plain-HTTP host other than localhost cannot have one).
 */
export interface WorkerEnvironment {
  isProduction: boolean;
  navigator: { serviceWorker?: ServiceWorkerContainer };
  location: Pick<Location, 'protocol'>;
  isSecureContext: boolean;
}

export function canRegisterWorker(env: WorkerEnvironment): boolean {
  return env.isProduction && env.isSecureContext && /^https?:$/.test(env.location.protocol) && env.navigator.serviceWorker !== undefined;
}

/** The worker's file, next to index.html (the build's relative base), and the scope it controls. */
export const WORKER_URL = './service-worker.js';

/**
 * After the page has loaded, so installing the worker (which downloads the shell once more into
 * its cache) never competes with the first screen for a slow connection. `updateViaCache: 'none'`:
 * the browser asks the server for sw.js itself on every visit, so a release is seen at once.
 * A new worker waits until the app's pages are closed (see the worker): no reload is forced.
 */
export function registerServiceWorker(win: Window = window, isProduction = import.meta.env.PROD): void {
  const env = { isProduction, navigator: win.navigator, location: win.location, isSecureContext: win.isSecureContext };
  if (!canRegisterWorker(env)) return;
  const register = () => {
    // A refused registration (private mode, storage full) leaves the app as it was: online only.
    win.navigator.serviceWorker.register(WORKER_URL, { scope: './', updateViaCache: 'none' }).catch(() => undefined);
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
