import { describe, expect, it } from 'vitest';
import { SANDBOX_COLLECTIONS_SIGNATURE_HEADER } from '../src/providers/collections/sandbox/sandbox-collections.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../src/providers/payout/sandbox/sandbox-transfers.ts';
import { ownAccount } from './application-fixtures.ts';
import { HOUR, useTestApp } from './helper.ts';
import { approvedBorrower } from './loan-fixtures.ts';
import { parseExposition } from './metrics-exposition.ts';
import { disbursedLoan } from './repayments-fixtures.ts';

// The real modules and the sandbox vendors: every counter below is moved by the service applying the outcome.
const t = useTestApp({ env: { SANDBOX_PAYOUT_FAIL_ACCOUNTS: ownAccount('56') } });
const scrape = async () => parseExposition(await t.app.metrics.render());

async function confirm(token: string, orderNo: string): Promise<void> {
  const offer = await t.call('/loan/confirm/product-info', { token, body: { orderNo } });
  const { amount, tenure } = offer.body.data as { amount: number; tenure: number };
  const res = await t.call('/loan/get-money', { token, body: { orderNo, amount, tenure, agreementAccepted: true } });
  expect(res.body.code, res.text).toBe(0);
}

describe('the metrics exposition', () => {
  it('parses, and carries every family the runbook names', async () => {
    const exposition = await scrape();
    const families: [string, string][] = [
      ['lendline_http_request_duration_seconds', 'histogram'],
      ['lendline_payout_outcomes_total', 'counter'],
      ['lendline_refund_outcomes_total', 'counter'],
      ['lendline_collection_payments_total', 'counter'],
      ['lendline_webhook_signature_failures_total', 'counter'],
      ['lendline_sms_sends_total', 'counter'],
      ['lendline_servicing_run_last_duration_seconds', 'gauge'],
      ['lendline_servicing_run_last_finished_timestamp_seconds', 'gauge'],
      ['lendline_servicing_loans_charged_total', 'counter'],
      ['lendline_jobs_due', 'gauge'],
      ['lendline_jobs_running', 'gauge'],
      ['lendline_jobs_failed', 'gauge'],
      ['lendline_jobs_oldest_due_age_seconds', 'gauge'],
      ['lendline_reconciliation_open_mismatches', 'gauge'],
      ['lendline_metrics_refresh_failures_total', 'counter'],
      ['lendline_job_attempt_failures_total', 'counter'],
      ['process_resident_memory_bytes', 'gauge'],
    ];
    for (const [name, type] of families) expect(exposition.types.get(name), name).toBe(type);
    // Every registered queue is read in the scrape's one query, even when empty.
    expect(exposition.value('lendline_jobs_due', { queue: 'payout' })).toBe(0);
    expect(exposition.value('lendline_jobs_due', { queue: 'servicing-run' })).toBe(0);
    // PostgreSQL's pool as the driver counts it; PGlite has one connection and no pool to show.
    if (t.database.kind === 'postgres') {
      expect(exposition.types.get('lendline_db_pool_connections')).toBe('gauge');
      expect(exposition.value('lendline_db_pool_max_connections')).toBe(10);
      expect(exposition.value('lendline_db_pool_waiting_requests')).toBe(0);
    } else expect(exposition.types.has('lendline_db_pool_connections')).toBe(false);
  });

  it('counts a failed payout and a settled one by provider and step, and the payout queue while it waits', async () => {
    const failing = await approvedBorrower(t, { accountEnding: '56' });
    await confirm(failing.token, failing.orderNo);
    t.clock.advance(90_000);
    let exposition = await scrape();
    expect(exposition.value('lendline_jobs_due', { queue: 'payout' })).toBe(1);
    expect(exposition.value('lendline_jobs_oldest_due_age_seconds', { queue: 'payout' })).toBe(90);
    expect(exposition.sum('lendline_payout_outcomes_total')).toBe(0);
    await t.app.jobs.runDue();
    exposition = await scrape();
    expect(exposition.value('lendline_jobs_due', { queue: 'payout' })).toBe(0);
    expect(exposition.value('lendline_payout_outcomes_total', { provider: 'sandbox', outcome: 'fail' })).toBe(1);
    expect(exposition.value('lendline_payout_outcomes_total', { provider: 'sandbox', outcome: 'settle' })).toBeUndefined();

    await disbursedLoan(t, { mobile: '08031111111' });
    exposition = await scrape();
    expect(exposition.value('lendline_payout_outcomes_total', { provider: 'sandbox', outcome: 'settle' })).toBe(1);
    expect(exposition.value('lendline_payout_outcomes_total', { provider: 'sandbox', outcome: 'fail' })).toBe(1);
  });

  it('counts a collection payment by provider, channel and outcome once it is recorded', async () => {
    const { token } = await disbursedLoan(t);
    const paid = await t.call('/sandbox/collections/pay', { token, body: { amount: 1_000_00 } });
    expect(paid.body.code, paid.text).toBe(0);
    const exposition = await scrape();
    expect(exposition.sum('lendline_collection_payments_total', { channel: 'account', outcome: 'allocated' })).toBe(1);
    expect(exposition.sum('lendline_collection_payments_total')).toBe(1);
  });

  it('counts webhooks refused for their signature by provider, an unknown provider as "unknown", and labels routes by pattern', async () => {
    const forged = (url: string, header: string) =>
      t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', [header]: 'f'.repeat(128) }, payload: '{"event":"x"}' });
    expect((await forged('/webhooks/payout/sandbox', SANDBOX_SIGNATURE_HEADER)).statusCode).toBe(401);
    expect((await forged('/webhooks/collections/sandbox', SANDBOX_COLLECTIONS_SIGNATURE_HEADER)).statusCode).toBe(401);
    expect((await forged('/webhooks/collections/evil08031234567', SANDBOX_COLLECTIONS_SIGNATURE_HEADER)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/no/such/page/08031234567' })).statusCode).toBe(404);
    expect((await t.call('/loan/product/list')).body.code).toBe(0);

    const exposition = await scrape();
    expect(exposition.value('lendline_webhook_signature_failures_total', { kind: 'payout', provider: 'sandbox' })).toBe(1);
    expect(exposition.value('lendline_webhook_signature_failures_total', { kind: 'collections', provider: 'sandbox' })).toBe(1);
    expect(exposition.value('lendline_webhook_signature_failures_total', { kind: 'collections', provider: 'unknown' })).toBe(1);
    const count = (route: string, method = 'POST', statusClass = '4xx') =>
      exposition.value('lendline_http_request_duration_seconds_count', { method, route, status_class: statusClass });
    expect(count('/webhooks/collections/:provider')).toBe(2);
    expect(count('/webhooks/payout/:provider')).toBe(1);
    expect(count('unmatched', 'GET')).toBe(1);
    expect(count('/loan/product/list', 'GET', '2xx')).toBe(1);
    // Neither the caller's path text nor a phone number ever becomes a label.
    expect(exposition.lines.filter((line) => /evil|0803123/.test(line))).toEqual([]);
  });

  it('counts SMS sends, the servicing run and open reconciliation mismatches', async () => {
    const { orderNo } = await disbursedLoan(t);
    let exposition = await scrape();
    expect(exposition.value('lendline_sms_sends_total', { provider: 'sandbox', outcome: 'sent' })).toBeGreaterThanOrEqual(1);

    t.clock.advance(100 * 24 * HOUR);
    const run = await t.app.services.servicingRun.runServicingDay();
    expect(run.penalties).toBeGreaterThan(0);
    exposition = await scrape();
    expect(exposition.value('lendline_servicing_loans_charged_total')).toBe(run.penalties);
    expect(exposition.value('lendline_servicing_run_last_duration_seconds')).toBeGreaterThan(0);
    expect(exposition.value('lendline_servicing_run_last_finished_timestamp_seconds')).toBeGreaterThan(0);
    // The same day again finds it finished: not a run, nothing counted.
    await t.app.services.servicingRun.runServicingDay();
    expect((await scrape()).value('lendline_servicing_loans_charged_total')).toBe(run.penalties);

    await t.database.db.transaction((tx) => t.app.services.reconciliation.record(tx, {
      provider: 'paystack', kind: 'unmatched_payment', subject: 'ref-1', orderNo, currency: 'NGN', vendor: { amount: 1_000_00 }, ours: { amount: null },
    }));
    exposition = await scrape();
    expect(exposition.value('lendline_reconciliation_open_mismatches', { provider: 'paystack', kind: 'unmatched_payment' })).toBe(1);
  });

  it('counts a job that failed for good, and the queue keeps it in its failed gauge', async () => {
    // A payload of a version no handler knows: refused at once, never retried (ADR 022).
    await t.app.jobs.enqueue(t.database.db, { queue: 'assessment', key: 'metrics-test', payload: { orderId: 'x' }, payloadVersion: 99 });
    await t.app.jobs.runDue();
    const exposition = await scrape();
    expect(exposition.value('lendline_job_attempt_failures_total', { queue: 'assessment', final: 'true' })).toBe(1);
    expect(exposition.value('lendline_jobs_failed', { queue: 'assessment' })).toBe(1);
    expect(exposition.value('lendline_jobs_failed', { queue: 'payout' })).toBe(0);
  });
});
