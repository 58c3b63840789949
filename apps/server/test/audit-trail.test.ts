import { afterAll, describe, expect, it } from 'vitest';
import type { Executor } from '../src/db/client.ts';
import { createAuditService, type AuditContext, type AuditEntry } from '../src/modules/audit/audit-service.ts';
import { createTestDatabase, useMigratedDatabase, type TestDatabase } from './test-database.ts';

const t = useMigratedDatabase();
const T0 = Date.parse('2026-11-27T09:00:00.000Z');
let ticks = 0;
/** Each reading one second later: rows get distinct, known instants. */
const now = () => new Date(T0 + 1000 * ticks++);
const audit = () => createAuditService({ db: t.database.db, now });
const sql = <R = Record<string, unknown>>(text: string) => t.database.transaction((s) => s.query<R>(text));

const ADA: AuditContext = { actor: { kind: 'staff', id: 'staff-ada', name: 'Ada Obi' }, address: '203.0.113.7', requestId: 'req-1' };
const KEY: AuditContext = { actor: { kind: 'api-key', id: 'key-ops', name: 'ops script' }, address: '198.51.100.2', requestId: 'req-2' };

function entry(context: AuditContext, action: string, objectId: string, extra: Partial<AuditEntry> = {}): AuditEntry {
  return { ...context, action, object: { type: 'repayment_proof', id: objectId }, ...extra };
}

const record = (executor: Executor, e: AuditEntry) => audit().record(executor, e);

