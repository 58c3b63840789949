import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PACKAGE_NAME, encryptPath } from '@lendline/domain';
import type { RunningServer } from '../src/start.ts';
import { createLogger } from '../src/plugins/logging.ts';
import { createTestClock } from './helper.ts';
import { parseExposition } from './metrics-exposition.ts';
import { startTestServer } from './started-server.ts';

const env = { NODE_ENV: 'test', WEB_DIST: '/nonexistent/lendline-web-dist', LOG_LEVEL: 'info' };
const clock = createTestClock();
const lines: Record<string, unknown>[] = [];
let server: RunningServer;

const productList = (query = `timestamp=${Math.floor(clock.now().getTime() / 1000)}`) =>
  `${server.url}/api/${encryptPath('/loan/product/list', DEFAULT_PACKAGE_NAME)}?${query}`;

const accessLines = () => lines.filter((line) => line.msg === 'request completed');

/** The pipeline writes its access line once the response has finished: wait for it. */
async function nextAccessLine(seen: number): Promise<Record<string, unknown>> {
  for (let tries = 0; accessLines().length <= seen; tries++) {
    if (tries > 200) throw new Error('no access line');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return accessLines()[seen]!;
}

/** A request, and whether the cache answered it (a hit is counted, and writes no access line). */
async function get(url: string, headers: Record<string, string> = {}) {
  const seen = accessLines().length;
  const hitsBefore = server.app.publicReads.totalHits();
  const res = await fetch(url, { headers });
  const body = await res.text();
  const cached = server.app.publicReads.totalHits() > hitsBefore;
  const access = cached ? undefined : await nextAccessLine(seen);
  if (cached) expect(accessLines()).toHaveLength(seen);
  return { res, body, cached, access };
}

beforeAll(async () => {
  const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  server = await startTestServer({ env, config: { port: 0, host: '127.0.0.1' }, logger, now: clock.now });
});
afterAll(() => server.close());

describe('public read cache', () => {
  it('answers a repeated product list from the cache with the same bytes and headers', async () => {
    const first = await get(productList());
    const second = await get(productList());
    expect(first.cached).toBe(false);
    expect(second.cached).toBe(true);
    expect(second.body).toBe(first.body);
    expect(JSON.parse(second.body)).toMatchObject({ code: 0, msg: 'success' });
    for (const name of ['content-type', 'cache-control', 'content-length', 'connection', 'keep-alive', 'content-security-policy', 'x-content-type-options']) {
      expect(second.res.headers.get(name)).toBe(first.res.headers.get(name));
    }
    expect(second.res.headers.get('x-request-id')).not.toBe(first.res.headers.get('x-request-id'));
    expect(first.access).toMatchObject({ path: '/loan/product/list', status: 200, apiCode: 0 });
    // Both answers are in the request histogram under the logical path, the cached one too (ADR 090).
    const exposition = parseExposition(await server.app.metrics.render());
    expect(exposition.value('lendline_http_request_duration_seconds_count', { method: 'GET', route: '/loan/product/list', status_class: '2xx' })).toBe(2);
  });

  it('keeps languages and app identities apart', async () => {
    await get(productList(), { lang: 'es' });
    const spanish = await get(productList(), { lang: 'es' });
    expect(spanish.cached).toBe(true);
    expect(JSON.parse(spanish.body).msg).toBe('éxito');
    const english = await get(productList());
    expect(JSON.parse(english.body).msg).toBe('success');
  });

  it('never serves a request with a token, other parameters or no timestamp', async () => {
    await get(productList());
    expect((await get(productList(), { authorization: 'Bearer abc' })).cached).toBe(false);
    expect((await get(productList(`timestamp=1&tab=x`))).cached).toBe(false);
    const missing = await get(productList('x=1'));
    expect(missing.cached).toBe(false);
    expect(JSON.parse(missing.body).code).not.toBe(0);
  });

  it('goes back to the pipeline when the entry is older than its lifetime', async () => {
    await get(productList());
    expect((await get(productList())).cached).toBe(true);
    clock.advance(61_000);
    expect((await get(productList())).cached).toBe(false);
    expect((await get(productList())).cached).toBe(true);
  });

  it('reports the hits per path as one line a period, and nothing for a quiet period', async () => {
    server.app.publicReads.report();
    const reports = () => lines.filter((line) => line.msg === 'cached reads served');
    const before = reports().length;
    clock.advance(61_000);
    expect((await get(productList())).cached).toBe(false);
    clock.advance(4_000);
    for (let i = 0; i < 3; i++) expect((await get(productList())).cached).toBe(true);
    server.app.publicReads.report();
    expect(reports().slice(before)).toEqual([expect.objectContaining({ level: 30, path: '/loan/product/list', cachedHits: 3, seconds: 65 })]);
    server.app.publicReads.report();
    expect(reports()).toHaveLength(before + 1);
  });
});
