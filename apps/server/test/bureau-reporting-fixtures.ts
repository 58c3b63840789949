import type { Permission } from '@lendline/domain';
import type { BureauDelivery, DeliveryOutcome, ReportFile } from '../src/providers/bureau-delivery/types.ts';
import { parseCsvLine } from '../src/modules/bureau-reporting/csv-fns.ts';
import { HOUR, type TestApp } from './helper.ts';
import { disbursedLoan } from './repayments-fixtures.ts';
import { staffKey } from './staff-key.ts';

export const DAY = 24 * HOUR;

/** A bureau delivery that answers as a test scripts it (then "delivered"), keeping every file it was handed. */
export function scriptedDelivery() {
  const script: DeliveryOutcome[] = [];
  const sent: ReportFile[] = [];
  const delivery: BureauDelivery = {
    name: 'scripted',
    async deliver(file) {
      sent.push(file);
      return script.shift() ?? { state: 'delivered', receipt: `RCPT-${sent.length}` };
    },
  };
  return { delivery, script, sent, reset: () => void ((script.length = 0), (sent.length = 0)) };
}

export interface StaffHttp {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read data fields of many shapes
  body: any;
  headers: Record<string, unknown>;
  raw: string;
}

/** A staff API call with an API key holding `permissions`. */
export async function asStaff(t: TestApp, permissions: readonly Permission[], method: 'GET' | 'POST', url: string, body?: object): Promise<StaffHttp> {
  const key = await staffKey(t, permissions, [t.config.market], `key ${permissions.join(' ')}`);
  const res = await t.app.inject({
    method, url, headers: { authorization: `Bearer ${key}`, ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
    ...(method === 'POST' ? { payload: JSON.stringify(body ?? {}) } : {}),
  });
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json') && !String(res.headers['content-disposition'] ?? '').startsWith('attachment');
  return { status: res.statusCode, body: isJson ? JSON.parse(res.body) : null, headers: res.headers, raw: res.body };
}

export const MANAGE: Permission[] = ['bureau-files.read', 'bureau-files.manage'];

/** A month's files made now through the staff route and its job; the list of the month's files. */
export async function generateMonth(t: TestApp, period: string) {
  const asked = await asStaff(t, MANAGE, 'POST', '/staff/bureau-files/generate', { period });
  if (asked.body?.code !== 0) throw new Error(`generate: ${asked.raw}`);
  await t.app.jobs.runDue();
  return filesOf(t, period);
}

export async function filesOf(t: TestApp, period: string) {
  const list = await asStaff(t, ['bureau-files.read'], 'GET', `/staff/bureau-files?period=${period}`);
  return list.body.data.files as { id: string; bureau: string; format: string; state: string; rows: number; corrections: number; attempts: number; receipt: string | null; reasons: string[]; problems: { subject: string; field: string; rule: string }[]; problemCount: number; reconciliation: { equal: boolean; file: Record<string, number>; portfolio: Record<string, number> }; resends: number }[];
}

/** A file's CSV as records keyed by the header's column names. */
export async function csvRecords(t: TestApp, fileId: string): Promise<Record<string, string>[]> {
  const res = await asStaff(t, ['bureau-files.read'], 'GET', `/staff/bureau-files/${fileId}/content`);
  const [header, ...lines] = res.raw.split('\r\n').filter((l) => l !== '');
  const columns = parseCsvLine(header!);
  return lines.map((line) => Object.fromEntries(parseCsvLine(line).map((cell, i) => [columns[i]!, cell])));
}

/**
 * Two Nigerian loans through the real journeys, paid out on T0 (2 March 2026): one repaid in full
 * the next day (on time), one paid ₦3,000 of; then the clock moves to 2 April, March being over.
 */
export async function marchBook(t: TestApp) {
  const onTime = await disbursedLoan(t, { mobile: '08031110001', accountEnding: '21' });
  const partly = await disbursedLoan(t, { mobile: '08031110002', accountEnding: '22' });
  t.clock.advance(DAY);
  const paid = await t.call('/sandbox/collections/pay', { token: onTime.token, body: { amount: onTime.detail.totalRepayable } });
  if (paid.body.code !== 0) throw new Error(`pay: ${paid.text}`);
  await t.call('/sandbox/collections/pay', { token: partly.token, body: { amount: 3_000_00 } });
  await t.app.jobs.runDue();
  t.clock.advance(31 * DAY - HOUR);
  return { onTime, partly };
}
