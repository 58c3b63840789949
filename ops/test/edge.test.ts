// The deployment of deploy/ on this machine (ADR 095): two built instances, started from the
// systemd unit's command with the example env file, on one fresh PostgreSQL database, behind the
// shipped nginx site over HTTPS. Clients connect from other loopback addresses (127.0.0.x), so
// the address nginx sees is not its own and the server's belief about it can be checked.
import { DEFAULT_PACKAGE_NAME, encryptPath, ERRORS } from '@lendline/domain';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../apps/server/test/postgres-admin.ts';
import { httpsRequest, send, sendSlowly, type Answer } from '../harness/client.ts';
import { postgresAnswers, startDeployment, type Deployment } from '../harness/deployment.ts';
import { builtServerMissing } from '../harness/instances.ts';
import { nginxMissing } from '../harness/nginx.ts';
import { openSlowClient, rawExchange, rawHeaders, type SlowClient } from '../harness/slow-clients.ts';

const missing = nginxMissing() ?? builtServerMissing() ?? ((await postgresAnswers()) ? null : 'no PostgreSQL on 127.0.0.1:5432 (two instances need one shared database)');

/** The five headers every answer of the server carries (ADR 026); HSTS besides over HTTPS. */
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy', 'x-frame-options'];

const api = (logical: string) => `/api/${encryptPath(logical, DEFAULT_PACKAGE_NAME)}?timestamp=${Math.floor(Date.now() / 1000)}`;
const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
let phones = 0;
/** A Nigerian mobile number not used before in this file. */
const nextPhone = () => `0803${String(1_000_000 + ++phones).slice(-7)}`;

