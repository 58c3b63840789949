// `npm run bench`: prints the figures the issues budget. It reports; it does not fail on them.
import path from 'node:path';
import { measureThroughput } from './api-throughput.ts';
import { measureLoanJourney } from './loan-journey.ts';
import { measureRepaymentNotification } from './repayment-notification.ts';
import { measureServicingRun, type ServicingResult } from './servicing-run.ts';
import { allChunks, firstLoadFiles, kb, sizesOf } from './bundle-sizes.ts';
import { measureMemory } from './memory.ts';
import { measureRepeatVisit } from './repeat-visit.ts';
import { measureFirstLoads } from './first-load.ts';
import { measurePaint } from './paint.ts';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { measurePhotoPipeline } from './photo-pipeline.ts';
import { runBurst } from './burst.ts';
import { measurePortfolio } from './portfolio.ts';
import { measureBureauFiles } from './bureau-files.ts';
import { reportFaults } from './faults.ts';
import { measureLedgerPartitions } from './ledger-partitions.ts';

const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
const read = (file: string) => readFileSync(path.join(dist, file));

function verdict(ok: boolean): string {
  return ok ? 'within budget' : 'OVER BUDGET';
}

function reportBundles(): void {
  const first = firstLoadFiles(dist);
  const js = sizesOf(first.js.map(read));
  const css = sizesOf(first.css.map(read));
  console.log('Home route first load');
  console.log(`  JS  ${first.js.length} files: raw ${kb(js.raw)}, gzip ${kb(js.gzip)}, brotli ${kb(js.brotli)} (budget 100 KB brotli: ${verdict(js.brotli <= 100 * 1024)})`);
  console.log(`  CSS ${first.css.length} files: raw ${kb(css.raw)}, gzip ${kb(css.gzip)}, brotli ${kb(css.brotli)} (budget 8 KB brotli: ${verdict(css.brotli <= 8 * 1024)})`);
  // Issue 12 (ADR 046): an advert's landing page loads the entry and its own React-free chunks only.
  const landing = firstLoadFiles(dist, 'landing-boot');
  const landingJs = sizesOf(landing.js.map(read));
  console.log('Landing pages (yx1, yx2, yx2ConfirmBorrow, yx3) first load');
  console.log(`  JS  ${landing.js.length} files: raw ${kb(landingJs.raw)}, gzip ${kb(landingJs.gzip)}, brotli ${kb(landingJs.brotli)} (budget 50 KB brotli: ${verdict(landingJs.brotli <= 50 * 1024)})`);
  console.log('Every chunk (route chunks are loaded on navigation)');
  const firstSet = new Set([...first.js, ...first.css]);
  for (const file of allChunks(dist)) {
    const s = sizesOf([read(file)]);
    console.log(`  ${firstSet.has(file) ? '*' : ' '} ${file.padEnd(48)} raw ${kb(s.raw).padStart(9)}  gzip ${kb(s.gzip).padStart(9)}  brotli ${kb(s.brotli).padStart(9)}`);
  }
  console.log('  (* = part of the first load)');
  // Issue 4: the confirm and review routes, issue 10: the repay routes, each load their own chunk of at most 35 KB brotli.
  // Issue 12: the landing pages inside the app, the borrow screen and home's hot loans, likewise.
  for (const route of ['landing-screen', 'to-borrow-screen', 'hot-loans', 'confirm-borrow-screen', 'review-tips-screen', 'repay-detail-screen', 'cashier-screen', 'manual-repayment-screen', 'repay-stp-screen', 'repay-oxxo-screen', 'statement-screen', 'portal-screen']) {
    const file = allChunks(dist).find((name) => name.includes(`/${route}-`) && name.endsWith('.js'));
    if (!file) throw new Error(`no chunk for ${route}`);
    const size = sizesOf([read(file)]).brotli;
    console.log(`Route chunk ${route}: brotli ${kb(size)} (budget 35 KB: ${verdict(size <= 35 * 1024)})`);
  }
}

