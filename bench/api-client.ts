// The few API calls the benchmarks need, made the way the web app makes them.
import { request } from 'node:http';
import { DEFAULT_PACKAGE_NAME, encryptPath } from '@lendline/domain';

export function apiUrl(base: string, logicalPath: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...query, timestamp: String(Math.floor(Date.now() / 1000)) });
  return `${base}/api/${encryptPath(logicalPath, DEFAULT_PACKAGE_NAME)}?${params}`;
}

async function call<T>(base: string, path: string, body?: unknown, query?: Record<string, string>): Promise<T> {
  const res = await fetch(apiUrl(base, path, query), {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; data: T; msg: string };
  if (envelope.code !== 0) throw new Error(`${path} answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

/** Registers a fresh borrower through the sandbox SMS sink and returns its bearer token. */
export async function registerBorrower(base: string): Promise<string> {
  const mobile = `080${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await call(base, '/security/getVerifyCode', { mobile, type: 'register' });
  const sms = await call<{ code: string }>(base, '/sandbox/sms/latest', undefined, { mobile });
  const session = await call<{ token: string }>(base, '/security/register', { mobile, code: sms.code });
  return session.token;
}

/** What a server answers, as sent (no Accept-Encoding, as the load generator sends none). */
export interface AnswerAsSent {
  /** Flat [name, value, …], without what Node adds to every answer itself (date, connection, keep-alive, content-length). */
  headers: string[];
  body: string;
}

const ADDED_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

export function answerAsSent(url: string, headers: Record<string, string> = {}): Promise<AnswerAsSent> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const kept: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i]!;
          if (!ADDED_BY_NODE.has(name.toLowerCase())) kept.push(name, res.rawHeaders[i + 1]!);
        }
        resolve({ headers: kept, body: Buffer.concat(chunks).toString() });
      });
    })
      .on('error', reject)
      .end();
  });
}
