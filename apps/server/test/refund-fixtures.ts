import { permissionsOf, type Role, type StaffPrincipal } from '@lendline/domain';
import { sql } from 'drizzle-orm';
import type { StaffAct } from '../src/modules/approvals/approvals-service.ts';
import type { TestApp } from './helper.ts';

function act(t: TestApp, id: string, roles: Role[]): StaffAct {
  const principal: StaffPrincipal = { kind: 'staff', id, name: `Staff ${id}`, roles, permissions: permissionsOf(roles), markets: [t.config.market] };
  return { principal, context: { actor: { kind: 'staff', id, name: principal.name }, address: '127.0.0.1', requestId: `req-${id}` } };
}

/** A refund asked by one finance person and approved by another (ADR 076); the rail unless `input` says otherwise. */
export async function refundThroughFourEyes(t: TestApp, input: { userId: string; amount: number; currency: 'NGN' | 'MXN' }) {
  const asked = await t.app.services.approvals.ask(act(t, 'ada', ['finance']), { action: 'refund', input, reason: 'Borrower asked for the overpayment back' });
  if (!asked.ok) throw new Error(`ask: ${asked.error} ${JSON.stringify(asked.data)}`);
  const approved = await t.app.services.approvals.approve(act(t, 'bola', ['finance']), asked.value.id);
  if (!approved.ok) throw new Error(`approve: ${approved.error}`);
  return approved.value;
}

export async function refundStates(t: TestApp, userId: string) {
  return ((await t.database.db.execute(sql`SELECT state, failure_reason FROM credit_refunds WHERE user_id = ${userId}`)) as unknown as { rows: { state: string; failure_reason: string | null }[] }).rows;
}

/** The borrower's refund messages as their app's message centre lists them. */
export async function refundMessages(t: TestApp, token: string, lang = 'en') {
  return ((await t.call('/inbox/messages', { token, lang, body: {} })).body.data.messages as { kind: string; title: string; body: string }[]).filter((m) => m.kind.startsWith('refund'));
}
