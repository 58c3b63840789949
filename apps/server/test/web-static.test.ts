import { ERRORS, pageDescription } from '@lendline/domain';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';

/** A miniature of what the web build emits: hashed assets plus .br and .gz siblings. */
const dist = mkdtempSync(join(tmpdir(), 'lendline-web-'));
const INDEX = '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Lendline</title>\n  </head>\n  <body><script type="module" src="/assets/index-abc123.js"></script></body>\n</html>';
/**
 * What a server of that market serves (issue 19): the document names the market, so a guest's
 * first screen is the market's own, in its language, with home's description for search results.
 */
const served = (market: 'NG' | 'MX', lang: 'en' | 'es') =>
  INDEX.replace('<html lang="en">', `<html lang="${lang}">`).replace(
    '  </head>',
    `    <meta name="lendline-market" content="${market}">\n    <meta name="description" content="${pageDescription(market, lang, 'home')}">\n  </head>`,
  );
const SCRIPT = 'console.log("home");'.repeat(50);
mkdirSync(join(dist, 'assets'));
for (const [file, content] of [['index.html', INDEX], ['assets/index-abc123.js', SCRIPT]] as const) {
  writeFileSync(join(dist, file), content);
  writeFileSync(join(dist, `${file}.br`), brotliCompressSync(content));
  writeFileSync(join(dist, `${file}.gz`), gzipSync(content));
}
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// The service worker and the web app manifest (ADR 042): fixed names, content that changes.
const WORKER = 'self.addEventListener("fetch", () => {});';
writeFileSync(join(dist, 'service-worker.js'), WORKER);
// The build precompresses the worker like every other text file (issue 20).
writeFileSync(join(dist, 'service-worker.js.br'), brotliCompressSync(WORKER));
writeFileSync(join(dist, 'service-worker.js.gz'), gzipSync(WORKER));
writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Lendline"}');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('serving the built web app', () => {
  const t = useTestApp({ env: { WEB_DIST: dist }, resetEachTest: false });

  it('serves index.html at / for revalidation on every load', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(served('NG', 'en'));
    // The same document under its own name (the service worker's shell, ADR 042).
    const named = await t.app.inject({ url: '/index.html?__WB_REVISION__=1' });
    expect(named.headers['cache-control']).toBe('no-cache');
    expect(named.body).toBe(served('NG', 'en'));
  });

  it('serves the pre-compressed brotli file when the browser accepts it', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(served('NG', 'en'));
    const gzip = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(served('NG', 'en'));
  });

  it('caches hashed assets for a year, immutable, gzip for gzip-only clients', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('gives unhashed files a short cache', async () => {
    const res = await t.app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('has the service worker and the manifest revalidated on every load, so a release reaches installed apps', async () => {
    const worker = await t.app.inject({ url: '/service-worker.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('sends the service worker precompressed, in the encoding the browser accepts, still revalidated', async () => {
    const br = await t.app.inject({ url: '/service-worker.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(WORKER);
    const gzip = await t.app.inject({ url: '/service-worker.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(WORKER);
  });

  it('answers a malformed path (a doubled slash) with the NOT_FOUND envelope, not a body error', async () => {
    for (const url of ['//staff/referrals', '//api/0123', '//', '/assets//index-abc123.js']) {
      const res = await t.app.inject({ url: { pathname: url } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ code: ERRORS.NOT_FOUND.code, data: null, msg: 'Not found' });
    }
  });

  it('answers a missing file with a 404 envelope, and the API still works beside it', async () => {
    const missing = await t.app.inject({ url: '/assets/nope-000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(ERRORS.NOT_FOUND.code);
    expect((await t.call('/loan/product/list')).body.code).toBe(0);
  });
});

describe('serving the web app from a Mexican server', () => {
  const t = useTestApp({ env: { WEB_DIST: dist, MARKET: 'MX' }, resetEachTest: false });

  it('names Mexico in the document, in Spanish, so a guest is never shown Nigeria by default', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.body).toBe(served('MX', 'es'));
    expect(res.body).toContain('<meta name="lendline-market" content="MX">');
  });
});

describe('without a web build', () => {
  const t = useTestApp({ resetEachTest: false });

  it('answers / with a page saying to run npm run build', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('npm run build');
  });
});
