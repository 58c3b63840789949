// Issue 20: the first paint as Lighthouse sees it on a cheap phone (its mobile preset: a Moto G
// class screen, a slow 4G link and a 4x slower CPU, all simulated), three runs per page, medians.
// The built app is served by the production server of each market, as `npm start` does.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, findChromium } from '../e2e/find-chromium.mjs';
import { startLendline } from './servers.ts';

export interface PaintResult {
  name: string;
  /** Medians of the runs: milliseconds, the layout shift score, category scores out of 100. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  runs: number;
  /** The element Lighthouse named for LCP in the last run, and the longest main-thread tasks. */
  lcpElement: string;
  longTasks: string;
}

const PAGES = [
  { name: 'guest home NG (/)', market: 'NG', hash: '' },
  { name: 'guest home MX (/)', market: 'MX', hash: '' },
  { name: 'landing yx1 NG (#/yx1)', market: 'NG', hash: '#/yx1' },
  { name: 'landing yx3 MX (#/yx3)', market: 'MX', hash: '#/yx3' },
] as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Chromium with a DevTools port for Lighthouse; its port read from what it prints at start. */
function startChromium(executablePath: string): Promise<{ port: number; child: ChildProcess; profile: string }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'lendline-lh-'));
  const child = spawn(executablePath, [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let text = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const port = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text)?.[1];
      if (port) resolve({ port: Number(port), child, profile });
    });
    child.once('exit', (code) => reject(new Error(`chromium exited with ${code}`)));
  });
}

type Sample = Omit<PaintResult, 'name' | 'runs' | 'lcpElement' | 'longTasks'> & { lcpElement: string; longTasks: string };

async function audit(port: number, url: string): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { audits, categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`lighthouse: ${runtimeError.message}`);
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpElement: describeLcp(audits['largest-contentful-paint-element']?.details),
    longTasks: describeTasks(audits['long-tasks']?.details),
  };
}

/** The LCP element's selector and text, as Lighthouse reports it (for reading, not scoring). */
function describeLcp(details: unknown): string {
  const text = JSON.stringify(details ?? {});
  const selector = /"selector":"([^"]*)"/.exec(text)?.[1] ?? '?';
  const snippet = /"snippet":"([^"]{0,80})/.exec(text)?.[1] ?? '';
  return `${selector} ${snippet}`;
}

/** The longest main-thread tasks (simulated ms) and their scripts. */
function describeTasks(details: unknown): string {
  const items = ((details as { items?: { url?: string; duration?: number }[] } | undefined)?.items ?? []).slice(0, 4);
  return items.map((item) => `${Math.round(item.duration ?? 0)} ms ${String(item.url ?? '').split('/').pop()}`).join('; ');
}

/** Null when there is no Chromium to drive. */
export async function measurePaint(runs = Number(process.env.BENCH_PAINT_RUNS ?? 3)): Promise<PaintResult[] | null> {
  const executablePath = findChromium();
  if (!executablePath) return null;
  const chromium = await startChromium(executablePath);
  const results: PaintResult[] = [];
  try {
    // BENCH_PAINT_PAGES (a part of the page names, e.g. "home NG") measures only those pages.
    const only = process.env.BENCH_PAINT_PAGES;
    const pages = PAGES.filter((p) => !only || p.name.includes(only));
    for (const market of ['NG', 'MX'] as const) {
      if (!pages.some((p) => p.market === market)) continue;
      const lendline = await startLendline(8300 + Math.floor(Math.random() * 500), { LOG_LEVEL: 'warn', MARKET: market });
      try {
        for (const page of pages.filter((p) => p.market === market)) {
          const samples: Sample[] = [];
          for (let i = 0; i < runs; i += 1) samples.push(await audit(chromium.port, `${lendline.url}/${page.hash}`));
          const of = (key: 'lcpMs' | 'tbtMs' | 'cls' | 'performance' | 'accessibility' | 'bestPractices' | 'seo') => median(samples.map((s) => s[key]));
          results.push({
            name: page.name,
            lcpMs: of('lcpMs'),
            tbtMs: of('tbtMs'),
            cls: of('cls'),
            performance: of('performance'),
            accessibility: of('accessibility'),
            bestPractices: of('bestPractices'),
            seo: of('seo'),
            runs,
            lcpElement: samples.at(-1)!.lcpElement,
            longTasks: samples.at(-1)!.longTasks,
          });
        }
      } finally {
        await lendline.stop();
      }
    }
  } finally {
    // The profile is removed once Chromium has exited: it writes to it until then.
    await new Promise((resolve) => {
      chromium.child.once('exit', resolve);
      chromium.child.kill('SIGTERM');
    });
    rmSync(chromium.profile, { recursive: true, force: true, maxRetries: 3 });
  }
  return results;
}
