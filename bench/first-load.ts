// Issue 20: the first load as Chromium actually downloads it. Reading the build's import graph
// missed files (home's hot loans); the browser cannot: every script it fetches before the screen
// shows is counted, with its size compressed the way the server sends it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/find-chromium.mjs';
import { sizesOf, type Sizes } from './bundle-sizes.ts';
import { startLendline } from './servers.ts';

export interface FirstLoad {
  name: string;
  /** Scripts fetched before the screen showed, in the order they were asked for. */
  files: string[];
  sizes: Sizes;
  /** Scripts fetched after it showed, until the network was idle (not part of the budget). */
  after: string[];
}

interface Visit {
  name: string;
  market: 'NG' | 'MX';
  hash: string;
  shown: (page: Page) => Promise<void>;
}

/** Home with all its content: the offer's figures, the apply button and the hot loans. */
async function homeShown(page: Page): Promise<void> {
  await page.locator('.offer__amount').waitFor();
  await page.locator('.status-card .btn').first().waitFor();
  await page.locator('#hot-loans-title').waitFor();
}

/**
 * A landing page its script has taken: the document may paint its prerendered copy before any
 * script (ADR 065), but the page answers a tap only once its script has drawn it and named it
 * (its own title); every script until then counts.
 */
async function landingShown(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForFunction(() => document.title.includes(' · '));
}

export const VISITS: Visit[] = [
  { name: 'home NG (/)', market: 'NG', hash: '', shown: homeShown },
  { name: 'home MX (/)', market: 'MX', hash: '', shown: homeShown },
  { name: 'landing yx1 NG', market: 'NG', hash: '#/yx1', shown: landingShown },
  { name: 'landing yx3 MX', market: 'MX', hash: '#/yx3', shown: landingShown },
];

/** The built file a script request names (a hashed chunk, or `first-paint.js` beside index.html). */
function assetOf(url: string): string | null {
  const { pathname } = new URL(url);
  return pathname.endsWith('.js') ? pathname.slice(1) : null;
}

async function visit(executablePath: string, url: string, dist: string, v: Visit): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    // A fresh context: no service worker, no cache, a first visit.
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const before: string[] = [];
    const after: string[] = [];
    let shown = false;
    page.on('request', (request) => {
      const file = assetOf(request.url());
      if (file) (shown ? after : before).push(file);
    });
    await page.goto(`${url}/${v.hash}`);
    await v.shown(page);
    shown = true;
    await page.waitForLoadState('networkidle');
    await context.close();
    const files = [...new Set(before)];
    return { name: v.name, files, sizes: sizesOf(files.map((f) => readFileSync(path.join(dist, f)))), after: [...new Set(after)] };
  } finally {
    await browser.close();
  }
}

/** Null when there is no Chromium to drive. One server per market, as each market is deployed. */
export async function measureFirstLoads(dist: string): Promise<FirstLoad[] | null> {
  const executablePath = findChromium();
  if (!executablePath) return null;
  const results: FirstLoad[] = [];
  for (const market of ['NG', 'MX'] as const) {
    const lendline = await startLendline(8300 + Math.floor(Math.random() * 500), { LOG_LEVEL: 'warn', MARKET: market });
    try {
      for (const v of VISITS.filter((x) => x.market === market)) results.push(await visit(executablePath, lendline.url, dist, v));
    } finally {
      await lendline.stop();
    }
  }
  return results;
}
