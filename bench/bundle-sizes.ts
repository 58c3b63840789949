// First-load and per-chunk sizes of the built web app, compressed the way the server sends them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export function sizesOf(buffers: Buffer[]): Sizes {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const buffer of buffers) {
    raw += buffer.length;
    gzip += gzipSync(buffer, { level: 9 }).length;
    brotli += brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gzip, brotli };
}

/**
 * What the entry preloads with its dynamic import of `./<boot>-*.js`: Vite lists every file
 * of that import (its JS graph and its CSS) in `__vite__mapDeps`, by index, next to the import.
 */
function bootDeps(entryCode: string, boot: string): string[] {
  const table = /m\.f=\[([^\]]*)\]/.exec(entryCode)?.[1];
  const use = new RegExp(`import\\(\`\\./${boot}-[\\w-]+\\.js\`\\)[^;]*?__vite__mapDeps\\(\\[([\\d,]+)\\]\\)`).exec(entryCode)?.[1];
  if (!table || !use) throw new Error(`the entry does not import ${boot}`);
  const files = [...table.matchAll(/"\.\/([^"]+)"/g)].map((m) => `assets/${m[1]!}`);
  return use.split(',').map((i) => files[Number(i)]!);
}

/**
 * The files index.html makes the browser fetch before a route can render: the entry's static
 * graph, then (ADR 046) what the entry loads for that route: the app (`app-boot`: home and
 * every other screen) or an advert's landing page (`landing-boot`, without React).
 */
export function firstLoadFiles(dist: string, boot: 'app-boot' | 'landing-boot' = 'app-boot'): { js: string[]; css: string[] } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]!.replace(/^\.\//, ''));
  const entries = refs.filter((r) => r.endsWith('.js'));
  const deps = entries.flatMap((entry) => bootDeps(readFileSync(path.join(dist, entry), 'utf8'), boot));
  const js = new Set<string>();
  const css = new Set([...refs, ...deps].filter((r) => r.endsWith('.css')));
  // Follow static imports too, so nothing of the synchronous graph is missed.
  const queue = [...entries, ...deps.filter((r) => r.endsWith('.js'))];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (js.has(file)) continue;
    js.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(file), m[1]!));
    }
  }
  return { js: [...js], css: [...css] };
}

export function allChunks(dist: string): string[] {
  const assets = path.join(dist, 'assets');
  return readdirSync(assets)
    .filter((f) => /\.(js|css)$/.test(f) && statSync(path.join(assets, f)).isFile())
    .map((f) => `assets/${f}`)
    .sort();
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
