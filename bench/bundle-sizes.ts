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

/** The files index.html makes the browser fetch before the home screen can render. */
export function firstLoadFiles(dist: string): { js: string[]; css: string[] } {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]!.replace(/^\.\//, ''));
  const js = new Set<string>();
  const css = new Set(refs.filter((r) => r.endsWith('.css')));
  // Follow static imports of the entry so the whole synchronous graph is counted.
  const queue = refs.filter((r) => r.endsWith('.js'));
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