describe('the audit trail: record and search', () => {
  it('records who, when, from where, what, the object, before and after, the reason and the request', async () => {
    await record(t.database.db, entry(ADA, 'proof.approve', 'p-1', { before: { status: 'pending' }, after: { status: 'approved', reviewedAt: new Date('2026-11-27T08:00:00Z') }, reason: 'amount matches the statement' }));
    const { events, nextCursor } = await audit().search({ objectId: 'p-1' });
    expect(nextCursor).toBeNull();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      seq: 1, actorKind: 'staff', actorId: 'staff-ada', actorName: 'Ada Obi', address: '203.0.113.7', requestId: 'req-1',
      action: 'proof.approve', objectType: 'repayment_proof', objectId: 'p-1', outcome: 'done', reason: 'amount matches the statement',
      before: { status: 'pending' }, after: { status: 'approved', reviewedAt: '2026-11-27T08:00:00.000Z' },
      prevHash: '0'.repeat(64), at: new Date(T0),
    });
    expect(events[0]!.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('records a refusal and a reveal (the field, never its value)', async () => {
    await record(t.database.db, entry(KEY, 'proof.reject', 'p-2', { outcome: 'refused' }));
    await audit().recordReveal(t.database.db, ADA, { type: 'kyc_identity', id: 'u-9', field: 'idNumber' }, 'borrower called about a mismatch');
    const [reveal] = (await audit().search({ action: 'reveal' })).events;
    expect(reveal).toMatchObject({ action: 'reveal', objectType: 'kyc_identity', objectId: 'u-9', after: { field: 'idNumber' }, before: null, reason: 'borrower called about a mismatch' });
    expect((await audit().search({ actorId: 'key-ops' })).events.map((e) => [e.action, e.outcome])).toEqual([['proof.reject', 'refused']]);
  });

  it('searches by actor, action, object and time, newest first, a page at a time by seq', async () => {
    for (let i = 0; i < 7; i++) await record(t.database.db, entry(i % 2 ? KEY : ADA, 'coupon.issue', `c-${i}`, { object: { type: 'coupon', id: `c-${i}` } }));
    const first = await audit().search({ action: 'coupon.issue', limit: 3 });
    expect(first.events.map((e) => e.objectId)).toEqual(['c-6', 'c-5', 'c-4']);
    expect(first.nextCursor).toBe(first.events[2]!.seq);
    const second = await audit().search({ action: 'coupon.issue', limit: 3, cursor: first.nextCursor! });
    expect(second.events.map((e) => e.objectId)).toEqual(['c-3', 'c-2', 'c-1']);
    const last = await audit().search({ action: 'coupon.issue', limit: 3, cursor: second.nextCursor! });
    expect(last).toEqual({ events: [expect.objectContaining({ objectId: 'c-0' })], nextCursor: null });

    expect((await audit().search({ action: 'coupon.issue', actorId: 'key-ops' })).events.map((e) => e.objectId)).toEqual(['c-5', 'c-3', 'c-1']);
    expect((await audit().search({ objectType: 'coupon', objectId: 'c-4' })).events).toHaveLength(1);
    const c2 = (await audit().search({ objectId: 'c-2' })).events[0]!;
    // from inclusive, to exclusive.
    const between = await audit().search({ action: 'coupon.issue', from: c2.at, to: new Date(c2.at.getTime() + 2000) });
    expect(between.events.map((e) => e.objectId)).toEqual(['c-3', 'c-2']);
    expect((await audit().search({ action: 'nothing.such' })).events).toEqual([]);
  });
});

describe('the audit trail: CSV export', () => {
  it('quotes per RFC 4180, writes before and after as JSON and keeps formulas from running', async () => {
    await record(t.database.db, entry(ADA, 'csv.case', 'x-1', { reason: 'said "no", twice\non the phone', after: { note: 'a,b' } }));
    await record(t.database.db, entry(ADA, 'csv.case', 'x-2', { reason: '=HYPERLINK("http://evil.test","click")' }));
    await record(t.database.db, entry({ ...ADA, actor: { ...ADA.actor, name: '@SUM(A1)' } }, 'csv.case', '-2+3'));
    await record(t.database.db, entry(ADA, 'csv.case', 'x-4', { reason: '+1 555' }));
    const csv = await audit().exportCsv({ action: 'csv.case' });
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('seq,id,at,actor_kind,actor_id,actor_name,address,request_id,action,object_type,object_id,before,after,reason,outcome,prev_hash,hash');
    expect(lines.at(-1)).toBe('');
    expect(csv).toContain(',"{""note"":""a,b""}","said ""no"", twice\non the phone",done,');
    expect(csv).toContain(`,"'=HYPERLINK(""http://evil.test"",""click"")",done,`);
    expect(csv).toContain(",'@SUM(A1),203.0.113.7,");
    expect(csv).toContain(",repayment_proof,'-2+3,,,,done,");
    expect(csv).toContain(",'+1 555,done,");
    // Oldest first: each line's prev_hash is the hash of the line before.
    const events = (await audit().search({ action: 'csv.case' })).events.reverse();
    expect(events.map((e) => e.objectId)).toEqual(['x-1', 'x-2', '-2+3', 'x-4']);
    expect(csv.indexOf(events[0]!.hash)).toBeLessThan(csv.indexOf(events[3]!.hash));
    expect(csv).toContain(`,done,${events[1]!.prevHash},${events[1]!.hash}\r\n`);
    expect(events[1]!.prevHash).toBe(events[0]!.hash);
  });

  it('exports only the header when nothing matches', async () => {
    expect((await audit().exportCsv({ actorId: 'nobody' })).split('\r\n')).toHaveLength(2);
  });
});

describe('the audit trail: append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of events, even from the server’s own connection', async () => {
    await record(t.database.db, entry(ADA, 'proof.approve', 'locked'));
    await expect(sql(`UPDATE audit_events SET reason = 'changed' WHERE object_id = 'locked'`)).rejects.toThrow(/append-only/);
    await expect(sql(`DELETE FROM audit_events WHERE object_id = 'locked'`)).rejects.toThrow(/append-only/);
    await expect(sql('TRUNCATE audit_events')).rejects.toThrow(/append-only/);
    expect((await audit().search({ objectId: 'locked' })).events[0]?.reason).toBeNull();
  });

  it('lets the chain head move only onto the next event, and an insert only extend the head', async () => {
    await expect(sql('UPDATE audit_chain_head SET seq = seq - 1')).rejects.toThrow(/chain head/);
    await expect(sql(`UPDATE audit_chain_head SET seq = seq + 1, hash = '${'f'.repeat(64)}'`)).rejects.toThrow(/chain head/);
    await expect(sql('DELETE FROM audit_chain_head')).rejects.toThrow(/append-only/);
    await expect(sql('TRUNCATE audit_chain_head')).rejects.toThrow(/append-only/);
    await expect(sql(`INSERT INTO audit_events (seq, id, at, actor_kind, actor_id, actor_name, action, object_type, object_id, outcome, prev_hash, hash)
      VALUES (999999, 'forged', now(), 'staff', 's', 's', 'forge', 'x', 'y', 'done', '${'0'.repeat(64)}', '${'0'.repeat(64)}')`)).rejects.toThrow(/does not extend the chain head/);
    expect(await audit().verifyChain()).toMatchObject({ ok: true });
  });
});