async function reportThroughput(): Promise<void> {
  const r = await measureThroughput();
  const publicRatio = r.publicRatio;
  const authRatio = r.authenticatedRatio;
  console.log('API throughput (requests/s, median of the rounds; ratios taken within each round, each to a bare node:http server sending the same bytes, uncompressed on both sides)');
  console.log(`  bare node:http           ${r.bare.toFixed(0)} (as the product list, ${r.publicBytes} B), ${r.bareAuthenticated.toFixed(0)} (as the user info, ${r.authenticatedBytes} B)`);
  console.log(`  public product list      ${r.publicRead.toFixed(0)}  ratio ${publicRatio.toFixed(2)} (budget >= 0.80: ${verdict(publicRatio >= 0.8)})`);
  console.log(`  authenticated user info  ${r.authenticatedRead.toFixed(0)}  ratio ${authRatio.toFixed(2)} (budget >= 0.50: ${verdict(authRatio >= 0.5)})`);
  const spread = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ');
  console.log(`  rounds: public ${spread(r.publicRatios)}; authenticated ${spread(r.authenticatedRatios)}`);
  const c = r.cpuPerRequest;
  console.log(`  server CPU per answer (µs, bare ÷ ours is the throughput ratio on an otherwise idle core): bare ${c.bare.toFixed(1)} / ${c.bareAuthenticated.toFixed(1)}, public ${c.publicRead.toFixed(1)} (ratio ${r.publicCpuRatio.toFixed(2)}), authenticated ${c.authenticatedRead.toFixed(1)} (ratio ${r.authenticatedCpuRatio.toFixed(2)})`);
  console.log(`  machine load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (${cpus().length} cores, shared with other work)`);
}

