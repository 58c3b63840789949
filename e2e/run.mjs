// Runs the browser journeys, or stops with one line saying how to get a browser.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { findChromium } from './find-chromium.mjs';

const chromium = findChromium();
if (!chromium) {
  await import('./require-chromium.mjs');
  process.exit(1);
}

/** A port nothing listens on now, so a second run on the same machine cannot collide. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const port = process.env.E2E_PORT ?? String(await freePort());
// A second server for the Mexican market's journeys (pesos, Spanish, STP and OXXO).
const mxPort = process.env.E2E_MX_PORT ?? String(await freePort());
// A third, Nigerian, whose clock the journeys of days passing move forward (SANDBOX_CLOCK).
const clockPort = process.env.E2E_CLOCK_PORT ?? String(await freePort());
// A fourth, Nigerian with a clock of its own: the collections journey's.
const collectPort = process.env.E2E_COLLECT_PORT ?? String(await freePort());
const config = path.join(import.meta.dirname, 'playwright.config.ts');
const result = spawnSync('npx', ['playwright', 'test', '-c', config, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROME_PATH: chromium, E2E_PORT: port, E2E_MX_PORT: mxPort, E2E_CLOCK_PORT: clockPort, E2E_COLLECT_PORT: collectPort },
});
process.exit(result.status ?? 1);
