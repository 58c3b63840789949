import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { build } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

/** A miniature app built the way vite.config.ts builds ours: the PWA plugin, then precompress. */
const root = mkdtempSync(join(tmpdir(), 'lendline-precompress-'));
mkdirSync(join(root, 'sw'));
writeFileSync(join(root, 'index.html'), '<!doctype html><html><head><title>t</title></head><body><script type="module" src="./main.js"></script></body></html>');
writeFileSync(join(root, 'main.js'), `document.body.append(${JSON.stringify('home '.repeat(200))});\n`);
writeFileSync(
  join(root, 'sw', 'service-worker.js'),
  `const files = self.__WB_MANIFEST;\nself.addEventListener('install', () => console.log(${JSON.stringify('installing '.repeat(100))}, files));\n`,
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the build’s precompressed files (issue 20)', () => {
  it('include the service worker and the manifest, written after the PWA plugin made them', async () => {
    await build({
      root,
      base: './',
      logLevel: 'silent',
      configFile: false,
      build: { outDir: 'dist', emptyOutDir: true },
      plugins: [
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'sw',
          filename: 'service-worker.js',
          injectRegister: false,
          manifest: { name: 'Test', short_name: 'Test', description: 'A manifest long enough to be worth compressing. '.repeat(5) },
          injectManifest: { globPatterns: ['index.html', 'assets/*.js'], rollupFormat: 'iife' },
        }),
        precompress(),
      ],
    });
    const dist = join(root, 'dist');
    for (const file of ['service-worker.js', 'manifest.webmanifest', 'index.html']) {
      const original = readFileSync(join(dist, file));
      expect(existsSync(join(dist, `${file}.br`)), `${file}.br`).toBe(true);
      expect(brotliDecompressSync(readFileSync(join(dist, `${file}.br`)))).toEqual(original);
      expect(gunzipSync(readFileSync(join(dist, `${file}.gz`)))).toEqual(original);
    }
    // The worker's precache list is what it was: the compressed siblings are not in it.
    expect(readFileSync(join(dist, 'service-worker.js'), 'utf8')).not.toContain('.br"');
  }, 60_000);
});
