import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sandboxTransfers } from '../../db/schema.ts';

export type SandboxTransferRow = typeof sandboxTransfers.$inferSelect;

/** `sandbox_transfers` (the sandbox module's table, ADR 023): a repeated reference keeps the first. */
export async function insertTransfer(db: Executor, row: SandboxTransferRow): Promise<boolean> {
  const inserted = await db.insert(sandboxTransfers).values(row).onConflictDoNothing().returning({ reference: sandboxTransfers.reference });
  return inserted.length > 0;
}

export async function findTransfer(db: Executor, reference: string, forUpdate = false): Promise<SandboxTransferRow | undefined> {
  const query = db.select().from(sandboxTransfers).where(eq(sandboxTransfers.reference, reference)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateTransfer(db: Executor, reference: string, change: { state: string; reason: string | null; updatedAt: Date }): Promise<void> {
  await db.update(sandboxTransfers).set(change).where(eq(sandboxTransfers.reference, reference));
}
