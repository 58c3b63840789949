import { callVendor, parseJsonOrNull, type VendorExchange } from '../../vendor-http.ts';
import { createVendorSession } from '../../vendor-session.ts';
import { exchangeFailure, failure, noHitReport, pickRecord, readStrictly, type Failure } from '../bureau-fns.ts';
import type { BureauProvider, BureauResult } from '../types.ts';
import { loginBody, matchBody, readFullReport, readMatches, readTicket, reportBody, type FirstCentralSettings } from './firstcentral-fns.ts';

export interface FirstCentralOptions extends FirstCentralSettings {
  timeoutMs?: number;
  /** How long a DataTicket is reused at most (customers report about five hours; we stay under). */
  sessionMaxAgeMs?: number;
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
}

const VENDOR = 'firstcentral';
const headers = { 'content-type': 'application/json', accept: 'application/json' };

/** Transport and status first; any other 4xx is the bureau refusing the request as sent. */
function bodyOf(exchange: VendorExchange): { ok: true; body: unknown } | Failure {
  const failed = exchangeFailure(exchange, VENDOR);
  if (failed) return failed;
  if (!exchange.ok || exchange.status >= 400) return failure('refused', `${VENDOR}: HTTP ${exchange.ok ? exchange.status : 0}`);
  return { ok: true, body: parseJsonOrNull(exchange.text) };
}

/**
 * The FirstCentral adapter: BVN → consumer match → full credit report. The full report has
 * no score (that is the XScore product); its enquiry history gives the recent enquiries.
 */
export function createFirstCentralBureau(options: FirstCentralOptions): BureauProvider {
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const now = options.now ?? (() => new Date());
  const post = (path: string, body: string) => callVendor(`${options.baseUrl}/${path}`, { vendor: VENDOR, method: 'POST', headers, body }, timeoutMs, doFetch);

  // Neither bureau documents a session lifetime we could trust: kept this long, or to the first 401.
  const keepMs = options.sessionMaxAgeMs ?? 4 * 3_600_000;
  const session = createVendorSession<Failure>(async () => {
    const exchange = await post('login', loginBody(options));
    const failed = exchangeFailure(exchange, VENDOR);
    if (failed) return failed;
    if (!exchange.ok || exchange.status >= 400) return failure('misconfigured', `${VENDOR}: login refused`);
    const read = readStrictly(VENDOR, () => readTicket(parseJsonOrNull(exchange.text)));
    return read.ok ? { ok: true, token: read.value, keepMs } : failure('misconfigured', `${VENDOR}: login gave no ticket`);
  });

  return {
    name: VENDOR,
    displayName: 'FirstCentral Credit Bureau',
    market: 'NG',
    async inquire({ subject, reference }): Promise<BureauResult> {
      const matched = await session.call((ticket) => post('ConnectConsumerMatch', matchBody(ticket, subject.idNumber)));
      if (!matched.ok) return matched;
      const matchAnswer = bodyOf(matched.exchange);
      if (!matchAnswer.ok) return matchAnswer;
      const matches = readStrictly(VENDOR, () => readMatches(matchAnswer.body));
      if (!matches.ok) return matches;
      const picked = pickRecord(matches.value, (m) => m, subject);
      if (picked.kind === 'ambiguous') return failure('invalid_response', `${VENDOR}: ${picked.count} records match the name and birthday`);
      if (picked.kind === 'none') return { ok: true, report: noHitReport(VENDOR, reference, subject, now().toISOString()) };

      const fetched = await session.call((ticket) => post('GetConsumerFullCreditReport', reportBody(ticket, picked.record)));
      if (!fetched.ok) return fetched;
      const reportAnswer = bodyOf(fetched.exchange);
      if (!reportAnswer.ok) return reportAnswer;
      const report = readStrictly(VENDOR, () => readFullReport(reportAnswer.body, now()));
      if (!report.ok) return report;
      return {
        ok: true,
        report: {
          bureau: VENDOR,
          bureauReference: picked.record.enquiryId,
          found: true,
          subject: { fullName: report.value.fullName, birthday: report.value.birthday },
          score: null,
          facilities: report.value.facilities,
          recentInquiries: report.value.recentInquiries,
          reportedAt: now().toISOString(),
        },
      };
    },
  };
}
