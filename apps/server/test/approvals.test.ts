import { permissionsOf, type Role, type StaffPrincipal } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffAct } from '../src/modules/approvals/approvals-service.ts';
import { useTestApp } from './helper.ts';
import { borrowerWithCredit } from './repayments-fixtures.ts';

// Sessions outlive the loans these tests age to their due date.
const t = useTestApp({ env: { SESSION_TTL_HOURS: '8784' } });
const approvals = () => t.app.services.approvals;

function act(id: string, roles: Role[]): StaffAct {
  const principal: StaffPrincipal = { kind: 'staff', id, name: `Staff ${id}`, roles, permissions: permissionsOf(roles), markets: ['NG'] };
  return { principal, context: { actor: { kind: 'staff', id, name: principal.name }, address: '127.0.0.1', requestId: `req-${id}` } };
}
const ada = act('ada', ['finance']);
const bola = act('bola', ['finance']);
const chidi = act('chidi', ['support']);

async function refundRows(userId: string) {
  const rows = await t.database.db.execute(sql`SELECT amount, staff_name FROM credit_refunds WHERE user_id = ${userId}`);
  return (rows as unknown as { rows: { amount: string; staff_name: string }[] }).rows;
}

const refund = (userId: string, amount = 1_500_00, transferReference = 'NIP-000123') => ({
  action: 'refund', input: { userId, amount, currency: 'NGN', transferReference }, reason: 'Borrower asked for the overpayment back',
});

