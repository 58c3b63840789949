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
export function selectAppShell<T extends PrecacheEntry>(entries: readonly T[], html: string, appBoot: ReadonlySet<string> = new Set()): T[] {
  const firstScreen = new Set([...firstScreenAssets(html), ...appBoot]);
  return entries.filter((entry) => !entry.url.startsWith('assets/') || firstScreen.has(entry.url));
}

/**
 * What the entry loads for the app itself (ADR 046: index.html's entry only picks between the
 * app and an advert's landing page): every file Vite lists in `__vite__mapDeps` for its dynamic
 * import of `./app-boot-*.js`. A landing page's own chunks are not part of the shell.
 */
export function appBootAssets(entryCode: string): Set<string> {
  const table = /m\.f=\[([^\]]*)\]/.exec(entryCode)?.[1];
  const use = /import\(`\.\/app-boot-[\w-]+\.js`\)[^;]*?__vite__mapDeps\(\[([\d,]+)\]\)/.exec(entryCode)?.[1];
  if (!table || !use) return new Set();
  const files = [...table.matchAll(/"\.\/([^"]+)"/g)].map((m) => `assets/${m[1]!}`);
  return new Set(use.split(',').map((i) => files[Number(i)]!));
}

/** Workbox's manifest transform over the built index.html in `outDir`, and the app its entry loads. */
export function appShellTransform(outDir: string) {
  return async <T extends PrecacheEntry>(entries: T[]) => {
    const html = await readFile(join(outDir, 'index.html'), 'utf8');
    const scripts = [...firstScreenAssets(html)].filter((file) => file.endsWith('.js'));
    const appBoot = new Set<string>();
    for (const script of scripts) for (const file of appBootAssets(await readFile(join(outDir, script), 'utf8'))) appBoot.add(file);
    return { manifest: selectAppShell(entries, html, appBoot), warnings: [] };
  };
}
