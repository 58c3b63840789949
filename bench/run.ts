// `npm run bench`: prints the figures the issues budget. It reports; it does not fail on them.
import path from 'node:path';
import { measureThroughput } from './api-throughput.ts';
import { allChunks, firstLoadFiles, kb, sizesOf } from './bundle-sizes.ts';
import { readFileSync } from 'node:fs';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const read = (file: string) => readFileSync(path.join(dist, file));

function verdict(ok: boolean): string {
  return ok ? 'within budget' : 'OVER BUDGET';
}

function reportBundles(): void {
  const first = firstLoadFiles(dist);
  const js = sizesOf(first.js.map(read));
  const css = sizesOf(first.css.map(read));
  console.log('Home route first load');
  console.log(`  JS  ${first.js.length} files: raw ${kb(js.raw)}, gzip ${kb(js.gzip)}, brotli ${kb(js.brotli)} (budget 100 KB brotli: ${verdict(js.brotli <= 100 * 1024)})`);
  console.log(`  CSS ${first.css.length} files: raw ${kb(css.raw)}, gzip ${kb(css.gzip)}, brotli ${kb(css.brotli)} (budget 8 KB brotli: ${verdict(css.brotli <= 8 * 1024)})`);
  console.log('Every chunk (route chunks are loaded on navigation)');
  const firstSet = new Set([...first.js, ...first.css]);
  for (const file of allChunks(dist)) {
    const s = sizesOf([read(file)]);
    console.log(`  ${firstSet.has(file) ? '*' : ' '} ${file.padEnd(48)} raw ${kb(s.raw).padStart(9)}  gzip ${kb(s.gzip).padStart(9)}  brotli ${kb(s.brotli).padStart(9)}`);
  }
  console.log('  (* = part of the first load)');
}

async function reportThroughput(): Promise<void> {
  const r = await measureThroughput();
  const publicRatio = r.publicRead / r.bare;
  const authRatio = r.authenticatedRead / r.bare;
  console.log('API throughput (requests/s, same machine, same run)');
  console.log(`  bare node:http           ${r.bare.toFixed(0)}`);
  console.log(`  public product list      ${r.publicRead.toFixed(0)}  ratio ${publicRatio.toFixed(2)} (budget >= 0.60: ${verdict(publicRatio >= 0.6)})`);
  console.log(`  authenticated user info  ${r.authenticatedRead.toFixed(0)}  ratio ${authRatio.toFixed(2)} (budget >= 0.25: ${verdict(authRatio >= 0.25)})`);
}

reportBundles();
if (!process.argv.includes('--bundles-only')) await reportThroughput();
