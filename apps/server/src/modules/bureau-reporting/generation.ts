import { createHash, randomUUID } from 'node:crypto';
import { currencyOf, marketDate, MARKETS, type BureauReconciliation, type BureauTotals, type MarketId } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import type { JobEnqueuer } from '../../jobs/queues.ts';
import type { Clock } from '../../shared/clock.ts';
import type { LenderIdentity } from './bureau-facts.ts';
import { BUREAUS, type ReportedBureau } from './bureaus.ts';
import { facilityBatch, isReported, type FactsScope } from './facts-repository.ts';
import { createFileBuilder, renderRow, type FileDraft } from './file-builder.ts';
import { sealFile } from './file-crypto.ts';
import { insertFile, insertFileLoans, liveFile, previousDelivered } from './file-repository.ts';
import { periodDays } from './period-fns.ts';

/** Loans read per statement: large enough to keep the round trips few, small enough to stream. */
const BATCH = 2_000;

export interface GenerationDeps {
  db: Db;
  now: Clock;
  market: MarketId;
  jobs: JobEnqueuer;
  /** FINGERPRINT_KEY, under which the files are sealed (file-crypto.ts). */
  fingerprintKey: string;
  lender: LenderIdentity;
  /** The portfolio's figures the files must equal, read in the generation's own snapshot (ADR 100). */
  portfolioTotals(executor: Executor): Promise<BureauTotals>;
}

export interface GeneratedFile {
  id: string;
  bureau: string;
  format: string;
  state: 'invalid' | 'pending';
  rows: number;
}

export interface Generation {
  period: string;
  files: GeneratedFile[];
  /** Bureaus whose month is already on its way or delivered: nothing is made twice (corrections go in the next month). */
  skipped: string[];
}

function equalTotals(a: BureauTotals, b: BureauTotals): boolean {
  return a.openFacilities === b.openFacilities && a.overdueFacilities === b.overdueFacilities && a.outstanding === b.outstanding && a.overduePrincipal === b.overduePrincipal;
}

/**
 * Makes a month's files for every bureau of the market (ADR 100, 101): one pass over the book in
 * one REPEATABLE READ transaction (the facts, the portfolio's totals and the files written from
 * the same snapshot, so a payment arriving meanwhile cannot unbalance them), every row validated,
 * the totals reconciled; a valid, reconciled file gets its delivery job in the same transaction;
 * any other is kept "invalid" with its problems, never sent.
 */
export async function generateMonth(deps: GenerationDeps, period: string, trigger: string): Promise<Generation> {
  const made = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ`);
    return generateAll(deps, tx, period, trigger);
  });
  deps.jobs.nudge();
  return made;
}

/** One pass over the book for every bureau still to report the month: the facts are read once, each bureau's files written side by side. */
async function generateAll(deps: GenerationDeps, tx: Executor, period: string, trigger: string): Promise<Generation> {
  const { market } = deps;
  const out: Generation = { period, files: [], skipped: [] };
  const formats = market === 'NG' ? ['cdt-individual', 'cdt-credit'] : ['circulo-pf'];
  const facilityFormat = formats[formats.length - 1]!;
  const bureaus: ReportedBureau[] = [];
  for (const bureau of BUREAUS[market]) {
    let live = false;
    for (const format of formats) if (await liveFile(tx, market, period, bureau.id, format)) live = true;
    if (live) out.skipped.push(bureau.id);
    else bureaus.push(bureau);
  }
  if (bureaus.length === 0) return out;
  const days = periodDays(period);
  const at = deps.now();
  const previous = [];
  for (const bureau of bureaus) {
    const p = await previousDelivered(tx, market, period, bureau.id, facilityFormat);
    previous.push(p ? { fileId: p.id, periodEnd: periodDays(p.period).end } : null);
  }
  const scope: FactsScope = { market, currency: currencyOf(market), timeZone: MARKETS[market].timeZone, periodStart: days.start, periodEnd: days.end, asOf: marketDate(at, market), previous };
  const builders = bureaus.map(() => createFileBuilder(market));
  for (let after = ''; ;) {
    const batch = await facilityBatch(tx, scope, after, BATCH);
    for (const { facility, borrower, corrections } of batch) {
      const row = renderRow(deps.lender, days.end, facility, borrower);
      builders.forEach((builder, i) => {
        const correction = corrections[i] ?? false;
        if (isReported(facility, days.start, correction)) builder.add(correction ? { ...facility, correction } : facility, borrower, row);
      });
    }
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1]!.facility.orderId;
  }
  const portfolio = await deps.portfolioTotals(tx);
  for (const [i, bureau] of bureaus.entries()) {
    const { files, totals } = builders[i]!.finish();
    if (files.every((f) => f.rows === 0)) continue;
    const reconciliation: BureauReconciliation = { file: totals, portfolio, equal: equalTotals(totals, portfolio) };
    // The sheets of a month go together: one that fails holds back the other (a credit row names a borrower of the other sheet).
    const sendable = reconciliation.equal && files.every((f) => f.problemCount === 0);
    for (const file of files) out.files.push(await storeFile(deps, tx, { bureau, period, trigger, at, file, reconciliation, sendable }));
  }
  return out;
}

interface Stored {
  bureau: ReportedBureau;
  period: string;
  trigger: string;
  at: Date;
  file: FileDraft;
  reconciliation: BureauReconciliation;
  sendable: boolean;
}

async function storeFile(deps: GenerationDeps, tx: Executor, s: Stored): Promise<GeneratedFile> {
  const id = randomUUID();
  const content = Buffer.from(s.file.parts.join(''), 'utf8');
  const reference = `${deps.market}-${s.bureau.id}-${s.file.format}-${s.period}-${id.slice(0, 8)}`.toUpperCase();
  const state = s.sendable ? 'pending' : 'invalid';
  const reasons = [
    ...(s.reconciliation.equal ? [] : ['reconciliation: the file’s counts and totals differ from the portfolio’s']),
    ...(s.file.problemCount > 0 ? [`validation: ${s.file.problemCount} field(s) break the format`] : []),
    ...(!s.sendable && s.reconciliation.equal && s.file.problemCount === 0 ? ['held: the month’s other sheet failed its checks'] : []),
  ];
  await insertFile(tx, {
    id, market: deps.market, period: s.period, bureau: s.bureau.id, format: s.file.format, reference,
    fileName: `${reference}.${s.file.extension}`, content: sealFile(deps.fingerprintKey, content), sha256: createHash('sha256').update(content).digest('hex'),
    rows: s.file.rows, corrections: s.file.corrections, outstanding: s.file.outstanding, overdue: s.file.overdue,
    reconciliation: s.reconciliation, problems: s.file.problems, problemCount: s.file.problemCount, state, reasons, trigger: s.trigger, createdAt: s.at,
  });
  if (s.file.loans) await insertFileLoans(tx, id, s.file.loans);
  if (state === 'pending') await deps.jobs.enqueue(tx, 'bureauDelivery', { key: `bureau-delivery:${id}:0`, payload: { fileId: id } });
  return { id, bureau: s.bureau.id, format: s.file.format, state, rows: s.file.rows };
}
