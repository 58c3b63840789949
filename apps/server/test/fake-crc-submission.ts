import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CDT_CREDIT_COLUMNS, CDT_INDIVIDUAL_COLUMNS } from '../src/providers/bureau-delivery/crc/cdt-columns.ts';

/** The service's path as CRC publishes it (research doc §1b). */
export const CRC_SUBMISSION_PATH = '/crccreditbureau_Datasubmission_Webservice/JSON/api';

const KEYS: Record<string, readonly string[]> = {
  neIndividualborrower: CDT_INDIVIDUAL_COLUMNS.map(([, key]) => key),
  nECreditInfo: CDT_CREDIT_COLUMNS.map(([, key]) => key),
};

export interface CrcCall {
  endpoint: string;
  userid: string;
  records: Record<string, string>[];
}

export interface FakeCrcSubmission {
  url: string;
  calls: CrcCall[];
  /** 'down': 503 to everything; 'hang': never answers. */
  mode: 'normal' | 'down' | 'hang';
  close(): Promise<void>;
}

/**
 * CRC's data-submission web service on 127.0.0.1: form-encoded `payload` (a JSON array) and
 * `userid`, at most 20 records a call (the chunk its users send), every record with exactly the
 * sheet's keys. CRC's answer is not published: this fake answers `{"status":"success"}`, or
 * `{"error": …}` for a call with a bad record (a CustomerID starting REFUSE, or wrong keys), the
 * member the one client seen checks. An unknown userid is a 401.
 */
export async function startFakeCrcSubmission(userId: string): Promise<FakeCrcSubmission> {
  const fake: FakeCrcSubmission = { url: '', calls: [], mode: 'normal', close: async () => undefined };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (fake.mode === 'hang') return;
      const answer = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (fake.mode === 'down') return answer(503, { message: 'Service Unavailable' });
      const endpoint = /^\/crccreditbureau_Datasubmission_Webservice\/JSON\/api\/(\w+)\/$/.exec(req.url ?? '')?.[1] ?? '';
      const expected = KEYS[endpoint];
      if (req.method !== 'POST' || !expected) return answer(404, { message: 'Not Found' });
      if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return answer(415, { error: 'form-encoded body expected' });
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      if (form.get('userid') !== userId) return answer(401, { error: 'unknown user' });
      let records: Record<string, string>[];
      try {
        records = JSON.parse(form.get('payload') ?? '') as Record<string, string>[];
      } catch {
        return answer(400, { error: 'payload is not JSON' });
      }
      if (!Array.isArray(records) || records.length === 0 || records.length > 20) return answer(400, { error: 'payload must hold 1 to 20 records' });
      fake.calls.push({ endpoint, userid: form.get('userid') ?? '', records });
      const bad = records.find((r) => Object.keys(r).join() !== expected.join() || r.CustomerID?.startsWith('REFUSE'));
      if (bad) return answer(200, { error: `Invalid record for customer ${bad.CustomerID ?? '?'} with BVN ${bad.BVNNo ?? '22212345678'}` });
      answer(200, { status: 'success' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${CRC_SUBMISSION_PATH}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
