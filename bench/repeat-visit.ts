// Issue 12 (ADR 042): the bytes a repeat visit transfers before the home screen shows, with the
// app shell in the service worker's cache. Counted on the wire, by a TCP proxy in front of the
// server: whatever the browser's caches do, only what crosses the connection counts.
import { createServer, connect, type AddressInfo, type Server } from 'node:net';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../e2e/find-chromium.mjs';
import { startLendline } from './servers.ts';

export interface RepeatVisitResult {
  /** Bytes from the server on the first visit, to the home screen (shell, API). */
  firstBytes: number;
  /** The same on the second visit: what the budget is about. */
  repeatBytes: number;
  /** Requests of the second visit answered by the service worker, and all of its requests. */
  fromWorker: number;
  requests: number;
}

/** A proxy that counts the bytes the server sends back, over every connection. */
function countingProxy(target: number): Promise<{ server: Server; port: number; received: () => number }> {
  let received = 0;
  const server = createServer((client) => {
    const upstream = connect(target, '127.0.0.1');
    upstream.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close);
    upstream.on('error', close);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received: () => received }));
  });
}

/** Home with its content: the offer, which needs the product list from the API. */
async function homeShown(page: Page): Promise<void> {
  await page.getByRole('region', { name: 'Loan amount' }).waitFor();
  await page.getByRole('button', { name: 'Apply now' }).waitFor();
}

/** Null when there is no Chromium to drive (the bundle figures still print). */
export async function measureRepeatVisit(): Promise<RepeatVisitResult | null> {
  const executablePath = findChromium();
  if (!executablePath) return null;
  const lendline = await startLendline(8300 + Math.floor(Math.random() * 500), { LOG_LEVEL: 'warn' });
  const proxy = await countingProxy(Number(new URL(lendline.url).port));
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const url = `http://127.0.0.1:${proxy.port}/`;

    await page.goto(url);
    await homeShown(page);
    // The worker installs after the page has loaded, caching the shell; then it controls the next visit.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const firstBytes = proxy.received();

    let requests = 0;
    let fromWorker = 0;
    page.on('response', (response) => {
      requests += 1;
      if (response.fromServiceWorker()) fromWorker += 1;
    });
    const before = proxy.received();
    await page.goto(url);
    await homeShown(page);
    const repeatBytes = proxy.received() - before;
    await context.close();
    return { firstBytes, repeatBytes, fromWorker, requests };
  } finally {
    await browser.close();
    proxy.server.close();
    await lendline.stop();
  }
}
