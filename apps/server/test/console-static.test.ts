import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper.ts';

/** A miniature of the console's build (apps/console, ADR 075): index.html and hashed assets with .br and .gz. */
const dist = mkdtempSync(join(tmpdir(), 'lendline-console-'));
const web = mkdtempSync(join(tmpdir(), 'lendline-web-'));
const INDEX = '<!doctype html>\n<html lang="en"><head><title>Lendline console</title><script type="module" src="/console/assets/index-c0n5013.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("staff");'.repeat(50);
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), INDEX);
writeFileSync(join(dist, 'assets/index-c0n5013.js'), SCRIPT);
writeFileSync(join(dist, 'assets/index-c0n5013.js.br'), brotliCompressSync(SCRIPT));
writeFileSync(join(dist, 'assets/index-c0n5013.js.gz'), gzipSync(SCRIPT));
// The borrower app's build beside it: the two registrations of the static plugin must coexist.
mkdirSync(join(web, 'assets'));
writeFileSync(join(web, 'index.html'), '<!doctype html><html lang="en"><head><title>Lendline</title></head><body></body></html>');
writeFileSync(join(web, 'assets/index-w3b.js'), 'console.log("borrower");');
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(web, { recursive: true, force: true });
});

const CONSOLE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

describe('serving the staff console under /console/', () => {
  const t = useTestApp({ env: { CONSOLE_DIST: dist, WEB_DIST: web }, resetEachTest: false });

  it('serves its index at /console/ with its own strict CSP, never stored', async () => {
    const res = await t.app.inject({ url: '/console/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX);
    expect(res.headers['content-security-policy']).toBe(CONSOLE_CSP);
    expect(res.headers['cache-control']).toBe('no-store');
    // The app-wide headers stay (ADR 026).
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const named = await t.app.inject({ url: '/console/index.html' });
    expect(named.body).toBe(INDEX);
    expect(named.headers['cache-control']).toBe('no-store');
  });

  it('sends /console to /console/, where the build’s URLs resolve', async () => {
    const res = await t.app.inject({ url: '/console' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/console/');
  });

  it('caches hashed assets for a year, precompressed, under the same CSP', async () => {
    const res = await t.app.inject({ url: '/console/assets/index-c0n5013.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBe(CONSOLE_CSP);
  });

  it('answers 404 for what the build does not have, and no service worker', async () => {
    expect((await t.app.inject({ url: '/console/assets/missing.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/console/service-worker.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/console/../index.html' })).body).not.toBe(INDEX);
  });

  it('leaves the borrower app its own policy and files', async () => {
    const home = await t.app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-security-policy']).toContain("manifest-src 'self'");
    expect(home.headers['content-security-policy']).not.toBe(CONSOLE_CSP);
    const asset = await t.app.inject({ url: '/assets/index-w3b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-security-policy']).not.toBe(CONSOLE_CSP);
  });
});

describe('without a console build', () => {
  const t = useTestApp({ env: { CONSOLE_DIST: join(dist, 'nowhere') }, resetEachTest: false });

  it('answers /console/ with a clean 404', async () => {
    for (const url of ['/console/', '/console', '/console/assets/index-c0n5013.js']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: expect.any(Number), msg: expect.any(String) });
    }
  });
});
