import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes `.br` and `.gz` beside each script and stylesheet of the console's build, as the web
 * app's build does (issue 20): the server sends files as streams, which it never compresses
 * itself, so without these a tablet on a shop's Wi-Fi would fetch React uncompressed.
 */
export function precompress(): Plugin {
  let assets = '';
  return {
    name: 'lendline-console:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      assets = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const files = (await readdir(assets)).filter((name) => /\.(?:js|css)$/.test(name));
        await Promise.all(files.map((name) => compressFile(join(assets, name))));
      },
    },
  };
}

async function compressFile(path: string): Promise<void> {
  const data = await readFile(path);
  const brotli = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  await Promise.all([writeFile(`${path}.br`, brotli), writeFile(`${path}.gz`, gzipSync(data, { level: 9 }))]);
}
