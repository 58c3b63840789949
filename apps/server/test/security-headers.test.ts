import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PACKAGE_NAME, encryptPath } from '@lendline/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/plugins/logging.ts';
import type { RunningServer } from '../src/start.ts';
import { useTestApp } from './helper.ts';
import { useStaffKey } from './staff-key.ts';
import { startTestServer } from './started-server.ts';

/** A miniature of the web build: an index naming a hashed script and stylesheet (ADR 026). */
const dist = mkdtempSync(join(tmpdir(), 'lendline-web-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><script type="module" src="./assets/index-abc.js"></script>');
writeFileSync(join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const HSTS = 'max-age=31536000';

/** The directives of a Content-Security-Policy, by name. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

type Headers = Record<string, string | string[] | number | undefined>;

function expectBrowserHeaders(headers: Headers, label: string, https = false): void {
  const csp = directives(String(headers['content-security-policy']));
  expect(csp['default-src'], label).toEqual(["'none'"]);
  expect(csp['script-src'], label).toEqual(["'self'"]);
  expect(csp['frame-ancestors'], label).toEqual(["'none'"]);
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['referrer-policy'], label).toBe('no-referrer');
  expect(headers['permissions-policy'], label).toMatch(/(^|, )camera=\(self\)(,|$)/);
  expect(headers['x-frame-options'], label).toBe('DENY');
  expect(headers['strict-transport-security'], label).toBe(https ? HSTS : undefined);
}

describe('security headers on every answer', () => {
  const t = useTestApp({ env: { WEB_DIST: dist, TRUST_PROXY: '10.0.0.0/8' }, resetEachTest: false });
  const reviewer = useStaffKey(t, ['referrals.read'], { once: true });

  it('on API envelopes, successes and failures alike', async () => {
    expectBrowserHeaders((await t.call('/loan/product/list')).headers, 'product list');
    expectBrowserHeaders((await t.call('/loan/product/list', { timestamp: null })).headers, 'missing timestamp');
    expectBrowserHeaders((await t.call('/security/getUserInfo')).headers, 'not logged in');
    expectBrowserHeaders((await t.call('/loan/product/list', { hex: 'ZZ' })).headers, 'unreadable path');
  });

  it('on the web app, the OpenAPI document, webhooks, staff routes, not-found and framework errors', async () => {
    const answers: [string, InjectOptions][] = [
      ['index.html', { url: '/' }],
      ['a hashed asset', { url: '/assets/index-abc.js' }],
      ['a missing asset', { url: '/assets/nope.js' }],
      ['the OpenAPI document', { url: '/openapi.json' }],
      ['a body that is not JSON (the error handler)', { method: 'POST', url: '/api/00?timestamp=1', payload: '{', headers: { 'content-type': 'application/json' } }],
      ['a forged webhook', { method: 'POST', url: '/webhooks/payout/sandbox', payload: '{}', headers: { 'content-type': 'application/json' } }],
      ['a staff call without a token', { url: '/staff/referrals' }],
      ['a staff call', { url: '/staff/referrals', headers: { authorization: `Bearer ${reviewer.key}` } }],
      ['an unknown route', { url: '/nope' }],
      ['a doubled slash', { url: { pathname: '//staff/referrals' } }],
      ['a path parameter too long for the router', { url: `/api/${'A'.repeat(3000)}?timestamp=1` }],
      ['a URL that does not decode', { url: '/api/%E0%A4%A?timestamp=1' }],
    ];
    for (const [label, options] of answers) {
      const res = await t.app.inject(options);
      expect(res.statusCode, label).toBeLessThan(500);
      expectBrowserHeaders(res.headers, label);
    }
  });

  it('adds Strict-Transport-Security only for https through a trusted proxy', async () => {
    const at = (remoteAddress: string, proto?: string) =>
      t.app.inject({ url: '/openapi.json', remoteAddress, headers: proto === undefined ? {} : { 'x-forwarded-proto': proto } });
    expectBrowserHeaders((await at('10.1.2.3', 'https')).headers, 'trusted proxy, https', true);
    expectBrowserHeaders((await at('::ffff:10.1.2.3', 'https')).headers, 'trusted proxy (IPv4-mapped), https', true);
    expectBrowserHeaders((await at('10.1.2.3', 'http, https')).headers, 'the nearest proxy saw https', true);
    expectBrowserHeaders((await at('10.1.2.3', 'http')).headers, 'trusted proxy, http');
    expectBrowserHeaders((await at('10.1.2.3', 'https, http')).headers, 'the nearest proxy saw http');
    expectBrowserHeaders((await at('10.1.2.3')).headers, 'trusted proxy, no header');
    expectBrowserHeaders((await at('203.0.113.9', 'https')).headers, 'a client claiming https');
  });
});

describe('the policy lets the web app work', () => {
  const t = useTestApp({ env: { WEB_DIST: dist, CSP_CONNECT_SRC: 'https://api.lendline.ng' }, resetEachTest: false });

  it('allows only what the app uses: its own scripts, styles and fonts, blob: photo previews, its API', async () => {
    const csp = directives(String((await t.app.inject({ url: '/' })).headers['content-security-policy']));
    expect(csp['style-src']).toEqual(["'self'"]);
    expect(csp['font-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'blob:']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.lendline.ng']);
    expect(csp['base-uri']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    // The web app manifest and the service worker (ADR 042), from the app's own origin only.
    expect(csp['manifest-src']).toEqual(["'self'"]);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(JSON.stringify(csp)).not.toMatch(/unsafe|\*/);
  });

  it('matches the web app’s page: no inline script or style, every asset relative to the page', () => {
    const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\.?\/[^/]/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/<style\b|\sstyle="|\son[a-z]+="/i);
    const urls = [...html.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    for (const url of urls) expect(url, url).toMatch(/^\.?\/[^/]/);
  });
});