async function reportLoanJourney(): Promise<void> {
  const r = await measureLoanJourney();
  console.log('Loan journey, submit to money received (sandbox, zero delays, through the API)');
  console.log(`  ${r.times.length} borrowers: ${r.times.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  console.log(`  median ${r.median.toFixed(0)} ms, slowest ${r.max.toFixed(0)} ms (budget 2000 ms: ${verdict(r.max <= 2000)})`);
}

async function reportRepaymentNotification(): Promise<void> {
  const r = await measureRepaymentNotification();
  console.log('Repayment, signed notification to the new balance shown by the API (sandbox)');
  console.log(`  ${r.times.length} payments: ${r.times.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  console.log(`  median ${r.median.toFixed(0)} ms, slowest ${r.max.toFixed(0)} ms (budget median 500 ms: ${verdict(r.median <= 500)})`);
}

function printServicing(r: ServicingResult, budgetMs: number | null): void {
  const budget = budgetMs === null ? '' : ` (budget ${budgetMs / 1000} s: ${verdict(r.runMs <= budgetMs)})`;
  console.log(`  ${r.database}: ${r.loans} loans, ${r.overdue} moved to Overdue, ${r.penalties} penalties posted: ${(r.runMs / 1000).toFixed(1)} s, ${r.loansPerSecond.toFixed(0)} loans/s${budget}`);
  console.log(`    seeded in ${(r.seedMs / 1000).toFixed(1)} s; the same day run again: ${r.rerunMs.toFixed(0)} ms, nothing charged`);
  const f = r.footprint;
  if (!f) return;
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log(`    peak memory: bench process (the run in-process) ${f.nodeMaxRssMb.toFixed(0)} MB; a database backend ${f.backendPeakAnonMb.toFixed(0)} MB private, ${f.backendPeakRssMb.toFixed(0)} MB resident with the shared buffers it touched`);
  console.log(`    database ${mb(f.databaseBytes)}; ${f.relations.map((t) => `${t.name} ${mb(t.tableBytes)} + indexes ${mb(t.indexBytes)}`).join('; ')}`);
}

/**
 * Issue 11 (ADR 036): the daily servicing run, 10% of the loans overdue. PGlite at 100,000
 * loans always; PostgreSQL at 1,000,000 when BENCH_DATABASE_URL (or TEST_DATABASE_URL) names
 * a server (a fresh database is made on it and dropped). BENCH_SERVICING_LOANS overrides the count:
 * a comma-separated list runs each size in turn on PostgreSQL (issue 23: `1000000,10000000`
 * for the ratio measured in one session), and then PGlite is left out.
 */
async function reportServicingRun(): Promise<void> {
  console.log('Daily servicing run (overdue status and penalties, set-based batches)');
  const url = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || undefined;
  const sizes = (process.env.BENCH_SERVICING_LOANS ?? '').split(',').filter(Boolean).map(Number);
  const override = sizes.length === 1 ? sizes[0] : undefined;
  if (url && sizes.length > 1) {
    for (const size of sizes) printServicing(await measureServicingRun(size, url), null);
    console.log(`  machine load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (${cpus().length} cores, shared with other work)`);
    return;
  }
  printServicing(await measureServicingRun(override ?? 100_000, undefined), null);
  if (url) printServicing(await measureServicingRun(override ?? 1_000_000, url), 60_000);
  else console.log('  PostgreSQL: set BENCH_DATABASE_URL to run 1,000,000 loans on a real server');
}

/**
 * Issue 22 (ADR 078): the staff dashboard's figures (every chart and table of /staff/portfolio)
 * over 1,000,000 loans on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; a fresh database
 * is made and dropped). BENCH_PORTFOLIO_LOANS overrides the count.
 */
async function reportPortfolio(): Promise<void> {
  console.log('Staff dashboard, the portfolio figures in SQL (the service, in-process)');
  const url = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || undefined;
  if (!url) {
    console.log('  PostgreSQL: set BENCH_DATABASE_URL to run 1,000,000 loans on a real server');
    return;
  }
  const count = Number(process.env.BENCH_PORTFOLIO_LOANS ?? 1_000_000);
  // Issue 23 (ADR 097): BENCH_READ_URL names a streaming replica of that server; the computation reads it.
  const replicaUrl = process.env.BENCH_READ_URL?.trim() || undefined;
  const r = await measurePortfolio(count, url, 5, 2, replicaUrl);
  if (replicaUrl) console.log(`  the computation reads the replica (BENCH_READ_URL), the snapshots the primary; the replica had replayed the seed ${r.replicaCatchUpMs!.toFixed(0)} ms after it committed`);
  console.log(`  ${r.loans} loans in the book (${r.openLoans} open), seeded in ${(r.seedMs / 1000).toFixed(0)} s`);
  console.log(`  the dashboard's answer (the latest computation): ${r.timesMs.map((ms) => ms.toFixed(0)).join(', ')} ms; median ${r.medianMs.toFixed(0)} ms (budget 2000 ms: ${verdict(r.medianMs <= 2000)})`);
  console.log(`  computing every figure over the whole book (the periodic job): ${r.computeMs.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s`);
  console.log(`  machine load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (${cpus().length} cores, shared with other work)`);
}

/**
 * Issue 24 (ADR 100): the month's files for the credit bureaus (both Nigerian bureaus: the CDT's
 * two sheets each, every row validated, the totals reconciled with the portfolio) over 100,000
 * loans on PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; a fresh database made and
 * dropped). BENCH_BUREAU_LOANS overrides the count.
 */
async function reportBureauFiles(): Promise<void> {
  console.log('Bureau files, the month generated and validated (the service, in-process)');
  const url = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || undefined;
  if (!url) {
    console.log('  PostgreSQL: set BENCH_DATABASE_URL to run 100,000 loans on a real server');
    return;
  }
  const r = await measureBureauFiles(Number(process.env.BENCH_BUREAU_LOANS ?? 100_000), url, Number(process.env.BENCH_BUREAU_ROUNDS ?? 2));
  console.log(`  ${r.loans} loans seeded in ${(r.seedMs / 1000).toFixed(0)} s; each bureau's files: ${r.facilities} facilities, ${r.borrowers} borrowers, ${(r.bytes / 1e6).toFixed(1)} MB for two bureaus (sealed); valid and reconciled: ${r.sendable}`);
  const worst = Math.max(...r.timesMs);
  console.log(`  generation and validation of the month (two bureaus, four files): ${r.timesMs.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s (budget 60 s: ${verdict(worst <= 60_000)}); of it, this process's CPU ${r.cpuMs.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s`);
  console.log(`  machine load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (${cpus().length} cores, shared with other work)`);
}

/**
 * Issue 23 (ADR 097): the ledger partitioned by month against the ledger as it is, same rows, on
 * PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL; a fresh database made and dropped).
 * BENCH_PARTITION_LOANS: loans whose ledger is seeded (default 1,000,000).
 */
async function reportLedgerPartitions(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || undefined;
  if (!url) {
    console.log('Ledger partitions: set BENCH_DATABASE_URL to measure on a real server');
    return;
  }
  const r = await measureLedgerPartitions(Number(process.env.BENCH_PARTITION_LOANS ?? 1_000_000), url);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  console.log(`Ledger by month (24 monthly partitions) against one table: ${r.loans} loans, ${r.transactions} transactions, ${r.entries} entries`);
  console.log(`  seeded in ${(r.seedMs.plain / 1000).toFixed(0)} s (one table) and ${(r.seedMs.partitioned / 1000).toFixed(0)} s (partitioned); on disk ${mb(r.bytes.plain)} and ${mb(r.bytes.partitioned)} with indexes`);
  console.log('  query: one table / partitioned, execution ms (median of 5, EXPLAIN ANALYZE), planning ms, relations scanned');
  for (const t of r.timings) {
    console.log(`    ${t.query}: ${t.plain.executionMs.toFixed(2)} / ${t.partitioned.executionMs.toFixed(2)} ms; planning ${t.plain.planningMs.toFixed(2)} / ${t.partitioned.planningMs.toFixed(2)} ms; ${t.plain.partitionsScanned} / ${t.partitioned.partitionsScanned} relations`);
  }
  console.log(`  machine load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (${cpus().length} cores, shared with other work)`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/**
 * Issue 20 (ADR 056): a campaign's burst, every borrower through the whole journey. Defaults:
 * 200 borrowers on one instance over PGlite, arriving over 12 s. BURST_BORROWERS,
 * BURST_INSTANCES, BURST_RAMP_S; more than one instance runs over PostgreSQL
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL, a fresh database made and dropped).
 */
async function reportBurst(): Promise<void> {
  const borrowers = Number(process.env.BURST_BORROWERS ?? 200);
  const instances = Number(process.env.BURST_INSTANCES ?? 1);
  // 1,000 borrowers a minute: a campaign's landing, not every borrower in the same millisecond.
  const rampMs = Number(process.env.BURST_RAMP_S ?? (borrowers * 60) / 1000) * 1000;
  const adminUrl = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || undefined;
  const r = await runBurst({ borrowers, instances, rampMs, adminUrl: instances > 1 || process.env.BURST_POSTGRES === '1' ? adminUrl : undefined });
  console.log(`Burst: ${borrowers} borrowers arriving evenly over ${(rampMs / 1000).toFixed(0)} s, ${instances} instance(s) over ${r.database}, whole journey through the API`);
  console.log(`  completed ${r.completed} of ${borrowers} in ${(r.wallMs / 1000).toFixed(1)} s; failures: ${r.failures.size === 0 ? 'none' : [...r.failures].map(([cause, n]) => `${n}x ${cause}`).join('; ')}`);
  console.log('  step: calls, p50 / p95 / p99 ms');
  for (const [step, times] of [...r.steps].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...times].sort((a, b) => a - b);
    const waits = step.includes('time to');
    const over = !waits && percentile(sorted, 95) > 300 ? '  (over 300 ms)' : '';
    console.log(`    ${step}: ${sorted.length}, ${percentile(sorted, 50).toFixed(0)} / ${percentile(sorted, 95).toFixed(0)} / ${percentile(sorted, 99).toFixed(0)}${over}`);
  }
  for (const [i, f] of r.instances.entries()) {
    console.log(
      `  instance ${i + 1}: ${f.cpuSeconds.toFixed(1)} CPU s during the burst (${((f.cpuSeconds * 1000) / r.wallMs * 100).toFixed(0)}% of a core), of which its image process ${f.childCpuSeconds.toFixed(1)} s; max RSS ${f.maxRssMb.toFixed(0)} MB, image process ${f.childMaxRssMb.toFixed(0)} MB`,
    );
  }
  console.log(`  load generator: ${r.generatorCpuSeconds.toFixed(1)} CPU s (${((r.generatorCpuSeconds * 1000) / r.wallMs * 100).toFixed(0)}% of a core); machine load average now ${loadavg().map((n) => n.toFixed(1)).join(' ')}`);
}

/** Issue 20 (ADR 056): what the photo check's re-encoding costs per photo, per JPEG encoder. */
async function reportPhotoPipeline(): Promise<void> {
  console.log('Photo pipeline, CPU and output per photo (decode, upright, resize, re-encode, brightness), median of rounds');
  for (const f of await measurePhotoPipeline()) {
    console.log(`  ${f.photo}, ${f.encoder}: ${f.cpuMs.toFixed(1)} ms CPU, ${f.wallMs.toFixed(1)} ms wall, ${kb(f.bytes)}`);
  }
}

/** Issue 12 (ADR 042): a repeat visit, the shell from the service worker, transfers at most 10 KB before home shows. */
async function reportRepeatVisit(): Promise<void> {
  const r = await measureRepeatVisit();
  if (!r) {
    console.log('Repeat visit: skipped, no Chromium (set CHROME_PATH; see e2e/require-chromium.mjs)');
    return;
  }
  console.log('Repeat visit, bytes on the wire until home shows (Chromium at 360x740, built app, the server through a counting proxy)');
  console.log(`  first visit ${kb(r.firstBytes)} (the shell and API answers, then the service worker caching the shell)`);
  console.log(`  repeat visit ${kb(r.repeatBytes)}, ${r.fromWorker} of ${r.requests} requests answered by the service worker (budget 10 KB: ${verdict(r.repeatBytes <= 10 * 1024)})`);
}

/**
 * Issue 20 (ADR 060) and issue 23 (ADR 097): one instance's start time and resident memory, as
 * `npm start` runs it (node apps/server/dist/main.js) and under tsx, on PostgreSQL (when
 * BENCH_DATABASE_URL names a server) and PGlite. BENCH_STARTS (default 3), BENCH_LOAD_MS (10 s).
 */
async function reportMemory(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL?.trim() || process.env.TEST_DATABASE_URL?.trim() || undefined;
  const figures = await measureMemory(url);
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log('Start and resident memory of one instance (VmRSS; the production start is node apps/server/dist/main.js, tsx is development only)');
  console.log('  start: spawn to the first 200 of /openapi.json (answers HTTP) / of /readyz (ready for traffic); first start on a new database, then the median restart');
  for (const f of figures) {
    const restart = f.restart ? `; restart ${ms(f.restart.firstAnswerMs)} / ${ms(f.restart.readyMs)}` : '';
    const budget = f.runtime === 'built' && f.database === 'postgres' ? ` (budget 150 MB idle: ${verdict(f.idleMb <= 150)})` : '';
    console.log(`  ${f.database.padEnd(8)} ${f.runtime === 'built' ? 'production start' : 'tsx on the source'}: first start ${ms(f.first.firstAnswerMs)} / ${ms(f.first.readyMs)}${restart}`);
    console.log(`    idle ${mb(f.idleMb)}${budget}; under load (16 callers, ${f.loadRequests} requests) peak ${mb(f.loadPeakMb)}`);
  }
  if (!url) console.log('  PostgreSQL: set BENCH_DATABASE_URL to measure on a real server');
  console.log(`  machine load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (${cpus().length} cores, shared with other work)`);
}

/**
 * Issue 20: the first load as Chromium downloads it, every script asked for before the screen
 * shows (home: its offer, apply button and hot loans), brotli as the server sends it.
 */
async function reportFirstLoads(): Promise<void> {
  const loads = await measureFirstLoads(dist);
  if (!loads) {
    console.log('First load in Chromium: skipped, no Chromium (set CHROME_PATH)');
    return;
  }
  console.log('First load as Chromium downloads it (360x740, no cache, built app served by the server of each market)');
  for (const load of loads) {
    const budget = load.name.startsWith('home') ? 85 : 50;
    console.log(`  ${load.name}: JS ${load.files.length} files, brotli ${kb(load.sizes.brotli)}, gzip ${kb(load.sizes.gzip)} (budget ${budget} KB brotli: ${verdict(load.sizes.brotli <= budget * 1024)})`);
    for (const file of load.files) console.log(`      ${file.padEnd(48)} brotli ${kb(sizesOf([read(file)]).brotli).padStart(8)}`);
    if (load.after.length > 0) console.log(`    after it showed: ${load.after.join(', ')}`);
  }
}

/** Issue 20: Lighthouse mobile (simulated throttling), the median of 3 runs per page. */
async function reportPaint(): Promise<void> {
  const results = await measurePaint();
  if (!results) {
    console.log('First paint (Lighthouse): skipped, no Chromium (set CHROME_PATH)');
    return;
  }
  console.log('First paint, Lighthouse 12 mobile preset, simulated throttling, median of the runs');
  for (const r of results) {
    const home = r.name.includes('home');
    const ok = r.lcpMs <= 1200 && (!home || (r.tbtMs <= 50 && r.cls === 0 && r.performance >= 99));
    console.log(
      `  ${r.name.padEnd(24)} LCP ${(r.lcpMs / 1000).toFixed(2)} s, TBT ${r.tbtMs.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}, performance ${r.performance}, accessibility ${r.accessibility}, best practices ${r.bestPractices}, SEO ${r.seo} (${r.runs} runs; budget ${home ? 'LCP 1.2 s, TBT 50 ms, CLS 0, 99+' : 'LCP 1.2 s'}: ${verdict(ok)})`,
    );
    console.log(`      LCP element: ${r.lcpElement}; long tasks: ${r.longTasks || 'none'}`);
  }
}

const only = (flag: string) => process.argv.includes(flag);
// Each of these runs one measurement on its own and nothing else (BENCH_PAINT_RUNS, default 3,
// sets Lighthouse's runs per page).
const alone: Record<string, () => Promise<void>> = {
  '--memory-only': reportMemory,
  '--paint-only': reportPaint,
  '--first-load-only': reportFirstLoads,
  '--burst-only': reportBurst,
  '--photo-only': reportPhotoPipeline,
  '--servicing-only': reportServicingRun,
  '--portfolio-only': reportPortfolio,
  '--bureau-only': reportBureauFiles,
  '--partitions-only': reportLedgerPartitions,
  '--repeat-visit-only': reportRepeatVisit,
  // Issue 23: PostgreSQL restarted, instances killed and restarted under the borrower burst.
  '--faults': reportFaults,
};
const single = Object.keys(alone).find(only);
if (single) {
  await alone[single]!();
  process.exit(0);
}
if (!only('--repayment-only')) reportBundles();
if (!only('--journey-only') && !only('--throughput-only') && !only('--repayment-only')) await reportFirstLoads();
if (!only('--journey-only') && !only('--throughput-only') && !only('--repayment-only')) await reportRepeatVisit();
if (!only('--journey-only') && !only('--throughput-only') && !only('--repayment-only')) await reportPaint();
if (!only('--bundles-only') && !only('--journey-only') && !only('--repayment-only')) await reportThroughput();
if (!only('--bundles-only') && !only('--throughput-only') && !only('--repayment-only')) await reportLoanJourney();
if (!only('--bundles-only') && !only('--throughput-only') && !only('--journey-only')) await reportRepaymentNotification();
if (!only('--bundles-only') && !only('--throughput-only') && !only('--journey-only') && !only('--repayment-only')) await reportServicingRun();
if (!only('--bundles-only') && !only('--throughput-only') && !only('--journey-only') && !only('--repayment-only')) await reportPortfolio();
if (!only('--bundles-only') && !only('--throughput-only') && !only('--journey-only') && !only('--repayment-only')) await reportBureauFiles();
if (!only('--bundles-only') && !only('--throughput-only') && !only('--journey-only') && !only('--repayment-only')) await reportMemory();
