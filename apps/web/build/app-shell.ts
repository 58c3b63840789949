import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The part of a Workbox precache entry the selection reads. */
interface PrecacheEntry {
  url: string;
}

/**
 * The files index.html makes the browser fetch before the first screen (home) can render: its
 * entry script, the module preloads Vite lists for the entry's static imports, its stylesheets.
 */
export function firstScreenAssets(html: string): Set<string> {
  const refs = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.(?:js|css))"/g)];
  return new Set(refs.map((match) => match[1]!.replace(/^\.\//, '')));
}

/**
 * What the service worker precaches (ADR 042): everything outside assets/ (index.html, the
 * favicon, the manifest and its icons) and, of assets/, only the first screen's files. Route
 * chunks are cached on first use instead, so a first visit on paid mobile data does not download
 * screens the borrower may never open.
 */
export function selectAppShell<T extends PrecacheEntry>(entries: readonly T[], html: string): T[] {
  const firstScreen = firstScreenAssets(html);
  return entries.filter((entry) => !entry.url.startsWith('assets/') || firstScreen.has(entry.url));
}

/** Workbox's manifest transform over the built index.html in `outDir`. */
export function appShellTransform(outDir: string) {
  return async <T extends PrecacheEntry>(entries: T[]) => {
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    return { manifest: selectAppShell(entries, html), warnings: [] };
  };
}