describe('the audit trail: in the action’s transaction', () => {
  it('leaves no row when the action rolls back, and the next row takes the seq it would have had', async () => {
    const before = (await audit().verifyChain()) as { count: number };
    await expect(
      t.database.db.transaction(async (tx) => {
        await record(tx, entry(ADA, 'proof.approve', 'rolled-back'));
        throw new Error('the action failed after recording');
      }),
    ).rejects.toThrow(/action failed/);
    expect((await audit().search({ objectId: 'rolled-back' })).events).toEqual([]);

    await t.database.db.transaction(async (tx) => {
      await record(tx, entry(ADA, 'proof.approve', 'committed-1'));
      await record(tx, entry(ADA, 'proof.approve', 'committed-2'));
    });
    const committed = (await audit().search({ action: 'proof.approve', limit: 2 })).events;
    expect(committed.map((e) => [e.objectId, e.seq])).toEqual([['committed-2', before.count + 2], ['committed-1', before.count + 1]]);
    expect(await audit().verifyChain()).toEqual({ ok: true, count: before.count + 2 });
  });
});

describe('the audit trail: the chain', () => {
  it('verifies after many appends', async () => {
    const start = (await audit().verifyChain()) as { count: number };
    for (let i = 0; i < 150; i++) await record(t.database.db, entry(i % 3 ? ADA : KEY, 'bulk.append', `b-${i}`, { after: { i, nested: { z: 1, a: [i, 'x'] } } }));
    expect(await audit().verifyChain()).toEqual({ ok: true, count: start.count + 150 });
  });
});

describe('the audit trail: several instances at once', () => {
  const disposables: TestDatabase[] = [];
  afterAll(() => Promise.all(disposables.map((d) => d.dispose())));

  it('keeps one chain with a gap-free seq when two instances append 50 rows in parallel', async () => {
    // A database of its own: on PostgreSQL each open() is another pool, a second instance.
    const testDb = await createTestDatabase();
    disposables.push(testDb);
    const [one, two] = [await testDb.open(), await testDb.open()];
    const services = [createAuditService({ db: one.db, now }), createAuditService({ db: two.db, now })];
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const service = services[i % 2]!;
        const e = entry(ADA, 'parallel.append', `n-${i}`);
        // Half in a transaction of the caller's, half on their own.
        return i % 4 < 2 ? service.record(one.db, e) : (i % 2 ? two : one).db.transaction((tx) => service.record(tx, e));
      }),
    );
    expect(await services[0]!.verifyChain()).toEqual({ ok: true, count: 50 });
    const seqs = (await services[1]!.search({ limit: 100 })).events.map((e) => e.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set((await services[1]!.search({ limit: 100 })).events.map((e) => e.objectId)).size).toBe(50);
  });
});