describe.skipIf(missing !== null)(`Lendline as deploy/ puts it on servers (${missing ?? 'nginx, built server and PostgreSQL present'})`, () => {
  let deployment: Deployment;
  let serverHeaders: Record<string, string>;

  beforeAll(async () => {
    deployment = await startDeployment(2);
    const direct = await send(`${deployment.instances[0]!.url}/readyz`, { localAddress: '127.0.0.2' });
    serverHeaders = Object.fromEntries(SECURITY_HEADERS.map((name) => [name, String(direct.headers[name])]));
  });
  afterAll(async () => deployment?.stop());

  /** The server's own security headers, and HSTS (nginx's or the server's, never both). */
  function expectSecurityHeaders(answer: Answer | Record<string, string>, hsts = true): void {
    const headers: Record<string, string | string[] | undefined> = typeof answer.status === 'number' ? (answer as Answer).headers : (answer as Record<string, string>);
    for (const name of SECURITY_HEADERS) expect(headers[name], name).toBe(serverHeaders[name]);
    if (hsts) expect(headers['strict-transport-security']).toBe('max-age=31536000');
  }

  /** nginx's access log from `offset`, once `ready` holds of it (a line is written when its connection is done with it) or after 5 s. */
  async function logLines(offset: number, ready: (text: string) => boolean): Promise<string> {
    const until = Date.now() + 5_000;
    for (;;) {
      const text = readFileSync(deployment.nginx.accessLogPath, 'utf8').slice(offset);
      if (ready(text) || Date.now() > until) return text;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function clientAddressesOfCodes(): Promise<string[]> {
    const rows = await queryRows<{ client_ip: string }>(deployment.database.url, 'SELECT client_ip FROM otp_requests ORDER BY created_at');
    return rows.map((row) => row.client_ip);
  }

  it('answers /readyz and the borrower API through nginx over HTTPS, with the server\'s headers once each', async () => {
    const ready = await httpsRequest(deployment.nginx, '/readyz', { localAddress: '127.0.0.3' });
    expect(ready.status).toBe(200);
    expectSecurityHeaders(ready);
    const download = await httpsRequest(deployment.nginx, api('/app-download/getAddress'), { localAddress: '127.0.0.3' });
    expect(download.status).toBe(200);
    expect(JSON.parse(download.body)).toMatchObject({ code: 0, msg: 'success' });
    // One value each: nginx added nothing beside what the server sent.
    expect(download.headers['x-frame-options']).toBe('DENY');
  });

  it('redirects plain HTTP to HTTPS', async () => {
    const answer = await send(`${deployment.nginx.httpUrl}/some/page?x=1`, { localAddress: '127.0.0.3' });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://127.0.0.1:${deployment.nginx.httpsPort}/some/page?x=1`);
  });

  it('tells the server the client\'s address, and not the one a client writes in X-Forwarded-For', async () => {
    const code = () => json({ mobile: nextPhone(), type: 'register' });
    const viaNginx = await httpsRequest(deployment.nginx, api('/security/getVerifyCode'), { ...code(), headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' }, localAddress: '127.0.0.11' });
    expect(viaNginx.status).toBe(200);
    // Straight to an instance, from an address TRUST_PROXY does not name: its header is not believed either.
    const direct = await send(`${deployment.instances[1]!.url}${api('/security/getVerifyCode')}`, { ...code(), headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.10' }, localAddress: '127.0.0.12' });
    expect(direct.status).toBe(200);
    expect(await clientAddressesOfCodes()).toEqual(['127.0.0.11', '127.0.0.12']);
    // nginx's own log says the same.
    expect(await logLines(0, (text) => /^127\.0\.0\.11 /m.test(text))).toMatch(/^127\.0\.0\.11 .*"POST \/api\//m);
  });

  it('answers 429, with the security headers, to a client asking for codes or signing in too fast', async () => {
    const statuses = async (localAddress: string, path: string, options: Parameters<typeof send>[1], count: number) => {
      const answers: Answer[] = [];
      for (let i = 0; i < count; i++) answers.push(await httpsRequest(deployment.nginx, path, { ...options, localAddress }));
      return answers;
    };
    // 30 a minute with a burst of 5: the first 6 pass, the next ones within 2 s do not.
    const codes = await statuses('127.0.0.21', api('/security/getVerifyCode'), json({ mobile: '', type: 'register' }), 9);
    expect(codes.slice(0, 6).map((answer) => answer.status)).not.toContain(429);
    expect(codes.slice(6).map((answer) => answer.status)).toContain(429);
    const limited = codes.find((answer) => answer.status === 429)!;
    expectSecurityHeaders(limited);
    // In the API's envelope, no text: the app shows its own translated message for the code.
    expect(JSON.parse(limited.body)).toEqual({ code: ERRORS.RATE_LIMITED.code, data: null, msg: '' });
    // The general zone is apart: the same address still reads.
    expect((await httpsRequest(deployment.nginx, '/readyz', { localAddress: '127.0.0.21' })).status).toBe(200);
    // Staff sign-in shares the strict zone.
    const staff = await statuses('127.0.0.22', '/staff/auth/sign-in', json({ email: 'a@b.c', password: 'x' }), 9);
    expect(staff.slice(6).map((answer) => answer.status)).toContain(429);
    // Under a package name nginx does not know, any API call could be a sign-in: all are limited.
    const unknownPackage = await statuses('127.0.0.23', api('/app-download/getAddress'), { headers: { packagename: 'com.example.other' } }, 9);
    expect(unknownPackage.slice(6).map((answer) => answer.status)).toContain(429);
    // A reader of the API under the known name is not.
    const reads = await statuses('127.0.0.24', api('/app-download/getAddress'), {}, 9);
    expect(reads.map((answer) => answer.status)).toEqual(Array(9).fill(200));
  });

  it('refuses a body over the limit with 413 before it reaches an instance, and lets a full-size photo through', async () => {
    const before = readFileSync(deployment.nginx.accessLogPath, 'utf8').length;
    const tooBig = await httpsRequest(deployment.nginx, api('/user/saveFaceImage'), {
      method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: Buffer.alloc(9 * 1024 * 1024, 0x61), localAddress: '127.0.0.31',
    });
    expect(tooBig.status).toBe(413);
    expectSecurityHeaders(tooBig);
    expect(JSON.parse(tooBig.body)).toEqual({ code: ERRORS.BODY_TOO_LARGE.code, data: null, msg: '' });
    const json2MiB = await httpsRequest(deployment.nginx, '/staff/auth/sign-in', { ...json({ pad: 'a'.repeat(2 * 1024 * 1024) }), localAddress: '127.0.0.32' });
    expect(json2MiB.status).toBe(413);
    const lines = (await logLines(before, (text) => (text.match(/ 413 /g) ?? []).length >= 2)).trim().split('\n');
    expect(lines.filter((line) => / 413 /.test(line))).toHaveLength(2);
    // upstream=- : no instance was asked.
    for (const line of lines) expect(line).toMatch(/upstream=- /);
    // An 8 MiB photo with its multipart framing is the server's to judge (here: no session, 200 envelope or 401).
    const boundary = 'edgeboundary';
    const photo = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`),
      Buffer.alloc(8 * 1024 * 1024, 0xff),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const fullSize = await httpsRequest(deployment.nginx, api('/user/saveFaceImage'), {
      method: 'POST', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, body: photo, localAddress: '127.0.0.33',
    });
    expect(fullSize.status).not.toBe(413);
    expect(await logLines(0, (text) => /^127\.0\.0\.33 /m.test(text))).toMatch(/^127\.0\.0\.33 .*upstream=127\.0\.0\.1:\d+ status=\d{3} /m);
  });

  it('answers a malformed request line with the security headers, through nginx and straight from an instance', async () => {
    const viaNginx = await rawExchange({ host: '127.0.0.1', port: deployment.nginx.httpsPort, ca: deployment.nginx.caCertPem, bytes: 'NOT A REQUEST\r\n\r\n' });
    expect(viaNginx).toMatch(/^HTTP\/1\.1 400 /);
    expectSecurityHeaders(rawHeaders(viaNginx));
    const direct = await rawExchange({ host: '127.0.0.1', port: deployment.instances[0]!.port, bytes: 'NOT A REQUEST\r\n\r\n' });
    expect(direct).toMatch(/^HTTP\/1\.1 400 /);
    // Node answers before any request exists: whether it came over HTTPS is unknown, so no HSTS (ADR 026).
    expectSecurityHeaders(rawHeaders(direct), false);
  });

  it('keeps answering everyone while slow clients hold connections, closes those, and takes a slow photo whole without tying up an instance', async () => {
    const SLOW = 250;
    const slow: { direct: SlowClient[]; viaNginx: SlowClient[] } = { direct: [], viaNginx: [] };
    for (let i = 0; i < SLOW; i++) {
      // Spread over addresses, as a botnet would be: nginx's per-address connection limit is not what stops them.
      const localAddress = `127.0.${1 + Math.floor(i / 200)}.${10 + (i % 200)}`;
      slow.direct.push(openSlowClient({ host: '127.0.0.1', port: deployment.instances[0]!.port, localAddress, everyMs: 2_000 }));
      slow.viaNginx.push(openSlowClient({ host: '127.0.0.1', port: deployment.nginx.httpsPort, localAddress, ca: deployment.nginx.caCertPem, everyMs: 2_000 }));
    }
    // Every one held before the measuring starts: what is measured is answering while they hang on.
    await Promise.all([...slow.direct, ...slow.viaNginx].map((client) => client.connected));
    // Meanwhile a photo comes in over a slow network: 20 pieces of 16 KiB, one every 500 ms.
    const boundary = 'slowphoto';
    const photo = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`),
      Buffer.alloc(20 * 16 * 1024, 0xff),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const pieces = Array.from({ length: Math.ceil(photo.length / (16 * 1024)) }, (_, i) => photo.subarray(i * 16 * 1024, (i + 1) * 16 * 1024));
    const slowUpload = sendSlowly(`${deployment.nginx.httpsUrl}${api('/user/saveFaceImage')}`, {
      ca: deployment.nginx.caCertPem, localAddress: '127.0.0.61', headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, chunks: pieces, everyMs: 500,
    });
    const latencies: { direct: number[]; viaNginx: number[] } = { direct: [], viaNginx: [] };
    const started = performance.now();
    try {
      // Past the server's headersTimeout (20 s) and its check every 2 s.
      while (performance.now() - started < 23_500) {
        const [direct, viaNginx] = await Promise.all([
          send(`${deployment.instances[0]!.url}/readyz`, { localAddress: '127.0.0.41' }),
          httpsRequest(deployment.nginx, '/readyz', { localAddress: '127.0.0.41' }),
        ]);
        expect([direct.status, viaNginx.status]).toEqual([200, 200]);
        latencies.direct.push(direct.ms);
        latencies.viaNginx.push(viaNginx.ms);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    } finally {
      for (const client of [...slow.direct, ...slow.viaNginx]) client.destroy();
    }
    const summary = (values: number[]) => ({ n: values.length, median: Math.round(values.sort((a, b) => a - b)[values.length >> 1]!), max: Math.round(values.at(-1)!) });
    const closed = (clients: SlowClient[]) => clients.map((client) => client.closedAfterMs()).filter((ms): ms is number => ms !== null).sort((a, b) => a - b);
    console.log('slowloris', SLOW, 'connections each; normal /readyz latency ms', { direct: summary(latencies.direct), viaNginx: summary(latencies.viaNginx) },
      'closed after ms', { direct: [closed(slow.direct)[0], closed(slow.direct).at(-1)], viaNginx: [closed(slow.viaNginx)[0], closed(slow.viaNginx).at(-1)] });
    expect(Math.max(...latencies.direct, ...latencies.viaNginx)).toBeLessThan(2_000);
    // nginx closes each after client_header_timeout (10 s); the server after its headersTimeout, with a 408 and its headers.
    expect(closed(slow.viaNginx)).toHaveLength(SLOW);
    expect(closed(slow.viaNginx).at(-1)).toBeLessThan(13_000);
    expect(closed(slow.direct)).toHaveLength(SLOW);
    expect(closed(slow.direct)[0]).toBeGreaterThan(19_000);
    // The slow photo reached an instance whole, in one go: nginx held it while it trickled in.
    const uploaded = await slowUpload;
    expect(uploaded.ms).toBeGreaterThan(9_000);
    const uploadLine = (await logLines(0, (text) => /^127\.0\.0\.61 /m.test(text))).split('\n').find((line) => line.startsWith('127.0.0.61 '))!;
    const [, requestSeconds, upstreamSeconds] = uploadLine.match(/ (\d+\.\d+) upstream=127\.0\.0\.1:\d+ status=\d+ time=(\d+\.\d+)$/) ?? [];
    console.log('slow photo', photo.length, 'bytes: request', requestSeconds, 's at nginx, of which', upstreamSeconds, 's at an instance');
    expect(Number(requestSeconds)).toBeGreaterThan(9);
    expect(Number(upstreamSeconds)).toBeLessThan(1);
    const answered = slow.direct[0]!.received();
    expect(answered).toMatch(/^HTTP\/1\.1 408 /);
    expectSecurityHeaders(rawHeaders(answered), false);
  });

  it('keeps answering reads with one instance stopped', async () => {
    const stopping = performance.now();
    await deployment.instances[1]!.stop();
    const stopMs = performance.now() - stopping;
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await httpsRequest(deployment.nginx, '/readyz', { localAddress: '127.0.0.51' }));
    console.log('one instance stopped in', Math.round(stopMs), 'ms; reads after', answers.map((answer) => answer.status).join(','));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
  });
});
