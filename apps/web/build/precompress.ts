import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth compressing; images and fonts are already compressed. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|webmanifest)$/;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? listFiles(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

async function compressFile(path: string): Promise<void> {
  const data = await readFile(path);
  const brotli = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  await Promise.all([writeFile(`${path}.br`, brotli), writeFile(`${path}.gz`, gzipSync(data, { level: 9 }))]);
}

/**
 * Writes `.br` and `.gz` siblings next to every text asset of the build (bundle and public
 * files alike), so the server can send them as they are instead of compressing per request.
 *
 * It must run last: vite-plugin-pwa writes `service-worker.js` (and the manifest) in its own
 * sequential closeBundle, and a plain closeBundle here ran alongside it, before the worker
 * existed, so the worker (25 KB) went out uncompressed (issue 20). `enforce: 'post'` with the
 * plugin listed after VitePWA, and a sequential handler ordered 'post', put it after.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lendline:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.test(file));
        await Promise.all(files.map(compressFile));
      },
    },
  };
}
