import { useSyncExternalStore } from 'react';

/**
 * The hash location as a tiny external store. Links are plain `<a href="#/path">`; code
 * navigates with `navigate`. `replace` leaves no history entry (redirects, guard bounces).
 */
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function currentHash(): string {
  return window.location.hash;
}

export function subscribeHash(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('hashchange', emit);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('hashchange', emit);
  };
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const hash = `#${to}`;
  if (window.location.hash === hash) return;
  if (options.replace) window.history.replaceState(window.history.state, '', hash);
  else window.location.hash = hash;
  emit();
}

export function useHash(): string {
  return useSyncExternalStore(subscribeHash, currentHash, () => '');
}

/** Splits "#/path?x=1" into a normalised path and its query string. */
export function parseHash(hash: string): { path: string; search: string } {
  const raw = hash.replace(/^#/, '');
  const queryAt = raw.indexOf('?');
  let path = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const search = queryAt === -1 ? '' : raw.slice(queryAt);
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  return { path, search };
}

export function currentPath(): string {
  const { path, search } = parseHash(currentHash());
  return path + search;
}

/** The current route's query parameters. */
export function useQuery(): URLSearchParams {
  return new URLSearchParams(parseHash(useHash()).search);
}
