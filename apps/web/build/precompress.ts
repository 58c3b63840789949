import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text assets worth compressing; images and fonts are already compressed. */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;

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
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'lendline:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map(compressFile));
    },
  };
}
