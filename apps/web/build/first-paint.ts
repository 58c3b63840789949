import { readFile } from 'node:fs/promises';
import { minifySync, type Plugin } from 'vite';

const SOURCE = new URL('../src/prerender/first-paint.js', import.meta.url);

/**
 * `first-paint.js`, the check the document runs before its first paint (ADR 058, ADR 065): a
 * plain script beside index.html, kept readable in `src/prerender` and sent minified, since every
 * visitor downloads it before anything shows.
 */
export function firstPaintScript(): Plugin {
  return {
    name: 'lendline:first-paint',
    apply: 'build',
    async generateBundle() {
      const source = await readFile(SOURCE, 'utf8');
      const { code, errors } = minifySync('first-paint.js', source);
      if (errors.length > 0) this.error(`first-paint.js: ${errors.map((e) => e.message).join('; ')}`);
      this.emitFile({ type: 'asset', fileName: 'first-paint.js', source: code });
    },
  };
}
