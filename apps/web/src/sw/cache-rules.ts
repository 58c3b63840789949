/**
 * Which requests the service worker answers (ADR 042). Pure functions of the URL, shared by the
 * worker and its tests. Anything they do not name goes to the network untouched: above all the
 * API, whose answers carry tokens and personal data and are never stored by the worker (the app
 * keeps its own last good answers, ADR 025).
 */

/** The API and the other server paths that are never the app's own files. */
const SERVER_PATH = /\/(?:api|openapi\.json|sandbox|staff|webhooks?)(?:\/|$)/;

function pathInScope(url: URL, scope: URL): string | null {
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return null;
  return url.pathname.slice(scope.pathname.length);
}

/** Never cached, never answered by the worker. */
export function isServerCall(url: URL, scope: URL): boolean {
  const path = pathInScope(url, scope);
  return path === null || SERVER_PATH.test(`/${path}`);
}

/**
 * A navigation to the app's one document: the scope itself or its index.html, whatever the
 * query (a WebView opens it with `?packageName=…&afid=…`). Screens are hash routes, so no other
 * path is the app; any other navigation (a sandbox checkout page) goes to the network.
 */
export function isAppDocument(url: URL, scope: URL): boolean {
  const path = pathInScope(url, scope);
  return path === '' || path === 'index.html';
}

/**
 * A hashed build file (route chunks, their styles, the Spanish catalogue): its name changes
 * with its content, so a stored copy is always right and is kept after its first use.
 */
export function isHashedAsset(url: URL, scope: URL): boolean {
  const path = pathInScope(url, scope);
  return path !== null && !isServerCall(url, scope) && /^assets\/[^/]+\.(?:js|css|woff2|svg|png)$/.test(path);
}
