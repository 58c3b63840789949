// Runs the browser journeys, or stops with one line saying how to get a browser.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { findChromium } from './find-chromium.mjs';

const chromium = findChromium();
if (!chromium) {
  await import('./require-chromium.mjs');
  process.exit(1);
}

const config = path.join(import.meta.dirname, 'playwright.config.ts');
const result = spawnSync('npx', ['playwright', 'test', '-c', config, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromium },
});
process.exit(result.status ?? 1);