describe('over real HTTP, the public read cache included', () => {
  let server: RunningServer;
  const env = { NODE_ENV: 'test', WEB_DIST: '/nonexistent/lendline-web-dist', LOG_LEVEL: 'silent', TRUST_PROXY: '127.0.0.1' };
  beforeAll(async () => {
    server = await startTestServer({ env, config: { port: 0, host: '127.0.0.1' }, logger: createLogger('silent') });
  });
  afterAll(() => server.close());

  const productList = `/api/${encryptPath('/loan/product/list', DEFAULT_PACKAGE_NAME)}?timestamp=${Math.floor(Date.now() / 1000)}`;

  /** A raw request, so nothing rewrites the path on the way. */
  function get(path: string, headers: Record<string, string> = {}): Promise<Headers & { status: number }> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: server.port, path, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ ...res.headers, status: res.statusCode ?? 0 }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('gives a cached read the same headers as the pipeline, HSTS decided per request', async () => {
    const hits = () => server.app.publicReads.totalHits();
    const first = await get(productList);
    const before = hits();
    const cached = await get(productList);
    expect(hits()).toBe(before + 1);
    expectBrowserHeaders(first, 'pipeline');
    expectBrowserHeaders(cached, 'cached');
    for (const name of ['content-security-policy', 'permissions-policy', 'referrer-policy', 'x-content-type-options', 'x-frame-options']) {
      expect(cached[name], name).toBe(first[name]);
    }
    const secure = await get(productList, { 'x-forwarded-proto': 'https' });
    expect(hits()).toBe(before + 2);
    expectBrowserHeaders(secure, 'cached, https through the trusted proxy', true);
  });

  it('on answers Fastify gives before routing', async () => {
    const res = await get(`/api/${'A'.repeat(3000)}?timestamp=1`);
    expect(res.status).toBe(400);
    expectBrowserHeaders(res, 'path parameter too long');
  });

  /** Bytes written straight to the socket, as a broken or hostile client sends them; the whole answer back, parsed. */
  function raw(bytes: string): Promise<Headers & { status: number }> {
    return new Promise((resolve, reject) => {
      const socket = connect(server.port, '127.0.0.1', () => socket.end(bytes));
      let text = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = ''] = text.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers: Headers = {};
        for (const line of lines) headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
        resolve({ ...headers, status: Number(statusLine.split(' ')[1]) });
      });
    });
  }

  it('on answers Node gives before Fastify sees a request: a malformed request line, headers too large', async () => {
    const malformed = await raw('NOT A REQUEST\r\n\r\n');
    expect(malformed.status).toBe(400);
    expectBrowserHeaders(malformed, 'malformed request line');
    expect(malformed.connection).toBe('close');
    const huge = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge.status).toBe(431);
    expectBrowserHeaders(huge, 'request header fields too large');
  });
});
