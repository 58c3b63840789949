import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAuditCheck } from '../src/cli/audit-check.ts';
import type { Database } from '../src/db/client.ts';
import { hashOf, type AuditRow } from '../src/modules/audit/audit-fns.ts';
import { createAuditService, type AuditService } from '../src/modules/audit/audit-service.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

const disposables: TestDatabase[] = [];
afterAll(() => Promise.all(disposables.map((d) => d.dispose())));

const ROWS = 10;
const now = () => new Date('2026-11-27T10:00:00.000Z');

interface Trail {
  database: Database;
  audit: AuditService;
  sql<R = Record<string, unknown>>(text: string): Promise<R[]>;
  /** Runs `statements` with the append-only triggers off, as someone with the table owner's rights could. */
  bypass(statements: string): Promise<void>;
  check(): Promise<{ code: number; lines: string[] }>;
}

/** A database of its own with ROWS events: each test breaks its chain differently. */
async function freshTrail(): Promise<Trail> {
  const testDb = await createTestDatabase();
  disposables.push(testDb);
  const database = await testDb.open();
  const audit = createAuditService({ db: database.db, now });
  for (let i = 1; i <= ROWS; i++) {
    await audit.record(database.db, {
      actor: { kind: 'staff', id: 'staff-ada', name: 'Ada Obi' }, address: '203.0.113.7', requestId: `req-${i}`,
      action: 'proof.approve', object: { type: 'repayment_proof', id: `p-${i}` }, before: { status: 'pending' }, after: { status: 'approved' },
    });
  }
  const sql = <R,>(text: string) => database.transaction((s) => s.query<R>(text));
  return {
    database, audit, sql,
    bypass: (statements) => database.transaction((s) => s.exec(`
      ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only;
      ALTER TABLE audit_events DISABLE TRIGGER audit_events_extend_head;
      ALTER TABLE audit_chain_head DISABLE TRIGGER audit_chain_head_forward;
      ${statements}
      ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only;
      ALTER TABLE audit_events ENABLE TRIGGER audit_events_extend_head;
      ALTER TABLE audit_chain_head ENABLE TRIGGER audit_chain_head_forward;`)),
    async check() {
      const lines: string[] = [];
      const code = await runAuditCheck({ database, print: (line) => lines.push(line) });
      return { code, lines };
    },
  };
}

describe('the audit chain detects what bypassed the triggers', () => {
  it('verifies an untouched chain, and the check command prints the count and exits 0', async () => {
    const trail = await freshTrail();
    expect(await trail.audit.verifyChain()).toEqual({ ok: true, count: ROWS });
    expect(await trail.check()).toEqual({ code: 0, lines: [`audit chain verified: ${ROWS} events`] });
  });

  it('finds an edited row at its seq, and the check prints that row and exits 1', async () => {
    const trail = await freshTrail();
    await trail.bypass(`UPDATE audit_events SET after = '{"status": "rejected"}' WHERE seq = 4;`);
    expect(await trail.sql('SELECT after FROM audit_events WHERE seq = 4')).toEqual([{ after: { status: 'rejected' } }]);
    expect(await trail.audit.verifyChain()).toEqual({ ok: false, brokenAt: 4, reason: expect.stringMatching(/edited/) });
    const { code, lines } = await trail.check();
    expect(code).toBe(1);
    expect(lines[0]).toMatch(/^audit chain BROKEN at seq 4: /);
    expect(lines[1]).toMatch(/^ {2}row 4: id [0-9a-f-]{36}, at 2026-11-27T10:00:00.000Z, staff staff-ada \(Ada Obi\), proof.approve repayment_proof p-4$/);
  });

  it('finds an edit whose hash was recomputed at the next row, which no longer links', async () => {
    const trail = await freshTrail();
    const [row] = (await trail.audit.search({ cursor: 5, limit: 1 })).events;
    const edited: AuditRow = { ...row!, reason: 'inserted later' };
    await trail.bypass(`UPDATE audit_events SET reason = 'inserted later', hash = '${hashOf(edited)}' WHERE seq = 4;`);
    expect(await trail.audit.verifyChain()).toEqual({ ok: false, brokenAt: 5, reason: expect.stringMatching(/prev_hash/) });
  });

  it('finds a deleted row at its seq', async () => {
    const trail = await freshTrail();
    await trail.bypass('DELETE FROM audit_events WHERE seq = 6;');
    expect(await trail.audit.verifyChain()).toEqual({ ok: false, brokenAt: 6, reason: expect.stringMatching(/missing/) });
    const { code, lines } = await trail.check();
    expect(code).toBe(1);
    // The row is gone: only where and why.
    expect(lines).toEqual([expect.stringMatching(/^audit chain BROKEN at seq 6: row 6 is missing/)]);
  });

  it('finds the last rows deleted by the chain head, and a rewritten tail by the head’s hash', async () => {
    const trail = await freshTrail();
    await trail.bypass('DELETE FROM audit_events WHERE seq >= 9;');
    expect(await trail.audit.verifyChain()).toEqual({ ok: false, brokenAt: 9, reason: expect.stringMatching(/9 to 10 are missing/) });

    const other = await freshTrail();
    // Row 10 rewritten and rehashed: it still links, but the head remembers the hash it had.
    const [last] = (await other.audit.search({ limit: 1 })).events;
    await other.bypass(`UPDATE audit_events SET reason = 'rewritten', hash = '${hashOf({ ...last!, reason: 'rewritten' })}' WHERE seq = 10;`);
    expect(await other.audit.verifyChain()).toEqual({ ok: false, brokenAt: 10, reason: expect.stringMatching(/chain head/) });
  });

  it('exits 2 and creates nothing when no database is configured where it looks', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'audit-check-'));
    try {
      const lines: string[] = [];
      expect(await runAuditCheck({ env: { DATA_DIR: dir }, print: (line) => lines.push(line) })).toBe(2);
      expect(lines).toEqual([`no database in ${join(dir, 'pglite')} (set DATABASE_URL or DATA_DIR)`]);
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
