import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

/** Compile-time constants shared by the build and the tests (declared in src/env.d.ts). */
export const appDefine = {
  __APP_VERSION__: JSON.stringify(pkg.version),
};