describe('a refund needs a second person (four-eyes)', () => {
  it('is asked by one, shows before and after, and runs once when another approves', async () => {
    const { userId, credit } = await borrowerWithCredit(t);
    const asked = await approvals().ask(ada, refund(userId));
    expect(asked.ok && asked.value).toMatchObject({
      state: 'pending', action: 'refund', object: { type: 'borrower', id: userId }, maker: { id: 'ada' },
      before: { credit: 2_000_00 }, after: { credit: 500_00, refunded: 1_500_00 },
    });
    if (!asked.ok) return;
    // Nothing moves while it waits.
    expect(await credit()).toBe(2_000_00);
    expect((await approvals().list(bola.principal)).map((r) => r.id)).toEqual([asked.value.id]);

    const approved = await approvals().approve(bola, asked.value.id);
    expect(approved.ok && approved.value).toMatchObject({ state: 'done', decider: { id: 'bola' }, result: { refunded: 1_500_00, credit: 500_00 } });
    expect(await credit()).toBe(500_00);
    expect(await refundRows(userId)).toEqual([{ amount: expect.anything(), staff_name: 'Staff ada / Staff bola' }]);

    // Approving again, or the same run repeated (an instance that stopped mid-way), changes nothing.
    const again = await approvals().approve(bola, asked.value.id);
    expect(!again.ok && again.error).toBe('APPROVAL_DECIDED');
    const executor = await t.app.services.borrowerCredit.refundCredit({ userId, amount: 1_500_00, currency: 'NGN', staffName: 'x', transferReference: 'NIP-000123' }, `four-eyes:${asked.value.id}`);
    expect(executor.ok && executor.value.refunded).toBe(1_500_00);
    expect(await credit()).toBe(500_00);
    expect(await refundRows(userId)).toHaveLength(1);

    // Each step is in the audit trail, with who, from where and in which request.
    const { events } = await t.app.services.audit.search({ objectType: 'approval_request', objectId: asked.value.id });
    expect(events.map((e) => [e.action, e.actorId, e.address, e.requestId])).toEqual([
      ['approval.approve', 'bola', '127.0.0.1', 'req-bola'],
      ['approval.ask', 'ada', '127.0.0.1', 'req-ada'],
    ]);
    expect(events[1]).toMatchObject({ reason: 'Borrower asked for the overpayment back', after: { action: 'refund', objectId: userId, refunded: 1_500_00 } });
  });

  it('refuses the maker as approver, a second request for the same borrower, and roles without the permission', async () => {
    const { userId, credit } = await borrowerWithCredit(t);
    const asked = await approvals().ask(ada, refund(userId));
    if (!asked.ok) throw new Error(asked.error);
    expect(await approvals().approve(ada, asked.value.id)).toEqual({ ok: false, error: 'APPROVAL_OWN_REQUEST' });
    expect(await approvals().ask(bola, refund(userId, 100_00, 'NIP-000999'))).toEqual({ ok: false, error: 'APPROVAL_ALREADY_PENDING' });
    expect(await approvals().ask(chidi, refund(userId, 100_00, 'NIP-000999'))).toEqual({ ok: false, error: 'APPROVAL_NOT_PERMITTED' });
    expect(await approvals().approve(chidi, asked.value.id)).toEqual({ ok: false, error: 'APPROVAL_NOT_PERMITTED' });
    expect(await credit()).toBe(2_000_00);
  });

  it('checks the request when asked: a bad field at its field, more than the credit refused, a reason required', async () => {
    const { userId } = await borrowerWithCredit(t);
    const over = await approvals().ask(ada, refund(userId, 2_000_01));
    expect(over).toMatchObject({ ok: false, error: 'VALIDATION_FAILED', data: { fields: [{ field: 'amount' }] } });
    const badReference = await approvals().ask(ada, refund(userId, 100_00, 'x'));
    expect(badReference).toMatchObject({ ok: false, data: { fields: [{ field: 'transferReference' }] } });
    const noReason = await approvals().ask(ada, { ...refund(userId), reason: ' ' });
    expect(noReason).toMatchObject({ ok: false, data: { fields: [{ field: 'reason' }] } });
    const unknown = await approvals().ask(ada, { ...refund(userId), action: 'transferEverything' });
    expect(unknown).toMatchObject({ ok: false, data: { fields: [{ field: 'action' }] } });
    expect(await approvals().list(bola.principal)).toEqual([]);
  });

  it('a rejection says why and moves no money; the maker may withdraw; then the object is free again', async () => {
    const { userId, credit } = await borrowerWithCredit(t);
    const first = await approvals().ask(ada, refund(userId));
    if (!first.ok) throw new Error(first.error);
    expect(await approvals().reject(bola, first.value.id, '')).toMatchObject({ ok: false, data: { fields: [{ field: 'reason' }] } });
    const rejected = await approvals().reject(bola, first.value.id, 'The transfer reference is not on our statement');
    expect(rejected.ok && rejected.value).toMatchObject({ state: 'rejected', decider: { id: 'bola' }, decisionReason: 'The transfer reference is not on our statement' });
    expect(await approvals().approve(bola, first.value.id)).toEqual({ ok: false, error: 'APPROVAL_DECIDED' });

    const second = await approvals().ask(ada, refund(userId));
    if (!second.ok) throw new Error(second.error);
    const withdrawn = await approvals().reject(ada, second.value.id, 'Asked for the wrong amount');
    expect(withdrawn.ok && withdrawn.value.state).toBe('withdrawn');
    expect(await credit()).toBe(2_000_00);
    expect((await approvals().list(bola.principal, ['rejected', 'withdrawn'])).map((r) => r.state).sort()).toEqual(['rejected', 'withdrawn']);
  });

  it('two approvers at once: one runs it, the other is told it was decided', async () => {
    const { userId, credit } = await borrowerWithCredit(t);
    const asked = await approvals().ask(ada, refund(userId));
    if (!asked.ok) throw new Error(asked.error);
    const dayo = act('dayo', ['finance']);
    const results = await Promise.all([approvals().approve(bola, asked.value.id), approvals().approve(dayo, asked.value.id)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.error)).toEqual(['APPROVAL_DECIDED']);
    expect(await credit()).toBe(500_00);
  });

  it('a run cut short is run again once, and a failed run keeps its reason', async () => {
    const { userId, credit } = await borrowerWithCredit(t);
    const asked = await approvals().ask(ada, refund(userId));
    if (!asked.ok) throw new Error(asked.error);
    // As if the instance stopped after the approval and before the run.
    await t.database.db.execute(sql`UPDATE approval_requests SET state = 'approved', decider_id = 'bola', decider_name = 'Staff bola' WHERE id = ${asked.value.id}`);
    expect(await approvals().resumeApproved()).toBe(1);
    expect(await approvals().resumeApproved()).toBe(0);
    expect((await approvals().find(asked.value.id))?.state).toBe('done');
    expect(await credit()).toBe(500_00);

    // The credit was spent elsewhere meanwhile: approved, but its run is refused and says why.
    const late = await approvals().ask(ada, refund(userId, 500_00, 'NIP-000555'));
    if (!late.ok) throw new Error(late.error);
    await t.app.services.borrowerCredit.refundCredit({ userId, amount: 500_00, currency: 'NGN', staffName: 'x', transferReference: 'NIP-000556' });
    const failed = await approvals().approve(bola, late.value.id);
    expect(failed.ok && failed.value).toMatchObject({ state: 'failed', decisionReason: 'VALIDATION_FAILED' });
    expect(await credit()).toBe(0);
  });
});
