import type { BureauFileState, MarketId } from '@lendline/domain';
import { and, desc, eq, getTableColumns, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bureauFileLoans, bureauFiles } from '../../db/schema-bureau-reporting.ts';

/** `bureau_files` and `bureau_file_loans` (ADR 100), written by the bureau-reporting module alone. */
export type BureauFileRow = typeof bureauFiles.$inferSelect;
export type NewBureauFile = typeof bureauFiles.$inferInsert;

export interface FileLoan {
  orderId: string;
  orderNo: string;
  userId: string;
  paidThrough: number;
  onTime: boolean;
  correction: boolean;
}

export async function insertFile(db: Executor, row: NewBureauFile): Promise<void> {
  await db.insert(bureauFiles).values(row);
}

/** Many rows in few statements: the arrays travel as parameters and unnest in the database. */
export async function insertFileLoans(db: Executor, fileId: string, loans: readonly FileLoan[]): Promise<void> {
  const CHUNK = 5_000;
  for (let i = 0; i < loans.length; i += CHUNK) {
    const part = loans.slice(i, i + CHUNK);
    await db.execute(sql`
      INSERT INTO bureau_file_loans (file_id, order_id, order_no, user_id, paid_through, on_time, correction)
      SELECT ${fileId}, * FROM unnest(${`{${part.map((l) => l.orderId).join(',')}}`}::text[], ${`{${part.map((l) => l.orderNo).join(',')}}`}::text[], ${`{${part.map((l) => l.userId).join(',')}}`}::text[],
        ${`{${part.map((l) => l.paidThrough).join(',')}}`}::bigint[], ${`{${part.map((l) => l.onTime).join(',')}}`}::boolean[],
        ${`{${part.map((l) => l.correction).join(',')}}`}::boolean[])`);
  }
}

export async function fileById(db: Executor, market: MarketId, id: string): Promise<BureauFileRow | null> {
  const [row] = await db.select().from(bureauFiles).where(and(eq(bureauFiles.id, id), eq(bureauFiles.market, market)));
  return row ?? null;
}

// Every column but the sealed file itself (megabytes at 100,000 loans): what a state change reads.
const { content: _content, ...STATE_COLUMNS } = getTableColumns(bureauFiles);

/** The row, without its content, locked for a state change (delivery, resend): one at a time per file. */
export async function lockFile(db: Executor, id: string): Promise<Omit<BureauFileRow, 'content'> | null> {
  const [row] = await db.select(STATE_COLUMNS).from(bureauFiles).where(eq(bureauFiles.id, id)).for('update');
  return row ?? null;
}

export async function updateFile(db: Executor, id: string, change: Partial<NewBureauFile>): Promise<void> {
  await db.update(bureauFiles).set(change).where(eq(bureauFiles.id, id));
}

/** Files of a month (or every month), newest first, without their content. */
export async function listFiles(db: Executor, market: MarketId, period: string | null) {
  const columns = STATE_COLUMNS;
  return db
    .select({
      id: columns.id, period: columns.period, bureau: columns.bureau, format: columns.format, fileName: columns.fileName, sha256: columns.sha256,
      rows: columns.rows, corrections: columns.corrections, outstanding: columns.outstanding, overdue: columns.overdue,
      reconciliation: columns.reconciliation, problems: columns.problems, problemCount: columns.problemCount, state: columns.state,
      attempts: columns.attempts, receipt: columns.receipt, reasons: columns.reasons, trigger: columns.trigger, createdAt: columns.createdAt,
      deliveredAt: columns.deliveredAt, resends: columns.resends,
    })
    .from(bureauFiles)
    .where(period ? and(eq(bureauFiles.market, market), eq(bureauFiles.period, period)) : eq(bureauFiles.market, market))
    .orderBy(desc(bureauFiles.period), desc(bureauFiles.createdAt), bureauFiles.bureau, bureauFiles.format)
    .limit(200);
}

export async function periodsOf(db: Executor, market: MarketId): Promise<string[]> {
  const rows = await db.selectDistinct({ period: bureauFiles.period }).from(bureauFiles).where(eq(bureauFiles.market, market)).orderBy(desc(bureauFiles.period));
  return rows.map((r) => r.period);
}

const LIVE: BureauFileState[] = ['pending', 'delivered'];

/** The file of this month, bureau and format on its way or delivered, if any (at most one: a unique index). */
export async function liveFile(db: Executor, market: MarketId, period: string, bureau: string, format: string): Promise<{ id: string } | null> {
  const [row] = await db.select({ id: bureauFiles.id }).from(bureauFiles)
    .where(and(eq(bureauFiles.market, market), eq(bureauFiles.period, period), eq(bureauFiles.bureau, bureau), eq(bureauFiles.format, format), inArray(bureauFiles.state, LIVE)));
  return row ?? null;
}

/** Whether any file of the month was made (the monthly job makes a month once; staff make it again). */
export async function hasFilesFor(db: Executor, market: MarketId, period: string): Promise<boolean> {
  const [row] = await db.select({ id: bureauFiles.id }).from(bureauFiles).where(and(eq(bureauFiles.market, market), eq(bureauFiles.period, period))).limit(1);
  return row !== undefined;
}

/** The latest delivered file of this bureau and format before the month: the one a correction is measured against. */
export async function previousDelivered(db: Executor, market: MarketId, period: string, bureau: string, format: string): Promise<{ id: string; period: string } | null> {
  const [row] = await db.select({ id: bureauFiles.id, period: bureauFiles.period }).from(bureauFiles)
    .where(and(eq(bureauFiles.market, market), eq(bureauFiles.bureau, bureau), eq(bureauFiles.format, format), eq(bureauFiles.state, 'delivered'), lt(bureauFiles.period, period)))
    .orderBy(desc(bureauFiles.period)).limit(1);
  return row ?? null;
}

/** The loans of a delivered facility file repaid on time: each is told once that it was reported. */
export async function onTimeLoans(db: Executor, fileId: string): Promise<{ orderId: string; orderNo: string; userId: string }[]> {
  return db.select({ orderId: bureauFileLoans.orderId, orderNo: bureauFileLoans.orderNo, userId: bureauFileLoans.userId }).from(bureauFileLoans)
    .where(and(eq(bureauFileLoans.fileId, fileId), eq(bureauFileLoans.onTime, true)));
}
