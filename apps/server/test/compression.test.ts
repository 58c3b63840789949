import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DEFAULT_PACKAGE_NAME, encryptPath } from '@lendline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_FLOOR_BYTES, negotiateEncoding, varyWithEncoding } from '../src/plugins/compression-fns.ts';
import type { RunningServer } from '../src/start.ts';
import { createTestClock, useTestApp } from './helper.ts';
import { startTestServer } from './started-server.ts';

const apiPath = (path: string, query = 'timestamp=1772442000') => `/api/${encryptPath(path, DEFAULT_PACKAGE_NAME)}?${query}`;

describe('negotiating an encoding from Accept-Encoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.5, gzip;q=0.8', 'gzip'],
    ['deflate', null],
    ['BR', 'br'],
  ] as const)('%j chooses %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('adds accept-encoding to Vary once', () => {
    expect(varyWithEncoding(undefined)).toBe('accept-encoding');
    expect(varyWithEncoding('origin')).toBe('origin, accept-encoding');
    expect(varyWithEncoding('Accept-Encoding')).toBe('Accept-Encoding');
    expect(varyWithEncoding('*')).toBe('*');
  });
});

describe('compressed API answers (issue 20)', () => {
  const t = useTestApp({ resetEachTest: false });
  const productList = (headers: Record<string, string>) => t.app.inject({ url: apiPath('/loan/product/list'), headers });

  it('sends a JSON answer over the floor with brotli or gzip, as the client accepts, the same bytes once decoded', async () => {
    const plain = await productList({});
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_FLOOR_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await productList({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await productList({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('sends an answer under the floor as it is, with Vary still set', async () => {
    const res = await t.app.inject({ url: apiPath('/loan/product/list', 'x=1'), headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_FLOOR_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.json()).toMatchObject({ code: expect.any(Number) });
  });

  it('compresses the OpenAPI document too (a large answer, compressed off the event loop)', async () => {
    const plain = await t.app.inject({ url: '/openapi.json' });
    const br = await t.app.inject({ url: '/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });
});

/** The raw bytes and headers, without fetch's automatic decoding. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('compressed answers from the public read cache', () => {
  const clock = createTestClock();
  let server: RunningServer;
  beforeAll(async () => {
    const env = { NODE_ENV: 'test', WEB_DIST: '/nonexistent/lendline-web-dist', LOG_LEVEL: 'silent' };
    server = await startTestServer({ env, config: { port: 0, host: '127.0.0.1' }, now: clock.now });
  });
  afterAll(() => server.close());

  it('serves a hit in the encoding asked for, the same bytes once decoded as the pipeline’s', async () => {
    const url = `${server.url}${apiPath('/loan/product/list', `timestamp=${Math.floor(clock.now().getTime() / 1000)}`)}`;
    const first = await rawGet(url, { 'accept-encoding': 'br' });
    const hitsBefore = server.app.publicReads.totalHits();
    const br = await rawGet(url, { 'accept-encoding': 'gzip, br' });
    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    const plain = await rawGet(url, {});
    expect(server.app.publicReads.totalHits()).toBe(hitsBefore + 3);

    expect(first.headers['content-encoding']).toBe('br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const text = plain.body.toString();
    expect(brotliDecompressSync(first.body).toString()).toBe(text);
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    expect(gunzipSync(gzip.body).toString()).toBe(text);
    for (const res of [br, gzip, plain]) {
      expect(res.headers.vary).toBe('accept-encoding');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
    }
  });
});
