import { useSyncExternalStore } from 'react';

/**
 * The console routes by the URL's hash (`#/referrals`, `#/enrol?token=…`): the server sends the
 * same index.html for /console/ alone, and a link's token never reaches the server's logs.
 */
export interface HashRoute {
  path: string;
  query: URLSearchParams;
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

const currentHash = () => window.location.hash;

export function parseHash(hash: string): HashRoute {
  const raw = hash.replace(/^#/, '');
  const [path = '', search = ''] = raw.split('?', 2);
  return { path: path.startsWith('/') ? path : `/${path}`, query: new URLSearchParams(search) };
}

export function useHashRoute(): HashRoute {
  return parseHash(useSyncExternalStore(subscribe, currentHash));
}

export function hrefOf(path: string): string {
  return `#${path}`;
}
